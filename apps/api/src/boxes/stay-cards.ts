/**
 * Stays as the gift pages list them (a box's stays on its page, a voucher's stays for its
 * beneficiary): an offer card with its hotel, in the order of the ids given.
 */
import type { BoxOffersResponse } from '@escapade/contracts/boxes';
import type { Db } from '@escapade/db';
import type { CalendarDay } from '@escapade/domain/calendar-day';
import type { Locale } from '@escapade/domain/markets';
import { DEFAULT_PARTY } from '@escapade/domain/pax';
import { hotelUri } from '../catalog/catalog-uris';
import { languageOf } from '../catalog/market-language';
import { coverImageOf } from '../hotel/cover-image';
import { loadHotelRecords } from '../hotel/load-hotel-records';
import { loadRooms } from '../hotel/load-rooms';
import { fromPriceOf } from '../product/find-from-price';
import { loadOfferSummaries } from '../product/load-offer-summaries';
import { loadOffers } from '../product/load-offers';
import { loadProgramLines } from '../product/load-program-lines';
import { toOfferSummary } from '../product/to-offer-summary';

export type StayCard = BoxOffersResponse['exactMatch'][number];

/** The cards of these offers, in this order (an offer without a picture or hotel is left out). */
export async function loadStayCards(db: Db, ids: readonly number[], locale: Locale, today: CalendarDay): Promise<StayCard[]> {
  if (ids.length === 0) return [];
  const language = languageOf(locale);
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
  return ids.flatMap((id) => {
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
}
