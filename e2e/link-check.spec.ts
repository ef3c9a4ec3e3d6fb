import type { APIRequestContext } from '@playwright/test';
import { LOCALES, MARKETS, type Locale } from '@escapade/domain/markets';
import { SCREEN_SEGMENTS } from '@escapade/domain/screen-segments';
import { PROMO_CAMPAIGN_PAGES } from '@escapade/domain/site-shell';
import { expect, test } from './support/fixtures';

/**
 * Every link resolves: the link check crawls the home page of each flow, the navigation and the
 * footer (both on every page), the static content pages, the weekend ideas page, the promo landings,
 * the contact page and the partner minisites of the six markets, and fails on any internal link that
 * does not end in a 200 (a redirect to a 200 is an intended one). It reads the server-rendered HTML,
 * which is what a search engine follows, so it needs no browser and runs in the desktop project only.
 */
test.describe('link check', () => {
  test.skip(({ isMobile }) => isMobile, 'the server-rendered HTML is the same at both sizes');
  test.setTimeout(15 * 60_000);

  test('every internal link of home, navigation, footer, content pages and minisites answers 200', async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    const startPages = new Set<string>();
    for (const locale of LOCALES) for (const page of await startPagesOf(request, locale)) startPages.add(page);
    const minisites = (await (await request.get('/api/cms/minisites')).json()) as { minisites: Array<{ minisiteUrl: string; minisiteLocale: Locale }> };
    expect(minisites.minisites.length).toBe(5);
    for (const site of minisites.minisites) {
      const market = MARKETS[site.minisiteLocale];
      startPages.add(`/${market.segment}/${SCREEN_SEGMENTS.minisite[market.language]}/${site.minisiteUrl}`);
    }

    const failures: string[] = [];
    const links = new Map<string, string>(); // link → the first page it was found on
    await inParallel([...startPages], 4, async (page) => {
      const response = await request.get(page);
      if (response.status() !== 200) {
        failures.push(`${page} (start page) answered ${response.status()}`);
        return;
      }
      for (const href of internalHrefs(await response.text(), origin)) if (!links.has(href) && !startPages.has(href)) links.set(href, page);
    });
    expect(links.size).toBeGreaterThan(100);

    await inParallel([...links.keys()], 4, async (href) => {
      const response = await request.get(href, { maxRedirects: 5 });
      if (response.status() !== 200) failures.push(`${href} (linked from ${links.get(href)}) answered ${response.status()}`);
    });
    expect(failures).toEqual([]);
  });
});

async function startPagesOf(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const market = MARKETS[locale];
  const base = `/${market.segment}`;
  const staticPages = (await (await request.get(`/api/cms/pages?locale=${locale}`)).json()) as { pages: Array<{ id: string }> };
  expect(staticPages.pages.length).toBeGreaterThanOrEqual(9);
  return [
    `${base}/`,
    `${base}/?flow=gifting`,
    ...(market.features.activityOnlySearch ? [`${base}/?flow=activity`] : []),
    `${base}/${SCREEN_SEGMENTS.weekendIdeas[market.language]}`,
    `${base}/${SCREEN_SEGMENTS.contact[market.language]}`,
    ...PROMO_CAMPAIGN_PAGES.map((slug) => `${base}/${SCREEN_SEGMENTS.landing[market.language]}/${slug}`),
    ...staticPages.pages.map((page) => `${base}/${SCREEN_SEGMENTS.content[market.language]}/${page.id}`),
  ];
}

/** The same-origin page links of an HTML document, without their fragment; API files and assets are not pages. */
function internalHrefs(html: string, origin: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const raw = (match[1] ?? '').replaceAll('&amp;', '&');
    if (!raw || raw.startsWith('#') || /^(mailto|tel|javascript):/i.test(raw)) continue;
    const url = new URL(raw, `${origin}/`);
    if (url.origin !== origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/_next/')) continue;
    found.add(`${url.pathname}${url.search}`);
  }
  return [...found];
}

async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}
