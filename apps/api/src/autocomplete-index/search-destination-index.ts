import { AUTOCOMPLETE_MAX_RESULTS_DEFAULT, type AutocompleteQuery, type DestinationSuggestion } from '@escapade/contracts/autocomplete';
import type { Language } from '@escapade/domain/markets';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { toSearchKey } from '../catalog/destination-matching';
import { languageOf } from '../catalog/market-language';
import { lookupsOf, TierRanking } from '../catalog/search-destinations';
import type { DestinationIndex } from './destination-index';

/**
 * Answers remembered per index: visitors type the same first letters ("par", "sai", "mont"), and a
 * typo lookup costs tens of microseconds where a map read costs one. The index is immutable (a
 * rebuild makes a new one), so its answers never go stale; the bound caps the memory: an answer
 * holds about 1 KB (demo catalog: 17,566 answers, 17.6 MB of heap after a full GC), so 5,000 keep
 * about 5 MB of the embedded API's 400 MB, and the common first letters are far fewer.
 */
const MAX_REMEMBERED_ANSWERS = 5_000;
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

/**
 * What a visitor types, made from the index's own names: prefixes of 3 to 8 letters, one in three
 * with a typo (two letters swapped, one missing, one wrong) — the three lookups and the ranking all
 * run. Deterministic.
 */
export function warmUpTerms(index: DestinationIndex, count: number): Array<{ language: Language; termKey: string }> {
  return index.sampleKeys(count).slice(0, count).map(({ language, key }, i) => {
    const prefix = key.slice(0, 3 + (i % 6));
    if (i % 3 !== 0 || prefix.length < 5) return { language, termKey: toSearchKey(prefix) };
    const at = 2 + (i % (prefix.length - 3));
    const edits = [
      prefix.slice(0, at) + prefix[at + 1] + prefix[at] + prefix.slice(at + 2),
      prefix.slice(0, at) + prefix.slice(at + 1),
      `${prefix.slice(0, at)}e${prefix.slice(at + 1)}`,
    ];
    return { language, termKey: toSearchKey(edits[i % edits.length]!) };
  });
}

/**
 * JIT warm-up, once per process after the first build: V8 optimises the lookup, ranking and label
 * code only after it has run many times, and until then each request costs about a third more — the
 * first thousand visitors after a start or a deploy would pay it (measured with bench:search, decision
 * 0013). The answers are thrown away, not remembered. Runs in batches, yielding to requests between
 * them. Returns the number of terms ranked.
 */
export async function warmUpDestinationIndex(index: DestinationIndex, count: number, batch = 100): Promise<number> {
  const terms = warmUpTerms(index, count).filter((term) => term.termKey !== '');
  for (let from = 0; from < terms.length; from += batch) {
    for (const { language, termKey } of terms.slice(from, from + batch)) rankDestinations(index, language, termKey, AUTOCOMPLETE_MAX_RESULTS_DEFAULT);
    await nextTurn();
  }
  return terms.length;
}
