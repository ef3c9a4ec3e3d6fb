/**
 * The search box's pure logic: which fields a flow shows, and how each field writes the next
 * criteria. The rules themselves are the domain's (criteria-hash, pax, calendar, local-search);
 * this file only composes them for the box.
 */
import { nightsBetween } from '@escapade/domain/calendar';
import {
  type DestinationPick,
  type SearchCriteria,
  clearLocationAndFilters,
  currentDestination,
  selectDestination,
  withoutKeys,
} from '@escapade/domain/criteria-hash';
import type { Flow } from '@escapade/domain/flow';
import type { LastSearch } from '@escapade/domain/last-searches';
import { LOCATION_KEYS, type LocationKey } from '@escapade/domain/criteria-hash';
import {
  ACTIVITY_PARTICIPANTS_MAX,
  ACTIVITY_PARTICIPANTS_MIN,
  DEFAULT_ACTIVITY_PARTICIPANTS,
  DEFAULT_PARTY,
  FAMILY_THEME_ID,
  type Party,
  clampParticipantsChange,
  isSingleRoom,
  partyFrom,
  shouldShowFamilyHint,
} from '@escapade/domain/pax';
import type { DateRangeValue, DatesVariation } from '../calendar/calendar-model';

export interface BoxFields {
  /** The calendar 'Checkin - Checkout' ("The gifting flow ignores dates"). */
  dates: boolean;
  /** Theme selector with 'all'. */
  theme: boolean;
  /** Stay party, activity 'Participants', or none ("The gifting flow assumes 2 adults"). */
  pax: 'stay' | 'activity' | null;
  /** The 'Travel locally!' dialog. */
  travelLocally: boolean;
}

const FIELDS: Readonly<Record<Flow, BoxFields>> = {
  booking: { dates: true, theme: true, pax: 'stay', travelLocally: true },
  gifting: { dates: false, theme: true, pax: null, travelLocally: true },
  activity: { dates: false, theme: false, pax: 'activity', travelLocally: false },
  hotel: { dates: true, theme: false, pax: 'stay', travelLocally: false },
};

export function fieldsFor(flow: Flow): BoxFields {
  return FIELDS[flow];
}

/** The party the box shows: the hash's (2/0/0 by default); an activity party is its participants. */
export function partyOf(criteria: SearchCriteria, flow: Flow): Party {
  const party = partyFrom(criteria);
  if (flow !== 'activity') return party;
  return { adults: clampParticipantsChange(DEFAULT_ACTIVITY_PARTICIPANTS, party.adults, { min: ACTIVITY_PARTICIPANTS_MIN, max: ACTIVITY_PARTICIPANTS_MAX }), children: 0, babies: 0 };
}

/**
 * Writes the party as `a`, `c`, `b` (left out at their 2/0/0 defaults) and `s`, which "becomes true
 * automatically when any child or baby is present, otherwise false".
 */
export function withParty(criteria: SearchCriteria, party: Party): SearchCriteria {
  const next = withoutKeys(criteria, ['a', 'c', 'b', 's']);
  if (party.adults !== DEFAULT_PARTY.adults) next.a = party.adults;
  if (party.children !== DEFAULT_PARTY.children) next.c = party.children;
  if (party.babies !== DEFAULT_PARTY.babies) next.b = party.babies;
  if (isSingleRoom(party)) next.s = true;
  return next;
}

/** Dates and their night count ("writes dates and nights to the hash"); Clear removes all three. */
export function withDates(criteria: SearchCriteria, dates: DateRangeValue): SearchCriteria {
  const next = withoutKeys(criteria, ['checkin', 'checkout', 'night']);
  if (dates.checkin && dates.checkout) {
    next.checkin = dates.checkin;
    next.checkout = dates.checkout;
    next.night = nightsBetween(dates.checkin, dates.checkout);
  }
  return next;
}

/** The theme selector: a theme id, or undefined for 'all'. */
export function withTheme(criteria: SearchCriteria, themeId: number | undefined): SearchCriteria {
  const next = withoutKeys(criteria, ['theme']);
  if (themeId !== undefined) next.theme = themeId;
  return next;
}

/** "Picking a suggestion clears the other location fields and sets the chosen category id." */
export function withDestination(criteria: SearchCriteria, pick: DestinationPick): SearchCriteria {
  return selectDestination(criteria, pick);
}

/** "Focusing the field clears the current location and filters." */
export function withoutDestination(criteria: SearchCriteria): SearchCriteria {
  return clearLocationAndFilters(criteria);
}

export function isLocationKey(value: string): value is LocationKey {
  return (LOCATION_KEYS as readonly string[]).includes(value);
}

/** The label to show for the criteria's destination: the screen's, else a matching last search. */
export function destinationLabelFor(criteria: SearchCriteria, screenLabel: string | null | undefined, lastSearches: readonly LastSearch[]): string | undefined {
  if (screenLabel) return screenLabel;
  const destination = currentDestination(criteria);
  if (!destination) return undefined;
  return lastSearches.find((entry) => entry.category === destination.type && String(entry.id) === String(destination.id))?.label;
}

export type SearchGate = 'search' | 'openCalendar';

/**
 * "Dates variation 'forced dates': search is blocked without both
 * checkin and checkout and the dates picker opens. Variation 'suggested': search is blocked once
 * unless the user chose flexible dates. The booking flow activates the variation on search."
 */
export function searchGate(input: {
  flow: Flow;
  variation: DatesVariation | undefined;
  criteria: SearchCriteria;
  hasAskedForDates: boolean;
  hasChosenFlexibleDates: boolean;
}): SearchGate {
  const { flow, variation, criteria } = input;
  if (flow !== 'booking' || !variation || (criteria.checkin && criteria.checkout)) return 'search';
  if (variation === 'forced') return 'openCalendar';
  return input.hasAskedForDates || input.hasChosenFlexibleDates ? 'search' : 'openCalendar';
}

/** "The family-composition hint shows when children or babies are in the hash and the theme is not 39." */
export function showsFamilyHint(criteria: SearchCriteria, flow: Flow): boolean {
  return fieldsFor(flow).theme && shouldShowFamilyHint(criteria);
}

/** The hint's action: the family theme, the rest of the search kept. */
export function withFamilyTheme(criteria: SearchCriteria): SearchCriteria {
  return withTheme(criteria, FAMILY_THEME_ID);
}
