/**
 * Whether a stay of one offer can be booked, and at what price: the server-side truth behind the
 * offers list, the quote and the dated detail ("Quotes are computed on the server from
 * availability, never trusted from the browser"). Pure: the caller loads the nights.
 */
import type { QuoteErrorCode } from '@escapade/contracts/product';
import { CALENDAR_CUTOFF_HOUR } from '@escapade/domain/calendar';
import type { CalendarDay } from '@escapade/domain/calendar-day';
import { isSingleRoom, type Party } from '@escapade/domain/pax';
import { priceForParty, type PartyPricingRule } from '@escapade/domain/price';
import { shiftDay } from './shift-day';

/** One row of `offer_night`: availability and prices of a night, for 2 adults. */
export interface StayNight {
  night: CalendarDay;
  sellCents: number;
  refCents: number;
  roomsLeft: number;
  minStay: number;
  /** Allowed checkout night counts for a checkin that night; null means any count ≥ minStay. */
  allowedNights: readonly number[] | null;
  flashDeal: boolean;
}

/** What the rules need to know about the offer. */
export interface StayOffer {
  published: boolean;
  hotelActive: boolean;
  /** Last day the offer is sold; null when it does not expire. */
  expiration: CalendarDay | null;
  /** People one room sleeps (babies sleep in a cot and do not count). */
  maxCapacity: number;
  pricing: PartyPricingRule;
}

export interface StayRequest {
  checkin: CalendarDay;
  nights: number;
  party: Party;
}

/** The market's clock: calendar day and local hour. */
export interface MarketClock {
  today: CalendarDay;
  hour: number;
}

export interface StayEvaluation {
  bookable: boolean;
  /** Why not bookable; undefined when bookable or when a later night is sold out ("without a code"). */
  errorCode: QuoteErrorCode | undefined;
  /** Null when a night of the stay has no price row. */
  price: { sellCents: number; refCents: number } | null;
  /** Fewest rooms left over the stay's nights; null when a night has no row. */
  roomsLeft: number | null;
  flashDeal: boolean;
  /** Rooms the party takes (0 when it cannot fit). */
  nbRooms: number;
}

/** "Offer expired": no longer published, past its expiration day, or its hotel is inactive. */
export function isOfferExpired(offer: Pick<StayOffer, 'published' | 'hotelActive' | 'expiration'>, today: CalendarDay): boolean {
  return !offer.published || !offer.hotelActive || (offer.expiration !== null && offer.expiration < today);
}

/**
 * Rooms a party takes, as the search counts them (decision 0005): adults and children need a bed,
 * babies sleep in a cot. Any child or baby present makes it a single-room party, which
 * must fit one room (0 when it cannot); adults alone take as many rooms as they need.
 */
export function roomsNeeded(party: Party, maxCapacity: number): number {
  const persons = party.adults + party.children;
  if (isSingleRoom(party)) return persons <= maxCapacity ? 1 : 0;
  return Math.ceil(persons / Math.max(1, maxCapacity));
}

/**
 * A checkin day can start a stay only from today, and today only before the 20:00 cutoff
 * (a past day, or today after 20:00, cannot be selected).
 */
export function isCheckinOpen(checkin: CalendarDay, clock: MarketClock): boolean {
  if (checkin < clock.today) return false;
  return !(checkin === clock.today && clock.hour >= CALENDAR_CUTOFF_HOUR);
}

/** The nights of the stay in order: `undefined` where the table has no row for that night. */
export function nightsOfStay(byDay: ReadonlyMap<CalendarDay, StayNight>, checkin: CalendarDay, nights: number): Array<StayNight | undefined> {
  return Array.from({ length: nights }, (_, index) => byDay.get(shiftDay(checkin, index)));
}

function priceOf(stayNights: Array<StayNight | undefined>, party: Party, pricing: PartyPricingRule): StayEvaluation['price'] {
  if (stayNights.some((night) => night === undefined)) return null;
  const prices = (stayNights as StayNight[]).map((night) => ({ sellCents: night.sellCents, refCents: night.refCents }));
  return priceForParty(prices, party, pricing);
}

/**
 * Checks, in this order: the offer is still sold, the party fits the room, the checkin night has a
 * room, the checkin's minimum stay and allowed night counts, then every later night. The first
 * failing rule names the error; a later night sold out makes the stay unbookable without a code.
 */
export function evaluateStay(
  offer: StayOffer,
  byDay: ReadonlyMap<CalendarDay, StayNight>,
  request: StayRequest,
  clock: MarketClock,
): StayEvaluation {
  const stayNights = nightsOfStay(byDay, request.checkin, request.nights);
  const price = priceOf(stayNights, request.party, offer.pricing);
  const known = stayNights.filter((night): night is StayNight => night !== undefined);
  const roomsLeft = known.length === stayNights.length ? Math.min(...known.map((night) => night.roomsLeft)) : null;
  const flashDeal = known.some((night) => night.flashDeal);
  const nbRooms = roomsNeeded(request.party, offer.maxCapacity);
  const refuse = (errorCode: QuoteErrorCode | undefined): StayEvaluation => ({
    bookable: false, errorCode, price, roomsLeft, flashDeal, nbRooms,
  });

  if (isOfferExpired(offer, clock.today)) return refuse('OFFER_EXPIRED');
  if (nbRooms === 0) return refuse('CAPACITY_EXCEEDED');
  const first = stayNights[0];
  if (!isCheckinOpen(request.checkin, clock) || !first || first.roomsLeft < nbRooms) return refuse('PACKAGE_NOT_AVAILABLE_CHECKIN');
  if (first.minStay > request.nights) return refuse('MIN_STAY_NOT_MET');
  if (first.allowedNights && !first.allowedNights.includes(request.nights)) return refuse('NIGHTS_NOT_ALLOWED');
  if (stayNights.some((night) => !night || night.roomsLeft < nbRooms)) return refuse(undefined);
  return { bookable: true, errorCode: undefined, price, roomsLeft, flashDeal, nbRooms };
}

/**
 * The night counts a checkout may follow `checkin` by (the checkout-nights answer): each count
 * from 1 to `maxNights` that the checkin's minimum stay and allowed list accept and whose nights
 * all have a room. Empty when the checkin cannot start a stay.
 */
export function allowedCheckoutNights(
  offer: StayOffer,
  byDay: ReadonlyMap<CalendarDay, StayNight>,
  checkin: CalendarDay,
  party: Party,
  clock: MarketClock,
  maxNights: number,
): number[] {
  const nbRooms = roomsNeeded(party, offer.maxCapacity);
  if (isOfferExpired(offer, clock.today) || nbRooms === 0 || !isCheckinOpen(checkin, clock)) return [];
  const first = byDay.get(checkin);
  if (!first) return [];
  const allowed: number[] = [];
  for (let nights = 1; nights <= maxNights; nights += 1) {
    const night = byDay.get(shiftDay(checkin, nights - 1));
    // The stay stops at the first night without enough rooms: no longer count can include it.
    if (!night || night.roomsLeft < nbRooms) break;
    if (nights < first.minStay) continue;
    if (first.allowedNights && !first.allowedNights.includes(nights)) continue;
    allowed.push(nights);
  }
  return allowed;
}
