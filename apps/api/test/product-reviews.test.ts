import { problemSchema } from '@escapade/contracts/problem';
import { reviewsResponseSchema, type ReviewsResponse } from '@escapade/contracts/reviews';
import { REVIEWS_PAGE_SIZE } from '@escapade/domain/reviews';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';
import { maxId, queryString } from './product-fixtures';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function reviews(hotelId: number, query: Record<string, string | number> = {}): Promise<ReviewsResponse> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/hotel/${hotelId}/reviews.json?${queryString({ locale: 'fr_FR', client: 'msite', ...query })}`,
  });
  expect(response.statusCode).toBe(200);
  return reviewsResponseSchema.parse(response.json());
}

/** The hotel with the most reviews (several pages in the test catalog). */
async function busiestHotel(): Promise<{ id: number; count: number }> {
  const row = await sql<{ hotel_id: number; count: number }>`
    select hotel_id, count(*)::int as count from review group by hotel_id order by count(*) desc, hotel_id limit 1`.execute(app.db);
  return { id: row.rows[0]!.hotel_id, count: row.rows[0]!.count };
}

describe('GET /api/hotel/{id}/reviews.json', () => {
  it('"Reviews page size 10", newest first by default; "Show more" while more remain', async () => {
    const hotel = await busiestHotel();
    expect(hotel.count).toBeGreaterThan(REVIEWS_PAGE_SIZE);
    const first = await reviews(hotel.id);
    expect(first).toMatchObject({ totalCount: hotel.count, hotelReviewCount: hotel.count, page: 0, pageSize: 10, sort: 'DATE_DESC', hasMore: true });
    expect(first.list).toHaveLength(10);
    const dates = first.list.map((review) => review.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const lastPage = Math.ceil(hotel.count / 10) - 1;
    const last = await reviews(hotel.id, { page: lastPage });
    expect(last.list).toHaveLength(hotel.count - lastPage * 10);
    expect(last.hasMore).toBe(false);
    const all = [];
    for (let page = 0; page <= lastPage; page += 1) all.push(...(await reviews(hotel.id, { page })).list.map((review) => review.id));
    expect(new Set(all).size).toBe(hotel.count);
  });

  it.each([
    ['DATE_ASC', (a: ReviewsResponse['list'][number], b: ReviewsResponse['list'][number]) => a.date <= b.date],
    ['SCORE_DESC', (a: ReviewsResponse['list'][number], b: ReviewsResponse['list'][number]) => a.average >= b.average],
    ['SCORE_ASC', (a: ReviewsResponse['list'][number], b: ReviewsResponse['list'][number]) => a.average <= b.average],
  ] as const)('sort %s', async (sort, inOrder) => {
    const hotel = await busiestHotel();
    const body = await reviews(hotel.id, { sort });
    expect(body.sort).toBe(sort);
    body.list.slice(1).forEach((review, index) => expect(inOrder(body.list[index]!, review)).toBe(true));
  });

  it('the language filter keeps that language (a fr_BE review is French); criteria and score stay the hotel\'s', async () => {
    const hotel = await busiestHotel();
    const all = await reviews(hotel.id);
    const counts = await sql<{ language: string; count: number }>`
      select substr(locale, 1, 2) as language, count(*)::int as count from review where hotel_id = ${hotel.id} group by 1`.execute(app.db);
    const [language] = counts.rows;
    const locale = ({ fr: 'fr_FR', es: 'es_ES', it: 'it_IT', nl: 'nl_NL' } as const)[language!.language as 'fr'];
    const filtered = await reviews(hotel.id, { language: locale });
    expect(filtered.totalCount).toBe(language!.count);
    expect(filtered.list.every((review) => review.locale.startsWith(language!.language))).toBe(true);
    expect(filtered.details).toEqual(all.details);
    expect(filtered.score).toBe(all.score);
    expect(all.details.map((detail) => detail.label)).toEqual(['welcoming', 'comfort', 'cleanliness', 'food', 'localization', 'priceQualityRatio']);
  });

  it('"There are currently no reviews published in {{language}}": empty, or every language with the fallback flag', async () => {
    const row = await sql<{ hotel_id: number; count: number }>`
      select hotel_id, count(*)::int as count from review group by hotel_id
      having bool_and(substr(locale, 1, 2) <> 'it') order by hotel_id limit 1`.execute(app.db);
    const { hotel_id: hotelId, count } = row.rows[0]!;
    const strict = await reviews(hotelId, { language: 'it_IT' });
    expect(strict).toMatchObject({ totalCount: 0, list: [], isOtherLanguageFallback: false, hotelReviewCount: count });
    const fallback = await reviews(hotelId, { language: 'it_IT', withOtherLanguageFallback: 'true' });
    expect(fallback).toMatchObject({ totalCount: count, isOtherLanguageFallback: true, language: 'it_IT' });
    expect(fallback.list.length).toBe(Math.min(count, 10));
  });

  it("a hotel without reviews ('Be the first to try this brand new experience!'): nothing, no score", async () => {
    const none = await sql<{ id: number }>`
      select h.id from hotel h where not exists (select 1 from review r where r.hotel_id = h.id) order by h.id limit 1`.execute(app.db);
    const body = await reviews(none.rows[0]!.id);
    expect(body).toMatchObject({ totalCount: 0, hotelReviewCount: 0, score: null, list: [], details: [], hasMore: false });
  });

  it('400 naming sort, language or page; 404 for an unknown hotel', async () => {
    const hotel = await busiestHotel();
    for (const [field, value] of [['sort', 'PRICE'], ['language', 'de_DE'], ['page', '-1']] as const) {
      const response = await app.inject({ method: 'GET', url: `/api/hotel/${hotel.id}/reviews.json?locale=fr_FR&${field}=${value}` });
      expect(response.statusCode).toBe(400);
      expect(problemSchema.parse(response.json()).field).toBe(field);
    }
    const unknown = await app.inject({ method: 'GET', url: `/api/hotel/${(await maxId(app.db, 'hotel')) + 1000}/reviews.json?locale=fr_FR` });
    expect(unknown.statusCode).toBe(404);
  });
});
