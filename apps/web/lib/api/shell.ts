import type { HealthResponse } from '@escapade/contracts/health';
import type { ClientLogInput, NotFoundReportQueryInput } from '@escapade/contracts/logs';
import type { SearchLanding, SearchLandingQuery } from '@escapade/contracts/search-landing';
import type { SitemapFile, SitemapIndex, SitemapKind } from '@escapade/contracts/sitemap';
import type { Locale } from '@escapade/domain/markets';
import { type ApiClientOptions, createApiTransport, orNullWhenMissing } from '../api-transport';
import { contracts } from './lazy-contract';

/**
 * The site shell's calls (health, search landing paths, logs, not-found reports, sitemaps), made by
 * server components and route handlers; the browser only sends log lines through them.
 */
export function createShellApi(options: ApiClientOptions) {
  const call = createApiTransport({ timeoutMs: 5000, ...options });

  return {
    async getHealth(): Promise<HealthResponse> {
      return call('/health', contracts.health().then((contract) => contract.healthResponseSchema));
    },

    /** The destination and/or theme a path names, or null when it names none (404). */
    async findSearchLanding(query: SearchLandingQuery): Promise<SearchLanding | null> {
      const { searchLandingQuerySchema, searchLandingSchema } = await contracts.searchLanding();
      const { locale, path } = searchLandingQuerySchema.parse(query);
      return orNullWhenMissing(call(`/search-landing?${new URLSearchParams({ locale, path })}`, searchLandingSchema));
    },

    /** The gateway logs endpoint: level ERROR, locale, location, message (cut to 256 characters). */
    async sendClientLog(log: ClientLogInput): Promise<void> {
      const { clientLogSchema } = await contracts.logs();
      await call('/logs', null, { body: clientLogSchema.parse(log), keepalive: true });
    },

    /** How many indexable pages of each kind a market's sitemap lists. */
    async getSitemapIndex(locale: Locale): Promise<SitemapIndex> {
      return call(`/sitemap/${locale}`, contracts.sitemap().then((contract) => contract.sitemapIndexSchema));
    },

    /** One sitemap file's pages, or null past the last file (404). */
    async getSitemapFile(locale: Locale, kind: SitemapKind, page: number): Promise<SitemapFile | null> {
      return orNullWhenMissing(call(`/sitemap/${locale}/${kind}?page=${page}`, contracts.sitemap().then((contract) => contract.sitemapFileSchema)));
    },

    /** Records a not-found page seen by a visitor (forwarded from the web origin's `GET /error`). */
    async reportNotFound(query: NotFoundReportQueryInput): Promise<void> {
      const { notFoundReportQuerySchema } = await contracts.logs();
      const { uri, locale } = notFoundReportQuerySchema.parse(query);
      await call(`/not-found-report?${new URLSearchParams({ uri, locale })}`, null);
    },
  };
}

export type ShellApi = ReturnType<typeof createShellApi>;
