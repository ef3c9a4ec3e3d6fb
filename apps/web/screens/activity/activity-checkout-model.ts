/**
 * The activity checkout's order: an activity bought for one's own use (`customType=OWN_USE`),
 * paid by card or with the wallet. No insurance and no pay-later for an activity, and only the
 * sales conditions to accept (an activity alone is not a package).
 */
import type { CheckoutAnalyticsItem } from '@escapade/contracts/analytics';
import type { Buyer, CreateOrderRequest } from '@escapade/contracts/checkout';
import type { ActivityProduct } from '@escapade/contracts/activity-product';
import type { Locale } from '@escapade/domain/markets';
import { OWN_USE, type PaymentMethod } from '@escapade/domain/order';

/** The activity's price for the group: the amount the order is sent with (undefined when the size is not sold). */
export function activityPriceCents(product: Pick<ActivityProduct, 'prices'> | undefined, groupSize: number): number | undefined {
  return product?.prices[String(groupSize)]?.sellPrice;
}

export function activityOrderRequest(input: {
  locale: Locale;
  activityProductId: number;
  groupSize: number;
  buyer: Buyer;
  paymentMethod: PaymentMethod;
  /** The total shown (the activity's price for the group), or the new one the traveller confirmed. */
  expectedAmount: number;
  gaId: string | undefined;
}): CreateOrderRequest {
  return {
    locale: input.locale,
    buyer: input.buyer,
    currency: 'EUR',
    expectedAmount: input.expectedAmount,
    items: { activityItem: { activityProductId: input.activityProductId, groupSize: input.groupSize, customType: OWN_USE } },
    paymentMethod: input.paymentMethod,
    consents: { salesConditions: true, packageTravelInformation: false },
    ...(input.gaId ? { gaId: input.gaId } : {}),
  };
}

/** The checkout's analytics item: the activity, at its price for the group. */
export function activityAnalyticsItem(product: { id: number; label: string }, priceCents: number): CheckoutAnalyticsItem {
  return { item_id: String(product.id), item_name: product.label, item_category: 'activity_only', price: priceCents / 100, quantity: 1 };
}
