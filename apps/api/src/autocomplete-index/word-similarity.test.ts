import { describe, expect, it } from 'vitest';
import { termTrigramsOf, wordSimilarity } from './word-similarity';

describe('wordSimilarity', () => {
  // Values read from PostgreSQL 15: `select word_similarity(term, text)::float8`.
  it.each([
    ['word', 'two words', 0.800000011920929],
    ['anecy', 'annecy', 0.625],
    ['prais', 'paris', 0.20000000298023224],
    ['case', 'castelnau de montmiral', 0.6000000238418579],
    ['saint mallo', 'saint malo', 0.7692307829856873],
    ['amsterdm', 'grand hotel amsterdam', 0.7777777910232544],
    ['a', 'b', 0],
    ['barcelnoa', 'barcelona', 0.6000000238418579],
    ['la u', 'la union', 0.800000011920929],
  ])('word_similarity(%j, %j) = %f, the float4 of pg_trgm', (term, text, expected) => {
    expect(wordSimilarity(termTrigramsOf(term), text)).toBe(expected);
  });

  it('reuses its buffers for texts of any length', () => {
    const long = 'x'.repeat(600);
    expect(wordSimilarity(termTrigramsOf('xxx'), long)).toBeGreaterThan(0);
    expect(wordSimilarity(termTrigramsOf('anecy'), 'annecy')).toBe(0.625);
  });
});
