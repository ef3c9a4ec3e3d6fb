import type { BoxDetail, BoxOffersResponse, BoxSearchResponse } from '@escapade/contracts/boxes';
import { BOX_OFFERS_PAGE_SIZE } from '@escapade/contracts/box-limits';
import type { Locale } from '@escapade/domain/markets';
import type { ApiClientOptions } from '../api-transport';
import { createApiTransport } from '../api-transport';
import { contracts, preloadInBrowser } from './lazy-contract';

/** Contracts come with the first call (decision 0018); a box page asks for its stays as it starts. */
preloadInBrowser(contracts.boxes);

/**
 * The gift box pages' calls: `/boxes/search`, `/boxes/{code}/product-detail` and
 * `/boxes/{boxCode}/offers` (limit 8). Every answer is validated with the contract's schema and
 * any unusable answer is an `ApiError`, which the pages show as 'Oops, something went wrong'.
 */
export function createBoxesApi(options: ApiClientOptions) {
  const call = createApiTransport({ timeoutMs: 8000, ...options });

  return {
    /** The market's boxes; the API lists only codes ending in EBOX. */
    async searchBoxes(locale: Locale): Promise<BoxSearchResponse> {
      return call(`/boxes/search?${new URLSearchParams({ locale })}`, contracts.boxes().then((contract) => contract.boxSearchResponseSchema));
    },

    /** A box with its formats; null for an unknown code ("failure returns empty"). */
    async getBoxDetail(code: string, locale: Locale): Promise<BoxDetail | null> {
      const answer = await call(`/boxes/${encodeURIComponent(code)}/product-detail?${new URLSearchParams({ locale })}`, contracts.boxes().then((contract) => contract.boxDetailResponseSchema));
      return answer.box;
    },

    /** One page (zero-based) of the stays the box opens, 8 at a time. */
    async getBoxOffers(code: string, request: { locale: Locale; page: number }, signal?: AbortSignal): Promise<BoxOffersResponse> {
      const query = new URLSearchParams({ locale: request.locale, page: String(request.page), limit: String(BOX_OFFERS_PAGE_SIZE) });
      return call(`/boxes/${encodeURIComponent(code)}/offers?${query}`, contracts.boxes().then((contract) => contract.boxOffersResponseSchema), { signal });
    },
  };
}

export type BoxesApi = ReturnType<typeof createBoxesApi>;

/** The browser's box calls: same origin, proxied to the API. */
export const browserBoxesApi: BoxesApi = createBoxesApi({ baseUrl: '/api' });
