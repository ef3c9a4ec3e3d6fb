import { describe, expect, it } from 'vitest';
import type { Review } from '@escapade/contracts/reviews';
import { initialReviewsQuery, positiveReviews, reviewLanguageOf, reviewsHeadline, scoreBadge } from './review-view';

const review = (id: number, positive: string | null): Review => ({
  id,
  locale: 'fr_FR',
  customer: 'A.',
  type: 'COUPLE',
  date: '2026-01-02',
  average: 8,
  positive,
  negative: null,
});

describe('reviewLanguageOf', () => {
  it('reads the reviews of the market language, Belgian markets included', () => {
    expect(reviewLanguageOf('fr_FR')).toBe('fr_FR');
    expect(reviewLanguageOf('fr_BE')).toBe('fr_FR');
    expect(reviewLanguageOf('nl_BE')).toBe('nl_NL');
    expect(reviewLanguageOf('it_IT')).toBe('it_IT');
  });
});

describe('initialReviewsQuery', () => {
  it('"Reviews modal: default sort newest first" on the first page', () => {
    expect(initialReviewsQuery('es_ES')).toEqual({ sort: 'DATE_DESC', language: 'es_ES', page: 0 });
  });
});

describe('reviewsHeadline', () => {
  const base = { hotelReviewCount: 12, totalCount: 4, language: 'fr_FR' as const, isOtherLanguageFallback: false };
  it("none at all: 'Be the first to try this brand new experience!'", () => {
    expect(reviewsHeadline({ ...base, hotelReviewCount: 0, totalCount: 0 })).toEqual({ kind: 'none' });
  });
  it("'There are currently no reviews published in {{language}}.' after an other-language fallback", () => {
    expect(reviewsHeadline({ ...base, totalCount: 12, isOtherLanguageFallback: true })).toEqual({ kind: 'noneInLanguage', language: 'fr_FR' });
    expect(reviewsHeadline({ ...base, totalCount: 0 })).toEqual({ kind: 'noneInLanguage', language: 'fr_FR' });
  });
  it("'{{count}} reviews in {{language}}' for a language, the plain count for all languages", () => {
    expect(reviewsHeadline(base)).toEqual({ kind: 'inLanguage', count: 4, language: 'fr_FR' });
    expect(reviewsHeadline({ ...base, language: 'all', totalCount: 12 })).toEqual({ kind: 'all', count: 12 });
  });
});

describe('scoreBadge', () => {
  it('prints the score with a decimal comma and its label (9.5+ Perfect … no value New)', () => {
    expect(scoreBadge(9.6)).toEqual({ text: '9,6', label: 'Perfect' });
    expect(scoreBadge(8.2)).toEqual({ text: '8,2', label: 'Very good' });
    expect(scoreBadge(7)).toEqual({ text: '7,0', label: 'Good' });
    expect(scoreBadge(6.9)).toEqual({ text: '6,9', label: undefined });
    expect(scoreBadge(null)).toEqual({ text: null, label: 'New' });
  });
});

describe('positiveReviews', () => {
  it('"Positive reviews shown up to 4"', () => {
    const list = [review(1, 'a'), review(2, null), review(3, 'b'), review(4, 'c'), review(5, 'd'), review(6, 'e')];
    expect(positiveReviews(list).map((r) => r.id)).toEqual([1, 3, 4, 5]);
  });
});
