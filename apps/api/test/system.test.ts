import { problemSchema } from '@escapade/contracts/problem';
import { catalogStatsResponseSchema } from '@escapade/contracts/system';
import { getCatalogStats } from '@escapade/db/catalog-stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp, testDatabase } from './helpers';

describe('GET /api/system/catalog-stats', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers the counts npm run catalog:stats prints', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/system/catalog-stats' });
    expect(response.statusCode).toBe(200);
    const body = catalogStatsResponseSchema.parse(response.json());
    expect(body).toEqual(await getCatalogStats(app.db));
    expect(body.markets.map((m) => m.locale)).toEqual(['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE']);
    if (testDatabase.isSeeded) {
      expect(body.seed?.scale).toBe('test');
      expect(body.entities.hotel).toBeGreaterThan(0);
    }
  });

  it('is rate-limited like a write: some fifty counts per call', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/system/catalog-stats' });
    expect(response.headers['x-ratelimit-limit']).toBeDefined();
  });

  it('refuses an unknown parameter, naming it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/system/catalog-stats?table=hotel' });
    expect(response.statusCode).toBe(400);
    expect(problemSchema.parse(response.json()).field).toBe('table');
  });
});
