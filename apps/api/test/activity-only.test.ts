import { ACTIVITY_ONLY_PAGE_SIZE, activitySearchResponseSchema, type ActivitySearchResponse } from '@escapade/contracts/activity-search';
import { problemSchema } from '@escapade/contracts/problem';
import { haversineKm } from '@escapade/domain/geo';
import { activityPromo } from '@escapade/domain/price';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function search(body: Record<string, unknown>): Promise<ActivitySearchResponse> {
  const response = await app.inject({ method: 'POST', url: '/api/search/activity-only.json', payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return activitySearchResponseSchema.parse(response.json());
}

/** Every page of a search, concatenated. */
async function searchAll(body: Record<string, unknown>): Promise<ActivitySearchResponse['results']> {
  const first = await search({ ...body, page: 0 });
  const results = [...first.results];
  for (let page = 1; page * ACTIVITY_ONLY_PAGE_SIZE < first.totalCount; page += 1) results.push(...(await search({ ...body, page })).results);
  expect(results).toHaveLength(first.totalCount);
  return results;
}

interface ProductFixture {
  id: number;
  locales: string[];
  published: boolean;
  tag_ids: number[];
  theme_ids: number[];
  city_id: number;
  latitude: number;
  longitude: number;
  department_id: number | null;
  sizes: Array<{ group_size: number; sell_cents: number; bar_cents: number }>;
}

async function products(): Promise<ProductFixture[]> {
  const rows = await app.db
    .selectFrom('activity_product as p')
    .innerJoin('activity_center as ac', 'ac.id', 'p.main_activity_center_id')
    .innerJoin('destination as city', 'city.id', 'ac.city_id')
    .select(['p.id', 'p.locales', 'p.published', 'p.tag_ids', 'p.theme_ids', 'ac.city_id', 'ac.latitude', 'ac.longitude', 'city.department_id'])
    .execute();
  const prices = await app.db.selectFrom('activity_price').select(['product_id', 'group_size', 'sell_cents', 'bar_cents']).execute();
  return rows.map((row) => ({ ...row, sizes: prices.filter((price) => price.product_id === row.id) }));
}

const sold = (product: ProductFixture, locale: string, groupSize = 2) =>
  product.published && product.locales.includes(locale) && product.sizes.some((s) => s.group_size === groupSize);

describe('POST /api/search/activity-only.json', () => {
  it('without criteria, answers every published product of the market priced for 2, 18 per page', async () => {
    const all = await products();
    for (const locale of ['fr_FR', 'es_ES', 'nl_BE']) {
      const expected = all.filter((p) => sold(p, locale)).map((p) => p.id).sort((a, b) => a - b);
      const body = await search({ locale });
      expect(body.totalCount).toBe(expected.length);
      expect(body.pageSize).toBe(ACTIVITY_ONLY_PAGE_SIZE);
      expect(body.results.length).toBe(Math.min(expected.length, ACTIVITY_ONLY_PAGE_SIZE));
      expect((await searchAll({ locale })).map((hit) => hit.id).sort((a, b) => a - b)).toEqual(expected);
    }
  });

  it("searches a city 'and 30 km around': its own products and those within 30 km, nearest first", async () => {
    const all = await products();
    const cityId = all.find((p) => sold(p, 'fr_FR'))!.city_id;
    const city = await app.db.selectFrom('destination').select(['latitude', 'longitude']).where('id', '=', cityId).executeTakeFirstOrThrow();
    const centre = { lat: city.latitude, lng: city.longitude };
    const distanceOf = (p: ProductFixture) => haversineKm(centre, { lat: p.latitude, lng: p.longitude });
    const expected = all.filter((p) => sold(p, 'fr_FR') && (p.city_id === cityId || distanceOf(p) <= 30));
    expect(expected.length).toBeGreaterThan(0);
    const hits = await searchAll({ locale: 'fr_FR', searchCriterias: { city: cityId } });
    expect(hits.map((h) => h.id).sort((a, b) => a - b)).toEqual(expected.map((p) => p.id).sort((a, b) => a - b));
    const distances = hits.map((h) => h.distance!);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    const farAway = all.filter((p) => sold(p, 'fr_FR') && p.city_id !== cityId && distanceOf(p) > 30);
    for (const product of farAway) expect(hits.map((h) => h.id)).not.toContain(product.id);
  });

  it('searches a department by the towns of its activity centres, and lat/lng within 30 km', async () => {
    const all = await products();
    const product = all.find((p) => sold(p, 'es_ES') && p.department_id !== null)!;
    const inDepartment = all.filter((p) => sold(p, 'es_ES') && p.department_id === product.department_id).map((p) => p.id);
    const hits = await searchAll({ locale: 'es_ES', searchCriterias: { department: product.department_id } });
    expect(hits.map((h) => h.id).sort((a, b) => a - b)).toEqual(inDepartment.sort((a, b) => a - b));

    const point = { lat: product.latitude + 0.1, lng: product.longitude };
    const around = all.filter((p) => sold(p, 'es_ES') && haversineKm(point, { lat: p.latitude, lng: p.longitude }) <= 30).map((p) => p.id);
    const geo = await searchAll({ locale: 'es_ES', searchCriterias: { lat: point.lat, lng: point.lng } });
    expect(geo.map((h) => h.id).sort((a, b) => a - b)).toEqual(around.sort((a, b) => a - b));
  });

  it('answers an empty result for unknown or mismatched ids, never an error', async () => {
    const all = await products();
    for (const searchCriterias of [{ city: 987654 }, { region: all[0]!.city_id }, { hotel: 987654 }, { poi: 987654 }]) {
      const body = await search({ locale: 'fr_FR', searchCriterias });
      expect(body).toMatchObject({ results: [], totalCount: 0 });
    }
  });

  it('filters by theme, any of the tags, and the per-person price of the group size', async () => {
    const all = (await products()).filter((p) => sold(p, 'fr_FR', 1));
    const tag = all[0]!.tag_ids[0]!;
    const byTag = await searchAll({ locale: 'fr_FR', searchCriterias: { tags: `${tag},999999` } });
    expect(byTag.map((h) => h.id).sort((a, b) => a - b)).toEqual(
      (await products()).filter((p) => sold(p, 'fr_FR') && p.tag_ids.includes(tag)).map((p) => p.id).sort((a, b) => a - b),
    );
    const theme = all[0]!.theme_ids[0]!;
    const byTheme = await searchAll({ locale: 'fr_FR', searchCriterias: { theme, a: 1 } });
    expect(byTheme.map((h) => h.id).sort((a, b) => a - b)).toEqual(all.filter((p) => p.theme_ids.includes(theme)).map((p) => p.id).sort((a, b) => a - b));

    const perPerson = (p: ProductFixture) => Math.ceil(p.sizes.find((s) => s.group_size === 2)!.sell_cents / 2);
    const twos = (await products()).filter((p) => sold(p, 'fr_FR'));
    const median = twos.map(perPerson).sort((a, b) => a - b)[Math.floor(twos.length / 2)]!;
    const cheap = await searchAll({ locale: 'fr_FR', searchCriterias: { priceMax: median } });
    expect(cheap.map((h) => h.id).sort((a, b) => a - b)).toEqual(twos.filter((p) => perPerson(p) <= median).map((p) => p.id).sort((a, b) => a - b));
    const dear = await searchAll({ locale: 'fr_FR', searchCriterias: { priceMin: median + 1 } });
    expect(cheap.length + dear.length).toBe(twos.length);
  });

  it('answers the hit fields: card, prices with promo at 5 or more, imagesBySize, activities, pageModel', async () => {
    const body = await search({ locale: 'fr_FR', numberOfPackagesPerHotel: 3 });
    const hit = body.results[0]!;
    const fixture = (await products()).find((p) => p.id === hit.id)!;
    expect(hit.prices.length).toBe(Math.min(3, fixture.sizes.length));
    for (const price of hit.prices) {
      const size = fixture.sizes.find((s) => s.group_size === price.paxComposition.adults)!;
      expect(price).toEqual({ paxComposition: { adults: size.group_size }, barPrice: size.bar_cents, sellPrice: size.sell_cents, promo: activityPromo(size.sell_cents, size.bar_cents) });
      expect(price.promo === 0 || price.promo >= 5).toBe(true);
    }
    for (const [size, url] of Object.entries(hit.imagesBySize)) expect(url).toMatch(new RegExp(`^/api/images/[^/]+/${size}\\.webp$`));
    expect(hit.imageUrl).toBe(hit.imagesBySize['640_360']);
    expect(hit.uri).toBe(`/activite/${hit.id}`);
    expect(hit.pageModel.canonicalUrl).toBe(`/fr-fr/activite/${hit.id}`);
    expect(hit.pageModel.alternateUrls.map((a) => a.locale).sort()).toEqual([...fixture.locales].sort());
    expect(hit.activities.length).toBeGreaterThan(0);
    expect(hit.activities.filter((a) => a.activityCenter.main).length).toBeGreaterThan(0);
    expect(hit).toMatchObject({ published: true, itemCategory: 'activity_only', distance: null });
    expect(hit.hotel.location.label.length).toBeGreaterThan(0);
  });

  it('reads the page from the body, else from searchCriterias.page', async () => {
    const total = (await search({ locale: 'fr_FR' })).totalCount;
    const lastPage = Math.floor((total - 1) / ACTIVITY_ONLY_PAGE_SIZE);
    expect((await search({ locale: 'fr_FR', searchCriterias: { page: lastPage + 1 } })).results).toEqual([]);
    expect((await search({ locale: 'fr_FR', page: 0, searchCriterias: { page: lastPage + 1 } })).results.length).toBeGreaterThan(0);
  });

  it.each([
    [{ locale: 'fr_FR', searchCriterias: { a: 3 } }, 'searchCriterias.a'],
    [{ locale: 'fr_FR', searchCriterias: { a: 0 } }, 'searchCriterias.a'],
    [{ locale: 'fr_FR', page: -1 }, 'page'],
    [{ locale: 'fr_FR', searchCriterias: { city: 'paris' } }, 'searchCriterias.city'],
    [{ locale: 'fr_FR', searchCriterias: { lat: 48.8 } }, 'searchCriterias.lng'],
    [{ searchCriterias: {} }, 'locale'],
  ])('answers 400 naming the field for %o', async (payload, field) => {
    const response = await app.inject({ method: 'POST', url: '/api/search/activity-only.json', payload });
    expect(response.statusCode).toBe(400);
    expect(problemSchema.parse(response.json()).field).toBe(field);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST', url: '/api/search/activity-only.json', headers: { 'content-type': 'application/json' }, payload: '{"locale": "fr_FR",',
    });
    expect(response.statusCode).toBe(400);
    expect(problemSchema.parse(response.json()).code).toBe('MALFORMED_JSON');
  });
});
