import { describe, expect, it } from 'vitest';
import { reviewsQuerySchema } from './reviews';

describe('reviews contract', () => {
  it('defaults: newest first (DATE_DESC), all languages, first page, no fallback', () => {
    expect(reviewsQuerySchema.parse({ locale: 'it_IT' })).toMatchObject({
      sort: 'DATE_DESC',
      language: 'all',
      page: 0,
      withOtherLanguageFallback: false,
    });
  });

  it('"sort options DATE_DESC, DATE_ASC, SCORE_DESC, SCORE_ASC; languages all, fr_FR, es_ES, it_IT, nl_NL"', () => {
    for (const sort of ['DATE_DESC', 'DATE_ASC', 'SCORE_DESC', 'SCORE_ASC']) expect(reviewsQuerySchema.safeParse({ locale: 'fr_FR', sort }).success).toBe(true);
    for (const language of ['all', 'fr_FR', 'es_ES', 'it_IT', 'nl_NL']) {
      expect(reviewsQuerySchema.safeParse({ locale: 'fr_FR', language }).success).toBe(true);
    }
    expect(reviewsQuerySchema.safeParse({ locale: 'fr_FR', sort: 'PRICE_ASC' }).success).toBe(false);
    expect(reviewsQuerySchema.safeParse({ locale: 'fr_FR', language: 'fr_BE' }).success).toBe(false);
  });
});
