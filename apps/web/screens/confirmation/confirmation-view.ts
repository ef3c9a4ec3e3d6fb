/**
 * What the confirmation page shows for an order, decided from the API's order alone: the `status`
 * search parameter of the URL is the payment page's claim and is never read.
 */
import type { OrderItemView, OrderView } from '@escapade/contracts/checkout';
import { activityDateValue } from '@escapade/contracts/product';
import { isPaymentPending, type OrderStatus } from '@escapade/domain/order';
import { activityCheckoutHref } from '../activity/activity-hash';

export type ConfirmationState = 'confirmed' | 'pending' | 'failed' | 'expired' | 'cancelled' | 'refunded';

export function confirmationStateOf(status: OrderStatus): ConfirmationState {
  if (isPaymentPending(status)) return 'pending';
  switch (status) {
    case 'CONFIRMED':
      return 'confirmed';
    case 'FAILED':
      return 'failed';
    case 'EXPIRED':
      return 'expired';
    case 'REFUNDED':
      return 'refunded';
    default:
      return 'cancelled';
  }
}

/** While the payment is being confirmed the page asks again this often… */
export const PAYMENT_POLL_INTERVAL_MS = 2_000;
/** …until it has waited this long: then it says the confirmation takes longer than usual… */
export const PAYMENT_SLOW_AFTER_MS = 60_000;
/** …and keeps asking, less often. */
export const PAYMENT_SLOW_POLL_INTERVAL_MS = 10_000;

/** How long until the next read of the order; false once its state is final. */
export function paymentPollInterval(status: OrderStatus, waitedMs: number): number | false {
  if (!isPaymentPending(status)) return false;
  return waitedMs < PAYMENT_SLOW_AFTER_MS ? PAYMENT_POLL_INTERVAL_MS : PAYMENT_SLOW_POLL_INTERVAL_MS;
}

/** The items the page describes: the stay, the activity, the box or the gift card (insurance is an amount of the order). */
export function productItemsOf(order: Pick<OrderView, 'items'>): OrderItemView[] {
  return order.items.filter((item) => item.kind === 'SHORT_STAY' || item.kind === 'ACTIVITY' || item.kind === 'BOX' || item.kind === 'GIFTCARD');
}

/** What a gift item is: a gift stay (single voucher), a box, a gift card or an activity offered. */
export type GiftKind = 'singleVoucher' | 'box' | 'giftCard' | 'activity';

/** The gift an item is, or undefined for a stay or an activity bought for oneself. */
export function giftKindOf(item: Pick<OrderItemView, 'kind' | 'isGift'>): GiftKind | undefined {
  if (item.kind === 'BOX') return 'box';
  if (item.kind === 'GIFTCARD') return 'giftCard';
  if (!item.isGift) return undefined;
  if (item.kind === 'SHORT_STAY') return 'singleVoucher';
  return item.kind === 'ACTIVITY' ? 'activity' : undefined;
}

/** The analytics category of an item: a gift's own, or a weekend, or an activity. */
export function analyticsCategoryOf(item: OrderItemView): 'weekend' | 'single_voucher' | 'box' | 'activity_only' | 'giftcard' {
  switch (giftKindOf(item)) {
    case 'singleVoucher':
      return 'single_voucher';
    case 'box':
      return 'box';
    case 'giftCard':
      return 'giftcard';
    default:
      return item.kind === 'ACTIVITY' ? 'activity_only' : 'weekend';
  }
}

export interface RetryPaths {
  /** The booking summary screen's path (`/fr-fr/reservation`). */
  bookingPath: string;
  /** The activity checkout entry's path (`/fr-fr/activite/commande`). */
  activityCheckoutPath: string;
}

/**
 * Where the Book button of a failed or expired order leads: back to the summary of the same
 * selection. A stay's booking summary hash is id, offerId, a, c, b, checkin, night and the
 * optional activityDates (`<activityId>_<yyyy-MM-dd>`, comma separated); a gift stay's is id,
 * offerId, giftNights and giftFormat in the gifting flow; an activity goes back to its checkout
 * (own use or gift) with its group size. Undefined when the order does not name enough of it.
 */
export function retryHref(item: OrderItemView | undefined, paths: RetryPaths): string | undefined {
  // A gift stay goes back to its gift checkout: the offer, its nights and its format.
  if (item?.kind === 'SHORT_STAY' && item.isGift) {
    if (item.offerId === null || item.giftNights === null || item.giftFormat === null) return undefined;
    const hash = new URLSearchParams({ id: String(item.offerId), offerId: String(item.offerId), giftNights: String(item.giftNights), giftFormat: item.giftFormat });
    return `${paths.bookingPath}?flow=gifting#${hash}`;
  }
  if (item?.kind === 'SHORT_STAY') {
    if (item.offerId === null || item.checkin === null || item.nights === null || item.party === null) return undefined;
    const hash = new URLSearchParams({
      id: String(item.offerId),
      offerId: String(item.offerId),
      a: String(item.party.adults),
      c: String(item.party.children),
      b: String(item.party.babies),
      checkin: item.checkin,
      night: String(item.nights),
    });
    if (item.activities.length > 0) hash.set('activityDates', item.activities.map((activity) => activityDateValue(activity.activityId, activity.date)).join(','));
    return `${paths.bookingPath}#${hash}`;
  }
  if (item?.kind === 'ACTIVITY') {
    if (item.activityProductId === null || item.groupSize === null) return undefined;
    return activityCheckoutHref(paths.activityCheckoutPath, { id: item.activityProductId, groupSize: item.groupSize, isOwnUse: !item.isGift });
  }
  return undefined;
}
