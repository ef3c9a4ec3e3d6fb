/**
 * How a typed term matches a place name, in the three tiers of the autocomplete ranking: the name
 * starts with the term, a word of the name starts with it, or a word-start of the name is one typo
 * away from it ("tolerant of one typo": one letter missing, extra, wrong, or two letters swapped).
 * Names and terms are compared as search keys (see `toSearchKey`), the same on both engines.
 */

export const MATCH_TIERS = { namePrefix: 0, wordPrefix: 1, oneTypo: 2 } as const;
export type MatchTier = (typeof MATCH_TIERS)[keyof typeof MATCH_TIERS];

/** Shorter terms carry too little to guess a typo from: 'pa' one typo away matches half the map. */
export const TYPO_MIN_TERM_LENGTH = 4;

// Letters that unaccent() spells with two (œ → oe…) and that NFD does not decompose.
const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ı: 'i' };

/**
 * The JS twin of SQL `f_search_key`: lowercase, accents removed, every run of other characters
 * (hyphen, apostrophe, space, dot) one space. 'Île-de-France' → 'ile de france'.
 */
export function toSearchKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[œæßøłđı]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Three rows of the distance matrix, reused: the check runs for hundreds of candidates per request. */
let distanceRows = new Int32Array(3 * 32);

/**
 * Optimal string alignment distance (Levenshtein plus adjacent swaps) between `term` and the
 * closest prefix of `text`: prefixes a letter shorter or longer than the term count too.
 */
export function prefixTypoDistance(term: string, text: string): number {
  const n = term.length;
  const m = Math.min(text.length, n + 1);
  const width = m + 1;
  if (distanceRows.length < 3 * width) distanceRows = new Int32Array(3 * width);
  const rows = distanceRows;
  // Row i (distance between term[0, i) and text[0, j)) lives at (i % 3) × width; the swap reads row i − 2.
  for (let j = 0; j <= m; j += 1) rows[j] = j;
  for (let i = 1; i <= n; i += 1) {
    const row = (i % 3) * width;
    const above = ((i - 1) % 3) * width;
    const twoAbove = ((i + 1) % 3) * width;
    const letter = term.charCodeAt(i - 1);
    rows[row] = i;
    for (let j = 1; j <= m; j += 1) {
      const cost = letter === text.charCodeAt(j - 1) ? 0 : 1;
      let best = Math.min(rows[above + j]! + 1, rows[row + j - 1]! + 1, rows[above + j - 1]! + cost);
      if (i > 1 && j > 1 && letter === text.charCodeAt(j - 2) && term.charCodeAt(i - 2) === text.charCodeAt(j - 1)) {
        best = Math.min(best, rows[twoAbove + j - 2]! + 1);
      }
      rows[row + j] = best;
    }
  }
  const last = (n % 3) * width;
  let distance = Number.POSITIVE_INFINITY;
  for (let j = Math.max(0, n - 1); j <= m; j += 1) distance = Math.min(distance, rows[last + j]!);
  return distance;
}

/** Typo patterns trust the first letter: an error there is rare, and a pattern starting with `_` cannot use an index. */
export const TYPO_TRUSTED_PREFIX = 1;

/**
 * LIKE patterns (without the trailing `%`) that every name starting one typo away from the term
 * matches by its start: two adjacent letters swapped ('frnace' → 'france'), one letter too many after the first
 * ('annnecy' → 'annecy'), one letter wrong or missing after the first ('annecu' → 'annec_',
 * 'anecy' → 'an_ecy'). Each is an index range on the search key, so the lookup stays exact and cheap.
 */
export function typoPatternsOf(termKey: string): string[] {
  const patterns = new Set<string>();
  for (let i = 0; i < termKey.length; i += 1) {
    const [a, b] = [termKey[i]!, termKey[i + 1]];
    if (b !== undefined && a !== b && a !== ' ' && b !== ' ') patterns.add(termKey.slice(0, i) + b + a + termKey.slice(i + 2));
    if (i >= 1 && termKey.length > TYPO_TRUSTED_PREFIX + 1) patterns.add(termKey.slice(0, i) + termKey.slice(i + 1));
    if (i >= TYPO_TRUSTED_PREFIX) {
      patterns.add(`${termKey.slice(0, i)}_${termKey.slice(i + 1)}`);
      patterns.add(`${termKey.slice(0, i)}_${termKey.slice(i)}`);
    }
  }
  patterns.add(`${termKey}_`);
  patterns.delete(termKey);
  return [...patterns].filter((pattern) => pattern.trim() === pattern && pattern.length >= TYPO_TRUSTED_PREFIX + 1);
}

/** The word-start suffixes of a key: 'mont saint michel' → itself, 'saint michel', 'michel'. */
function wordStarts(key: string): string[] {
  const starts = [key];
  for (let index = key.indexOf(' '); index !== -1; index = key.indexOf(' ', index + 1)) starts.push(key.slice(index + 1));
  return starts;
}

/** The tier in which `nameKey` matches `termKey` (both search keys), or undefined when it does not. */
export function matchTierOf(termKey: string, nameKey: string): MatchTier | undefined {
  if (termKey === '') return undefined;
  if (nameKey.startsWith(termKey)) return MATCH_TIERS.namePrefix;
  if (nameKey.includes(` ${termKey}`)) return MATCH_TIERS.wordPrefix;
  if (termKey.length < TYPO_MIN_TERM_LENGTH) return undefined;
  return wordStarts(nameKey).some((start) => prefixTypoDistance(termKey, start) <= 1) ? MATCH_TIERS.oneTypo : undefined;
}
