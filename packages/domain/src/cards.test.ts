import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancellationInfo,
  cardCta,
  cardHref,
  hotelHref,
  galleryImages,
  hotelOffersCacheKey,
  isAllNightsBestPrice,
  isAllNightsBestPromo,
  opensInNewTab,
  partialRefundCents,
  shouldShowScarcity,
  splitStressMessages,
  stressMessages,
  swipeTargetIndex,
} from './cards';

describe('Scarcity: "rooms-left message when 3 or fewer"', () => {
  it('shows for 1 to 3 rooms, not for 4 or unknown', () => {
    expect([1, 2, 3].map(shouldShowScarcity)).toEqual([true, true, true]);
    expect(shouldShowScarcity(4)).toBe(false);
    expect(shouldShowScarcity(0)).toBe(false);
    expect(shouldShowScarcity(undefined)).toBe(false);
  });
});

describe('Stress messages', () => {
  it('"order: best price, best promo, flash deal, auto discount"', () => {
    expect(stressMessages({ isBestPrice: true, isBestPromo: true, isFlashDeal: true, autoDiscountPercent: 10 })).toEqual([
      { kind: 'bestPrice' },
      { kind: 'bestPromo' },
      { kind: 'flashDeal' },
      { kind: 'autoDiscount', discount: 10 },
    ]);
    expect(stressMessages({ isBestPrice: false, isBestPromo: false, isFlashDeal: true, autoDiscountPercent: null })).toEqual([{ kind: 'flashDeal' }]);
  });

  it('"At most 2 shown by default"', () => {
    expect(splitStressMessages(['a', 'b', 'c', 'd'])).toEqual({ primary: ['a', 'b'], secondary: ['c', 'd'] });
    expect(splitStressMessages(['a'])).toEqual({ primary: ['a'], secondary: [] });
  });

  it('"best price (all nights best of month)"', () => {
    const availability = { '2024-05-03': { bestPriceOfTheMonth: true }, '2024-05-04': { bestPriceOfTheMonth: true }, '2024-05-05': {} };
    expect(isAllNightsBestPrice(availability, '2024-05-03', 2)).toBe(true);
    expect(isAllNightsBestPrice(availability, '2024-05-04', 2)).toBe(false);
    expect(isAllNightsBestPrice(availability, '2024-05-03', 0)).toBe(false);
  });

  it('"best promo (all nights highest promo of month)"', () => {
    const availability = {
      '2024-05-03': { promo: 30 },
      '2024-05-04': { promo: 30 },
      '2024-05-10': { promo: 20 },
      '2024-05-31': { promo: 30 },
      '2024-06-01': { promo: 15 },
      '2024-06-02': { promo: 10 },
    };
    expect(isAllNightsBestPromo(availability, '2024-05-03', 2)).toBe(true);
    expect(isAllNightsBestPromo(availability, '2024-05-04', 1)).toBe(true);
    expect(isAllNightsBestPromo(availability, '2024-05-10', 1)).toBe(false);
    expect(isAllNightsBestPromo(availability, '2024-05-31', 2)).toBe(true);
    expect(isAllNightsBestPromo(availability, '2024-06-01', 2)).toBe(false);
    expect(isAllNightsBestPromo({ '2024-05-03': { promo: 0 } }, '2024-05-03', 1)).toBe(false);
  });
});

describe('Cancellation info on cards', () => {
  it('"With dates and a cancellable policy with deadline: shows modifiable or partially refundable until the deadline"', () => {
    expect(cancellationInfo(true, { cancellable: true, cancellationDeadline: '2024-05-01' })).toEqual({
      kind: 'modifiableUntil',
      deadline: '2024-05-01',
    });
  });

  it('"Otherwise non-exchangeable and non-refundable" — no deadline, not cancellable, or NCNR', () => {
    expect(cancellationInfo(true, { cancellable: true })).toEqual({ kind: 'nonExchangeableNonRefundable' });
    expect(cancellationInfo(true, { cancellable: false, cancellationDeadline: '2024-05-01' })).toEqual({ kind: 'nonExchangeableNonRefundable' });
    expect(cancellationInfo(true, { type: 'NCNR', cancellable: true, cancellationDeadline: '2024-05-01' })).toEqual({
      kind: 'nonExchangeableNonRefundable',
    });
    expect(cancellationInfo(true, null)).toEqual({ kind: 'nonExchangeableNonRefundable' });
  });

  it('"Without dates: asks to add dates"', () => {
    expect(cancellationInfo(false, { cancellable: true, cancellationDeadline: '2024-05-01' })).toEqual({ kind: 'addDates' });
  });

  it('"a partial refund of 80% of each night\'s amount"', () => {
    expect(partialRefundCents([10000, 12345])).toBe(8000 + 9876);
  });
});

describe('card CTA, gallery, carousel', () => {
  it('"Card CTAs: \'See offer\', \'See gift\', \'See activity\'"', () => {
    expect(cardCta('weekend')).toBe('See offer');
    expect(cardCta('single_voucher')).toBe('See gift');
    expect(cardCta('activity_only')).toBe('See activity');
  });

  it('"Gallery shows a single image when fewer than 4, else 4 thumbnails"', () => {
    expect(galleryImages(['a', 'b', 'c'])).toEqual(['a']);
    expect(galleryImages(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c', 'd']);
    expect(galleryImages(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c', 'd']);
    expect(galleryImages([])).toEqual([]);
  });

  it('"A swipe snaps at a 1/6 threshold"', () => {
    expect(swipeTargetIndex(1, 5, -0.16)).toBe(1);
    expect(swipeTargetIndex(1, 5, -0.17)).toBe(2);
    expect(swipeTargetIndex(1, 5, 0.2)).toBe(0);
    expect(swipeTargetIndex(0, 5, 0.5)).toBe(0);
    expect(swipeTargetIndex(4, 5, -0.5)).toBe(4);
  });

  it('a swipe moves at most one slide and stays in range (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(), fc.double({ min: -3, max: 3, noNaN: true }), (count, seed, drag) => {
        const index = seed % count;
        const target = swipeTargetIndex(index, count, drag);
        expect(Math.abs(target - index)).toBeLessThanOrEqual(1);
        expect(target).toBeGreaterThanOrEqual(0);
        expect(target).toBeLessThan(count);
      }),
    );
  });

  it('"Click with ctrl, shift, meta or middle button opens a new tab"', () => {
    expect(opensInNewTab({ ctrlKey: true })).toBe(true);
    expect(opensInNewTab({ shiftKey: true })).toBe(true);
    expect(opensInNewTab({ metaKey: true })).toBe(true);
    expect(opensInNewTab({ button: 1 })).toBe(true);
    expect(opensInNewTab({ button: 0 })).toBe(false);
  });
});

describe('card links', () => {
  const criteria = { a: 2, c: 1, checkin: '2024-05-04', checkout: '2024-05-06', giftNights: 2, giftFormat: 'digital' as const, theme: 3 };
  const hotel = { id: 77, uri: '/hotel/77-chateau' };

  it('"Cards link to the product uri with flow search parameter (booking for stays, gifting for single vouchers)"', () => {
    expect(cardHref({ uri: '/product/stays/search/12', itemCategory: 'weekend', hotel }, 'booking', criteria)).toBe(
      '/product/stays/search/12?flow=booking#a=2&c=1&checkin=2024-05-04&checkout=2024-05-06',
    );
    expect(cardHref({ uri: '/product/12?x=1', itemCategory: 'single_voucher' }, 'gifting', criteria)).toBe(
      '/product/12?x=1&flow=gifting#giftNights=2&giftFormat=digital',
    );
    expect(cardHref({ uri: '/activity/5', itemCategory: 'activity_only' }, 'activity', { a: 1 })).toBe('/activity/5?flow=activity#a=1');
  });

  it('"in the hotel flow they link to the hotel route with the hotel id"', () => {
    expect(cardHref({ uri: '/product/12', itemCategory: 'weekend', hotel }, 'hotel', criteria)).toBe(
      '/hotel/77-chateau#a=2&c=1&checkin=2024-05-04&checkout=2024-05-06&hotelId=77',
    );
  });

  it('"Hotel link carries hash criteria (checkin, checkout, nights derived) only in booking flow; in gifting the hash is empty"', () => {
    expect(hotelHref('/hotel/77', 'booking', criteria)).toBe('/hotel/77#a=2&c=1&checkin=2024-05-04&checkout=2024-05-06&night=2');
    expect(hotelHref('/hotel/77', 'gifting', criteria)).toBe('/hotel/77');
    expect(hotelHref('/hotel/77', 'booking', {})).toBe('/hotel/77');
  });

  it('the hotel offers drawer is "cached by adults, babies, children, checkin, nights, hotel id, gifting"', () => {
    const key = { adults: 2, babies: 0, children: 1, checkin: '2024-05-04', nights: 2, hotelId: 7, isGifting: false };
    expect(hotelOffersCacheKey(key)).toBe(hotelOffersCacheKey({ ...key }));
    for (const change of [{ adults: 3 }, { babies: 1 }, { children: 0 }, { checkin: '2024-05-05' }, { nights: 1 }, { hotelId: 8 }, { isGifting: true }]) {
      expect(hotelOffersCacheKey({ ...key, ...change })).not.toBe(hotelOffersCacheKey(key));
    }
  });
});
