import type { APIRequestContext } from '@playwright/test';
import { LOCALES, MARKETS, type Locale } from '../packages/domain/src/markets';
import { SCREEN_SEGMENTS } from '../packages/domain/src/screen-segments';
import { expect, test } from './support/fixtures';

/**
 * hreflang alternates lead to pages that exist: every alternate of a sample of product, activity,
 * hotel and landing pages in the six markets answers 200, is indexable, and lists the page it came
 * from in return (search engines ignore a pair of alternates that do not name each other).
 * Pages are read as HTML through the request API: no browser needed.
 */
test.describe.configure({ mode: 'parallel' });
test.skip(({ isMobile }) => isMobile, 'the head is the same at every size');

interface Head {
  status: number;
  robots: string;
  canonical: string | undefined;
  alternates: Map<string, string>;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&');
}

async function readHead(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const alternates = new Map<string, string>();
  let canonical: string | undefined;
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (rel === 'canonical') canonical = href;
    const hreflang = attribute(tag, 'hrefLang') ?? attribute(tag, 'hreflang');
    if (rel === 'alternate' && hreflang && href) alternates.set(hreflang, href);
  }
  const robots = /<meta\s+name="robots"\s+content="([^"]*)"/i.exec(html)?.[1] ?? '';
  return { status: response.status(), robots, canonical, alternates };
}

const pathOf = (url: string) => new URL(url, 'http://x').pathname;

/** Follows every alternate of `path` (x-default included) and checks each one names `path` back. */
async function expectReciprocalAlternates(request: APIRequestContext, path: string): Promise<number> {
  const head = await readHead(request, path);
  expect(head.status, path).toBe(200);
  expect(head.robots, path).toMatch(/^index/);
  expect(head.alternates.size, `${path} lists alternates`).toBeGreaterThan(0);
  const self = head.canonical ?? path;
  for (const [hreflang, url] of head.alternates) {
    const alternate = await readHead(request, pathOf(url));
    expect(alternate.status, `${hreflang} → ${url} (from ${path})`).toBe(200);
    expect(alternate.robots, `${url} is indexable`).toMatch(/^index/);
    expect([...alternate.alternates.values()].map(pathOf), `${url} names ${path} back`).toContain(pathOf(self));
  }
  return head.alternates.size;
}

interface Card {
  uri: string;
  hotel: { id: number; location: { uri: string } };
}

async function samplePages(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const prefix = `/${MARKETS[locale].segment}`;
  const offers = await request.post('/api/offers.json', { data: { locale, pagination: { limit: 6 } } });
  expect(offers.ok()).toBe(true);
  const cards = ((await offers.json()) as { exactMatch: Card[] }).exactMatch;
  const pages: string[] = [];
  const product = cards[0];
  if (product) pages.push(`${prefix}${product.uri}`);
  const hotel = cards[1]?.hotel ?? product?.hotel;
  if (hotel) pages.push(`${prefix}/${SCREEN_SEGMENTS.hotel[MARKETS[locale].language]}/${hotel.id}`);
  const landing = cards.find((card) => card.hotel.location.uri)?.hotel.location.uri;
  if (landing) pages.push(`${prefix}${landing}`);
  const activities = await request.post('/api/search/activity-only.json', { data: { locale, page: 0, searchCriterias: {} } });
  if (activities.ok()) {
    const hit = ((await activities.json()) as { results: { uri: string; published?: boolean }[] }).results.find((result) => result.published !== false);
    if (hit) pages.push(`${prefix}${hit.uri}`);
  }
  return pages;
}

for (const locale of LOCALES) {
  test(`every hreflang alternate of ${locale} sample pages answers 200 and links back`, async ({ request }) => {
    test.setTimeout(180_000);
    const pages = await samplePages(request, locale);
    expect(pages.length, `sample pages of ${locale}`).toBeGreaterThanOrEqual(3);
    for (const path of pages) {
      const head = await readHead(request, path);
      // A noindex page lists no alternates at all (nothing to follow); the sample keeps the indexable ones.
      if (!/^index/.test(head.robots)) {
        expect(head.alternates.size, `${path} is noindex and lists no alternate`).toBe(0);
        continue;
      }
      await expectReciprocalAlternates(request, path);
    }
  });
}

test('robots.txt names the sitemap index, whose files list indexable pages with their alternates', async ({ request }) => {
  test.setTimeout(180_000);
  const robots = await (await request.get('/robots.txt')).text();
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  expect(sitemapUrl, robots).toMatch(/\/sitemap\.xml$/);

  const index = await request.get(pathOf(sitemapUrl ?? ''));
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toMatch(/^application\/xml/);
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => pathOf(match[1] ?? ''));
  for (const locale of LOCALES) {
    for (const kind of ['landing', 'hotel', 'product', 'activity']) expect(files, `${locale} ${kind}`).toContain(`/sitemaps/${MARKETS[locale].segment}-${kind}-0.xml`);
  }

  for (const file of ['/sitemaps/fr-fr-product-0.xml', '/sitemaps/nl-be-landing-0.xml']) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    const xml = await response.text();
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(urls.length, file).toBeGreaterThan(0);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang=');
    // A sample of the listed pages answers 200 and is indexable.
    for (const url of urls.slice(0, 3)) {
      const head = await readHead(request, pathOf(url));
      expect(head.status, url).toBe(200);
      expect(head.robots, url).toMatch(/^index/);
    }
  }
  expect((await request.get('/sitemaps/fr-fr-product-99.xml')).status()).toBe(404);
  expect((await request.get('/sitemaps/xx-yy-product-0.xml')).status()).toBe(404);
});
