/**
 * Reviews: score labels, sorts, page size and languages of the reviews modal.
 */
import type { Locale } from './markets';

export const REVIEW_SORTS = ['DATE_DESC', 'DATE_ASC', 'SCORE_DESC', 'SCORE_ASC'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** "Reviews modal: default sort newest first". */
export const DEFAULT_REVIEW_SORT: ReviewSort = 'DATE_DESC';
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_LANGUAGES = ['all', 'fr_FR', 'es_ES', 'it_IT', 'nl_NL'] as const satisfies readonly ('all' | Locale)[];
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];
/** "Schema markup gives an aggregate rating from 0 to 10." */
export const HOTEL_SCHEMA_RATING = { worstRating: 0, bestRating: 10 } as const;
export const REVIEW_CRITERIA = ['welcoming', 'comfort', 'cleanliness', 'food', 'localization', 'priceQualityRatio'] as const;

export type ReviewScoreLabel = 'Perfect' | 'Fantastic' | 'Excellent' | 'Very good' | 'Good' | 'New';

/**
 * "under 7 (or under 9 when not all incentives are on) no label; 9.5+ Perfect; 9 Fantastic; 8.5
 * Excellent; 8 Very good; otherwise Good; no value shows New."
 */
export function reviewScoreLabel(score: number | null | undefined, allIncentivesOn: boolean): ReviewScoreLabel | undefined {
  if (score === null || score === undefined || Number.isNaN(score)) return 'New';
  if (score < (allIncentivesOn ? 7 : 9)) return undefined;
  if (score >= 9.5) return 'Perfect';
  if (score >= 9) return 'Fantastic';
  if (score >= 8.5) return 'Excellent';
  if (score >= 8) return 'Very good';
  return 'Good';
}

/** "criteria bar width = score × 10%" (clamped to 0–100 %). */
export function criteriaBarWidthPercent(score: number): number {
  return Math.min(100, Math.max(0, score * 10));
}

/** "'Show more' loads next page while more than 10 per page remain" (page is zero-based). */
export function hasMoreReviews(page: number, total: number, pageSize: number = REVIEWS_PAGE_SIZE): boolean {
  return (page + 1) * pageSize < total;
}

/** "changing sort or language refetches and resets paging". */
export function reviewQueryChange(
  current: { sort: ReviewSort; language: ReviewLanguage; page: number },
  change: Partial<{ sort: ReviewSort; language: ReviewLanguage }>,
): { sort: ReviewSort; language: ReviewLanguage; page: number } {
  return { sort: change.sort ?? current.sort, language: change.language ?? current.language, page: 0 };
}
