import type { Review, ReviewsResponse } from '@escapade/contracts/reviews';
import { dayToUtcNoon } from '@escapade/domain/calendar-day';
import type { Locale } from '@escapade/domain/markets';
import { MARKETS } from '@escapade/domain/markets';
import {
  DEFAULT_REVIEW_SORT,
  REVIEW_LANGUAGES,
  type ReviewLanguage,
  type ReviewScoreLabel,
  type ReviewSort,
  reviewScoreLabel,
} from '@escapade/domain/reviews';

/**
 * Review score labels depend on "all incentives" being on: "under 7 (or under 9 when not all
 * incentives are on) no label". Every review here is collected after a stay booked on the site,
 * with every incentive of the programme, so labels start at 7.
 */
export const ALL_REVIEW_INCENTIVES_ON = true;

/** The review language of a market: Belgian markets read the reviews of their language. */
export function reviewLanguageOf(locale: Locale): ReviewLanguage {
  const language = `${MARKETS[locale].language}_${MARKETS[locale].language.toUpperCase()}`;
  return (REVIEW_LANGUAGES as readonly string[]).includes(language) ? (language as ReviewLanguage) : 'all';
}

/** What a page asks first (and the reviews modal opens on): "default sort newest first", the visitor's language. */
export function initialReviewsQuery(locale: Locale): { sort: ReviewSort; language: ReviewLanguage; page: number } {
  return { sort: DEFAULT_REVIEW_SORT, language: reviewLanguageOf(locale), page: 0 };
}

/** The key of a reviews page in the query cache. */
export function reviewsQueryKey(hotelId: number, locale: Locale, sort: ReviewSort, language: ReviewLanguage) {
  return ['hotel-reviews', hotelId, locale, sort, language] as const;
}

export type ReviewsHeadline =
  | { kind: 'none' }
  | { kind: 'noneInLanguage'; language: Exclude<ReviewLanguage, 'all'> }
  | { kind: 'inLanguage'; count: number; language: Exclude<ReviewLanguage, 'all'> }
  | { kind: 'all'; count: number };

/**
 * The line above the list: "none at all: 'Be the first to try this brand new experience!'";
 * "'There are currently no reviews published in {{language}}.' with 'See all the languages'";
 * "label '{{count}} reviews in {{language}}'".
 */
export function reviewsHeadline(answer: Pick<ReviewsResponse, 'hotelReviewCount' | 'totalCount' | 'language' | 'isOtherLanguageFallback'>): ReviewsHeadline {
  if (answer.hotelReviewCount === 0) return { kind: 'none' };
  if (answer.language === 'all') return { kind: 'all', count: answer.totalCount };
  if (answer.isOtherLanguageFallback || answer.totalCount === 0) return { kind: 'noneInLanguage', language: answer.language };
  return { kind: 'inLanguage', count: answer.totalCount, language: answer.language };
}

/** The score badge: "9,2/10" ("score prints with decimal comma") and its label, 'New' without a score. */
export function scoreBadge(score: number | null): { text: string | null; label: ReviewScoreLabel | undefined } {
  return {
    text: score === null ? null : `${score.toFixed(1).replace('.', ',')}`,
    label: reviewScoreLabel(score, ALL_REVIEW_INCENTIVES_ON),
  };
}

/** The reviews section shows up to 4 positive reviews. */
const POSITIVE_REVIEWS_SHOWN = 4;

/** "Positive reviews shown up to 4": the section's excerpt, reviews with a positive comment. */
export function positiveReviews(list: readonly Review[]): Review[] {
  return list.filter((review) => review.positive).slice(0, POSITIVE_REVIEWS_SHOWN);
}

/** A review's day for display, as a Date at noon UTC (never parsed from the string). */
export function reviewDate(review: Pick<Review, 'date'>): Date {
  return dayToUtcNoon(review.date);
}
