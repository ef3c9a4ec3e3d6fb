import type { WeekendFullDetail } from '@escapade/contracts/product';
import type { ReviewsResponse } from '@escapade/contracts/reviews';
import type { Language, Locale } from '@escapade/domain/markets';
import { NESTED_PRODUCT_STAYS_SEGMENT, SCREEN_SEGMENTS } from '@escapade/domain/screen-segments';
import { DEFAULT_PARTY } from '@escapade/domain/pax';
import { cache } from 'react';
import { orNullWhenFailed } from '../../lib/api-transport';
import { parseRouteId } from '../../lib/route-id';
import { serverApi } from '../../lib/server-api';

/** The undated detail (the hash's dates are the browser's): one load per request for head and body. */
export const loadProduct = cache(async (id: number, locale: Locale): Promise<WeekendFullDetail | null> =>
  serverApi().product.getDetail(id, { locale, party: { ...DEFAULT_PARTY } }),
);

/** The first reviews page, newest first; the page stands without it. */
export async function loadProductReviews(hotelId: number, locale: Locale): Promise<ReviewsResponse | null> {
  return orNullWhenFailed(
    serverApi().hotel.getReviews(hotelId, { locale, sort: 'DATE_DESC', language: 'all', page: 0 }),
    `hotel ${hotelId} reviews failed, hiding them`,
  );
}

/** "A recommended offer card appears when a recommended offer is returned." */
export async function loadRecommended(id: number, locale: Locale) {
  return orNullWhenFailed(serverApi().product.getRecommended(id, { locale, party: { ...DEFAULT_PARTY } }), `product ${id} recommended offer failed, hiding it`);
}

/**
 * The product id a product path names after its own segment: `18`, or the nested path's
 * `sejours/recherche/18` (stays segment, search segment, id) in the market's language.
 */
export function productIdOfPath(rest: readonly string[], language: Language): number | undefined {
  if (rest.length === 1) return parseRouteId(rest[0]);
  const [stays, search, id] = rest;
  if (rest.length === 3 && stays === NESTED_PRODUCT_STAYS_SEGMENT[language] && search === SCREEN_SEGMENTS.search[language]) return parseRouteId(id);
  return undefined;
}

/** The hotel's other offers (undated "from" prices), without this one. */
export async function loadOtherOffers(hotelId: number, productId: number, locale: Locale) {
  const answer = await orNullWhenFailed(
    serverApi().hotel.getHotelOffers(hotelId, { locale, adult: DEFAULT_PARTY.adults, child: 0, baby: 0 }),
    `hotel ${hotelId} offers failed, hiding the other offers`,
  );
  return (answer?.offers ?? []).filter((offer) => offer.id !== productId);
}
