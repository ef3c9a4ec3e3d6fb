/**
 * Where the simplified header's back arrow leads on the checkout and wallet pages:
 * "Back goes to the hotel or product page keeping checkin, checkout, a, b, c, giftNights,
 * giftFormat, or to home, or history back").
 */
import { addDaysToDay, isCalendarDay } from '@escapade/domain/calendar-day';

/** The criteria the way back keeps, in this order. */
export const BACK_KEPT_KEYS = ['checkin', 'checkout', 'a', 'b', 'c', 'giftNights', 'giftFormat'] as const;

export type BackTarget =
  | { kind: 'product'; href: string }
  | { kind: 'hotel'; href: string }
  | { kind: 'history' }
  | { kind: 'home'; href: string };

export interface BackInput {
  /** `location.hash` of the checkout-type page (`#id=…&checkin=…&night=…`). */
  hash: string;
  /** `location.search`: `?flow=gifting` goes back to the gifting product page. */
  search: string;
  /** The product path with `__ID__` for the id, and the same for the hotel. */
  productPathTemplate: string;
  hotelPathTemplate: string;
  homeHref: string;
  /** The visitor came from a page of this site, so the browser's back returns there. */
  cameFromThisSite: boolean;
}

function positiveId(value: string | null): string | undefined {
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? value : undefined;
}

/** The kept criteria: a booking hash names the stay by checkin and nights, the way back by checkout. */
export function keptCriteria(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  const checkin = params.get('checkin');
  const nights = Number(params.get('night'));
  const checkout = params.get('checkout') ?? (checkin && isCalendarDay(checkin) && Number.isInteger(nights) && nights > 0 ? addDaysToDay(checkin, nights) : null);
  for (const key of BACK_KEPT_KEYS) {
    const value = key === 'checkout' ? checkout : params.get(key);
    if (value) kept.set(key, value);
  }
  return kept.toString();
}

export function simplifiedHeaderBack(input: BackInput): BackTarget {
  const params = new URLSearchParams(input.hash.replace(/^#/, ''));
  const isGifting = new URLSearchParams(input.search.replace(/^\?/, '')).get('flow') === 'gifting';
  const criteria = keptCriteria(params);
  const withCriteria = (path: string) => `${path}${isGifting ? '?flow=gifting' : ''}${criteria ? `#${criteria}` : ''}`;
  const productId = positiveId(params.get('id'));
  if (productId) return { kind: 'product', href: withCriteria(input.productPathTemplate.replace('__ID__', productId)) };
  const hotelId = positiveId(params.get('hotelId') ?? params.get('hotel'));
  if (hotelId) return { kind: 'hotel', href: withCriteria(input.hotelPathTemplate.replace('__ID__', hotelId)) };
  return input.cameFromThisSite ? { kind: 'history' } : { kind: 'home', href: input.homeHref };
}
