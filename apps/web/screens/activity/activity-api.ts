import { type ActivityProduct, activityProductSchema } from '@escapade/contracts/activity-product';
import type { Locale } from '@escapade/domain/markets';
import type { ApiClientOptions } from '../../lib/api-transport';

/**
 * The activity page's call, `GET {api}/activity-only/weekend/{id}/detail.json` with the locale:
 * any failure (unknown id, unreachable API, unexpected body) answers null.
 */
export function createActivityApi({ baseUrl, fetch: fetchImpl = fetch, timeoutMs = 8000 }: ApiClientOptions) {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async getActivityProduct(id: number, locale: Locale, signal?: AbortSignal): Promise<ActivityProduct | null> {
      const timeout = AbortSignal.timeout(timeoutMs);
      try {
        const response = await fetchImpl(`${base}/activity-only/weekend/${id}/detail.json?${new URLSearchParams({ locale })}`, {
          cache: 'no-store',
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        if (!response.ok) return null;
        const parsed = activityProductSchema.safeParse(await response.json());
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

export type ActivityApi = ReturnType<typeof createActivityApi>;
