import { describe, expect, it } from 'vitest';
import { useAppWithLogs } from './helpers';

describe('request ids', () => {
  const test = useAppWithLogs();

  it('echoes an incoming x-request-id and logs the request under it', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'web-7f3c2a' } });
    expect(response.headers['x-request-id']).toBe('web-7f3c2a');
    const lines = test.logs.records().filter((r) => r.reqId === 'web-7f3c2a');
    expect(lines.map((r) => r.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('generates one when the request has none, also on errors', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('replaces an id that is not a plain token', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b {"level":60}' } });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
