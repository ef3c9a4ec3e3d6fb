import { addDaysToDay } from '@escapade/domain/calendar-day';
import { isSingleRoom, type Party } from '@escapade/domain/pax';
import { priceForParty, type PartyPricingRule } from '@escapade/domain/price';

export interface StayNight {
  night: string;
  sell_cents: number;
  ref_cents: number;
  rooms_left: number;
  min_stay: number;
  allowed_nights: number[] | null;
}

export interface StayRequest {
  checkin: string;
  nights: number;
  party: Party;
  /** The room's max capacity (adults and children; babies sleep in a cot). */
  maxCapacity: number;
  rule: PartyPricingRule;
}

/**
 * A stay is bookable when every night from checkin for `nights` has the rooms the party needs,
 * the checkin night's minimum stay is met and its allowed night counts (when set) contain
 * `nights`. A single room (any child or baby in the party) must hold the whole party;
 * otherwise the party takes as many rooms as it needs. Returns the party's price, or undefined.
 */
export function priceStay(nights: readonly StayNight[], stay: StayRequest): { sellCents: number; refCents: number } | undefined {
  const persons = stay.party.adults + stay.party.children;
  const singleRoom = isSingleRoom(stay.party);
  if (singleRoom && stay.maxCapacity < persons) return undefined;
  const roomsNeeded = singleRoom ? 1 : Math.ceil(persons / Math.max(1, stay.maxCapacity));
  const byNight = new Map(nights.map((night) => [night.night, night]));
  const wanted = Array.from({ length: stay.nights }, (_, index) => byNight.get(addDaysToDay(stay.checkin, index)));
  if (wanted.some((night) => night === undefined || night.rooms_left < roomsNeeded)) return undefined;
  const first = wanted[0]!;
  if (first.min_stay > stay.nights) return undefined;
  if (first.allowed_nights !== null && !first.allowed_nights.includes(stay.nights)) return undefined;
  return priceForParty(
    wanted.map((night) => ({ sellCents: night!.sell_cents, refCents: night!.ref_cents })),
    stay.party,
    stay.rule,
  );
}
