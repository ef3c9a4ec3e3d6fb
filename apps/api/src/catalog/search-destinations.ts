import type { AutocompleteQuery, DestinationSuggestion } from '@escapade/contracts/autocomplete';
import { locationKeyOf } from '@escapade/contracts/location-kinds';
import type { Db } from '@escapade/db';
import { placeLabel } from './destination-labels';
import { MATCH_TIERS, matchTierOf, toSearchKey, TYPO_MIN_TERM_LENGTH, type MatchTier } from './destination-matching';
import { findPlaces, type PlaceLookup, type PlaceRow } from './find-places';
import { languageOf } from './market-language';

/** Terms this short match names by their start only: a trigram needs three letters. */
export const WORD_PREFIX_MIN_TERM_LENGTH = 3;

interface RankedPlace {
  row: PlaceRow;
  tier: MatchTier;
}

/** `localeCompare` without arguments, made once (it is the same comparison, without a collator per call). */
const nameCollator = new Intl.Collator();

/** "ranked (exact prefix and bigger places first)", then the closer typo, then by name. */
export function comparePlaces(a: RankedPlace, b: RankedPlace): number {
  return (
    a.tier - b.tier ||
    b.row.weight - a.row.weight ||
    b.row.similarity - a.row.similarity ||
    nameCollator.compare(a.row.name, b.row.name) ||
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
    category: locationKeyOf(row.type),
    id: row.id,
    latitude: row.latitude,
    longitude: row.longitude,
    postalcode: row.postal_code,
    value: row.name,
  };
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

/** The lookups a term needs, in the order of their tiers. */
export function lookupsOf(termKey: string, maxResults: number): PlaceLookup[] {
  const lookups: PlaceLookup[] = [{ mode: 'namePrefix', termKey, limit: maxResults }];
  if (termKey.length >= WORD_PREFIX_MIN_TERM_LENGTH) lookups.push({ mode: 'wordPrefix', termKey, limit: maxResults });
  if (termKey.length >= TYPO_MIN_TERM_LENGTH) lookups.push({ mode: 'typo', termKey, limit: maxResults });
  return lookups;
}

/**
 * The list being ranked, tier after tier: the one ranking of both ways of finding places (SQL and
 * the in-process index), so they answer the same suggestions from the same candidates.
 */
export class TierRanking {
  private readonly places: RankedPlace[] = [];
  private readonly seen = new Set<string>();

  constructor(
    private readonly termKey: string,
    private readonly maxResults: number,
  ) {}

  get isFull(): boolean {
    return this.places.length >= this.maxResults;
  }

  /** A lookup's candidates: those really in its tier, not listed yet, best first, as many as there is room for. */
  add(lookup: PlaceLookup, rows: readonly PlaceRow[]): void {
    const tier = TIER_OF_LOOKUP[lookup.mode];
    const ranked: RankedPlace[] = [];
    for (const row of rows) {
      const id = `${row.kind}:${row.id}`;
      if (this.seen.has(id) || matchTierOf(this.termKey, row.key) !== tier) continue;
      this.seen.add(id);
      ranked.push({ row, tier });
    }
    this.places.push(...ranked.sort(comparePlaces).slice(0, this.maxResults - this.places.length));
  }

  suggestions(): DestinationSuggestion[] {
    return this.places.map((place) => toSuggestion(place.row));
  }
}

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
  const lookups = lookupsOf(termKey, query.maxResults);
  const firstRead = termKey.length >= SINGLE_STATEMENT_MIN_TERM_LENGTH ? lookups : lookups.slice(0, 1);
  const laterRead = lookups.filter((lookup) => !firstRead.includes(lookup));
  let rows = await findPlaces(db, language, firstRead);
  const ranking = new TierRanking(termKey, query.maxResults);
  for (const lookup of lookups) {
    if (ranking.isFull) break;
    if (lookup === laterRead[0]) rows = await findPlaces(db, language, laterRead);
    ranking.add(lookup, rows.filter((row) => row.lookup === lookup.mode));
  }
  return ranking.suggestions();
}
