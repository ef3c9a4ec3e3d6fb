/**
 * The hotel page's hash: checkin, checkout, a (default 2), c (default 0), b (default 0) and an
 * anchor; anchor 'products' scrolls to the offers section.
 * Read and written with the search criteria codec, so a link from a search card reads back here.
 */
import { cardHref } from '@escapade/domain/cards';
import { type SearchCriteria, parseCriteriaHash, readHashParams, serializeCriteriaHash } from '@escapade/domain/criteria-hash';
import { type Party, partyFrom } from '@escapade/domain/pax';
import { stayOf } from '@escapade/domain/stay';

/** "anchor 'products' scrolls to the offers section": also the offers section's id. */
export const HOTEL_OFFERS_ANCHOR = 'products';

export interface HotelCriteria {
  checkin?: string;
  checkout?: string;
  party: Party;
  /** The section to scroll to on arrival. */
  anchor?: string;
}

/**
 * The criteria of a hash. A checkin before `today` is dropped with its checkout (a shared link
 * grows old); the anchor is `anchor=products` or a bare `#products`.
 */
export function parseHotelHash(hash: string, today: string): HotelCriteria {
  const criteria = parseCriteriaHash(hash);
  const params = readHashParams(hash);
  const anchor = params.get('anchor') || (params.has(HOTEL_OFFERS_ANCHOR) ? HOTEL_OFFERS_ANCHOR : undefined);
  const isPast = criteria.checkin !== undefined && criteria.checkin < today;
  return {
    ...(criteria.checkin && !isPast ? { checkin: criteria.checkin } : {}),
    ...(criteria.checkout && !isPast ? { checkout: criteria.checkout } : {}),
    party: partyFrom(criteria),
    ...(anchor ? { anchor: decodeURIComponent(anchor) } : {}),
  };
}

function toSearchCriteria(criteria: HotelCriteria): SearchCriteria {
  const stay = stayOf(criteria);
  return {
    a: criteria.party.adults,
    c: criteria.party.children,
    b: criteria.party.babies,
    ...(stay ? { checkin: stay.checkin, checkout: stay.checkout, night: stay.nights } : criteria.checkin ? { checkin: criteria.checkin } : {}),
  };
}

/**
 * The hash after a change: dates with their night count ("writes dates and nights to the hash")
 * and a, c, b. The anchor has done its job on arrival and is not written back.
 */
export function serializeHotelHash(criteria: HotelCriteria): string {
  return serializeCriteriaHash(toSearchCriteria(criteria));
}

/** "'See all offers' … clears dates"; also the calendar's Clear. */
export function withoutDates(criteria: HotelCriteria): HotelCriteria {
  return { party: criteria.party };
}

/**
 * Book: "the stay product page of the chosen offer with the hash criteria" — the product page
 * reads checkin, checkout, a, c, b from its hash and the booking flow from its search.
 */
export function bookHref(productHref: string, criteria: HotelCriteria): string {
  const stay = stayOf(criteria);
  const picked: SearchCriteria = { a: criteria.party.adults, c: criteria.party.children, b: criteria.party.babies, ...(stay ? { checkin: stay.checkin, checkout: stay.checkout } : {}) };
  return cardHref({ uri: productHref, itemCategory: 'weekend' }, 'booking', picked);
}
