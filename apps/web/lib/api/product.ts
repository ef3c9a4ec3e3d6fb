import type { AvailabilitiesResponse } from '@escapade/contracts/hotel';
import type { AvailableCustomSubElementsResponse, ShippingCostsResponse } from '@escapade/contracts/gift';
import type {
  CheckoutNightsResponse,
  QuoteResponse,
  RecommendedResponse,
  SingleVoucherPricesResponse,
  WeekendFullDetail,
} from '@escapade/contracts/product';
import type { GiftFormat } from '@escapade/domain/gift';
import type { Locale } from '@escapade/domain/markets';
import type { Party } from '@escapade/domain/pax';
import type { ApiClientOptions } from '../api-transport';
import { createApiTransport, orNullWhenMissing } from '../api-transport';
import { contracts, preloadInBrowser } from './lazy-contract';

/**
 * Contracts come with the first call (decision 0018). The product page asks for its recommended
 * offer (and, with dates in the hash, its quote) as it starts, so the product contract is
 * preloaded; the calendar's availabilities and the gift's sleeves and shipping costs wait.
 */
preloadInBrowser(contracts.product);

/** A dated stay of the product page. */
export interface StayQuery {
  checkin: string;
  nights: number;
}

export interface ProductRequest {
  locale: Locale;
  party: Party;
  stay?: StayQuery | undefined;
}

/**
 * The stay product page's calls: the weekend's full detail, the checkout nights
 * of a checkin, the offer's calendar, the quote, the recommended offer, the single-voucher prices
 * and the gift sleeves. Every answer is validated with its contract's schema; any unusable answer
 * is an `ApiError`.
 */
export function createProductApi(options: ApiClientOptions) {
  const call = createApiTransport({ timeoutMs: 8000, ...options });

  return {
    /** `GET /api/weekend/{id}/detail.json`; null when the product does not exist (404/400). */
    async getDetail(id: number, request: ProductRequest, signal?: AbortSignal): Promise<WeekendFullDetail | null> {
      const query = partyParams(request.locale, request.party);
      query.set('fetchPageModel', 'true');
      if (request.stay) {
        query.set('checkin', request.stay.checkin);
        query.set('night', String(request.stay.nights));
      }
      return orNullWhenMissing(call(`/weekend/${id}/detail.json?${query}`, contracts.product().then((contract) => contract.weekendFullDetailSchema), { signal }));
    },

    /** `GET /api/weekend/{id}/packageCheckoutNights.json`: the night counts allowed after `checkin`. */
    async getCheckoutNights(id: number, request: { locale: Locale; party: Party; checkin: string }, signal?: AbortSignal): Promise<CheckoutNightsResponse> {
      const query = partyParams(request.locale, request.party);
      query.set('checkin', request.checkin);
      query.set('multiOffer', 'true');
      query.set('client', 'msite');
      return call(`/weekend/${id}/packageCheckoutNights.json?${query}`, contracts.product().then((contract) => contract.checkoutNightsResponseSchema), { signal });
    },

    /** `GET /api/hotels/{hotelId}/availabilities.json` restricted to this offer (the stay calendar). */
    async getOfferAvailabilities(
      hotelId: number,
      request: { locale: Locale; party: Party; offerId: number; month?: string; months?: number; length?: number; checkin?: string },
      signal?: AbortSignal,
    ): Promise<AvailabilitiesResponse> {
      const query = partyParams(request.locale, request.party);
      query.set('offerId', String(request.offerId));
      if (request.month) query.set('month', request.month);
      if (request.months) query.set('months', String(request.months));
      if (request.length) query.set('length', String(request.length));
      if (request.checkin) query.set('checkin', request.checkin);
      return call(`/hotels/${hotelId}/availabilities.json?${query}`, contracts.hotel().then((contract) => contract.availabilitiesResponseSchema), { signal });
    },

    /** `GET /api/product/{id}/quote`: priced on the server from availability. */
    async getQuote(id: number, request: ProductRequest & { stay: StayQuery; activityDates: readonly string[] }, signal?: AbortSignal): Promise<QuoteResponse> {
      const query = partyParams(request.locale, request.party);
      query.set('checkin', request.stay.checkin);
      query.set('nights', String(request.stay.nights));
      if (request.activityDates.length > 0) query.set('activitySelectionList', request.activityDates.join(','));
      return call(`/product/${id}/quote?${query}`, contracts.product().then((contract) => contract.quoteResponseSchema), { signal });
    },

    /** `GET /api/product/{id}/recommended`. */
    async getRecommended(id: number, request: ProductRequest, signal?: AbortSignal): Promise<RecommendedResponse> {
      const query = partyParams(request.locale, request.party);
      if (request.stay) {
        query.set('checkin', request.stay.checkin);
        query.set('night', String(request.stay.nights));
      }
      return call(`/product/${id}/recommended?${query}`, contracts.product().then((contract) => contract.recommendedResponseSchema), { signal });
    },

    /** `GET /api/product/{id}/single-voucher-prices`: the gift stay's price by nights. */
    async getSingleVoucherPrices(id: number, request: { locale: Locale; giftFormat: GiftFormat; sleeves: readonly string[] }, signal?: AbortSignal): Promise<SingleVoucherPricesResponse> {
      const query = new URLSearchParams({ locale: request.locale, giftFormat: request.giftFormat });
      if (request.sleeves.length > 0) query.set('sleeves', request.sleeves.join(','));
      return call(`/product/${id}/single-voucher-prices?${query}`, contracts.product().then((contract) => contract.singleVoucherPricesResponseSchema), { signal });
    },

    /** `/sub-elements/available-custom-sub-elements`: the sleeves by category. */
    async getSleeves(locale: Locale, signal?: AbortSignal): Promise<AvailableCustomSubElementsResponse> {
      return call(`/sub-elements/available-custom-sub-elements?${new URLSearchParams({ locale })}`, contracts.gift().then((contract) => contract.availableCustomSubElementsResponseSchema), { signal });
    },

    /** Shipping costs of the physical format. */
    async getShippingCosts(locale: Locale, signal?: AbortSignal): Promise<ShippingCostsResponse> {
      return call(`/shipping-costs?${new URLSearchParams({ locale })}`, contracts.gift().then((contract) => contract.shippingCostsResponseSchema), { signal });
    },
  };
}

export type ProductApi = ReturnType<typeof createProductApi>;

function partyParams(locale: Locale, party: Party): URLSearchParams {
  return new URLSearchParams({ locale, adult: String(party.adults), child: String(party.children), baby: String(party.babies) });
}

/** The browser's product calls: same origin, proxied to the API. */
export const browserProductApi: ProductApi = createProductApi({ baseUrl: '/api' });
