import type { PurchaseEvent } from '@escapade/contracts/analytics';
import type { OrderView } from '@escapade/contracts/checkout';
import { browserStorage, type ListStorage, readStored, writeStored } from '../../lib/browser-storage';
import { recordEvent } from '../../lib/analytics';
import { analyticsCategoryOf, productItemsOf } from './confirmation-view';

/** The analytics `purchase` of a confirmed order: its booking number, its total in euros, its items. */
export function purchaseEventOf(order: OrderView): PurchaseEvent {
  return {
    event: 'purchase',
    transaction_id: order.bookingNumber,
    currency: 'EUR',
    value: order.amounts.totalCents / 100,
    items: productItemsOf(order).map((item) => ({
      item_id: String((item.kind === 'ACTIVITY' ? item.activityProductId : item.kind === 'BOX' ? item.boxCode : item.kind === 'GIFTCARD' ? item.giftCardId : item.offerId) ?? order.bookingNumber),
      item_name: item.label,
      item_category: analyticsCategoryOf(item),
      price: item.amountCents / 100,
      quantity: 1 as const,
    })),
  };
}

/**
 * The orders whose purchase this browser recorded. Kept in local storage rather than the tab's
 * session: the confirmation page is opened again from the e-mail's link, in a new tab, and a
 * purchase counted twice is a sale counted twice.
 */
export const RECORDED_PURCHASES_STORAGE_KEY = 'escapade.recordedPurchases';
/** Enough to cover the orders one browser makes; the oldest are forgotten first. */
const RECORDED_PURCHASES_MAX = 50;

function recordedPurchases(storage: ListStorage | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(readStored(storage, RECORDED_PURCHASES_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Records the `purchase` of a confirmed order once per order in this browser. Answers whether an
 * event was sent. An order that is not confirmed records nothing.
 */
export function recordPurchaseOnce(
  order: OrderView,
  pointOfSale: string,
  storage: ListStorage | undefined = browserStorage('localStorage'),
  record: typeof recordEvent = recordEvent,
): boolean {
  if (order.status !== 'CONFIRMED') return false;
  const recorded = recordedPurchases(storage);
  if (recorded.includes(order.orderUUID)) return false;
  writeStored(storage, RECORDED_PURCHASES_STORAGE_KEY, [...recorded, order.orderUUID].slice(-RECORDED_PURCHASES_MAX));
  record(purchaseEventOf(order), pointOfSale);
  return true;
}
