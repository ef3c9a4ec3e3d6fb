import type { BoxOffersQuery, BoxOffersResponse } from '@escapade/contracts/boxes';
import type { Db } from '@escapade/db';
import type { CalendarDay } from '@escapade/domain/calendar-day';
import type { Locale } from '@escapade/domain/markets';
import { sql } from 'kysely';
import { marketToday, sellableOfferSql } from '../catalog/sellable-offers';
import { loadStayCards } from './stay-cards';

/** The stays a box opens that the market sells today (box_offer `bo`, offer `o`, hotel `h`). */
export function boxStaysQuery(db: Db, boxCode: string, locale: Locale, today: CalendarDay) {
  return db
    .selectFrom('box_offer as bo')
    .innerJoin('box as b', 'b.code', 'bo.box_code')
    .innerJoin('offer as o', 'o.id', 'bo.offer_id')
    .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
    .where('bo.box_code', '=', boxCode.toUpperCase())
    .where(sql<boolean>`${locale} = any(b.locales)`)
    .where(sellableOfferSql(locale, today));
}

/**
 * `GET /api/boxes/{boxCode}/offers` (locale, page, limit 8; answers exactMatch and
 * searchDetails.totalCount): the stays a box opens that the market sells, a page at a time (the
 * detail page loads pages "stopping when a page returns empty"). Unknown box: an empty page.
 */
export async function listBoxOffers(db: Db, boxCode: string, query: BoxOffersQuery, now: Date): Promise<BoxOffersResponse> {
  const today = marketToday(query.locale, now);
  const base = boxStaysQuery(db, boxCode, query.locale, today);
  const [count, page] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
    base
      .select('o.id')
      .orderBy('bo.position')
      .orderBy('o.id')
      .limit(query.limit)
      .offset(query.page * query.limit)
      .execute(),
  ]);
  const exactMatch = await loadStayCards(db, page.map((row) => row.id), query.locale, today);
  return { exactMatch, searchDetails: { totalCount: Number(count?.count ?? 0), page: query.page, limit: query.limit } };
}
