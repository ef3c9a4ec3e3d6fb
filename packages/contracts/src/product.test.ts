import { addDaysToDay } from '@escapade/domain/calendar-day';
import { describe, expect, it } from 'vitest';
import {
  checkoutNightsQuerySchema,
  parseActivityDateValue,
  productParamsSchema,
  quoteErrorMessageOf,
  quoteQuerySchema,
  recommendedQuerySchema,
} from './product';
import { PRODUCT_ID_INVALID_MESSAGE, PRODUCT_ID_REQUIRED_MESSAGE } from './input';
import { earliestCheckinFor } from './query';

const today = earliestCheckinFor('fr_FR');
const future = addDaysToDay(today, 30);

function issues(schema: { safeParse(input: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }, input: unknown) {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : (parsed.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('product contracts', () => {
  it("a missing product id is 'Product ID is required'; one that is no id says it is invalid", () => {
    for (const id of ['', 'undefined', 'null']) {
      expect(issues(productParamsSchema, { id })).toEqual([`id: ${PRODUCT_ID_REQUIRED_MESSAGE}`]);
    }
    for (const id of ['0', '-3', '1.5', 'abc', '2147483648']) {
      expect(issues(productParamsSchema, { id })).toEqual([`id: ${PRODUCT_ID_INVALID_MESSAGE}`]);
    }
    expect(productParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(productParamsSchema.parse({ id: '2147483647' })).toEqual({ id: 2_147_483_647 });
  });

  it('quote: the default party (2 adults, 0 children, 0 babies) and activitySelectionList comma-joined or repeated', () => {
    const [first, second] = [`3_${future}`, `4_${addDaysToDay(future, 1)}`];
    const parsed = quoteQuerySchema.parse({ checkin: future, nights: '2', locale: 'fr_FR', activitySelectionList: `${first},${second}` });
    expect(parsed).toMatchObject({ adult: 2, child: 0, baby: 0, nights: 2, activitySelectionList: [first, second] });
    const repeated = quoteQuerySchema.parse({ checkin: future, nights: '1', locale: 'fr_FR', activitySelectionList: [first, second] });
    expect(repeated.activitySelectionList).toEqual([first, second]);
  });

  it.each([
    [{ nights: '0' }, 'nights'],
    [{ nights: '21' }, 'nights'],
    [{ adult: '0' }, 'adult'],
    [{ adult: '21' }, 'adult'],
    [{ child: '11' }, 'child'],
    [{ baby: '11' }, 'baby'],
    [{ checkin: '2030-02-30' }, 'checkin'],
    [{ checkin: addDaysToDay(today, -1) }, 'checkin'],
    [{ locale: 'en_GB' }, 'locale'],
    [{ activitySelectionList: '3-2030-01-02' }, 'activitySelectionList.0'],
  ])('quote refuses %o naming %s', (patch, field) => {
    const found = issues(quoteQuerySchema, { checkin: future, nights: '1', locale: 'fr_FR', ...patch });
    expect(found.map((issue) => issue.split(':')[0])).toContain(field);
  });

  it('checkout nights: the party is adult/child/baby or `length` people, 2 by default', () => {
    expect(checkoutNightsQuerySchema.parse({ checkin: future, locale: 'fr_FR' })).toMatchObject({ length: 2, child: 0, baby: 0 });
    expect(checkoutNightsQuerySchema.parse({ checkin: future, locale: 'fr_FR', adult: '3' }).adult).toBe(3);
  });

  it('recommended: checkout must follow checkin', () => {
    expect(issues(recommendedQuerySchema, { locale: 'fr_FR', checkin: future, checkout: future })).toEqual(['checkout: checkout must be after checkin']);
    expect(issues(recommendedQuerySchema, { locale: 'fr_FR', night: '2' })).toEqual(['checkin: checkout and night need a checkin']);
  });

  it('activity date values: "the activity id, an underscore, then a date key"', () => {
    expect(parseActivityDateValue('12_2030-06-14')).toEqual({ activityId: 12, date: '2030-06-14' });
    expect(parseActivityDateValue('12_2030-02-30')).toBeUndefined();
    expect(parseActivityDateValue('x_2030-06-14')).toBeUndefined();
  });

  it("quote error: the server's message, else 'The offer is not bookable with these criterias' when not bookable", () => {
    expect(quoteErrorMessageOf({ bookable: false, error: { code: 'ACTIVITY_DATE_MISSING', message: 'Please choose your activity dates.' } })).toBe(
      'Please choose your activity dates.',
    );
    expect(quoteErrorMessageOf({ bookable: false })).toBe('The offer is not bookable with these criterias');
    expect(quoteErrorMessageOf({ bookable: true })).toBeUndefined();
  });
});
