import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { EMPTY_CATALOGUE } from './fuzz/catalogue';
import { violationOf } from './fuzz/check';
import { createGenerator } from './fuzz/generate';
import { operationsOf, type OpenApiDocument } from './fuzz/openapi';
import type { FuzzRequest } from './fuzz/request';
import { formatCounts, formatViolations, injectTarget, runFuzz, type FuzzReport } from './fuzz/run';
import { buildTestApp, testConfig } from './helpers';

/**
 * A fixed-seed sample of the fuzz suite (`npm run fuzz` sends 10,000): requests generated from each
 * route's own schemas, valid and hostile, sent in-process. No answer may be a 5xx, and every 4xx is
 * a problem document whose 400s name the offending field.
 */
const SEED = 20_261_127;
const COUNT = 500;

describe('fuzz: every route of the OpenAPI document', () => {
  let app: App;
  let report: FuzzReport;

  beforeAll(async () => {
    app = await buildTestApp({ config: { rateLimitWritePerMinute: 1_000_000 } });
    await app.ready();
    const document = app.swagger() as unknown as OpenApiDocument;
    report = await runFuzz(injectTarget(app), document, { seed: SEED, count: COUNT, concurrency: 4, bodyLimitBytes: testConfig().bodyLimitBytes });
  });
  afterAll(() => app?.close());

  it('reaches every route, and its valid requests get through to the use cases', () => {
    const routes = [...report.counts.keys()];
    expect(routes.length).toBeGreaterThanOrEqual(30);
    for (const [route, byStatus] of report.counts) {
      expect([...byStatus.values()].reduce((a, b) => a + b, 0), `${route} was fuzzed`).toBeGreaterThan(0);
    }
    const served = [...report.counts.values()].flatMap((byStatus) => [...byStatus]).filter(([status]) => status >= 200 && status < 300);
    expect(served.reduce((sum, [, n]) => sum + n, 0), formatCounts(report)).toBeGreaterThan(COUNT * 0.2);
  });

  it('answers no 5xx, and every 4xx is a problem+json naming the offending field', () => {
    expect(report.violations.length, formatViolations(report, 'http://127.0.0.1:4000')).toBe(0);
  });
});

describe('the fuzz oracle', () => {
  const request: FuzzRequest = { route: 'GET /api/hotel/{id}', label: 'valid', method: 'GET', url: '/api/hotel/1?locale=xx', headers: {} };
  const names = new Set(['id', 'locale', 'body', 'query', 'params', 'path']);
  const problem = (status: number, extra: object = {}) => JSON.stringify({
    type: 'urn:escapade:problem:x', title: 'T', status, detail: 'locale: Invalid option', instance: '/api/hotel/1', code: 'VALIDATION_FAILED', ...extra,
  });

  it('accepts a served answer and a 400 problem naming an input', () => {
    expect(violationOf(request, { status: 200, contentType: 'application/json', body: '{}' }, names)).toBeUndefined();
    expect(violationOf(request, { status: 400, contentType: 'application/problem+json; charset=utf-8', body: problem(400, { field: 'locale' }) }, names)).toBeUndefined();
  });

  it('refuses a 5xx, a 4xx that is not a problem, and a 400 that names no input', () => {
    expect(violationOf(request, { status: 500, contentType: 'application/problem+json', body: problem(500) }, names)).toMatch(/server error/);
    expect(violationOf(request, { status: 404, contentType: 'text/plain', body: 'Not Found' }, names)).toMatch(/not application\/problem\+json/);
    expect(violationOf(request, { status: 400, contentType: 'application/problem+json', body: problem(400) }, names)).toMatch(/names no field/);
    expect(violationOf(request, { status: 400, contentType: 'application/problem+json', body: problem(400, { field: 'request' }) }, names)).toMatch(/not an input/);
    expect(violationOf(request, { status: 413, contentType: 'application/problem+json', body: problem(400) }, names)).toMatch(/differs/);
    const leaking = problem(404, { detail: 'TypeError: x is undefined\n    at getHotel (/work/app/src/hotel/get-hotel.ts:12:5)' });
    expect(violationOf(request, { status: 404, contentType: 'application/problem+json', body: leaking }, names)).toMatch(/leaks internals/);
    // An echoed input that merely looks like a time is not a stack frame.
    const echoed = problem(404, { detail: 'No image img-1 at size 2026-06-15T00:00:00Z.' });
    expect(violationOf(request, { status: 404, contentType: 'application/problem+json', body: echoed }, names)).toBeUndefined();
  });
});

describe('the request generator', () => {
  const document: OpenApiDocument = {
    paths: {
      '/api/things/{id}': {
        get: {
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'integer', exclusiveMinimum: 0, maximum: 2 ** 53 - 1 } },
            { name: 'locale', in: 'query', required: true, schema: { type: 'string', enum: ['fr_FR', 'nl_BE'] } },
          ],
        },
      },
      '/api/things': { post: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } } } },
    },
    components: {
      schemas: { Thing: { type: 'object', properties: { checkin: { type: 'string' }, nights: { type: 'integer', minimum: 1, maximum: 30 } }, required: ['checkin'] } },
    },
  };
  const operations = operationsOf(document);
  const context = { catalogue: EMPTY_CATALOGUE, today: '2026-11-27', bodyLimitBytes: 1024 };
  const requests = (seed: number) => Array.from({ length: 400 }, (_, i) => createGenerator(operations, context, seed)(i));

  it('gives the same requests for the same seed, other ones for another seed, and ASCII URLs only', () => {
    const first = requests(7);
    expect(requests(7)).toEqual(first);
    expect(requests(8).filter((r, i) => JSON.stringify(r) === JSON.stringify(first[i])).length).toBeLessThan(200);
    for (const request of first) expect(request.url).toMatch(/^\/api\/things[\x21-\x7e]*$/);
  });

  it('mixes valid requests with each kind of hostile change, round robin over the routes', () => {
    const sample = requests(11);
    expect(sample.filter((r) => r.route === 'GET /api/things/{id}')).toHaveLength(200);
    const labels = new Set(sample.map((r) => r.label.split('.')[0]));
    expect([...labels]).toEqual(expect.arrayContaining(['valid', 'path', 'query', 'body', 'content-type', 'method', 'header']));
    const valid = sample.filter((r) => r.route === 'POST /api/things' && r.label === 'valid');
    expect(valid.length).toBeGreaterThan(10);
    for (const request of valid) {
      const body = JSON.parse(String(request.body)) as { checkin: string; nights?: number };
      expect(body.checkin).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (body.nights !== undefined) expect(body.nights).toBeGreaterThanOrEqual(1);
    }
    expect(sample.some((r) => r.label === 'body.oversize' && String(r.body).length > 1024)).toBe(true);
  });
});
