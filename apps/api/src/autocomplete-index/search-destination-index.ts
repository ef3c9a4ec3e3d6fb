import type { AutocompleteQuery, DestinationSuggestion } from '@escapade/contracts/autocomplete';
import { toSearchKey } from '../catalog/destination-matching';
import { languageOf } from '../catalog/market-language';
import { lookupsOf, TierRanking } from '../catalog/search-destinations';
import type { DestinationIndex } from './destination-index';

/**
 * `searchDestinations` answered from the in-process index: the same lookups, the same candidates,
 * the same ranking — synchronously, without a database round trip.
 */
export function searchDestinationIndex(index: DestinationIndex, query: AutocompleteQuery): DestinationSuggestion[] {
  const language = languageOf(query.locale);
  const termKey = toSearchKey(query.term);
  if (termKey === '') return [];
  const ranking = new TierRanking(termKey, query.maxResults);
  for (const lookup of lookupsOf(termKey, query.maxResults)) {
    if (ranking.isFull) break;
    ranking.add(lookup, index.findPlaces(language, lookup));
  }
  return ranking.suggestions();
}
