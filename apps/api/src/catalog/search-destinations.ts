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
 * Terms this long seldom start 30 names, so the later tiers are almost always needed: every tier
 * is read in one statement. A shorter term usually starts 30 names already; its later tiers are
 * read, in a second statement, only when the first left room.
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
  const lookups: PlaceLookup[] = [{ mode: 'namePrefix', termKey, limit: query.maxResults }];
  if (termKey.length >= WORD_PREFIX_MIN_TERM_LENGTH) lookups.push({ mode: 'wordPrefix', termKey, limit: query.maxResults });
  if (termKey.length >= TYPO_MIN_TERM_LENGTH) lookups.push({ mode: 'typo', termKey });
  const firstRead = termKey.length >= SINGLE_STATEMENT_MIN_TERM_LENGTH ? lookups : lookups.slice(0, 1);
  const laterRead = lookups.filter((lookup) => !firstRead.includes(lookup));
  let rows = await findPlaces(db, language, firstRead);
  const seen = new Set<string>();
  const places: RankedPlace[] = [];
  for (const lookup of lookups) {
    if (places.length >= query.maxResults) break;
    if (lookup === laterRead[0]) rows = await findPlaces(db, language, laterRead);
    const tier = TIER_OF_LOOKUP[lookup.mode];
    const ranked = rankRows(termKey, rows.filter((row) => row.lookup === lookup.mode), seen).filter((place) => place.tier === tier);
    places.push(...ranked.sort(comparePlaces).slice(0, query.maxResults - places.length));
  }
  return places.map((place) => toSuggestion(place.row));
}
