import { problemSchema } from '@escapade/contracts/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';

/** Failures the fuzz suite found (npm run fuzz), each kept as the request that showed it. */
let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('fuzz findings', () => {
  it('a subnormal latitude (5e-324) is a coordinate like 0, not a PostgreSQL underflow (was 500)', async () => {
    const activity = await app.inject({ method: 'POST', url: '/api/search/activity-only.json', payload: { locale: 'fr_FR', searchCriterias: { lat: 5e-324, lng: 2 } } });
    expect(activity.statusCode).toBe(200);
    const facets = await app.inject({ method: 'GET', url: '/api/facets.json?locale=fr_FR&lat=5e-324&lng=2&distanceMax=50' });
    expect(facets.statusCode).toBe(200);
    const offers = await app.inject({ method: 'POST', url: '/api/offers.json', payload: { locale: 'fr_FR', filters: { property: { location: { latitude: 5e-324, longitude: 2 } } } } });
    expect(offers.statusCode).toBe(200);
  });

  it('an activity search page whose offset overflows a PostgreSQL integer is a 400 naming page (was 500)', async () => {
    for (const payload of [{ locale: 'fr_FR', page: 119_304_648 }, { locale: 'fr_FR', searchCriterias: { page: 2_147_483_648 } }]) {
      const response = await app.inject({ method: 'POST', url: '/api/search/activity-only.json', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(problemSchema.parse(response.json()).field).toMatch(/(^|\.)page$/);
    }
    const deepest = await app.inject({ method: 'POST', url: '/api/search/activity-only.json', payload: { locale: 'fr_FR', page: 10_000 } });
    expect(deepest.statusCode).toBe(200);
  });
});
