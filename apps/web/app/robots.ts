import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { getWebConfig } from '../config';
import { findMarketHost } from '../i18n/market-hosts';

/**
 * `/robots.txt` (the proxy leaves it alone): crawlers may read every page; whether a page is
 * indexed is its own robots meta ("Pages are noindex unless an indexable flag is on"). The API is
 * data, not pages. It names the sitemap index of the host it is read on.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const { urlMode } = getWebConfig();
  const origin = urlMode.kind === 'single-host' ? urlMode.origin : findMarketHost(urlMode.hosts, (await headers()).get('host'))?.origin;
  return { rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }], ...(origin ? { sitemap: `${origin}/sitemap.xml` } : {}) };
}
