import type { HotelCard, NearbyHotelsResponse } from '@escapade/contracts/hotel';
import { NEARBY_HOTELS_RADIUS_KM } from '@escapade/contracts/hotel';
import type { Db } from '@escapade/db';
import { boundingBox, haversineKm } from '@escapade/domain/geo';
import type { Locale } from '@escapade/domain/markets';
import { DEFAULT_PARTY } from '@escapade/domain/pax';
import { hotelUri } from '../catalog/catalog-uris';
import { imagesBySize } from '../catalog/image-urls';
import { languageOf } from '../catalog/market-language';
import { sellableOfferSql } from '../catalog/sellable-offers';
import { fromPriceOf } from '../product/find-from-price';
import { loadOfferSummaries } from '../product/load-offer-summaries';
import { loadOffers } from '../product/load-offers';
import { marketClock } from '../product/market-clock';
import { hotelNotFound } from './hotel-not-found';
import { loadHotelRecords } from './load-hotel-records';

/**
 * The hotel page's nearby hotels: other active hotels with an offer sold in the market, within
 * 100 km, nearest first (haversine; ties by id). Each with its cheapest "from" price.
 */
export async function listNearbyHotels(
  db: Db,
  hotel: { id: number; latitude: number; longitude: number },
  query: { locale: Locale; limit: number },
  now: Date,
): Promise<NearbyHotelsResponse> {
  const today = marketClock(query.locale, now).today;
  const center = { lat: hotel.latitude, lng: hotel.longitude };
  const box = boundingBox(center, NEARBY_HOTELS_RADIUS_KM);
  const rows = await db
    .selectFrom('hotel as h')
    .select(['h.id', 'h.latitude', 'h.longitude'])
    .where('h.active', '=', true)
    .where('h.id', '<>', hotel.id)
    .where('h.latitude', '>=', box.minLat)
    .where('h.latitude', '<=', box.maxLat)
    .where('h.longitude', '>=', box.minLng)
    .where('h.longitude', '<=', box.maxLng)
    .where((eb) =>
      eb.exists(eb.selectFrom('offer as o').select('o.id').whereRef('o.hotel_id', '=', 'h.id').where(sellableOfferSql(query.locale, today))),
    )
    .execute();
  const nearest = rows
    .map((row) => ({ id: row.id, distance: haversineKm(center, { lat: row.latitude, lng: row.longitude }) }))
    .filter((row) => row.distance <= NEARBY_HOTELS_RADIUS_KM)
    .sort((a, b) => a.distance - b.distance || a.id - b.id)
    .slice(0, query.limit);
  if (nearest.length === 0) return { hotels: [] };

  const language = languageOf(query.locale);
  const ids = nearest.map((row) => row.id);
  const [hotels, offers] = await Promise.all([
    loadHotelRecords(db, ids, language),
    loadOffers(db, { hotelIds: ids, locale: query.locale, publishedOnly: true }),
  ]);
  const sellable = offers.filter((offer) => offer.hotelActive && (offer.expiration === null || offer.expiration >= today));
  const summaries = await loadOfferSummaries(db, sellable.map((offer) => offer.id));
  const cards: HotelCard[] = [];
  for (const { id, distance } of nearest) {
    const record = hotels.get(id);
    const cover = record?.imageIds[0];
    if (!record || !cover) continue;
    const own = sellable.filter((offer) => offer.hotelId === id);
    const prices = own.flatMap((offer) => fromPriceOf(offer, summaries.get(offer.id), DEFAULT_PARTY, today)?.sellCents ?? []);
    cards.push({
      id,
      label: record.label,
      stars: record.stars,
      uri: hotelUri(language, id),
      location: { label: record.cityName, latitude: record.latitude, longitude: record.longitude },
      imagesBySize: imagesBySize(cover),
      review: { count: record.review_count, score: record.review_score },
      distance: Math.round(distance * 10) / 10,
      fromPrice: prices.length > 0 ? Math.min(...prices) : null,
      offerCount: own.length,
    });
  }
  return { hotels: cards };
}

/** `GET /api/hotel/{id}/nearby`: the nearby hotels of a hotel given by id (404 when unknown). */
export async function listNearbyHotelsOf(db: Db, hotelId: number, query: { locale: Locale; limit: number }, now: Date): Promise<NearbyHotelsResponse> {
  const hotel = await db.selectFrom('hotel').select(['id', 'latitude', 'longitude']).where('id', '=', hotelId).executeTakeFirst();
  if (!hotel) throw hotelNotFound(hotelId);
  return listNearbyHotels(db, hotel, query, now);
}
