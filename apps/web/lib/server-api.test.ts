import { describe, expect, it, vi } from 'vitest';
import { createVisitorFetch } from './server-api';
import { CLIENT_ADDRESS_HEADER, PROXY_SECRET_HEADER } from './visitor-headers';

vi.mock('next/headers', () => ({ headers: async () => new Headers() }));

const SECRET = 'web-test-proxy-secret-0123';

function recordingFetch() {
  const calls: Headers[] = [];
  const fetchImpl = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Headers(init?.headers));
    return new Response(null, { status: 204 });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('createVisitorFetch', () => {
  it("names the request's visitor beside the secret, keeping the call's own headers", async () => {
    const { calls, fetchImpl } = recordingFetch();
    const visitorFetch = createVisitorFetch(SECRET, async () => '203.0.113.50', fetchImpl);
    await visitorFetch('http://api/logs', { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(Object.fromEntries(calls[0] ?? [])).toEqual({ 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '203.0.113.50', [PROXY_SECRET_HEADER]: SECRET });
  });

  it('sends neither header without a secret, or outside a visitor request', async () => {
    const { calls, fetchImpl } = recordingFetch();
    await createVisitorFetch(undefined, async () => '203.0.113.50', fetchImpl)('http://api/health');
    await createVisitorFetch(SECRET, async () => undefined, fetchImpl)('http://api/health');
    expect(calls.map((headers) => [headers.has(CLIENT_ADDRESS_HEADER), headers.has(PROXY_SECRET_HEADER)])).toEqual([[false, false], [false, false]]);
  });
});
