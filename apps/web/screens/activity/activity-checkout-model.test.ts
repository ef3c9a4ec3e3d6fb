import type { ActivityProduct } from '@escapade/contracts/activity-product';
import { type Buyer, createOrderRequestSchema } from '@escapade/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { activityAnalyticsItem, activityOrderRequest, activityPriceCents } from './activity-checkout-model';

const buyer: Buyer = {
  civility: 'MRS',
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille@example.fr',
  phoneNumber: '+33 6 12 34 56 78',
  addressLine: '3 rue des Lilas',
  postalCode: '75011',
  city: 'Paris',
  country: 'FR',
};

const prices = { '1': { sellPrice: 2_600 }, '2': { sellPrice: 4_300 } } as unknown as ActivityProduct['prices'];

describe('activity checkout order (own use: customType=OWN_USE)', () => {
  it("is the activity item with its group size, the price for that group as expectedAmount, and the sales conditions only", () => {
    const order = activityOrderRequest({ locale: 'fr_FR', activityProductId: 15, groupSize: 2, buyer, paymentMethod: 'card', expectedAmount: 4_300, gaId: '123.456' });
    expect(order).toEqual({
      locale: 'fr_FR',
      buyer,
      currency: 'EUR',
      expectedAmount: 4_300,
      items: { activityItem: { activityProductId: 15, groupSize: 2, customType: 'OWN_USE' } },
      paymentMethod: 'card',
      consents: { salesConditions: true, packageTravelInformation: false },
      gaId: '123.456',
    });
    // No insurance item: insurance is sold with stays only. The API's contract takes the order.
    expect(order.items.insuranceItem).toBeUndefined();
    expect(createOrderRequestSchema.safeParse(order).success).toBe(true);
  });

  it('leaves gaId out when the visitor has no analytics id, and pays with the wallet too', () => {
    const order = activityOrderRequest({ locale: 'nl_BE', activityProductId: 15, groupSize: 1, buyer, paymentMethod: 'wallet', expectedAmount: 2_600, gaId: undefined });
    expect('gaId' in order).toBe(false);
    expect(order.paymentMethod).toBe('wallet');
    expect(createOrderRequestSchema.safeParse(order).success).toBe(true);
  });

  it("prices the order from the activity product's price for the group size", () => {
    expect(activityPriceCents({ prices }, 2)).toBe(4_300);
    expect(activityPriceCents({ prices }, 1)).toBe(2_600);
    expect(activityPriceCents({ prices }, 3)).toBeUndefined();
    expect(activityPriceCents(undefined, 2)).toBeUndefined();
  });

  it("reports the activity to analytics in euros, in the 'activity_only' category", () => {
    expect(activityAnalyticsItem({ id: 15, label: 'Croisière' }, 4_300)).toEqual({ item_id: '15', item_name: 'Croisière', item_category: 'activity_only', price: 43, quantity: 1 });
  });
});
