import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders, staticSecurityHeaders, tileOriginSource } from './security-headers';

function directive(policy: string, name: string): string {
  return policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
}

describe('Content-Security-Policy', () => {
  it("runs a page's scripts by nonce and 'strict-dynamic', never 'unsafe-inline'", () => {
    const policy = contentSecurityPolicy({ isProduction: true, nonce: 'abc123==', mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("keeps 'unsafe-eval' for the development server only", () => {
    expect(directive(contentSecurityPolicy({ isProduction: false, nonce: 'n' }), 'script-src')).toContain("'unsafe-eval'");
    expect(directive(contentSecurityPolicy({ isProduction: true, nonce: 'n' }), 'script-src')).not.toContain('unsafe');
  });

  it('allows images from the map tile origin only (no https: wildcard)', () => {
    expect(tileOriginSource('https://{s}.tile.example.org:8443/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org:8443');
    expect(tileOriginSource('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
    expect(tileOriginSource('https://user@evil.example/{z}')).toBeUndefined();
    expect(directive(contentSecurityPolicy({ isProduction: true }), 'img-src')).toBe("img-src 'self' data: blob:");
  });

  it("lets the page start Web Workers from its own scripts and their blob: URLs (the contact form's human check), from nowhere else", () => {
    for (const policy of [contentSecurityPolicy({ isProduction: true, nonce: 'n' }), contentSecurityPolicy({ isProduction: true })]) {
      expect(directive(policy, 'worker-src')).toBe("worker-src 'self' blob:");
    }
    expect(directive(contentSecurityPolicy({ isProduction: true, nonce: 'n' }), 'connect-src')).toBe("connect-src 'self'");
  });

  it('gives assets a policy without nonce, and pages none from the static list (the proxy sets theirs)', () => {
    const staticPolicy = staticSecurityHeaders(true).find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
    expect(directive(staticPolicy, 'script-src')).toBe("script-src 'self'");
    expect(securityHeaders(true).map((header) => header.key)).not.toContain('Content-Security-Policy');
    expect(securityHeaders(true).map((header) => header.key)).toContain('Strict-Transport-Security');
  });
});
