import type { AutocompleteQuery, DestinationSuggestion } from '@escapade/contracts/autocomplete';
import { toSearchKey } from '../catalog/destination-matching';
import { languageOf } from '../catalog/market-language';
import { lookupsOf, TierRanking } from '../catalog/search-destinations';
import type { DestinationIndex } from './destination-index';

/**
 * Answers remembered per index: visitors type the same first letters ("par", "sai", "mont"), and a
 * typo lookup costs tens of microseconds where a map read costs one. The index is immutable (a
 * rebuild makes a new one), so its answers never go stale; the bound caps the memory.
 */
const MAX_REMEMBERED_ANSWERS = 20_000;
const remembered = new WeakMap<DestinationIndex, Map<string, DestinationSuggestion[]>>();

/**
 * `searchDestinations` answered from the in-process index: the same lookups, the same candidates,
 * the same ranking — synchronously, without a database round trip. The answer is shared between
 * requests of the same language, term key and size: it must not be mutated.
 */
export function searchDestinationIndex(index: DestinationIndex, query: AutocompleteQuery): DestinationSuggestion[] {
  const language = languageOf(query.locale);
  const termKey = toSearchKey(query.term);
  if (termKey === '') return [];
  let answers = remembered.get(index);
  if (!answers || answers.size >= MAX_REMEMBERED_ANSWERS) remembered.set(index, (answers = new Map()));
  const key = `${language}|${query.maxResults}|${termKey}`;
  let suggestions = answers.get(key);
  if (!suggestions) {
    suggestions = rankDestinations(index, language, termKey, query.maxResults);
    answers.set(key, suggestions);
  }
  return suggestions;
}

function rankDestinations(index: DestinationIndex, language: ReturnType<typeof languageOf>, termKey: string, maxResults: number): DestinationSuggestion[] {
  const ranking = new TierRanking(termKey, maxResults);
  for (const lookup of lookupsOf(termKey, maxResults)) {
    if (ranking.isFull) break;
    ranking.add(lookup, index.findPlaces(language, lookup));
  }
  return ranking.suggestions();
}
