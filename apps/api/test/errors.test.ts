import { problemSchema, PROBLEM_CONTENT_TYPE } from '@escapade/contracts/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../src/app';
import { AppError } from '../src/errors/app-error';
import { INTERNAL_ERROR_DETAIL } from '../src/errors/to-problem';
import { buildTestApp, captureLogs, type LogCapture } from './helpers';

const SECRET = 'password=hunter2 at postgres://admin@db.internal:5432/escapade';

const searchBody = z.object({
  locale: z.string(),
  filters: z.object({
    offer: z.object({
      familyComposition: z.object({ adults: z.number().int().min(1).max(9), children: z.number().int().min(0) }),
    }),
  }),
});

function expectProblem(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(new RegExp(`^${PROBLEM_CONTENT_TYPE.replace('+', '\\+')}`));
  const problem = problemSchema.parse(response.json());
  expect(problem.status).toBe(status);
  expect(problem.type).toMatch(/^urn:escapade:problem:[a-z-]+$/);
  expect(problem.title.length).toBeGreaterThan(0);
  return problem;
}

describe('errors are application/problem+json', () => {
  let app: App;
  let logs: LogCapture;
  beforeAll(async () => {
    logs = captureLogs();
    app = await buildTestApp({ logs });
    // Test-only routes: a nested search body, a crash, and a deliberate AppError.
    app.post('/api/test/search', { config: { rateLimit: false }, schema: { body: searchBody } }, async () => ({ ok: true }));
    app.get('/api/test/crash', async () => {
      throw new Error(`connection failed: ${SECRET}`);
    });
    app.get('/api/test/conflict', async () => {
      throw new AppError('CONFLICT', 'This offer was already booked.');
    });
  });
  afterAll(() => app.close());

  it('answers an unknown route with a 404 problem', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing?email=a@b.c' });
    const problem = expectProblem(response, 404);
    expect(problem).toEqual({
      type: 'urn:escapade:problem:not-found',
      title: 'Not found',
      status: 404,
      detail: 'No route GET /api/no-such-thing.',
      instance: '/api/no-such-thing',
      code: 'NOT_FOUND',
    });
  });

  it('answers an unknown write route with a 404 problem too', async () => {
    const problem = expectProblem(await app.inject({ method: 'DELETE', url: '/api/orders/1' }), 404);
    expect(problem.code).toBe('NOT_FOUND');
  });

  it('names the offending field by its full path in a 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/search',
      payload: { locale: 'fr_FR', filters: { offer: { familyComposition: { adults: 12, children: 0 } } } },
    });
    const problem = expectProblem(response, 400);
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.field).toBe('filters.offer.familyComposition.adults');
    expect(problem.errors).toEqual([{ field: 'filters.offer.familyComposition.adults', message: expect.stringMatching(/9/) }]);
    expect(problem.detail).toMatch(/^filters\.offer\.familyComposition\.adults: /);
  });

  it('lists every offending field, the first one on top', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/search',
      payload: { filters: { offer: { familyComposition: { adults: 'two', children: -1 } } } },
    });
    const problem = expectProblem(response, 400);
    expect(problem.errors?.map((e) => e.field)).toEqual([
      'locale',
      'filters.offer.familyComposition.adults',
      'filters.offer.familyComposition.children',
    ]);
    expect(problem.field).toBe('locale');
    expect(problem.detail).toMatch(/\(and 2 more\)$/);
  });

  it('names a query parameter in a 400', async () => {
    const problem = expectProblem(await app.inject({ method: 'GET', url: '/api/not-found-report?uri=/fr-fr/x&locale=de_DE' }), 400);
    expect(problem.field).toBe('locale');
  });

  it('answers a malformed URL with a 400 problem that still carries the request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/%E0%A4%A', headers: { 'x-request-id': 'bad-url-1' } });
    expect(expectProblem(response, 400).code).toBe('BAD_REQUEST');
    expect(response.headers['x-request-id']).toBe('bad-url-1');
  });

  it('answers malformed JSON with a 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/search',
      headers: { 'content-type': 'application/json' },
      payload: '{"locale": "fr_FR", "filters": ',
    });
    const problem = expectProblem(response, 400);
    expect(problem).toMatchObject({ code: 'MALFORMED_JSON', field: 'body', errors: [{ field: 'body', message: 'Not valid JSON' }] });
  });

  it('answers an empty JSON body with a 400', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/search', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(expectProblem(response, 400).code).toBe('MALFORMED_JSON');
  });

  it('answers a body over BODY_LIMIT_BYTES (1 MiB) with a 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/search',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ locale: 'x'.repeat(1024 * 1024) }),
    });
    const problem = expectProblem(response, 413);
    expect(problem).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', detail: 'The request body exceeds the limit of 1048576 bytes.' });
  });

  it('answers an unsupported content type with a 415', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/search', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(expectProblem(response, 415).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an AppError with its own code, status and public detail', async () => {
    const problem = expectProblem(await app.inject({ method: 'GET', url: '/api/test/conflict' }), 409);
    expect(problem).toMatchObject({ code: 'CONFLICT', title: 'Conflict', detail: 'This offer was already booked.' });
    expect(problem.field).toBeUndefined();
  });

  it('never leaks the message or stack of a 5xx, but logs them', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash', headers: { 'x-request-id': 'crash-1' } });
    const problem = expectProblem(response, 500);
    expect(problem).toEqual({
      type: 'urn:escapade:problem:internal',
      title: 'Internal server error',
      status: 500,
      detail: INTERNAL_ERROR_DETAIL,
      instance: '/api/test/crash',
      code: 'INTERNAL',
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    const logged = logs.records().find((r) => r.reqId === 'crash-1' && r.level === 50);
    expect(JSON.stringify(logged)).toContain('hunter2');
    expect((logged?.err as { stack?: string } | undefined)?.stack).toMatch(/errors\.test\.ts/);
  });
});
