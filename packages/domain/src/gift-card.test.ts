import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GIFT_CARD_AMOUNT_MAX_CENTS,
  GIFT_CARD_AMOUNT_MIN_CENTS,
  GIFT_CARD_AMOUNT_TOO_HIGH,
  GIFT_CARD_AMOUNT_TOO_LOW,
  GIFT_CARD_AMOUNT_WHOLE_EUROS,
  GIFT_CARD_DEFAULT_AMOUNT_CENTS,
  GIFT_CARD_DESIGNS,
  GIFT_CARD_PRESET_AMOUNTS_CENTS,
  GIFT_CARD_SEND_DATE_INVALID,
  GIFT_CARD_SEND_DATE_PAST,
  giftCardAmountError,
  giftCardDesignImageUrl,
  giftCardOrderSchema,
  giftCardSendDateError,
  giftCardValidUntil,
  isGiftCardSold,
  parseGiftCardEuros,
} from './gift-card';
import { MARKETS } from './markets';

const TODAY = '2026-11-21';
const validOrder = {
  amountCents: 10_000,
  designId: 'festive',
  recipientName: 'Camille',
  recipientEmail: 'camille@example.com',
  sendDate: '',
  fromName: 'Léa',
  message: 'Joyeux anniversaire !',
};

function issuesOf(patch: Partial<Record<keyof typeof validOrder, unknown>>) {
  const result = giftCardOrderSchema(TODAY).safeParse({ ...validOrder, ...patch });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('gift card markets', () => {
  it('"Gift card purchase blocks are shown in gift flow for fr_FR, fr_BE, nl_NL, nl_BE, it_IT"', () => {
    const sold = Object.values(MARKETS).filter(isGiftCardSold).map((market) => market.locale);
    expect(sold.sort()).toEqual(['fr_BE', 'fr_FR', 'it_IT', 'nl_BE', 'nl_NL']);
    expect(isGiftCardSold(MARKETS.es_ES)).toBe(false);
  });
});

describe('gift card amount', () => {
  it('accepts whole euros from 20 € to 1,000 €, in cents', () => {
    expect(giftCardAmountError(2_000)).toBeUndefined();
    expect(giftCardAmountError(100_000)).toBeUndefined();
    expect(giftCardAmountError(1_900)).toBe(GIFT_CARD_AMOUNT_TOO_LOW);
    expect(giftCardAmountError(100_100)).toBe(GIFT_CARD_AMOUNT_TOO_HIGH);
    expect(giftCardAmountError(5_050)).toBe(GIFT_CARD_AMOUNT_WHOLE_EUROS);
    expect(giftCardAmountError(Number.NaN)).toBe(GIFT_CARD_AMOUNT_WHOLE_EUROS);
  });

  it('presets and the default are buyable amounts', () => {
    expect(GIFT_CARD_PRESET_AMOUNTS_CENTS).toContain(GIFT_CARD_DEFAULT_AMOUNT_CENTS);
    for (const cents of GIFT_CARD_PRESET_AMOUNTS_CENTS) expect(giftCardAmountError(cents)).toBeUndefined();
  });

  it('every whole-euro amount within the bounds is accepted, every other integer amount refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (cents) => {
        const inBounds = cents >= GIFT_CARD_AMOUNT_MIN_CENTS && cents <= GIFT_CARD_AMOUNT_MAX_CENTS && cents % 100 === 0;
        expect(giftCardAmountError(cents) === undefined).toBe(inBounds);
      }),
    );
  });

  it('reads a free amount as whole euros', () => {
    expect(parseGiftCardEuros('75')).toBe(7_500);
    expect(parseGiftCardEuros(' 120 ')).toBe(12_000);
    expect(parseGiftCardEuros('0')).toBe(0);
    expect(parseGiftCardEuros('')).toBeUndefined();
    expect(parseGiftCardEuros('12,50')).toBeUndefined();
    expect(parseGiftCardEuros('-5')).toBeUndefined();
    expect(parseGiftCardEuros('abc')).toBeUndefined();
  });
});

describe('gift card design', () => {
  it('uses images the site serves, at the card image sizes', () => {
    expect(GIFT_CARD_DESIGNS.length).toBeGreaterThanOrEqual(4);
    expect(giftCardDesignImageUrl('seaside')).toBe('/api/images/img-landscape-sea-1/640_360.webp');
    expect(giftCardDesignImageUrl('festive', '120_80')).toBe('/api/images/img-sleeve-1/120_80.webp');
  });
});

describe('gift card send date', () => {
  it('is today or later in the market time zone, or empty (sent at once)', () => {
    expect(giftCardSendDateError('', TODAY)).toBeUndefined();
    expect(giftCardSendDateError(TODAY, TODAY)).toBeUndefined();
    expect(giftCardSendDateError('2026-12-24', TODAY)).toBeUndefined();
    expect(giftCardSendDateError('2026-11-20', TODAY)).toBe(GIFT_CARD_SEND_DATE_PAST);
    expect(giftCardSendDateError('2026-02-30', TODAY)).toBe(GIFT_CARD_SEND_DATE_INVALID);
    expect(giftCardSendDateError('21/11/2026', TODAY)).toBe(GIFT_CARD_SEND_DATE_INVALID);
  });

  it('"gift valid one and a half years"', () => {
    expect(giftCardValidUntil('2026-11-21')).toBe('2028-05-21');
  });
});

describe('gift card order (gift form rules)', () => {
  it('accepts a complete order; fromName and message are optional', () => {
    expect(issuesOf({})).toEqual([]);
    expect(issuesOf({ fromName: '', message: '' })).toEqual([]);
  });

  it('fromName: "text only (\'Only text is expected\'), max 40"', () => {
    expect(issuesOf({ fromName: 'Léa 2' })).toEqual(['fromName: Only text is expected']);
    expect(issuesOf({ fromName: 'a'.repeat(40) })).toEqual([]);
    expect(issuesOf({ fromName: 'a'.repeat(41) })).toEqual(['fromName: The field is limited to {{maxlength}} characters']);
  });

  it('message: "max 180"', () => {
    expect(issuesOf({ message: 'x'.repeat(180) })).toEqual([]);
    expect(issuesOf({ message: 'x'.repeat(181) })).toEqual(['message: The field is limited to {{maxlength}} characters']);
  });

  it('recipient name and e-mail are mandatory, the e-mail must be one', () => {
    expect(issuesOf({ recipientName: ' ' })).toEqual(['recipientName: Mandatory field']);
    expect(issuesOf({ recipientName: 'R2D2' })).toEqual(['recipientName: Only text is expected']);
    expect(issuesOf({ recipientEmail: '' })).toEqual(['recipientEmail: Mandatory field']);
    expect(issuesOf({ recipientEmail: 'camille@' })).toEqual(['recipientEmail: Email seems incorrect']);
  });

  it('refuses an amount out of bounds, an unknown design and a past send date', () => {
    expect(issuesOf({ amountCents: 1_000 })).toEqual([`amountCents: ${GIFT_CARD_AMOUNT_TOO_LOW}`]);
    expect(issuesOf({ designId: 'neon' })).toHaveLength(1);
    expect(issuesOf({ sendDate: '2026-11-20' })).toEqual([`sendDate: ${GIFT_CARD_SEND_DATE_PAST}`]);
  });
});
