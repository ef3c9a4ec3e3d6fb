import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';

interface Operation {
  tags?: string[];
  responses?: Record<string, unknown>;
}

describe('OpenAPI', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
    // A contract query schema registered as a component (`.meta({ id })`) must still list its parameters.
    const registeredQuery = z.object({ locale: z.enum(['fr_FR', 'nl_BE']), page: z.coerce.number().int().optional() }).meta({ id: 'OpenapiTestQuery' });
    app.get('/api/test/registered-query', { schema: { tags: ['test'], querystring: registeredQuery, params: z.object({}) } }, async () => ({}));
  });
  afterAll(() => app.close());

  it('serves a version 3 document at /api/openapi.json with every route and its schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = response.json() as {
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info).toMatchObject({ title: 'Escapade API', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/logs', '/api/not-found-report']));
    expect(Object.keys(document.paths)).not.toContain('/api/openapi.json');
    expect(Object.keys(document.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);

    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.tags?.length, `${method} ${path} has tags`).toBeGreaterThan(0);
        expect(Object.keys(operation.responses ?? {}).length, `${method} ${path} has responses`).toBeGreaterThan(0);
      }
    }
    expect(document.paths['/api/logs']?.post).toMatchObject({
      requestBody: { content: { 'application/json': { schema: expect.any(Object) } } },
      responses: { 204: expect.any(Object), 429: { content: { 'application/problem+json': expect.any(Object) } } },
    });

    // Every $ref points at a component that exists.
    const refs = [...response.body.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(document.components.schemas, `component ${ref}`).toHaveProperty([ref!]);
    expect(document.components.schemas.Problem).toMatchObject({ required: expect.arrayContaining(['type', 'title', 'status', 'detail']) });
  });

  it('lists the parameters of a query schema registered as a component', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, { get?: { parameters?: Array<{ name: string; in: string; required: boolean; schema: unknown }> } }>;
    };
    expect(document.paths['/api/test/registered-query']?.get?.parameters).toEqual([
      { in: 'query', name: 'locale', required: true, schema: { type: 'string', enum: ['fr_FR', 'nl_BE'] } },
      { in: 'query', name: 'page', required: false, schema: { type: 'integer', minimum: expect.any(Number), maximum: expect.any(Number) } },
    ]);
  });

  it('serves the docs page at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger-ui');
  });
});
