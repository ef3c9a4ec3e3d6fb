import type { BoxOffersQuery, BoxOffersResponse } from '@escapade/contracts/boxes';
import type { Db } from '@escapade/db';
import { DEFAULT_PARTY } from '@escapade/domain/pax';
import { sql } from 'kysely';
import { hotelUri } from '../catalog/catalog-uris';
import { languageOf } from '../catalog/market-language';
import { marketToday, sellableOfferSql } from '../catalog/sellable-offers';
import { coverImageOf } from '../hotel/cover-image';
import { loadHotelRecords } from '../hotel/load-hotel-records';
import { loadRooms } from '../hotel/load-rooms';
import { fromPriceOf } from '../product/find-from-price';
import { loadOfferSummaries } from '../product/load-offer-summaries';
import { loadOffers } from '../product/load-offers';
import { loadProgramLines } from '../product/load-program-lines';
import { toOfferSummary } from '../product/to-offer-summary';

/**
 * `GET /api/boxes/{boxCode}/offers` (locale, page, limit 8; answers exactMatch and
 * searchDetails.totalCount): the stays a box opens that the market sells, a page at a time (the
 * detail page loads pages "stopping when a page returns empty"). Unknown box: an empty page.
 */
export async function listBoxOffers(db: Db, boxCode: string, query: BoxOffersQuery, now: Date): Promise<BoxOffersResponse> {
  const today = marketToday(query.locale, now);
  const base = db
    .selectFrom('box_offer as bo')
    .innerJoin('box as b', 'b.code', 'bo.box_code')
    .innerJoin('offer as o', 'o.id', 'bo.offer_id')
    .innerJoin('hotel as h', 'h.id', 'o.hotel_id')
    .where('bo.box_code', '=', boxCode.toUpperCase())
    .where(sql<boolean>`${query.locale} = any(b.locales)`)
    .where(sellableOfferSql(query.locale, today));
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
  const ids = page.map((row) => row.id);
  const language = languageOf(query.locale);
  const offers = await loadOffers(db, { ids });
  const hotelIds = [...new Set(offers.map((offer) => offer.hotelId))];
  const [hotels, rooms, lines, summaries] = await Promise.all([
    loadHotelRecords(db, hotelIds, language),
    loadRooms(db, { ids: [...new Set(offers.map((offer) => offer.roomId))] }),
    loadProgramLines(db, ids),
    loadOfferSummaries(db, ids),
  ]);
  const roomImages = new Map(rooms.map((room) => [room.id, room.imageIds]));
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  const exactMatch = ids.flatMap((id) => {
    const offer = byId.get(id);
    const hotel = offer && hotels.get(offer.hotelId);
    const coverImageId = offer && hotel && coverImageOf(offer, roomImages, hotel.imageIds);
    if (!offer || !hotel || !coverImageId) return [];
    const fromPrice = fromPriceOf(offer, summaries.get(id), DEFAULT_PARTY, today);
    return [
      {
        ...toOfferSummary({ offer, language, programLines: lines.get(id) ?? [], fromPrice, coverImageId }),
        hotel: {
          id: hotel.id,
          label: hotel.label,
          stars: hotel.stars,
          uri: hotelUri(language, hotel.id),
          location: { label: hotel.cityName },
        },
      },
    ];
  });
  return { exactMatch, searchDetails: { totalCount: Number(count?.count ?? 0), page: query.page, limit: query.limit } };
}
