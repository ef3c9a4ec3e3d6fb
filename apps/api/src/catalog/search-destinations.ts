import type { AutocompleteQuery, DestinationSuggestion } from '@escapade/contracts/autocomplete';
import type { Db } from '@escapade/db';
import { CATEGORY_OF_TYPE, placeLabel } from './destination-labels';
import { MATCH_TIERS, matchTierOf, toSearchKey, TYPO_MIN_TERM_LENGTH, type MatchTier } from './destination-matching';
import { findPlaces, type PlaceLookup, type PlaceRow } from './find-places';
import { languageOf } from './market-language';

/** Terms this short match names by their start only: a trigram needs three letters. */
export const WORD_PREFIX_MIN_TERM_LENGTH = 3;

interface RankedPlace {
  row: PlaceRow;
  tier: MatchTier;
}

/** "ranked (exact prefix and bigger places first)", then the closer typo, then by name. */
export function comparePlaces(a: RankedPlace, b: RankedPlace): number {
  return (
    a.tier - b.tier ||
    b.row.weight - a.row.weight ||
    b.row.similarity - a.row.similarity ||
    a.row.name.localeCompare(b.row.name) ||
    a.row.kind.localeCompare(b.row.kind) ||
    a.row.id - b.row.id
  );
}

export function toSuggestion(row: PlaceRow): DestinationSuggestion {
  return {
    label: placeLabel({
      type: row.type,
      name: row.name,
      postalCode: row.postal_code,
      cityName: row.city_name,
      departmentName: row.department_name,
      regionName: row.region_name,
      countryName: row.country_name,
    }),
    category: row.type === 'hotel' ? 'hotel' : CATEGORY_OF_TYPE[row.type],
    id: row.id,
    latitude: row.latitude,
    longitude: row.longitude,
    postalcode: row.postal_code,
    value: row.name,
  };
}

function rankRows(termKey: string, rows: readonly PlaceRow[], seen: Set<string>): RankedPlace[] {
  const ranked: RankedPlace[] = [];
  for (const row of rows) {
    const id = `${row.kind}:${row.id}`;
    const tier = matchTierOf(termKey, row.key);
    if (tier === undefined || seen.has(id)) continue;
    seen.add(id);
    ranked.push({ row, tier });
  }
  return ranked;
}

const TIER_OF_LOOKUP: Readonly<Record<PlaceLookup['mode'], MatchTier>> = {
  namePrefix: MATCH_TIERS.namePrefix,
  wordPrefix: MATCH_TIERS.wordPrefix,
  typo: MATCH_TIERS.oneTypo,
};

/**
 * Terms this long seldom start 30 names, so their typo tier is almost always needed: it is read in
 * the same statement as the prefix tiers. Shorter terms read it only when the prefix tiers left room.
 */
export const SINGLE_STATEMENT_MIN_TERM_LENGTH = 5;

/**
 * Destination autocomplete: countries, regions, touristic regions, departments, cities, POIs,
 * resorts and hotels whose name (in the market's language) starts with the term, has a word that
 * does, or is one typo away from it. Each tier ranks after the one before, so a tier is only needed
 * when the ones before leave room in the list.
 */
export async function searchDestinations(db: Db, query: AutocompleteQuery): Promise<DestinationSuggestion[]> {
  const language = languageOf(query.locale);
  const termKey = toSearchKey(query.term);
  if (termKey === '') return [];
  const prefixLookups: PlaceLookup[] = [{ mode: 'namePrefix', termKey, limit: query.maxResults }];
  if (termKey.length >= WORD_PREFIX_MIN_TERM_LENGTH) prefixLookups.push({ mode: 'wordPrefix', termKey, limit: query.maxResults });
  const typoLookup: PlaceLookup | undefined = termKey.length >= TYPO_MIN_TERM_LENGTH ? { mode: 'typo', termKey } : undefined;
  const together = typoLookup !== undefined && termKey.length >= SINGLE_STATEMENT_MIN_TERM_LENGTH;
  const rows = await findPlaces(db, language, together ? [...prefixLookups, typoLookup] : prefixLookups);
  const seen = new Set<string>();
  const places: RankedPlace[] = [];
  const take = (lookup: PlaceLookup, found: readonly PlaceRow[]) => {
    const tier = TIER_OF_LOOKUP[lookup.mode];
    const ranked = rankRows(termKey, found, seen).filter((place) => place.tier === tier);
    places.push(...ranked.sort(comparePlaces).slice(0, Math.max(0, query.maxResults - places.length)));
  };
  for (const lookup of prefixLookups) take(lookup, rows.filter((row) => row.lookup === lookup.mode));
  if (typoLookup && places.length < query.maxResults) {
    take(typoLookup, together ? rows.filter((row) => row.lookup === 'typo') : await findPlaces(db, language, [typoLookup]));
  }
  return places.map((place) => toSuggestion(place.row));
}
