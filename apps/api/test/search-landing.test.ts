import { locationKeyOf } from '@escapade/contracts/location-kinds';
import { problemSchema } from '@escapade/contracts/problem';
import { searchLandingLinksResponseSchema, searchLandingSchema } from '@escapade/contracts/search-landing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { SEARCH_LANDING_INDEXABLE_MIN_HOTELS } from '../src/catalog/resolve-search-landing';
import { buildTestApp } from './helpers';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function landing(locale: string, path: string) {
  return app.inject({ method: 'GET', url: `/api/search-landing?${new URLSearchParams({ locale, path })}` });
}

async function slugOf(language: string, name: string) {
  return app.db
    .selectFrom('destination_name as n')
    .innerJoin('destination as d', 'd.id', 'n.destination_id')
    .select(['d.id', 'd.type', 'd.latitude', 'd.longitude', 'n.slug', 'n.name'])
    .where('n.language', '=', language as 'fr')
    .where('n.name', '=', name)
    .executeTakeFirstOrThrow();
}

/** Hotels with a sold stay at the destination and of the theme: the oracle of numberOfOffers. */
async function countHotels(locale: string, destinationId?: number, themeId?: number): Promise<number> {
  const result = await sql<{ n: number }>`
    select count(distinct o.hotel_id)::int as n from offer o join hotel h on h.id = o.hotel_id
    where o.published and h.active and ${locale} = any(o.locales) and (o.expiration is null or o.expiration >= current_date)
      and (${destinationId ?? null}::int is null or exists (select 1 from hotel_destination hd where hd.hotel_id = h.id and hd.destination_id = ${destinationId ?? null}::int))
      and (${themeId ?? null}::int is null or ${themeId ?? null}::int = any(o.theme_ids))`.execute(app.db);
  return result.rows[0]!.n;
}

describe('GET /api/search-landing', () => {
  it('resolves a destination slug, a theme slug and destination/theme, in the market language', async () => {
    const region = await slugOf('fr', 'Île-de-France');
    const theme = await app.db.selectFrom('theme').select(['id', 'name', 'slug']).where('id', '=', 1).executeTakeFirstOrThrow();

    const destinationOnly = searchLandingSchema.parse((await landing('fr_FR', region.slug)).json());
    expect(destinationOnly.destination).toEqual({
      id: region.id, type: locationKeyOf(region.type), label: region.name, slug: region.slug, latitude: region.latitude, longitude: region.longitude,
    });
    expect(destinationOnly.theme).toBeUndefined();

    const themeOnly = searchLandingSchema.parse((await landing('fr_FR', theme.slug.fr)).json());
    expect(themeOnly.theme).toEqual({ id: theme.id, label: theme.name.fr, slug: theme.slug.fr });
    expect(themeOnly.destination).toBeUndefined();

    const both = await landing('fr_FR', `${region.slug}/${theme.slug.fr}`);
    expect(both.statusCode).toBe(200);
    const body = searchLandingSchema.parse(both.json());
    expect(body).toMatchObject({ destination: { id: region.id }, theme: { id: theme.id }, canonicalPath: `/${region.slug}/${theme.slug.fr}` });
    expect(body.title).toContain(region.name);
    expect(body.title).toContain(theme.name.fr);

    const italian = searchLandingSchema.parse((await landing('it_IT', theme.slug.it)).json());
    expect(italian.theme?.label).toBe(theme.name.it);
  });

  it('tolerates slashes and capitals around the slugs', async () => {
    const region = await slugOf('fr', 'Île-de-France');
    const response = await landing('fr_BE', `/${region.slug.toUpperCase()}/`);
    expect(response.statusCode).toBe(200);
    expect(searchLandingSchema.parse(response.json()).canonicalPath).toBe(`/${region.slug}`);
  });

  it('counts the hotels with a stay for it and is indexable from that many on', async () => {
    const region = await slugOf('fr', 'Île-de-France');
    for (const [path, themeId] of [[region.slug, undefined], [`${region.slug}/romantique`, 1]] as const) {
      const body = searchLandingSchema.parse((await landing('fr_FR', path)).json());
      const expected = await countHotels('fr_FR', region.id, themeId);
      expect(body.numberOfOffers).toBe(expected);
      expect(body.indexable).toBe(expected >= SEARCH_LANDING_INDEXABLE_MIN_HOTELS);
      expect(body.subtitle.length).toBeGreaterThan(0);
      expect(body.seoText).toContain(region.name);
    }
  });

  it('answers 404 problem for a path that names no destination or theme, or three segments', async () => {
    const region = await slugOf('fr', 'Île-de-France');
    for (const path of ['no-such-place', `${region.slug}/no-such-theme`, `romantique/${region.slug}`, `${region.slug}/romantique/x`, '///']) {
      const response = await landing('fr_FR', path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(problemSchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
    // A French slug is not a Dutch path.
    const dutchName = await slugOf('nl', 'Frankrijk');
    expect((await landing('nl_NL', 'france')).statusCode).toBe(404);
    expect((await landing('nl_NL', dutchName.slug)).statusCode).toBe(200);
  });

  it('answers 400 naming the field for a missing path or locale', async () => {
    const missingPath = await app.inject({ method: 'GET', url: '/api/search-landing?locale=fr_FR' });
    expect(missingPath.statusCode).toBe(400);
    expect(problemSchema.parse(missingPath.json()).field).toBe('path');
    const badLocale = await app.inject({ method: 'GET', url: '/api/search-landing?locale=xx&path=paris' });
    expect(problemSchema.parse(badLocale.json()).field).toBe('locale');
  });
});

describe('GET /api/search-landing/links', () => {
  it('answers sections of links (label, url, numberOfOffers) that are themselves search landings', async () => {
    const country = await slugOf('fr', 'France');
    const response = await app.inject({ method: 'GET', url: `/api/search-landing/links?locale=fr_FR&destinationId=${country.id}` });
    expect(response.statusCode).toBe(200);
    const { sections } = searchLandingLinksResponseSchema.parse(response.json());
    expect(sections.length).toBe(2);
    for (const section of sections) {
      expect(section.title.length).toBeGreaterThan(0);
      expect(section.links.length).toBeGreaterThan(0);
      const counts = section.links.map((link) => link.numberOfOffers);
      expect([...counts].sort((a, b) => b - a)).toEqual(counts);
      for (const link of section.links) {
        const target = await landing('fr_FR', link.url);
        expect(target.statusCode, link.url).toBe(200);
        const body = searchLandingSchema.parse(target.json());
        expect(body.numberOfOffers, link.url).toBe(link.numberOfOffers);
      }
    }
    // A country's places are its regions.
    const regionLinks = sections[1]!.links;
    for (const link of regionLinks) expect(searchLandingSchema.parse((await landing('fr_FR', link.url)).json()).destination?.type).toBe('region');
  });

  it("for a theme alone, lists the regions with that theme's stays", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/search-landing/links?locale=fr_FR&themeId=1' });
    const { sections } = searchLandingLinksResponseSchema.parse(response.json());
    expect(sections).toHaveLength(1);
    for (const link of sections[0]!.links) {
      expect(link.url).toMatch(/^\/[a-z0-9-]+\/romantique$/);
      expect(link.numberOfOffers).toBeGreaterThan(0);
    }
  });

  it('answers no section for unknown ids, and 400 without destinationId or themeId', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/search-landing/links?locale=fr_FR&destinationId=987654' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ sections: [] });
    const missing = await app.inject({ method: 'GET', url: '/api/search-landing/links?locale=fr_FR' });
    expect(missing.statusCode).toBe(400);
    expect(problemSchema.parse(missing.json()).field).toBe('destinationId');
  });
});
