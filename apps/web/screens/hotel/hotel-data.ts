import type { Hotel, HotelOffersResponse } from '@escapade/contracts/hotel';
import type { ReviewsResponse } from '@escapade/contracts/reviews';
import type { Locale } from '@escapade/domain/markets';
import { DEFAULT_PARTY } from '@escapade/domain/pax';
import { cache } from 'react';
import { undatedAnswerOf } from '../../components/hotel/offers-model';
import { initialReviewsQuery } from '../../components/reviews/review-view';
import { serverApiOptions } from '../../lib/server-api';
import { type HotelApi, createHotelApi } from '../../lib/api/hotel';

let api: HotelApi | undefined;

/** The hotel calls of server components: straight to the API on loopback. */
function getServerHotelApi(): HotelApi {
  api ??= createHotelApi(serverApiOptions());
  return api;
}

/** The hotel of a path (id or uri), once per request for the head and the page; null on a 404. */
export const loadHotel = cache((idOrUri: string, locale: Locale): Promise<Hotel | null> => getServerHotelApi().getHotel(idOrUri, locale));

export interface HotelPageData {
  /** The undated offers for the default party (the hotel load's own list when the call fails). */
  offers: HotelOffersResponse;
  /** The first reviews page; null when the call fails ("error hides review block"). */
  reviews: ReviewsResponse | null;
}

/** What the page renders besides the hotel, in parallel. */
export async function loadHotelPageData(hotel: Hotel, locale: Locale): Promise<HotelPageData> {
  const client = getServerHotelApi();
  const party = { adult: DEFAULT_PARTY.adults, child: DEFAULT_PARTY.children, baby: DEFAULT_PARTY.babies };
  const [offers, reviews] = await Promise.all([
    client.getHotelOffers(hotel.id, { locale, ...party }).catch((error: unknown) => {
      console.warn(`hotel ${hotel.id} offers failed, showing the hotel load's: ${String(error)}`);
      return undatedAnswerOf(hotel);
    }),
    client.getReviews(hotel.id, { locale, ...initialReviewsQuery(locale) }).catch((error: unknown) => {
      console.warn(`hotel ${hotel.id} reviews failed, hiding them: ${String(error)}`);
      return null;
    }),
  ]);
  return { offers, reviews };
}
