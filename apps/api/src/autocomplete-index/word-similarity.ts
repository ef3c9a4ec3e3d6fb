/**
 * pg_trgm's `word_similarity(term, text)` in JS, for the in-process autocomplete index: the SQL path
 * orders one-typo candidates by it before its LIMIT, so the index must compute the very same float4
 * to answer the same list. A port of `calc_word_similarity` / `iterate_word_similarity` (plain, not
 * strict) restricted to search keys: ASCII letters, digits and single spaces (see `toSearchKey`),
 * so a trigram is three one-byte characters and a word a run between spaces.
 */

/** pg_trgm pads every word with two spaces before and one after ("  paris "). */
function trigramsOf(key: string): number[] {
  const trigrams: number[] = [];
  for (const word of key.split(' ')) {
    if (word === '') continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) {
      trigrams.push((padded.charCodeAt(i) << 16) | (padded.charCodeAt(i + 1) << 8) | padded.charCodeAt(i + 2));
    }
  }
  return trigrams;
}

const SPACE = 32;

/**
 * The trigrams of `key` into `out` (which must hold `2 × key.length + 2`), without allocating: this
 * runs for hundreds of candidates per request.
 */
function writeTrigrams(key: string, out: Int32Array): number {
  let length = 0;
  let previous2 = SPACE;
  let previous1 = SPACE;
  let inWord = false;
  for (let i = 0; i <= key.length; i += 1) {
    const code = i < key.length ? key.charCodeAt(i) : SPACE;
    if (code === SPACE) {
      // The word's last trigram ends on its one right padding space.
      if (inWord) out[length++] = (previous2 << 16) | (previous1 << 8) | SPACE;
      inWord = false;
      previous2 = SPACE;
      previous1 = SPACE;
      continue;
    }
    inWord = true;
    out[length++] = (previous2 << 16) | (previous1 << 8) | code;
    previous2 = previous1;
    previous1 = code;
  }
  return length;
}

let textTrigrams = new Int32Array(256);
let textIds = new Int32Array(256);
let uniqueTrigrams = new Int32Array(256);
let uniqueFound = new Uint8Array(256);
let lastPosition = new Int32Array(256);

function reserve(size: number): void {
  if (textTrigrams.length >= size) return;
  textTrigrams = new Int32Array(size);
  textIds = new Int32Array(size);
  uniqueTrigrams = new Int32Array(size);
  uniqueFound = new Uint8Array(size);
  lastPosition = new Int32Array(size);
}

/** pg_trgm's CALCSML in float4: a float4 division of small integers, as `Math.fround` of the double one. */
function similarityOf(count: number, uniqueTerm: number, uniqueExtent: number): number {
  return Math.fround(count / (uniqueTerm + uniqueExtent - count));
}

/** The term's trigrams, computed once per request and reused for every candidate. */
export interface TermTrigrams {
  /** Distinct trigrams of the term. */
  readonly unique: ReadonlySet<number>;
}

export function termTrigramsOf(termKey: string): TermTrigrams {
  return { unique: new Set(trigramsOf(termKey)) };
}

/**
 * The greatest similarity between the term's trigram set and a continuous extent of the text's
 * ordered trigrams, found the way pg_trgm finds it (its greedy lower-bound adjustment included, so
 * the value is pg_trgm's even where that is not the true maximum).
 */
export function wordSimilarity(term: TermTrigrams, textKey: string): number {
  reserve(2 * textKey.length + 2);
  const length = writeTrigrams(textKey, textTrigrams);
  let uniqueCount = 0;
  for (let i = 0; i < length; i += 1) {
    const trigram = textTrigrams[i]!;
    let id = 0;
    while (id < uniqueCount && uniqueTrigrams[id] !== trigram) id += 1;
    if (id === uniqueCount) {
      uniqueTrigrams[id] = trigram;
      uniqueFound[id] = term.unique.has(trigram) ? 1 : 0;
      lastPosition[id] = -1;
      uniqueCount += 1;
    }
    textIds[i] = id;
  }
  const uniqueTerm = term.unique.size;
  let uniqueExtent = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < length; i += 1) {
    const id = textIds[i]!;
    const isFound = uniqueFound[id] === 1;
    if (lower >= 0 || isFound) {
      if (lastPosition[id]! < 0) {
        uniqueExtent += 1;
        if (isFound) count += 1;
      }
      lastPosition[id] = i;
    }
    if (!isFound) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      uniqueExtent = 1;
    }
    let current = similarityOf(count, uniqueTerm, uniqueExtent);
    // Also try to move the lower bound right, for a greater similarity.
    let tryCount = count;
    let tryUnique = uniqueExtent;
    const previousLower = lower;
    for (let tryLower = lower; tryLower <= upper; tryLower += 1) {
      const candidate = similarityOf(tryCount, uniqueTerm, tryUnique);
      if (candidate > current) {
        current = candidate;
        uniqueExtent = tryUnique;
        lower = tryLower;
        count = tryCount;
      }
      const tryId = textIds[tryLower]!;
      if (lastPosition[tryId] === tryLower) {
        tryUnique -= 1;
        if (uniqueFound[tryId] === 1) tryCount -= 1;
      }
    }
    if (current > best) best = current;
    for (let dropped = previousLower; dropped < lower; dropped += 1) {
      const droppedId = textIds[dropped]!;
      if (lastPosition[droppedId] === dropped) lastPosition[droppedId] = -1;
    }
  }
  return best;
}
