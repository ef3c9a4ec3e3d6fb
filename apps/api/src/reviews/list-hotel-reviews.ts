import type { ReviewsQuery, ReviewsResponse } from '@escapade/contracts/reviews';
import type { Db } from '@escapade/db';
import { hasMoreReviews, REVIEW_CRITERIA, REVIEWS_PAGE_SIZE, type ReviewLanguage, type ReviewSort } from '@escapade/domain/reviews';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '@escapade/db/schema';
import { hotelNotFound } from '../hotel/hotel-not-found';

type ReviewQuery = SelectQueryBuilder<Database, 'review', object>;

/** A review language (fr_FR…) stands for its language: a fr_BE review is a French review. */
function inLanguage(query: ReviewQuery, language: ReviewLanguage): ReviewQuery {
  if (language === 'all') return query;
  return query.where(sql<boolean>`substr(review.locale, 1, 2) = ${language.slice(0, 2)}`);
}

/** Review sorts DATE_DESC, DATE_ASC, SCORE_DESC, SCORE_ASC; ties: newest, then highest id. */
function sorted(query: ReviewQuery, sort: ReviewSort): ReviewQuery {
  switch (sort) {
    case 'DATE_ASC':
      return query.orderBy('review.reviewed_on', 'asc').orderBy('review.id', 'asc');
    case 'SCORE_DESC':
      return query.orderBy('review.average', 'desc').orderBy('review.reviewed_on', 'desc').orderBy('review.id', 'desc');
    case 'SCORE_ASC':
      return query.orderBy('review.average', 'asc').orderBy('review.reviewed_on', 'desc').orderBy('review.id', 'desc');
    case 'DATE_DESC':
      return query.orderBy('review.reviewed_on', 'desc').orderBy('review.id', 'desc');
  }
}

const CRITERION_COLUMNS = {
  welcoming: 'welcoming',
  comfort: 'comfort',
  cleanliness: 'cleanliness',
  food: 'food',
  localization: 'localization',
  priceQualityRatio: 'price_quality_ratio',
} as const satisfies Record<(typeof REVIEW_CRITERIA)[number], string>;

/** Criteria averages over all the hotel's reviews, to one decimal. */
async function loadCriteria(db: Db, hotelId: number): Promise<ReviewsResponse['details']> {
  const row = await db
    .selectFrom('review')
    .select((eb) => REVIEW_CRITERIA.map((criterion) => eb.fn.avg<number | null>(CRITERION_COLUMNS[criterion]).as(criterion)))
    .where('hotel_id', '=', hotelId)
    .executeTakeFirst();
  return REVIEW_CRITERIA.flatMap((criterion) => {
    const value = row?.[criterion];
    return value === null || value === undefined ? [] : [{ label: criterion, score: Math.round(Number(value) * 10) / 10 }];
  });
}

async function countReviews(db: Db, hotelId: number, language: ReviewLanguage): Promise<number> {
  const base = db.selectFrom('review').where('review.hotel_id', '=', hotelId) as ReviewQuery;
  const row = await inLanguage(base, language).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * `GET /api/hotel/{id}/reviews.json`: a page of 10 reviews in the asked language and sort, the
 * hotel's score and criteria. "There are currently no reviews published in {{language}}": with
 * withOtherLanguageFallback the answer is then every language, flagged as a fallback.
 */
export async function listHotelReviews(db: Db, hotelId: number, query: ReviewsQuery): Promise<ReviewsResponse> {
  const hotel = await db.selectFrom('hotel').select(['id', 'review_score']).where('id', '=', hotelId).executeTakeFirst();
  if (!hotel) throw hotelNotFound(hotelId);
  const [languageCount, hotelReviewCount, details] = await Promise.all([
    countReviews(db, hotelId, query.language),
    countReviews(db, hotelId, 'all'),
    loadCriteria(db, hotelId),
  ]);
  const isOtherLanguageFallback = query.language !== 'all' && languageCount === 0 && query.withOtherLanguageFallback && hotelReviewCount > 0;
  const answered: ReviewLanguage = isOtherLanguageFallback ? 'all' : query.language;
  const totalCount = isOtherLanguageFallback ? hotelReviewCount : languageCount;
  const base = db.selectFrom('review').where('review.hotel_id', '=', hotelId) as ReviewQuery;
  const rows = await sorted(inLanguage(base, answered), query.sort)
    .select(['review.id', 'review.locale', 'review.customer_name', 'review.traveller_type', 'review.reviewed_on', 'review.average', 'review.positive', 'review.negative'])
    .limit(REVIEWS_PAGE_SIZE)
    .offset(query.page * REVIEWS_PAGE_SIZE)
    .execute();
  return {
    totalCount,
    score: hotelReviewCount > 0 ? hotel.review_score : null,
    hotelReviewCount,
    list: rows.map((row) => ({
      id: row.id,
      locale: row.locale,
      customer: row.customer_name,
      type: row.traveller_type,
      date: row.reviewed_on,
      average: Number(row.average),
      positive: row.positive,
      negative: row.negative,
    })),
    details,
    page: query.page,
    pageSize: REVIEWS_PAGE_SIZE,
    hasMore: hasMoreReviews(query.page, totalCount),
    sort: query.sort,
    language: query.language,
    isOtherLanguageFallback,
  };
}
