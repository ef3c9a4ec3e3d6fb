import type { MapSearchResponse, OffersRequestInput } from '@escapade/contracts/search';
import type { WeekendDetail, WeekendDetailQueryInput } from '@escapade/contracts/weekend';
import type { Flow } from '@escapade/domain/flow';
import { MAP_SEARCH_ORDER_BY } from '@escapade/domain/sort-options';
import type { ApiClientOptions } from '../api-transport';
import { createApiTransport } from '../api-transport';
import { contracts } from './lazy-contract';

/**
 * The map's calls: the map search `POST {api}/offers.json` (search criteria, type,
 * orderBy priceQuality, provider, performMapSearch true, performGiftableSearch for gifts, locale)
 * and the marker detail `GET {api}/weekend/{id}/detail.json`. Answers are validated with the
 * contract's schemas; anything unusable is an `ApiError`.
 */
export function createMapApi(options: ApiClientOptions) {
  const call = createApiTransport({ timeoutMs: 10_000, ...options });

  return {
    /** Every matching hotel's position and best weekend (capped by the API). */
    async searchMap(request: OffersRequestInput, signal?: AbortSignal): Promise<MapSearchResponse> {
      const { offersRequestSchema, mapSearchResponseSchema } = await contracts.search();
      return call('/offers.json', mapSearchResponseSchema, { body: offersRequestSchema.parse(request), signal });
    },

    /** The info card of a marker: "marker detail uses the weekend id". */
    async getWeekendDetail(id: number, query: WeekendDetailQueryInput, signal?: AbortSignal): Promise<WeekendDetail> {
      const { weekendDetailQuerySchema, weekendDetailSchema } = await contracts.weekend();
      const parsed = weekendDetailQuerySchema.parse(query);
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(parsed)) if (value !== undefined) params.set(key, String(value));
      const path = `/weekend/${encodeURIComponent(String(id))}/detail.json?${params}`;
      return call(path, weekendDetailSchema, { signal });
    },
  };
}

export type MapApi = ReturnType<typeof createMapApi>;

/**
 * The map search request from the page's search request (same criteria and filters): the whole
 * matching set instead of a page, "orderBy priceQuality", "performMapSearch true,
 * performGiftableSearch for gifts".
 */
export function buildMapSearchRequest(searchRequest: OffersRequestInput, flow: Flow): OffersRequestInput {
  const { pagination: _pagination, ...request } = searchRequest;
  return {
    ...request,
    sorting: { orderBy: MAP_SEARCH_ORDER_BY },
    performMapSearch: true,
    performGiftableSearch: flow === 'gifting',
  };
}

/**
 * The marker detail query: "client, locale, minisite, fetchPageModel and the flow's detail params"
 * — the stay's dates and party in the booking and hotel flows; a gift has no dates.
 */
export function buildMarkerDetailQuery(
  locale: WeekendDetailQueryInput['locale'],
  flow: Flow,
  stay: { checkin: string; nights: number } | undefined,
  party: { adults: number; children: number; babies: number },
): WeekendDetailQueryInput {
  const withStay = flow !== 'gifting' && stay !== undefined;
  return {
    locale,
    fetchPageModel: 'false',
    ...(withStay && { checkin: stay.checkin, night: stay.nights }),
    adult: party.adults,
    child: party.children,
    baby: party.babies,
  };
}

/** The browser's map calls: same origin, proxied to the API. */
export const browserMapApi: MapApi = createMapApi({ baseUrl: '/api' });
