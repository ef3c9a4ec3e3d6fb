import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activityPromo,
  boxPromo,
  formatMoney,
  formatPriceDifference,
  giftBoxDiscountPercent,
  isAutoDiscountActive,
  localTaxTotal,
  moneySaved,
  offerListPromo,
  priceForParty,
  priceMessage,
  pricePerNight,
  pricePerPerson,
  promoPercentage,
} from './price';

/** Intl puts (narrow) no-break spaces before €; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('promo percentage: "floor of 100 times one minus sell over reference"', () => {
  it('floors: 80 € against 100 € is 20 % (not 19 from floating point), 66.67 € against 100 € is 33 %', () => {
    expect(promoPercentage(8000, 10000)).toBe(20);
    expect(promoPercentage(6667, 10000)).toBe(33);
    expect(promoPercentage(9999, 10000)).toBe(0);
    expect(promoPercentage(7000, 10000)).toBe(30);
  });

  it('is 0 when the reference is missing or not above the sell price', () => {
    expect(promoPercentage(8000, undefined)).toBe(0);
    expect(promoPercentage(8000, null)).toBe(0);
    expect(promoPercentage(8000, 8000)).toBe(0);
    expect(promoPercentage(9000, 8000)).toBe(0);
  });

  it('equals the exact floor computed with BigInt and stays within 0–100 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (sell, ref) => {
        const percent = promoPercentage(sell, ref);
        const exact = ref > sell ? Number((100n * BigInt(ref - sell)) / BigInt(ref)) : 0;
        expect(percent).toBe(exact);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('promo thresholds', () => {
  it('"offer lists show promo only at 10 percent or more" (below is 0)', () => {
    expect(offerListPromo(9000, 10000)).toBe(10);
    expect(offerListPromo(9001, 10000)).toBe(0);
  });

  it('"Promo shown only above 5 percent for boxes": 5 % is 0, 6 % counts', () => {
    expect(boxPromo(9500, 10000)).toBe(0);
    expect(boxPromo(9400, 10000)).toBe(6);
  });

  it('"activity promo counts at 5 or more": 5 % counts, 4 % is 0', () => {
    expect(activityPromo(9500, 10000)).toBe(5);
    expect(activityPromo(9600, 10000)).toBe(0);
  });

  it('"Gift box discount rounded-up percent between price and promo price"', () => {
    expect(giftBoxDiscountPercent(10000, 8000)).toBe(20);
    expect(giftBoxDiscountPercent(10000, 6667)).toBe(34);
    expect(giftBoxDiscountPercent(10000, 9999)).toBe(1);
    expect(giftBoxDiscountPercent(10000, null)).toBe(0);
    expect(giftBoxDiscountPercent(10000, 10000)).toBe(0);
  });
});

describe('per-night and per-person prices', () => {
  it('"per night = total divided by nights, rounded up"', () => {
    expect(pricePerNight(30000, 2)).toBe(15000);
    expect(pricePerNight(10001, 2)).toBe(5001);
    expect(pricePerNight(10000, 3)).toBe(3334);
    expect(pricePerNight(10000, 0)).toBe(10000);
  });

  it('"per person in activity = total divided by adults", rounded up to the cent', () => {
    expect(pricePerPerson(9000, 2)).toBe(4500);
    expect(pricePerPerson(9001, 2)).toBe(4501);
  });

  it('per-night price × nights never understates the total (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 30 }), (total, nights) => {
        const perNight = pricePerNight(total, nights);
        expect(perNight * nights).toBeGreaterThanOrEqual(total);
        expect((perNight - 1) * nights).toBeLessThan(total);
      }),
    );
  });

  it('money saved is the gap to the reference, never negative', () => {
    expect(moneySaved(8000, 10000)).toBe(2000);
    expect(moneySaved(12000, 10000)).toBe(0);
    expect(moneySaved(8000, undefined)).toBe(0);
  });
});

describe('auto discount', () => {
  it('the auto discount is active "outside gifting"', () => {
    expect(isAutoDiscountActive({ code: 'AUTO10' }, 'booking')).toBe(true);
    expect(isAutoDiscountActive({ code: 'AUTO10' }, 'gifting')).toBe(false);
    expect(isAutoDiscountActive({ code: '' }, 'booking')).toBe(false);
    expect(isAutoDiscountActive(null, 'booking')).toBe(false);
  });
});

describe('price for a party from night prices for 2 adults', () => {
  const rule = { singleAdultPercent: 60, extraAdultPercent: 80, childPercent: 50, babyCents: 1000 };
  const nights = [
    { sellCents: 10001, refCents: 12000 },
    { sellCents: 10001, refCents: 12000 },
  ];

  it('2 adults pay the quoted night prices', () => {
    expect(priceForParty(nights, { adults: 2, children: 0, babies: 0 }, rule)).toEqual({ sellCents: 20002, refCents: 24000 });
  });

  it('1 adult pays singleAdultPercent of each night, each night rounded half up then summed', () => {
    // 60 % of 100.01 € = 60.006 € → 60.01 € per night.
    expect(priceForParty(nights, { adults: 1, children: 0, babies: 0 }, rule)).toEqual({ sellCents: 12002, refCents: 14400 });
  });

  it('extra adults and children add a percent of one person share; babies a fixed amount', () => {
    // Night 100.01 €: share 50.005 €; +1 adult at 80 % = 40.004; +1 child at 50 % = 25.0025;
    // 165.0165 € → 165.02 € per night; + 1 baby 10 € → 175.02 €.
    expect(priceForParty([nights[0]!], { adults: 3, children: 1, babies: 1 }, rule)).toEqual({ sellCents: 17502, refCents: 20800 });
  });

  it('rounds exactly half a cent up', () => {
    // 1 cent night for 1 adult at 50 % = 0.5 cent → 1 cent.
    expect(priceForParty([{ sellCents: 1, refCents: 1 }], { adults: 1, children: 0, babies: 0 }, { ...rule, singleAdultPercent: 50 })).toEqual({
      sellCents: 1,
      refCents: 1,
    });
  });

  it('is integer cents and never decreases when a person is added (property)', () => {
    const night = fc.record({ sellCents: fc.integer({ min: 0, max: 500_000 }), refCents: fc.integer({ min: 0, max: 500_000 }) });
    fc.assert(
      fc.property(
        fc.array(night, { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 2, max: 19 }),
        fc.integer({ min: 0, max: 9 }),
        (list, adults, children) => {
          const base = priceForParty(list, { adults, children, babies: 0 }, rule);
          const more = priceForParty(list, { adults: adults + 1, children, babies: 0 }, rule);
          const moreChildren = priceForParty(list, { adults, children: children + 1, babies: 0 }, rule);
          expect(Number.isInteger(base.sellCents)).toBe(true);
          expect(more.sellCents).toBeGreaterThanOrEqual(base.sellCents);
          expect(moreChildren.sellCents).toBeGreaterThanOrEqual(base.sellCents);
        },
      ),
    );
  });

  it('rejects non-integer cents and percents', () => {
    expect(() => priceForParty([{ sellCents: 10.5, refCents: 11 }], { adults: 2, children: 0, babies: 0 }, rule)).toThrow(RangeError);
    expect(() => priceForParty(nights, { adults: 2, children: 0, babies: 0 }, { ...rule, childPercent: 33.3 })).toThrow(RangeError);
  });
});

describe('local tax', () => {
  it('"type BOOKING_PERCENTAGE means percentage of package price, otherwise per person per night"', () => {
    expect(localTaxTotal({ type: 'BOOKING_PERCENTAGE', percentage: 5 }, { packageCents: 20010, persons: 2, nights: 2 })).toBe(1001);
    expect(localTaxTotal({ type: 'PER_PERSON_PER_NIGHT', amount: 150 }, { packageCents: 20000, persons: 2, nights: 3 })).toBe(900);
  });
});

describe('formatting money with Intl.NumberFormat in euros', () => {
  it('formats by market', () => {
    expect(plain(formatMoney(8900, 'fr-FR'))).toBe('89 €');
    expect(plain(formatMoney(8950, 'fr-FR'))).toBe('89,50 €');
    expect(plain(formatMoney(123456, 'es-ES'))).toBe('1234,56 €');
    expect(plain(formatMoney(123456, 'nl-NL'))).toBe('€ 1.234,56');
    expect(plain(formatMoney(8900, 'it-IT', { alwaysShowCents: true }))).toBe('89,00 €');
  });

  it('shows a signed difference: "+N €" and the flexible option "+0 €"', () => {
    expect(plain(formatPriceDifference(0, 'fr-FR'))).toBe('+0 €');
    expect(plain(formatPriceDifference(2500, 'fr-FR'))).toBe('+25 €');
  });
});

describe('price message', () => {
  const base = { flow: 'booking' as const, isLoading: false, hasDates: true, promoPercent: 20, moneySavedCents: 3000 };
  it('"gifting hidden; loading; with dates and promo shows money saved; without dates and with promo \'up to N%\'; otherwise default"', () => {
    expect(priceMessage({ ...base, flow: 'gifting' })).toEqual({ kind: 'hidden' });
    expect(priceMessage({ ...base, isLoading: true })).toEqual({ kind: 'loading' });
    expect(priceMessage(base)).toEqual({ kind: 'moneySaved', moneySavedCents: 3000 });
    expect(priceMessage({ ...base, hasDates: false })).toEqual({ kind: 'upTo', percent: 20 });
    expect(priceMessage({ ...base, promoPercent: 0 })).toEqual({ kind: 'default' });
  });
});
