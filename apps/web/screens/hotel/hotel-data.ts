import type { Hotel, HotelOffersResponse } from '@escapade/contracts/hotel';
import type { ReviewsResponse } from '@escapade/contracts/reviews';
import type { Locale } from '@escapade/domain/markets';
import { DEFAULT_PARTY } from '@escapade/domain/pax';
import { cache } from 'react';
import { undatedAnswerOf } from '../../components/hotel/offers-model';
import { initialReviewsQuery } from '../../components/reviews/review-view';
import { orNullWhenFailed } from '../../lib/api-transport';
import { serverApi } from '../../lib/server-api';

/** The hotel of a path (id or uri), once per request for the head and the page; null on a 404. */
export const loadHotel = cache((idOrUri: string, locale: Locale): Promise<Hotel | null> => serverApi().hotel.getHotel(idOrUri, locale));

export interface HotelPageData {
  /** The undated offers for the default party (the hotel load's own list when the call fails). */
  offers: HotelOffersResponse;
  /** The first reviews page; null when the call fails ("error hides review block"). */
  reviews: ReviewsResponse | null;
}

/** What the page renders besides the hotel, in parallel. */
export async function loadHotelPageData(hotel: Hotel, locale: Locale): Promise<HotelPageData> {
  const { hotel: client } = serverApi();
  const party = { adult: DEFAULT_PARTY.adults, child: DEFAULT_PARTY.children, baby: DEFAULT_PARTY.babies };
  const [offers, reviews] = await Promise.all([
    orNullWhenFailed(client.getHotelOffers(hotel.id, { locale, ...party }), `hotel ${hotel.id} offers failed, showing the hotel load's`),
    orNullWhenFailed(client.getReviews(hotel.id, { locale, ...initialReviewsQuery(locale) }), `hotel ${hotel.id} reviews failed, hiding them`),
  ]);
  return { offers: offers ?? undatedAnswerOf(hotel), reviews };
}
