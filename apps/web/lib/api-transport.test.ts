import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiTransport, orNullWhenFailed, orNullWhenMissing } from './api-transport';

const NOT_FOUND = {
  type: 'urn:escapade:problem:not-found',
  title: 'Not Found',
  status: 404,
  detail: 'No hotel 77',
  instance: '/api/hotel/77',
  code: 'NOT_FOUND',
};

/** A fetch that records each request and answers `status` with `body` as `contentType`. */
function answering(status: number, body: string | null, contentType = 'application/json') {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(body, { status, headers: body === null ? {} : { 'content-type': contentType } });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

const answerSchema = z.object({ id: z.number() });

describe('the API transport', () => {
  it('reads a GET answer through its schema, with no HTTP cache', async () => {
    const { calls, fetch } = answering(200, '{"id":7}');
    const call = createApiTransport({ baseUrl: 'http://api.test/api/', fetch });
    await expect(call('/hotel/7', answerSchema)).resolves.toEqual({ id: 7 });
    expect(calls[0]?.url).toBe('http://api.test/api/hotel/7');
    expect(calls[0]?.init).toMatchObject({ cache: 'no-store' });
    expect(calls[0]?.init?.method).toBeUndefined();
  });

  it('posts a body as JSON, and an answer without content resolves empty', async () => {
    const { calls, fetch } = answering(204, null);
    const call = createApiTransport({ baseUrl: '/api', fetch });
    await expect(call('/logs', null, { body: { level: 'ERROR' }, keepalive: true })).resolves.toBeUndefined();
    expect(calls[0]?.init).toMatchObject({ method: 'POST', body: '{"level":"ERROR"}', keepalive: true, headers: { 'content-type': 'application/json' } });
  });

  it('an error status is an ApiError carrying the status and the problem the API sent', async () => {
    const { fetch } = answering(404, JSON.stringify(NOT_FOUND), 'application/problem+json; charset=utf-8');
    const failure = await createApiTransport({ baseUrl: '/api', fetch })('/hotel/77', answerSchema).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, problem: NOT_FOUND, message: '/hotel/77 answered 404' });
  });

  it('an error answer that is no problem leaves the problem empty', async () => {
    const { fetch } = answering(502, '<html>Bad gateway</html>', 'text/html');
    await expect(createApiTransport({ baseUrl: '/api', fetch })('/hotel/77', answerSchema)).rejects.toMatchObject({ status: 502, problem: undefined });
  });

  it('a body the schema refuses and a dead API are ApiErrors too', async () => {
    const { fetch } = answering(200, '{"id":"seven"}');
    await expect(createApiTransport({ baseUrl: '/api', fetch })('/hotel/7', answerSchema)).rejects.toMatchObject({ name: 'ApiError', status: 200 });
    const dead = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    await expect(createApiTransport({ baseUrl: '/api', fetch: dead })('/hotel/7', answerSchema)).rejects.toMatchObject({ name: 'ApiError', status: undefined, message: 'GET /hotel/7 failed: fetch failed' });
  });

  it('sends at once while the schema loads; a schema that rejects cancels the request and its error is thrown', async () => {
    const { calls, fetch } = answering(200, '{"id":7}');
    const call = createApiTransport({ baseUrl: '/api', fetch });
    await expect(call('/hotel/7', Promise.reject(new Error('request refused by its contract')))).rejects.toThrow('request refused by its contract');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init?.signal?.aborted).toBe(true);
  });
});

describe('the error policy', () => {
  const failing = (status: number | undefined) => Promise.reject(new ApiError('failed', status));

  it('orNullWhenMissing: a 404 (unknown) or a 400 (cannot name one) is null; anything else is thrown', async () => {
    await expect(orNullWhenMissing(failing(404))).resolves.toBeNull();
    await expect(orNullWhenMissing(failing(400))).resolves.toBeNull();
    await expect(orNullWhenMissing(failing(503))).rejects.toMatchObject({ status: 503 });
    await expect(orNullWhenMissing(failing(undefined))).rejects.toBeInstanceOf(ApiError);
    await expect(orNullWhenMissing(Promise.resolve(3))).resolves.toBe(3);
  });

  it('orNullWhenFailed: any failure is null, logged under the name given', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(orNullWhenFailed(failing(503), 'hotel 7 reviews failed, hiding them')).resolves.toBeNull();
    await expect(orNullWhenFailed(Promise.reject(new Error('boom')))).resolves.toBeNull();
    await expect(orNullWhenFailed(Promise.resolve('ok'), 'unused')).resolves.toBe('ok');
    expect(warn.mock.calls).toEqual([['hotel 7 reviews failed, hiding them: failed']]);
    warn.mockRestore();
  });
});
