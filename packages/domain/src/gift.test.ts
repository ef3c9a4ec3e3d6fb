import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type SleeveSelection,
  applyTypingLimit,
  effectiveGiftFormat,
  giftFormSchema,
  giftFormatOfCode,
  isFreeSleeve,
  isListedBoxCode,
  isPhysicalFormatEnabled,
  parseSleeves,
  rewriteCodeForFormat,
  selectSleeve,
  selectedSingleSleeve,
  serializeSleeves,
  shouldFetchSleeves,
  shouldRemoveGiftCustomisation,
  shouldShowExtras,
  withStandardDefault,
} from './gift';

const errorsOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${String(i.path[0])}: ${i.message}`);

describe('gift nights, adults and formats', () => {
  it('"Physical format enabled only if the flag is on and shipping costs loaded without error"', () => {
    expect(isPhysicalFormatEnabled(true, true)).toBe(true);
    expect(isPhysicalFormatEnabled(false, true)).toBe(false);
    expect(isPhysicalFormatEnabled(true, false)).toBe(false);
    expect(effectiveGiftFormat('physical', false)).toBe('digital');
    expect(effectiveGiftFormat('physical', true)).toBe('physical');
    expect(effectiveGiftFormat(undefined, true)).toBe('digital');
  });

  it('"format change updates the hash and rewrites the code suffix"', () => {
    expect(rewriteCodeForFormat('SPA2EBOX', 'physical')).toBe('SPA2PBOX');
    expect(rewriteCodeForFormat('SPA2PBOX', 'digital')).toBe('SPA2EBOX');
    expect(rewriteCodeForFormat('SPA2EBOX', 'digital')).toBe('SPA2EBOX');
    expect(rewriteCodeForFormat('SPA2', 'digital')).toBe('SPA2EBOX');
    expect(giftFormatOfCode('SPA2EBOX')).toBe('digital');
    expect(giftFormatOfCode('SPA2PBOX')).toBe('physical');
    expect(giftFormatOfCode('SPA2BOX')).toBeUndefined();
    expect(giftFormatOfCode('SPA2')).toBeUndefined();
  });

  it('rewriting back and forth returns the code (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{1,8}$/), (stem) => {
        const digital = `${stem}EBOX`;
        const physical = rewriteCodeForFormat(digital, 'physical');
        expect(giftFormatOfCode(physical)).toBe('physical');
        expect(rewriteCodeForFormat(physical, 'digital')).toBe(digital);
      }),
    );
  });

  it('"Only codes ending in EBOX are listed"', () => {
    expect(isListedBoxCode('ABCEBOX')).toBe(true);
    expect(isListedBoxCode('ABCPBOX')).toBe(false);
  });

  it('"In gifting, extras show only when giftNights is 1"', () => {
    expect(shouldShowExtras('gifting', 1)).toBe(true);
    expect(shouldShowExtras('gifting', 2)).toBe(false);
    expect(shouldShowExtras('booking', 2)).toBe(true);
  });

  it('"sleeves are fetched only for physical format"', () => {
    expect(shouldFetchSleeves('physical')).toBe(true);
    expect(shouldFetchSleeves('digital')).toBe(false);
  });
});

describe('Gift form', () => {
  it('"fromName optional in gift flow"', () => {
    expect(giftFormSchema('gift').safeParse({ fromName: '', message: '' }).success).toBe(true);
  });

  it('"mandatory in default form: \'Mandatory field\'"', () => {
    expect(errorsOf(giftFormSchema('default').safeParse({ fromName: ' ', message: '' }))).toEqual(['fromName: Mandatory field']);
  });

  it('"text only (\'Only text is expected\')"', () => {
    expect(errorsOf(giftFormSchema('gift').safeParse({ fromName: 'Léa 2', message: '' }))).toEqual([
      'fromName: Only text is expected',
    ]);
    expect(giftFormSchema('gift').safeParse({ fromName: "Anne-Sophie d'Hérouville", message: '' }).success).toBe(true);
  });

  it('"max 40" for fromName and "message max 180" with the limit message', () => {
    const schema = giftFormSchema('gift');
    expect(schema.safeParse({ fromName: 'a'.repeat(40), message: 'm'.repeat(180) }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ fromName: 'a'.repeat(41), message: 'm'.repeat(181) }))).toEqual([
      'fromName: The field is limited to {{maxlength}} characters',
      'message: The field is limited to {{maxlength}} characters',
    ]);
  });

  it('"Typing past limit blocked"', () => {
    expect(applyTypingLimit('abcdef', 4)).toEqual({ value: 'abcd', isOverLimit: true });
    expect(applyTypingLimit('abcd', 4)).toEqual({ value: 'abcd', isOverLimit: false });
    expect(applyTypingLimit('😀😀😀', 2).value).toBe('😀😀');
  });

  it('customisation is "removed when both empty"', () => {
    expect(shouldRemoveGiftCustomisation({ fromName: '', message: ' ' })).toBe(true);
    expect(shouldRemoveGiftCustomisation({ fromName: 'Léa', message: '' })).toBe(false);
  });
});

describe('Custom sleeves', () => {
  const single = { id: 2, name: 'wrapping', singleSelection: true };
  const multi = { id: 5, name: 'extras', singleSelection: false };

  it('"single selection one id or \'default\'"', () => {
    expect(selectedSingleSleeve({}, 'wrapping')).toBe('default');
    const selection = selectSleeve(selectSleeve({}, single, '11'), single, '12');
    expect(selection).toEqual({ wrapping: ['12'] });
    expect(selectedSingleSleeve(selection, 'wrapping')).toBe('12');
  });

  it('"multi toggles ids in a list"', () => {
    let selection: SleeveSelection = {};
    selection = selectSleeve(selection, multi, '1');
    selection = selectSleeve(selection, multi, '2');
    expect(selection).toEqual({ extras: ['1', '2'] });
    selection = selectSleeve(selection, multi, '1');
    expect(selection).toEqual({ extras: ['2'] });
    expect(selectSleeve(selection, multi, '2')).toEqual({});
  });

  it('keeps sleeves in the hash by category name and reads them back', () => {
    const selection = { wrapping: ['default'], 'extra cards': ['3', '4;5'] };
    const value = serializeSleeves(selection);
    expect(value).toBe('wrapping:default;extra%20cards:3,4%3B5');
    expect(parseSleeves(value)).toEqual(selection);
    expect(parseSleeves('bad;:x;ok:1;broken:%E0%A4%A')).toEqual({ ok: ['1'] });
  });

  it('"Category 2 gets a standard default option with price 0"; "zero price shows \'Free\'"', () => {
    const sleeves = withStandardDefault(2, [{ id: '9', name: 'Red', categoryId: 2, price: 300 }]);
    expect(sleeves[0]).toMatchObject({ id: 'default', price: 0 });
    expect(withStandardDefault(2, sleeves)).toHaveLength(2);
    expect(withStandardDefault(3, [])).toEqual([]);
    expect(isFreeSleeve({ price: 0 })).toBe(true);
    expect(isFreeSleeve({ price: 300 })).toBe(false);
  });
});
