/**
 * The product page's gift side as plain rules: whether the stay can be offered and at what price,
 * and the booking summary's URL of the gift.
 */
import type { SingleVoucherPrice } from '@escapade/contracts/product';
import { type GiftFormat, type SleeveSelection, serializeSleeves } from '@escapade/domain/gift';
import type { LoadStatus } from '../../components/gift/physical-format';

export type GiftPanelState =
  /** The stay is not sold as a gift: the page says so and offers no gift. */
  | { kind: 'notGiftable' }
  | { kind: 'loading' }
  /** The prices could not be loaded: the page says so and offers to try again. */
  | { kind: 'failed' }
  /** Priced for other lengths, not the chosen one. */
  | { kind: 'nightsUnavailable'; pricedNights: number[] }
  | { kind: 'priced'; price: SingleVoucherPrice };

/**
 * Giftable iff the stay sells a single voucher and the API prices it (no price: not giftable, the
 * API's one rule). Never an endless wait: a failed answer is `failed`, an empty one `notGiftable`.
 */
export function giftPanelState(input: {
  isSingleVoucherSellable: boolean;
  status: LoadStatus;
  prices: readonly SingleVoucherPrice[] | undefined;
  nights: number;
}): GiftPanelState {
  if (!input.isSingleVoucherSellable) return { kind: 'notGiftable' };
  if (input.status === 'error') return { kind: 'failed' };
  if (input.status === 'pending' || !input.prices) return { kind: 'loading' };
  if (input.prices.length === 0) return { kind: 'notGiftable' };
  const price = input.prices.find((entry) => entry.nights === input.nights);
  return price ? { kind: 'priced', price } : { kind: 'nightsUnavailable', pricedNights: input.prices.map((entry) => entry.nights) };
}

export interface GiftBooking {
  productId: number;
  nights: number;
  format: GiftFormat;
  /** By category name, as the product hash keeps them; a digital gift has none. */
  sleeves: SleeveSelection;
}

/**
 * The booking summary of a gift: `{bookingPath}?flow=gifting#id=…&offerId=…&giftNights=…&giftFormat=…&sleeves=…`,
 * sleeves as `serializeSleeves` writes them (physical format only: sleeves belong to the box).
 */
export function giftBookingHref(bookingPath: string, gift: GiftBooking): string {
  const hash = new URLSearchParams({
    id: String(gift.productId),
    offerId: String(gift.productId),
    giftNights: String(gift.nights),
    giftFormat: gift.format,
  });
  const sleeves = gift.format === 'physical' ? serializeSleeves(gift.sleeves) : '';
  if (sleeves) hash.set('sleeves', sleeves);
  return `${bookingPath}?flow=gifting#${hash}`;
}

/** The chosen sleeve ids the prices are asked for (physical format only). */
export function pricedSleeveIds(format: GiftFormat, sleeves: SleeveSelection): string[] {
  return format === 'physical' ? Object.values(sleeves).flat() : [];
}

/**
 * "Gift drawer enabled only in six locales and not in customer-care mode": every market is one of
 * the six, so the customer care mode alone takes the personalise-your-gift drawer away (an agent
 * does not write the sender's words for a caller).
 */
export function isGiftDrawerEnabled(context: { isCustomerCareMode: boolean }): boolean {
  return !context.isCustomerCareMode;
}

/**
 * Where the gifting checkout's Book leads: "Gifting checkout opens the personalise drawer, unless
 * the single-voucher variation is assigned, in which case it goes straight to checkout"; straight
 * to checkout too where there is no drawer.
 */
export function giftCheckoutStep(context: { isSingleVoucherAssigned: boolean; isGiftDrawerEnabled: boolean }): 'personalise' | 'checkout' {
  return context.isGiftDrawerEnabled && !context.isSingleVoucherAssigned ? 'personalise' : 'checkout';
}
