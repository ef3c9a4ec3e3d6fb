/**
 * Result cards: scarcity, stress messages and their order, cancellation info, the call to action,
 * gallery and carousel, and the card and hotel links.
 */
import { addDaysToDay, daysBetween as nightsBetween, monthOf } from './calendar-day';
import type { Availability } from './calendar';
import { type SearchCriteria, serializeCriteriaHash } from './criteria-hash';
import type { Flow } from './flow';

// --- scarcity and stress messages ------------------------------------------------------------

/** "Scarcity: rooms-left message when 3 or fewer". */
export const SCARCITY_MAX_ROOMS = 3;

export function shouldShowScarcity(availableRooms: number | null | undefined): boolean {
  return availableRooms !== null && availableRooms !== undefined && availableRooms > 0 && availableRooms <= SCARCITY_MAX_ROOMS;
}

/** "Stress message order: best price …, best promo …, flash deal, auto discount." */
export const STRESS_MESSAGE_ORDER = ['bestPrice', 'bestPromo', 'flashDeal', 'autoDiscount'] as const;
export type StressMessageKind = (typeof STRESS_MESSAGE_ORDER)[number];
/** "At most 2 shown by default". */
export const STRESS_MAX_VISIBLE = 2;

export interface StressMessage {
  kind: StressMessageKind;
  /** The auto discount percent, for 'Promo: Save {{discount}}% extra'. */
  discount?: number;
}

export function stressMessages(flags: {
  isBestPrice: boolean;
  isBestPromo: boolean;
  isFlashDeal: boolean;
  autoDiscountPercent?: number | null;
}): StressMessage[] {
  const messages: StressMessage[] = [];
  if (flags.isBestPrice) messages.push({ kind: 'bestPrice' });
  if (flags.isBestPromo) messages.push({ kind: 'bestPromo' });
  if (flags.isFlashDeal) messages.push({ kind: 'flashDeal' });
  if (flags.autoDiscountPercent) messages.push({ kind: 'autoDiscount', discount: flags.autoDiscountPercent });
  return messages;
}

/** "At most 2 shown by default"; "Hover toggles secondary messages." */
export function splitStressMessages<T>(messages: readonly T[]): { primary: T[]; secondary: T[] } {
  return { primary: messages.slice(0, STRESS_MAX_VISIBLE), secondary: messages.slice(STRESS_MAX_VISIBLE) };
}

function stayNights(checkin: string, nights: number): string[] {
  return Array.from({ length: Math.max(0, nights) }, (_, i) => addDaysToDay(checkin, i));
}

/** "best price (all nights best of month)". */
export function isAllNightsBestPrice(availability: Availability, checkin: string, nights: number): boolean {
  const days = stayNights(checkin, nights);
  return days.length > 0 && days.every((day) => availability[day]?.bestPriceOfTheMonth === true);
}

/** "best promo (all nights highest promo of month)": each night has its month's highest promo (above 0). */
export function isAllNightsBestPromo(availability: Availability, checkin: string, nights: number): boolean {
  const days = stayNights(checkin, nights);
  if (days.length === 0) return false;
  const highestByMonth = new Map<string, number>();
  for (const [day, entry] of Object.entries(availability)) {
    const month = monthOf(day);
    highestByMonth.set(month, Math.max(highestByMonth.get(month) ?? 0, entry.promo ?? 0));
  }
  return days.every((day) => {
    const promo = availability[day]?.promo ?? 0;
    return promo > 0 && promo === highestByMonth.get(monthOf(day));
  });
}

// --- cancellation ----------------------------------------------------------------------------

/** "NCNR type means non-cancellable". */
export const NON_CANCELLABLE_POLICY_TYPE = 'NCNR';
/** "cancellation until the deadline gives a partial refund of 80% of each night's amount". */
export const CANCELLATION_REFUND_PERCENT = 80;

export interface CancellationPolicy {
  type?: string | null;
  cancellable?: boolean | null;
  cancellableUntil?: string | null;
  cancellationDeadline?: string | null;
}

export type CancellationInfo =
  | { kind: 'modifiableUntil'; deadline: string }
  | { kind: 'nonExchangeableNonRefundable' }
  | { kind: 'addDates' };

/**
 * "With dates and a cancellable policy with deadline: shows modifiable or partially refundable
 * until the deadline. Otherwise non-exchangeable and non-refundable. Without dates: asks to add
 * dates." An NCNR policy is never cancellable.
 */
export function cancellationInfo(hasDates: boolean, policy: CancellationPolicy | null | undefined): CancellationInfo {
  if (!hasDates) return { kind: 'addDates' };
  const deadline = policy?.cancellationDeadline;
  if (policy?.cancellable && policy.type !== NON_CANCELLABLE_POLICY_TYPE && deadline) return { kind: 'modifiableUntil', deadline };
  return { kind: 'nonExchangeableNonRefundable' };
}

/** The refund before the deadline: 80 % of each night, each rounded half up to the cent. */
export function partialRefundCents(nightAmountsCents: readonly number[]): number {
  return nightAmountsCents.reduce((sum, amount) => sum + Math.floor((amount * CANCELLATION_REFUND_PERCENT + 50) / 100), 0);
}

// --- CTA, gallery, carousel, navigation ------------------------------------------------------

export const ITEM_CATEGORIES = ['weekend', 'single_voucher', 'activity_only'] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

/** "Card CTAs: 'See offer', 'See gift', 'See activity'." */
export function cardCta(itemCategory: ItemCategory): 'See offer' | 'See gift' | 'See activity' {
  if (itemCategory === 'single_voucher') return 'See gift';
  if (itemCategory === 'activity_only') return 'See activity';
  return 'See offer';
}

/** "Image gallery shows up to 4 photos." */
export const GALLERY_THUMBNAILS = 4;
/** Product page gallery: "4 thumbnails (5 passed at most)". */
export const PRODUCT_GALLERY_MAX_PICTURES = 5;

/** "Gallery shows a single image when fewer than 4, else 4 thumbnails." */
export function galleryImages<T>(images: readonly T[]): T[] {
  return images.length < GALLERY_THUMBNAILS ? images.slice(0, 1) : images.slice(0, GALLERY_THUMBNAILS);
}

/** "A swipe snaps at a 1/6 threshold." */
export const CAROUSEL_SNAP_THRESHOLD = 1 / 6;

/**
 * The slide after a swipe: a drag beyond 1/6 of the width moves one slide (left drag = next),
 * otherwise it snaps back. `dragRatio` is the horizontal drag divided by the slide width.
 */
export function swipeTargetIndex(index: number, count: number, dragRatio: number): number {
  if (Math.abs(dragRatio) <= CAROUSEL_SNAP_THRESHOLD) return index;
  const next = dragRatio < 0 ? index + 1 : index - 1;
  return Math.min(Math.max(0, next), Math.max(0, count - 1));
}

/** "Click with ctrl, shift, meta or middle button opens a new tab; otherwise in-app navigation." */
export function opensInNewTab(event: { ctrlKey?: boolean; shiftKey?: boolean; metaKey?: boolean; button?: number }): boolean {
  const MIDDLE_BUTTON = 1;
  return Boolean(event.ctrlKey || event.shiftKey || event.metaKey || event.button === MIDDLE_BUTTON);
}

export interface CardLinkTarget {
  uri: string;
  itemCategory: ItemCategory;
  hotel?: { id: number; uri: string } | null;
}

const FLOW_OF_CATEGORY: Readonly<Record<ItemCategory, Flow>> = {
  weekend: 'booking',
  single_voucher: 'gifting',
  activity_only: 'activity',
};

function pick(criteria: SearchCriteria, keys: readonly (keyof SearchCriteria)[]): SearchCriteria {
  const picked: Record<string, unknown> = {};
  for (const key of keys) if (criteria[key] !== undefined) picked[key] = criteria[key];
  return picked as SearchCriteria;
}

function withHash(path: string, hash: string): string {
  return hash ? `${path}#${hash}` : path;
}

/**
 * "Cards link to the product uri with flow search parameter (booking for stays, gifting for single
 * vouchers); in the hotel flow they link to the hotel route with the hotel id." The hash carries
 * what the product page reads: dates and pax for a stay, gift nights and format for a single
 * voucher, the participants for an activity.
 */
export function cardHref(card: CardLinkTarget, flow: Flow, criteria: SearchCriteria): string {
  if (flow === 'hotel' && card.hotel) {
    const hash = serializeCriteriaHash({ ...pick(criteria, ['checkin', 'checkout', 'a', 'c', 'b']), hotelId: card.hotel.id });
    return withHash(card.hotel.uri, hash);
  }
  const cardFlow = FLOW_OF_CATEGORY[card.itemCategory];
  const separator = card.uri.includes('?') ? '&' : '?';
  const hashKeys: (keyof SearchCriteria)[] =
    card.itemCategory === 'weekend' ? ['checkin', 'checkout', 'a', 'c', 'b'] : card.itemCategory === 'single_voucher' ? ['giftNights', 'giftFormat'] : ['a'];
  return withHash(`${card.uri}${separator}flow=${cardFlow}`, serializeCriteriaHash(pick(criteria, hashKeys)));
}

/**
 * "Hotel link carries hash criteria (checkin, checkout, nights derived) only in booking flow; in
 * gifting the hash is empty." Other flows carry the pax as the hotel page reads a, c, b.
 */
export function hotelHref(hotelUri: string, flow: Flow, criteria: SearchCriteria): string {
  if (flow === 'gifting') return hotelUri;
  const keys: (keyof SearchCriteria)[] = flow === 'booking' ? ['checkin', 'checkout', 'night', 'a', 'c', 'b'] : ['a', 'c', 'b'];
  const picked = pick(criteria, keys);
  if (flow === 'booking' && criteria.checkin && criteria.checkout) picked.night = nightsBetween(criteria.checkin, criteria.checkout);
  return withHash(hotelUri, serializeCriteriaHash(picked));
}

/** The hotel offers drawer is "cached by adults, babies, children, checkin, nights, hotel id, gifting". */
export function hotelOffersCacheKey(input: {
  adults: number;
  babies: number;
  children: number;
  checkin?: string;
  nights?: number;
  hotelId: number;
  isGifting: boolean;
}): string {
  return [input.adults, input.babies, input.children, input.checkin ?? '', input.nights ?? '', input.hotelId, input.isGifting ? 1 : 0].join('|');
}
