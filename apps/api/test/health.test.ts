import { openDatabase, type DatabaseHandle } from '@escapade/db';
import { problemSchema } from '@escapade/contracts/problem';
import { healthResponseSchema } from '@escapade/contracts/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { buildTestApp, testConfig, testDatabase } from './helpers';

describe('GET /api/health', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers 200 with the engine once the database answered select 1', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = healthResponseSchema.parse(response.json());
    expect(body).toEqual({ status: 'ok', database: 'up', engine: testDatabase.engine });
  });
});

describe('GET /api/health when the database does not answer', () => {
  let app: App;
  let database: DatabaseHandle;
  beforeAll(async () => {
    // Its own connection (PGlite: in memory, the run's folder is held by the other file's app).
    database = await openDatabase(
      testDatabase.engine === 'postgres' ? { databaseUrl: testDatabase.databaseUrl } : { dataDir: 'memory://' },
    );
    app = await buildApp({ config: testConfig(), db: database });
  });
  afterAll(() => app.close());

  it('answers a 503 problem', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = problemSchema.parse(response.json());
    expect(problem).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      title: 'Service unavailable',
      detail: 'The database does not answer.',
      instance: '/api/health',
    });
    expect(response.body).not.toMatch(/destroyed|closed|stack/i);
  });
});
