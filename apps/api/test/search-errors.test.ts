/**
 * Bad input → 400 problem+json naming the field (issue "Search API": adults outside 1–20, children
 * or babies outside 0–10, checkin in the past, unknown orderBy, negative page, limit over 100,
 * malformed JSON, wrong types).
 */
import { PROBLEM_CONTENT_TYPE } from '@escapade/contracts/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';
import { dayFromToday, LOCALE } from './search-support';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const party = (familyComposition: Record<string, unknown>) => ({ locale: LOCALE, filters: { offer: { familyComposition } } });

describe('POST /api/offers.json refuses bad input with a 400 naming the field', () => {
  it.each([
    ['adults 0', party({ adults: 0 }), 'filters.offer.familyComposition.adults'],
    ['adults 21', party({ adults: 21 }), 'filters.offer.familyComposition.adults'],
    ['children 11', party({ children: 11 }), 'filters.offer.familyComposition.children'],
    ['children -1', party({ children: -1 }), 'filters.offer.familyComposition.children'],
    ['babies 11', party({ babies: 11 }), 'filters.offer.familyComposition.babies'],
    ['checkin yesterday', { locale: LOCALE, filters: { offer: { date: { checkin: dayFromToday(-1), nights: 2 } } } }, 'filters.offer.date.checkin'],
    ['hotel offers checkin yesterday', { locale: LOCALE, searchCriterias: { hotelId: 1, checkin: dayFromToday(-1), night: 2 } }, 'searchCriterias.checkin'],
    ['unknown orderBy', { locale: LOCALE, sorting: { orderBy: 'cheapestFirst' } }, 'sorting.orderBy'],
    ['negative page', { locale: LOCALE, pagination: { page: -1 } }, 'pagination.page'],
    ['limit over 100', { locale: LOCALE, pagination: { limit: 101 } }, 'pagination.limit'],
    ['adults as a string', party({ adults: '2' }), 'filters.offer.familyComposition.adults'],
    ['stars as strings', { locale: LOCALE, filters: { property: { stars: ['5'] } } }, 'filters.property.stars.0'],
    ['tags as an object', { locale: LOCALE, filters: { offer: { tags: { id: 3 } } } }, 'filters.offer.tags'],
    ['unknown locale', { locale: 'de_DE' }, 'locale'],
    ['latitude without longitude', { locale: LOCALE, filters: { property: { location: { latitude: 45 } } } }, 'filters.property.location.longitude'],
  ])('%s', async (_, payload, field) => {
    const response = await app.inject({ method: 'POST', url: '/api/offers.json', payload });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    expect(response.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', field });
  });

  it('malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/offers.json',
      headers: { 'content-type': 'application/json' },
      payload: '{"locale": "fr_FR", "filters": {',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    expect(response.json()).toMatchObject({ code: 'MALFORMED_JSON', field: 'body' });
  });

  it('accepts the bounds themselves: 1 and 20 adults, 10 children, 10 babies, page 0, limit 100, today', async () => {
    for (const payload of [
      party({ adults: 1 }),
      party({ adults: 20, children: 10, babies: 10 }),
      { locale: LOCALE, pagination: { page: 0, limit: 100 } },
      { locale: LOCALE, filters: { offer: { date: { checkin: dayFromToday(0), nights: 1 } } } },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/api/offers.json', payload });
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});

describe('GET /api/facets.json refuses bad input with a 400 naming the parameter', () => {
  it.each([
    ['adult=0', 'adult'],
    ['baby=11', 'baby'],
    ['priceMin=cheap', 'priceMin'],
    ['stars=6', 'stars.0'],
    ['propertiesRequested=price,colour', 'propertiesRequested.1'],
    [`checkin=${dayFromToday(-1)}&night=2`, 'checkin'],
    ['lat=45', 'lng'],
    ['orderBy=random', 'orderBy'],
  ])('%s', async (query, field) => {
    const response = await app.inject({ method: 'GET', url: `/api/facets.json?locale=${LOCALE}&${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });

  it('unknown ids give zero counts, never a 500', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/facets.json?locale=${LOCALE}&city=999999999&tags=999999` });
    expect(response.statusCode).toBe(200);
    expect(response.json().totalCount).toBe(0);
  });
});
