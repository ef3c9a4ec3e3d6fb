import type { AnalyticsEvent } from '@escapade/contracts/analytics';
import { analyticsEventSchema } from '@escapade/contracts/analytics';
import type { OrderView } from '@escapade/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { purchaseEventOf, RECORDED_PURCHASES_STORAGE_KEY, recordPurchaseOnce } from './record-purchase';

const order: OrderView = {
  orderUUID: '3f2c8a6e-1b4d-4e9a-8c7f-2d5e6f7a8b9c',
  bookingNumber: '48213977',
  status: 'CONFIRMED',
  locale: 'fr_FR',
  createdAt: '2026-06-01T10:00:00.000Z',
  holdExpiresAt: '2026-06-01T10:15:00.000Z',
  paymentMethod: 'card',
  buyer: { firstName: 'Camille', lastName: 'Durand', email: 'camille@example.fr' },
  items: [
    {
      kind: 'SHORT_STAY',
      label: 'Escapade gourmande',
      amountCents: 32_950,
      hotelLabel: 'Hôtel du Lac',
      offerId: 418,
      checkin: '2026-07-10',
      checkout: '2026-07-12',
      nights: 2,
      party: { adults: 2, children: 0, babies: 0 },
      activities: [],
      activityProductId: null,
      groupSize: null,
      isGift: false, giftFormat: null, giftNights: null, boxCode: null, giftCardId: null, sleeves: [],
    },
    { kind: 'INSURANCE', label: 'Assurance annulation', amountCents: 1_500, hotelLabel: null, offerId: null, checkin: null, checkout: null, nights: null, party: null, activities: [], activityProductId: null, groupSize: null, isGift: false, giftFormat: null, giftNights: null, boxCode: null, giftCardId: null, sleeves: [] },
  ],
  amounts: { totalCents: 34_450, insuranceCents: 1_500, payLaterFeeCents: 0, paidCents: 34_450, remainingCents: 0, localTaxAtHotelCents: 660, shippingCents: 0, giftCardCents: 0, refundedCents: 0 }, cancelledAt: null,
  instalments: [],
  cancellationPolicy: null,
  hasInsurance: true,
  gift: null,
  giftCardPayments: [],
};

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('purchase analytics of a confirmed order', () => {
  it('carries the booking number as transaction_id, the total in euros and the stay as the item', () => {
    const event = purchaseEventOf(order);
    expect(event).toEqual({
      event: 'purchase',
      transaction_id: '48213977',
      currency: 'EUR',
      value: 344.5,
      items: [{ item_id: '418', item_name: 'Escapade gourmande', item_category: 'weekend', price: 329.5, quantity: 1 }],
    });
    // The collect endpoint's contract takes it.
    expect(analyticsEventSchema.safeParse(event).success).toBe(true);
  });

  it("names an activity by its product id, in the 'activity_only' category", () => {
    const activityOrder: OrderView = {
      ...order,
      items: [{ kind: 'ACTIVITY', label: 'Croisière', amountCents: 4_300, hotelLabel: null, offerId: null, checkin: null, checkout: null, nights: null, party: null, activities: [], activityProductId: 15, groupSize: 2, isGift: false, giftFormat: null, giftNights: null, boxCode: null, giftCardId: null, sleeves: [] }],
      amounts: { ...order.amounts, totalCents: 4_300 },
    };
    expect(purchaseEventOf(activityOrder).items).toEqual([{ item_id: '15', item_name: 'Croisière', item_category: 'activity_only', price: 43, quantity: 1 }]);
  });

  it('is recorded once per order: a second visit of the page (a reload, the e-mail link) sends nothing', () => {
    const storage = memoryStorage();
    const sent: AnalyticsEvent[] = [];
    const record = (event: AnalyticsEvent) => void sent.push(event);
    expect(recordPurchaseOnce(order, 'fr_FR', storage, record)).toBe(true);
    expect(recordPurchaseOnce(order, 'fr_FR', storage, record)).toBe(false);
    expect(sent).toHaveLength(1);
    expect(recordPurchaseOnce({ ...order, orderUUID: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }, 'fr_FR', storage, record)).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it('records nothing before the order is confirmed', () => {
    const sent: AnalyticsEvent[] = [];
    for (const status of ['PENDING', 'AWAITING_PAYMENT', 'PAID', 'FAILED', 'EXPIRED'] as const) {
      expect(recordPurchaseOnce({ ...order, status }, 'fr_FR', memoryStorage(), (event) => void sent.push(event))).toBe(false);
    }
    expect(sent).toEqual([]);
  });

  it('still records when the storage is unreadable, and keeps the last 50 orders only', () => {
    const sent: AnalyticsEvent[] = [];
    expect(recordPurchaseOnce(order, 'fr_FR', memoryStorage({ [RECORDED_PURCHASES_STORAGE_KEY]: '{broken' }), (event) => void sent.push(event))).toBe(true);
    const older = Array.from({ length: 50 }, (_, index) => `order-${index}`);
    const storage = memoryStorage({ [RECORDED_PURCHASES_STORAGE_KEY]: JSON.stringify(older) });
    recordPurchaseOnce(order, 'fr_FR', storage, (event) => void sent.push(event));
    const kept = JSON.parse(storage.values.get(RECORDED_PURCHASES_STORAGE_KEY) ?? '[]') as string[];
    expect(kept).toHaveLength(50);
    expect(kept[0]).toBe('order-1');
    expect(kept.at(-1)).toBe(order.orderUUID);
  });
});
