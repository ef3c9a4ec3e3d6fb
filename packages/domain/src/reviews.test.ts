import { describe, expect, it } from 'vitest';
import {
  criteriaBarWidthPercent,
  hasMoreReviews,
  reviewQueryChange,
  reviewScoreLabel,
} from './reviews';

describe('"Review score labels"', () => {
  it('"9.5+ Perfect; 9 Fantastic; 8.5 Excellent; 8 Very good; otherwise Good"', () => {
    expect(reviewScoreLabel(10, true)).toBe('Perfect');
    expect(reviewScoreLabel(9.5, true)).toBe('Perfect');
    expect(reviewScoreLabel(9.4, true)).toBe('Fantastic');
    expect(reviewScoreLabel(9, true)).toBe('Fantastic');
    expect(reviewScoreLabel(8.9, true)).toBe('Excellent');
    expect(reviewScoreLabel(8.5, true)).toBe('Excellent');
    expect(reviewScoreLabel(8.4, true)).toBe('Very good');
    expect(reviewScoreLabel(8, true)).toBe('Very good');
    expect(reviewScoreLabel(7.9, true)).toBe('Good');
    expect(reviewScoreLabel(7, true)).toBe('Good');
  });

  it('"under 7 … no label"', () => {
    expect(reviewScoreLabel(6.9, true)).toBeUndefined();
    expect(reviewScoreLabel(0, true)).toBeUndefined();
  });

  it('"(or under 9 when not all incentives are on) no label"', () => {
    expect(reviewScoreLabel(8.9, false)).toBeUndefined();
    expect(reviewScoreLabel(9, false)).toBe('Fantastic');
    expect(reviewScoreLabel(9.6, false)).toBe('Perfect');
  });

  it('"no value shows New"', () => {
    expect(reviewScoreLabel(undefined, true)).toBe('New');
    expect(reviewScoreLabel(null, false)).toBe('New');
  });
});

describe('Reviews helpers', () => {
  it('"criteria bar width = score × 10%"', () => {
    expect(criteriaBarWidthPercent(8.5)).toBe(85);
    expect(criteriaBarWidthPercent(10)).toBe(100);
    expect(criteriaBarWidthPercent(12)).toBe(100);
    expect(criteriaBarWidthPercent(-1)).toBe(0);
  });

  it('"\'Show more\' loads next page while more than 10 per page remain"', () => {
    expect(hasMoreReviews(0, 11)).toBe(true);
    expect(hasMoreReviews(0, 10)).toBe(false);
    expect(hasMoreReviews(1, 21)).toBe(true);
    expect(hasMoreReviews(2, 30)).toBe(false);
  });

  it('"changing sort or language refetches and resets paging"', () => {
    expect(reviewQueryChange({ sort: 'DATE_DESC', language: 'all', page: 3 }, { sort: 'SCORE_ASC' })).toEqual({
      sort: 'SCORE_ASC',
      language: 'all',
      page: 0,
    });
    expect(reviewQueryChange({ sort: 'DATE_DESC', language: 'all', page: 3 }, { language: 'fr_FR' }).page).toBe(0);
  });
});
