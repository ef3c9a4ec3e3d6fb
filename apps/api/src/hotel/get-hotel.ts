import { NEARBY_HOTELS_DEFAULT_LIMIT, type Hotel } from '@escapade/contracts/hotel';
import type { OfferSummary } from '@escapade/contracts/product';
import type { Db } from '@escapade/db';
import type { Locale } from '@escapade/domain/markets';
import { DEFAULT_PARTY } from '@escapade/domain/pax';
import { hotelUri } from '../catalog/catalog-uris';
import { imagesBySize } from '../catalog/image-urls';
import { languageOf } from '../catalog/market-language';
import { fromPriceOf } from '../product/find-from-price';
import { loadOfferSummaries } from '../product/load-offer-summaries';
import { loadProgramLines } from '../product/load-program-lines';
import { textsIn } from '../product/localize-text';
import { marketClock } from '../product/market-clock';
import { toOfferSummary } from '../product/to-offer-summary';
import { buildBreadcrumb } from './build-breadcrumb';
import { coverImageOf } from './cover-image';
import { shouldShowEcoLabel } from '@escapade/domain/site-shell';
import { hotelNotFound } from './hotel-not-found';
import { listNearbyHotels } from './list-nearby-hotels';
import { findHotelId, loadHotelRecords } from './load-hotel-records';
import { loadRooms, toRoom } from './load-rooms';
import { loadSellableOffers } from './load-sellable-offers';

/**
 * `GET /api/hotel/{id}`: every field of the hotel, its rooms each
 * with the offers sold in the market (cheapest "from" price first), its weekends and its nearby
 * hotels. Inactive hotels load too, with `active: false` and robots noindex.
 */
export async function getHotel(db: Db, idOrSlug: string, locale: Locale, now: Date): Promise<Hotel> {
  const hotelId = await findHotelId(db, idOrSlug);
  if (hotelId === undefined) throw hotelNotFound(idOrSlug);
  const language = languageOf(locale);
  const today = marketClock(locale, now).today;
  const hotel = (await loadHotelRecords(db, [hotelId], language)).get(hotelId);
  if (!hotel) throw hotelNotFound(idOrSlug);
  const offers = hotel.active ? await loadSellableOffers(db, hotelId, locale, today) : [];
  const ids = offers.map((offer) => offer.id);
  const [rooms, lines, summaries, breadcrumb, nearby] = await Promise.all([
    loadRooms(db, { hotelIds: [hotelId] }),
    loadProgramLines(db, ids),
    loadOfferSummaries(db, ids),
    buildBreadcrumb(db, hotel.city_id, language),
    listNearbyHotels(db, hotel, { locale, limit: NEARBY_HOTELS_DEFAULT_LIMIT }, now),
  ]);
  const roomImages = new Map(rooms.map((room) => [room.id, room.imageIds]));
  const weekends: OfferSummary[] = offers.flatMap((offer) => {
    const coverImageId = coverImageOf(offer, roomImages, hotel.imageIds);
    if (!coverImageId) return [];
    const fromPrice = fromPriceOf(offer, summaries.get(offer.id), DEFAULT_PARTY, today);
    return [toOfferSummary({ offer, language, programLines: lines.get(offer.id) ?? [], fromPrice, coverImageId })];
  });
  weekends.sort(
    (a, b) =>
      Number(b.price !== null) - Number(a.price !== null) || (a.price?.sellPrice ?? 0) - (b.price?.sellPrice ?? 0) || a.id - b.id,
  );
  const infoGeneral = hotel.info_general.map((entry) => ({ code: entry.code, facilities: textsIn(entry.facilities, language) }));

  return {
    id: hotel.id,
    label: hotel.label,
    star: hotel.stars,
    stars: hotel.stars,
    uri: hotelUri(language, hotel.id),
    slug: hotel.slug,
    phone: hotel.phone,
    location: {
      label: hotel.cityName,
      address: hotel.street_address,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      zipCode: hotel.zip_code,
      completeAddress: { streetAddress: hotel.street_address, zipCode: hotel.zip_code },
    },
    description: hotel.description[language],
    highlightedFacilities: hotel.highlighted_facilities,
    facilities: hotel.facilities,
    infoGeneral,
    checkInOut: { checkin: hotel.checkin_hour, checkout: hotel.checkout_hour },
    policy: {
      petsAllowed: hotel.pets_allowed,
      petsPrice: hotel.pets_price_cents,
      petsMaxWeight: hotel.pets_max_weight_kg,
      petsMaxNumberOfPets: hotel.pets_max_number,
    },
    localTax: {
      amount: hotel.local_tax_amount_cents,
      currency: 'EUR',
      toBePaidAtHotel: hotel.local_tax_to_be_paid_at_hotel,
      type: hotel.local_tax_type,
      percentage: hotel.local_tax_percentage,
    },
    importantInfos: textsIn(hotel.important_infos, language),
    legacyPackageCount: offers.length,
    review: { count: hotel.review_count, score: hotel.review_score },
    images: hotel.imageIds.map(imagesBySize),
    rooms: rooms.map((room) => ({ ...toRoom(room, language), offers: weekends.filter((offer) => offer.roomId === room.id) })),
    weekends,
    nearbyHotels: nearby.hotels,
    active: hotel.active,
    breadcrumb,
    ecoFacilities: hotel.eco_facilities,
    hasEcoLabel: shouldShowEcoLabel(hotel.eco_facilities.length),
    metaRobots: hotel.active ? 'index,follow' : 'noindex,follow',
  };
}
