import type { SitemapFile, SitemapIndex, SitemapKind } from '@escapade/contracts/sitemap';
import { SITEMAP_KINDS } from '@escapade/contracts/sitemap';
import { LOCALES, MARKETS, type Locale } from '@escapade/domain/markets';
import { buildAlternateUrls, buildMarketOrigin, buildMarketUrl, type UrlMode } from '../../i18n/market-urls';
import { findMarketHost } from '../../i18n/market-hosts';
import type { ScreenPath } from '../../i18n/routes';

/**
 * The site's sitemaps: `/sitemap.xml` is an index of the markets served on the requested host,
 * pointing at one file per market, kind and block of 50,000 pages:
 * `/sitemaps/{market segment}-{kind}-{n}.xml` (`/sitemaps/fr-fr-product-0.xml`). Each URL carries
 * its hreflang alternates, the same the page's head lists.
 */
export const SITEMAPS_PATH = '/sitemaps';

export interface SitemapFileName {
  locale: Locale;
  kind: SitemapKind;
  page: number;
}

export function sitemapFileName({ locale, kind, page }: SitemapFileName): string {
  return `${MARKETS[locale].segment}-${kind}-${page}.xml`;
}

const FILE_NAME = /^([a-z]{2}-[a-z]{2})-([a-z]+)-(\d{1,5})\.xml$/;

/** The market, kind and block a file name names, or undefined for any other name. */
export function parseSitemapFileName(name: string): SitemapFileName | undefined {
  const match = FILE_NAME.exec(name);
  if (!match) return undefined;
  const [, segment, kind, page] = match;
  const locale = LOCALES.find((candidate) => MARKETS[candidate].segment === segment);
  if (!locale || !(SITEMAP_KINDS as readonly string[]).includes(kind ?? '')) return undefined;
  return { locale, kind: kind as SitemapKind, page: Number(page) };
}

/** The markets whose pages a host serves: all of them on the single host. */
export function localesOfHost(mode: UrlMode, host: string | null): readonly Locale[] {
  if (mode.kind === 'single-host') return LOCALES;
  return findMarketHost(mode.hosts, host)?.locales ?? [];
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** The sitemap index of some markets: one entry per file each market's index counts. */
export function renderSitemapIndex(indexes: readonly SitemapIndex[], mode: UrlMode): string {
  const entries: string[] = [];
  for (const index of indexes) {
    const origin = buildMarketOrigin(index.locale, mode);
    for (const { kind, files } of index.kinds) {
      for (let page = 0; page < files; page += 1) {
        const loc = `${origin}${SITEMAPS_PATH}/${sitemapFileName({ locale: index.locale, kind, page })}`;
        entries.push(`<sitemap><loc>${escapeXml(loc)}</loc><lastmod>${escapeXml(index.lastModified)}</lastmod></sitemap>`);
      }
    }
  }
  return `${XML_DECLARATION}\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The page a sitemap entry names: a landing is a path under the market's home. */
export function screenPathOf(kind: SitemapKind, rest: readonly string[]): ScreenPath {
  return { screen: kind === 'landing' ? 'home' : kind, rest };
}

/** One sitemap file: each page's URL, the catalogue's last change, and its alternates. */
export function renderSitemapFile(file: SitemapFile, mode: UrlMode): string {
  const urls = file.entries.map((entry) => {
    const page = screenPathOf(file.kind, entry.rest);
    const alternates = Object.entries(buildAlternateUrls(page, mode, entry.locales).languages)
      .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`)
      .join('');
    return `<url><loc>${escapeXml(buildMarketUrl(file.locale, page, mode))}</loc><lastmod>${escapeXml(file.lastModified)}</lastmod>${alternates}</url>`;
  });
  return `${XML_DECLARATION}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
