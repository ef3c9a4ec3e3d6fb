import type { OrderItemView } from '@escapade/contracts/checkout';
import { ORDER_STATUSES } from '@escapade/domain/order';
import { describe, expect, it } from 'vitest';
import { parseActivityCheckout } from '../activity/activity-hash';
import { parseBookingHash } from '../booking/booking-hash';
import { analyticsCategoryOf, confirmationStateOf, giftKindOf, paymentPollInterval, productItemsOf, retryHref } from './confirmation-view';

const PATHS = { bookingPath: '/fr-fr/reservation', activityCheckoutPath: '/fr-fr/activite/commande' };

const stay: OrderItemView = {
  kind: 'SHORT_STAY',
  label: 'Escapade gourmande',
  amountCents: 32_900,
  hotelLabel: 'Hôtel du Lac',
  offerId: 418,
  checkin: '2026-07-10',
  checkout: '2026-07-12',
  nights: 2,
  party: { adults: 2, children: 1, babies: 0 },
  activities: [
    { activityId: 7, title: 'Kayak', date: '2026-07-11' },
    { activityId: 9, title: 'Spa', date: '2026-07-10' },
  ],
  activityProductId: null,
  groupSize: null,
  isGift: false, giftFormat: null, giftNights: null, boxCode: null, giftCardId: null, sleeves: [],
};

const activity: OrderItemView = {
  kind: 'ACTIVITY',
  label: 'Croisière sur la Seine',
  amountCents: 4_300,
  hotelLabel: null,
  offerId: null,
  checkin: null,
  checkout: null,
  nights: null,
  party: null,
  activities: [],
  activityProductId: 15,
  groupSize: 2,
  isGift: false, giftFormat: null, giftNights: null, boxCode: null, giftCardId: null, sleeves: [],
};

describe('confirmation state, from the API status only', () => {
  it('waits while the payment is not settled, and shows each final state', () => {
    expect(ORDER_STATUSES.map((status) => [status, confirmationStateOf(status)])).toEqual([
      ['PENDING', 'pending'],
      ['AWAITING_PAYMENT', 'pending'],
      ['PAID', 'pending'],
      ['CONFIRMED', 'confirmed'],
      ['FAILED', 'failed'],
      ['EXPIRED', 'expired'],
      ['CANCELLED', 'cancelled'],
      ['REFUNDED', 'refunded'],
    ]);
  });
});

describe('payment polling', () => {
  it('reads the order every 2 s for the first minute, then every 10 s', () => {
    expect(paymentPollInterval('AWAITING_PAYMENT', 0)).toBe(2_000);
    expect(paymentPollInterval('PAID', 59_999)).toBe(2_000);
    expect(paymentPollInterval('PENDING', 60_000)).toBe(10_000);
    expect(paymentPollInterval('AWAITING_PAYMENT', 10 * 60_000)).toBe(10_000);
  });

  it('stops once the state is final', () => {
    for (const status of ['CONFIRMED', 'FAILED', 'EXPIRED', 'CANCELLED', 'REFUNDED'] as const) expect(paymentPollInterval(status, 1_000)).toBe(false);
  });
});

describe('the Book button of a failed or expired order', () => {
  it("goes back to the stay's booking summary: id, offerId, a, c, b, checkin, night and activityDates", () => {
    const href = retryHref(stay, PATHS);
    expect(href).toBe('/fr-fr/reservation#id=418&offerId=418&a=2&c=1&b=0&checkin=2026-07-10&night=2&activityDates=7_2026-07-11%2C9_2026-07-10');
    // The booking summary reads back the same selection.
    expect(parseBookingHash(href?.split('#')[1] ?? '')).toEqual({
      id: 418,
      offerId: 418,
      party: { adults: 2, children: 1, babies: 0 },
      stay: { checkin: '2026-07-10', nights: 2 },
      activityDates: ['7_2026-07-11', '9_2026-07-10'],
    });
  });

  it('leaves activityDates out of a stay without activities', () => {
    expect(retryHref({ ...stay, activities: [] }, PATHS)).toBe('/fr-fr/reservation#id=418&offerId=418&a=2&c=1&b=0&checkin=2026-07-10&night=2');
  });

  it("goes back to an activity's own-use checkout with its group size", () => {
    const href = retryHref(activity, PATHS) ?? '';
    expect(href).toBe('/fr-fr/activite/commande?customType=OWN_USE#id=15&a=2');
    const [path, hash] = href.split('#');
    expect(parseActivityCheckout(path?.slice(path.indexOf('?')) ?? '', hash ?? '')).toEqual({ id: 15, groupSize: 2, isOwnUse: true });
  });

  it('has no target when the order does not name the selection', () => {
    expect(retryHref({ ...stay, checkin: null }, PATHS)).toBeUndefined();
    expect(retryHref({ ...activity, groupSize: null, isGift: false, giftFormat: null, giftNights: null, boxCode: null, giftCardId: null, sleeves: [] }, PATHS)).toBeUndefined();
    expect(retryHref(undefined, PATHS)).toBeUndefined();
  });
});

describe('the items the page describes', () => {
  it('are the stay or the activity, not the insurance', () => {
    const insurance: OrderItemView = { ...activity, kind: 'INSURANCE', label: 'Assurance', activityProductId: null, groupSize: null, isGift: false, giftFormat: null, giftNights: null, boxCode: null, giftCardId: null, sleeves: [] };
    expect(productItemsOf({ items: [stay, insurance] })).toEqual([stay]);
    expect(productItemsOf({ items: [insurance, activity] })).toEqual([activity]);
  });
});

describe('gift items', () => {
  const giftStay: OrderItemView = { ...stay, checkin: null, checkout: null, nights: null, party: null, activities: [], isGift: true, giftFormat: 'physical', giftNights: 2 };
  const box: OrderItemView = { ...stay, kind: 'BOX', offerId: null, checkin: null, checkout: null, nights: null, party: null, activities: [], isGift: true, giftFormat: 'digital', boxCode: 'ROMANTICEBOX' };
  const giftCard: OrderItemView = { ...box, kind: 'GIFTCARD', boxCode: null, giftCardId: 'seaside' };
  const offered: OrderItemView = { ...activity, isGift: true };

  it('a gift stay, a box, a gift card, an activity offered; a stay or an activity for oneself is no gift', () => {
    expect([giftStay, box, giftCard, offered, stay, activity].map(giftKindOf)).toEqual(['singleVoucher', 'box', 'giftCard', 'activity', undefined, undefined]);
    expect([giftStay, box, giftCard, offered, stay, activity].map(analyticsCategoryOf)).toEqual(['single_voucher', 'box', 'giftcard', 'activity_only', 'weekend', 'activity_only']);
    expect(productItemsOf({ items: [box] })).toEqual([box]);
    expect(productItemsOf({ items: [giftCard] })).toEqual([giftCard]);
  });

  it('the Book button of a failed gift goes back to its gift checkout', () => {
    expect(retryHref(giftStay, PATHS)).toBe('/fr-fr/reservation?flow=gifting#id=418&offerId=418&giftNights=2&giftFormat=physical');
    expect(parseBookingHash(retryHref(giftStay, PATHS)?.split('#')[1] ?? '')?.gift).toEqual({ nights: 2, format: 'physical', sleeves: {} });
    const href = retryHref(offered, PATHS) ?? '';
    expect(href.startsWith('/fr-fr/activite/commande#')).toBe(true);
    expect(parseActivityCheckout('', `#${href.split('#')[1]}`)?.isOwnUse).toBe(false);
  });
});
