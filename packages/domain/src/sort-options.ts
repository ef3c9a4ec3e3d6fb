/**
 * Sort options of the results page, per flow; the search's default is `priceQuality`.
 */
import type { Flow } from './flow';

export const ORDER_BY_VALUES = [
  'priceQuality',
  'priceAsc',
  'priceDesc',
  'distance',
  'promo',
  'popularity',
  'singleVoucherPriceAsc',
  'singleVoucherPriceDesc',
] as const;
export type OrderBy = (typeof ORDER_BY_VALUES)[number];

/** "search default orderBy priceQuality". */
export const SEARCH_DEFAULT_ORDER_BY: OrderBy = 'priceQuality';
/** "list request may use priceAsc" (the hotel offers list asks for priceAsc). */
export const OFFER_LIST_ORDER_BY: OrderBy = 'priceAsc';
/** Map search sends "orderBy priceQuality". */
export const MAP_SEARCH_ORDER_BY: OrderBy = 'priceQuality';

export function isOrderBy(value: unknown): value is OrderBy {
  return typeof value === 'string' && (ORDER_BY_VALUES as readonly string[]).includes(value);
}

export interface SortOption {
  value: OrderBy;
  /** Message key (English source text) of the option label. */
  label: string;
}

export const SORT_OPTION_LABELS: Readonly<Record<OrderBy, string>> = {
  priceQuality: 'Quality/Price',
  distance: 'Distance',
  promo: 'Discount',
  priceAsc: 'Price (Ascending)',
  priceDesc: 'Price (Descending)',
  popularity: 'Popularity',
  singleVoucherPriceAsc: 'Price (Ascending)',
  singleVoucherPriceDesc: 'Price (Descending)',
};

/**
 * "Quality/Price always; Distance only if lat and lng exist; Discount (promo) only in the booking
 * flow; Price (Ascending) and Popularity in the booking and hotel flows; Price (Descending) and
 * Price (Ascending) via the single-voucher price keys in the gifting flow."
 * Options come in the order of that sentence.
 */
export function sortOptionsFor(flow: Flow, context: { hasLatLng: boolean }): SortOption[] {
  const values: OrderBy[] = ['priceQuality'];
  if (context.hasLatLng) values.push('distance');
  if (flow === 'booking') values.push('promo');
  if (flow === 'booking' || flow === 'hotel') values.push('priceAsc', 'popularity');
  if (flow === 'gifting') values.push('singleVoucherPriceDesc', 'singleVoucherPriceAsc');
  return values.map((value) => ({ value, label: SORT_OPTION_LABELS[value] }));
}

/** The sort a search actually uses: the chosen one when the flow offers it, else the default. */
export function effectiveOrderBy(flow: Flow, sort: OrderBy | undefined, context: { hasLatLng: boolean }): OrderBy {
  if (sort && sortOptionsFor(flow, context).some((o) => o.value === sort)) return sort;
  return SEARCH_DEFAULT_ORDER_BY;
}
