import { problemSchema } from '@escapade/contracts/problem';
import { SITEMAP_KINDS, type SitemapFile, sitemapFileSchema, sitemapIndexSchema } from '@escapade/contracts/sitemap';
import { LOCALES } from '@escapade/domain/markets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function file(locale: string, kind: string, page = 0): Promise<SitemapFile> {
  const response = await app.inject({ method: 'GET', url: `/api/sitemap/${locale}/${kind}?page=${page}` });
  expect(response.statusCode, response.body).toBe(200);
  return sitemapFileSchema.parse(response.json());
}

describe('GET /api/sitemap/{locale}', () => {
  it('counts the indexable pages of every kind, in files of at most 50,000', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/sitemap/fr_FR' });
    expect(response.statusCode).toBe(200);
    const index = sitemapIndexSchema.parse(response.json());
    expect(index.kinds.map((entry) => entry.kind)).toEqual([...SITEMAP_KINDS]);
    for (const entry of index.kinds) {
      expect(entry.files).toBe(Math.ceil(entry.count / 50_000));
      expect((await file('fr_FR', entry.kind)).entries).toHaveLength(Math.min(entry.count, 50_000));
    }
    expect(index.kinds.find((entry) => entry.kind === 'product')?.count).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(index.lastModified))).toBe(false);
  });

  it('refuses an unknown market or kind (400 naming it) and a page past the last (404)', async () => {
    const market = await app.inject({ method: 'GET', url: '/api/sitemap/en_GB' });
    expect(market.statusCode).toBe(400);
    expect(problemSchema.parse(market.json()).field).toBe('locale');
    const kind = await app.inject({ method: 'GET', url: '/api/sitemap/fr_FR/box' });
    expect(kind.statusCode).toBe(400);
    expect(problemSchema.parse(kind.json()).field).toBe('kind');
    const past = await app.inject({ method: 'GET', url: '/api/sitemap/fr_FR/product?page=3' });
    expect(past.statusCode).toBe(404);
    expect(past.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('GET /api/sitemap/{locale}/{kind}: every entry is a page that exists and is indexable in each of its markets', () => {
  it.each(LOCALES)('products of %s: sold there, alternates as the page model names them', async (locale) => {
    const { entries } = await file(locale, 'product');
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries.slice(0, 15)) {
      expect(entry.locales).toContain(locale);
      for (const market of entry.locales) {
        const detail = await app.inject({ method: 'GET', url: `/api/weekend/${entry.rest[0]}/detail.json?locale=${market}` });
        expect(detail.statusCode, `product ${entry.rest[0]} in ${market}`).toBe(200);
        const body = detail.json() as { expired: boolean; pageModel: { metaRobots: string; alternateUrls: { locale: string }[] } };
        expect(body.expired).toBe(false);
        expect(body.pageModel.metaRobots).toMatch(/^index/);
        expect(body.pageModel.alternateUrls.map((alternate) => alternate.locale)).toEqual(entry.locales);
      }
    }
  });

  it('activities: published and index in each of their markets', async () => {
    const { entries } = await file('fr_FR', 'activity');
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries.slice(0, 10)) {
      for (const market of entry.locales) {
        const detail = await app.inject({ method: 'GET', url: `/api/activity-only/weekend/${entry.rest[0]}/detail.json?locale=${market}` });
        expect(detail.statusCode, `activity ${entry.rest[0]} in ${market}`).toBe(200);
        const body = detail.json() as { published: boolean; pageModel: { metaRobots: string } };
        expect(body.published).toBe(true);
        expect(body.pageModel.metaRobots).toMatch(/^index/);
      }
    }
  });

  it('hotels: active, with a page in every market', async () => {
    const { entries } = await file('es_ES', 'hotel');
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries.slice(0, 10)) {
      expect(entry.locales).toEqual([...LOCALES]);
      const hotel = await app.inject({ method: 'GET', url: `/api/hotel/${entry.rest[0]}?locale=es_ES` });
      expect(hotel.statusCode).toBe(200);
      expect((hotel.json() as { metaRobots: string }).metaRobots).toMatch(/^index/);
    }
  });

  it('landings: indexable in each market of its language it names, and only there', async () => {
    const { entries } = await file('fr_FR', 'landing');
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.some((entry) => entry.rest.length === 2)).toBe(true);
    for (const entry of entries.slice(0, 25)) {
      expect(entry.locales.every((market) => market === 'fr_FR' || market === 'fr_BE')).toBe(true);
      for (const market of ['fr_FR', 'fr_BE'] as const) {
        const response = await app.inject({ method: 'GET', url: `/api/search-landing?${new URLSearchParams({ locale: market, path: entry.rest.join('/') })}` });
        expect(response.statusCode, `${entry.rest.join('/')} in ${market}`).toBe(200);
        const landing = response.json() as { indexable: boolean; canonicalPath: string; alternateLocales: string[] };
        expect(landing.indexable, `${entry.rest.join('/')} indexable in ${market}`).toBe(entry.locales.includes(market));
        expect(landing.canonicalPath).toBe(`/${entry.rest.join('/')}`);
        // The page's hreflang alternates are the sitemap's: the markets where it is indexable.
        expect(landing.alternateLocales).toEqual(landing.indexable ? entry.locales : []);
      }
    }
  });
});
