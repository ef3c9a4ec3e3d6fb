import type { ActivityProduct } from '@escapade/contracts/activity-product';
import type { Locale } from '@escapade/domain/markets';
import { type ApiClientOptions, createApiTransport, orNullWhenFailed } from '../api-transport';
import { contracts } from './lazy-contract';

/**
 * The activity page's call, `GET {api}/activity-only/weekend/{id}/detail.json` with the locale: the
 * activity product. Any failure (unknown id, unreachable API, unexpected body) answers null.
 */
export function createActivityApi(options: ApiClientOptions) {
  const call = createApiTransport({ timeoutMs: 8000, ...options });

  return {
    async getActivityProduct(id: number, locale: Locale, signal?: AbortSignal): Promise<ActivityProduct | null> {
      const path = `/activity-only/weekend/${id}/detail.json?${new URLSearchParams({ locale })}`;
      return orNullWhenFailed(call(path, contracts.activityProduct().then((contract) => contract.activityProductSchema), { signal }));
    },
  };
}

export type ActivityApi = ReturnType<typeof createActivityApi>;

/** The browser's activity calls: same origin, proxied to the API. */
export const browserActivityApi: ActivityApi = createActivityApi({ baseUrl: '/api' });
