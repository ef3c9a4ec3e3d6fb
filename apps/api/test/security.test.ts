import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';

describe('security headers', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ['a JSON answer', '/api/health'],
    ['a problem answer', '/api/no-such-route'],
  ])('are sent on %s', async (_, url) => {
    const { headers } = await app.inject({ method: 'GET', url });
    expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-dns-prefetch-control']).toBe('off');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('lets the docs page load its own scripts and styles, and nothing from elsewhere', async () => {
    const { headers } = await app.inject({ method: 'GET', url: '/api/docs' });
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});
