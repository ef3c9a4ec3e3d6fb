import type { HealthResponse } from '@escapade/contracts/health';
import { healthResponseSchema } from '@escapade/contracts/health';
import type { ClientLogInput, NotFoundReportQueryInput } from '@escapade/contracts/logs';
import { clientLogSchema, notFoundReportQuerySchema } from '@escapade/contracts/logs';
import type { SearchLanding, SearchLandingQuery } from '@escapade/contracts/search-landing';
import { type SitemapFile, type SitemapIndex, type SitemapKind, sitemapFileSchema, sitemapIndexSchema } from '@escapade/contracts/sitemap';
import type { Locale } from '@escapade/domain/markets';
import { searchLandingQuerySchema, searchLandingSchema } from '@escapade/contracts/search-landing';
// The transport is its own module (no contract schemas), used by the feature clients of lib/api/.
import { ApiError, type ApiClientOptions, createApiTransport } from './api-transport';

/**
 * The typed client of the API's shell calls (health, landing paths, logs), used by server components (base API_INTERNAL_URL) and by the
 * browser (same-origin `/api`). Every answer is validated with the contract's zod schema.
 */
export function createApiClient(options: ApiClientOptions) {
  const { send, readJson } = createApiTransport(options);

  async function expectNoContent(response: Response, path: string): Promise<void> {
    if (!response.ok) throw new ApiError(`${path} answered ${response.status}`, response.status);
  }

  return {
    async getHealth(): Promise<HealthResponse> {
      const path = '/health';
      return readJson(await send(path), healthResponseSchema, path);
    },

    /** The destination and/or theme a path names, or null when it names none (404). */
    async findSearchLanding(query: SearchLandingQuery): Promise<SearchLanding | null> {
      const { locale, path: landingPath } = searchLandingQuerySchema.parse(query);
      const path = `/search-landing?${new URLSearchParams({ locale, path: landingPath })}`;
      const response = await send(path);
      if (response.status === 404) return null;
      return readJson(response, searchLandingSchema, path);
    },

    /** The gateway logs endpoint: level ERROR, locale, location, message (cut to 256 characters). */
    async sendClientLog(log: ClientLogInput): Promise<void> {
      const path = '/logs';
      const body = clientLogSchema.parse(log);
      await expectNoContent(
        await send(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true }),
        path,
      );
    },

    /** How many indexable pages of each kind a market's sitemap lists. */
    async getSitemapIndex(locale: Locale): Promise<SitemapIndex> {
      const path = `/sitemap/${locale}`;
      return readJson(await send(path), sitemapIndexSchema, path);
    },

    /** One sitemap file's pages, or null past the last file (404). */
    async getSitemapFile(locale: Locale, kind: SitemapKind, page: number): Promise<SitemapFile | null> {
      const path = `/sitemap/${locale}/${kind}?page=${page}`;
      const response = await send(path);
      if (response.status === 404) return null;
      return readJson(response, sitemapFileSchema, path);
    },

    /** Records a not-found page seen by a visitor (forwarded from the web origin's `GET /error`). */
    async reportNotFound(query: NotFoundReportQueryInput): Promise<void> {
      const { uri, locale } = notFoundReportQuerySchema.parse(query);
      const path = `/not-found-report?${new URLSearchParams({ uri, locale })}`;
      await expectNoContent(await send(path), path);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
