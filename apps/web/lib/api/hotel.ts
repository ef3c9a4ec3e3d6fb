import type {
  AvailabilitiesResponse,
  Hotel,
  HotelOffersResponse,
} from '@escapade/contracts/hotel';
import type { WeekendFullDetail } from '@escapade/contracts/product';
import type { ReviewsResponse } from '@escapade/contracts/reviews';
import type { Locale } from '@escapade/domain/markets';
import type { ReviewLanguage, ReviewSort } from '@escapade/domain/reviews';
import type { ApiClientOptions } from '../api-transport';
import { createApiTransport, orNullWhenMissing } from '../api-transport';
import { contracts, preloadInBrowser } from './lazy-contract';

/**
 * Contracts come with the first call (decision 0018). The hotel page asks for its offers as it
 * starts, so the hotel contract is preloaded; reviews and an offer's detail wait for their call.
 */
preloadInBrowser(contracts.hotel);

/** The party of a request (`adult`, `child`, `babies` of the API). */
export interface PartyQuery {
  adult: number;
  child: number;
  baby: number;
}

export interface HotelOffersRequest extends PartyQuery {
  locale: Locale;
  /** With nights: the offers priced for the stay; without: the "from" prices. */
  stay?: { checkin: string; nights: number };
}

export interface AvailabilitiesRequest extends PartyQuery {
  locale: Locale;
  /** First month `yyyy-MM`; the market's current month when absent. */
  month?: string;
  months?: number;
  /** Nights each day's price is for. */
  length?: number;
  /** With a checkin, `possibleNights` says where its checkout may fall. */
  checkin?: string;
}

export interface ReviewsRequest {
  locale: Locale;
  sort: ReviewSort;
  language: ReviewLanguage;
  /** Zero-based. */
  page: number;
}

export interface OfferDetailRequest extends PartyQuery {
  locale: Locale;
  stay?: { checkin: string; nights: number };
}

/**
 * The hotel page's calls: the hotel load, its offers by room, its calendar
 * availabilities, its reviews and an offer's full detail for the offer modal. Every answer is
 * validated with the contract's schema and any unusable answer is an `ApiError`.
 */
export function createHotelApi(options: ApiClientOptions) {
  const call = createApiTransport({ timeoutMs: 8000, ...options });

  return {
    /** `GET /api/hotel/{id}`: a hotel by id or its own uri; null when there is none (404). */
    async getHotel(idOrUri: string, locale: Locale): Promise<Hotel | null> {
      const path = `/hotel/${encodeURIComponent(idOrUri)}?${new URLSearchParams({ locale })}`;
      return orNullWhenMissing(call(path, contracts.hotel().then((contract) => contract.hotelSchema)));
    },

    /** `GET /api/hotel/{id}/offers`: the offers by room, with '+N €' per night. */
    async getHotelOffers(hotelId: number, request: HotelOffersRequest, signal?: AbortSignal): Promise<HotelOffersResponse> {
      const query = partyParams(request);
      if (request.stay) {
        query.set('checkin', request.stay.checkin);
        query.set('nights', String(request.stay.nights));
      }
      return call(`/hotel/${hotelId}/offers?${query}`, contracts.hotel().then((contract) => contract.hotelOffersResponseSchema), { signal });
    },

    /** `GET /api/hotels/{hotelId}/availabilities.json` (locale, month, length). */
    async getAvailabilities(hotelId: number, request: AvailabilitiesRequest, signal?: AbortSignal): Promise<AvailabilitiesResponse> {
      const query = partyParams(request);
      if (request.month) query.set('month', request.month);
      if (request.months) query.set('months', String(request.months));
      if (request.length) query.set('length', String(request.length));
      if (request.checkin) query.set('checkin', request.checkin);
      return call(`/hotels/${hotelId}/availabilities.json?${query}`, contracts.hotel().then((contract) => contract.availabilitiesResponseSchema), { signal });
    },

    /** `GET /api/hotel/{id}/reviews.json` (client=msite, withOtherLanguageFallback, page, locale, sort). */
    async getReviews(hotelId: number, request: ReviewsRequest, signal?: AbortSignal): Promise<ReviewsResponse> {
      const query = new URLSearchParams({
        locale: request.locale,
        client: 'msite',
        withOtherLanguageFallback: 'true',
        page: String(request.page),
        sort: request.sort,
        language: request.language,
      });
      return call(`/hotel/${hotelId}/reviews.json?${query}`, contracts.reviews().then((contract) => contract.reviewsResponseSchema), { signal });
    },

    /** `GET /api/weekend/{id}/detail.json`: an offer's program, activity dates, cancellation and price. */
    async getOfferDetail(offerId: number, request: OfferDetailRequest, signal?: AbortSignal): Promise<WeekendFullDetail> {
      const query = partyParams(request);
      query.set('fetchPageModel', 'false');
      if (request.stay) {
        query.set('checkin', request.stay.checkin);
        query.set('night', String(request.stay.nights));
      }
      return call(`/weekend/${offerId}/detail.json?${query}`, contracts.product().then((contract) => contract.weekendFullDetailSchema), { signal });
    },
  };
}

export type HotelApi = ReturnType<typeof createHotelApi>;

function partyParams(request: PartyQuery & { locale: Locale }): URLSearchParams {
  return new URLSearchParams({
    locale: request.locale,
    adult: String(request.adult),
    child: String(request.child),
    baby: String(request.baby),
  });
}

/** The browser's hotel calls: same origin, proxied to the API. */
export const browserHotelApi: HotelApi = createHotelApi({ baseUrl: '/api' });
