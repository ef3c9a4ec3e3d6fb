import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from './proxy';
import { SCREEN_HEADER } from './screens/dispatch-headers';

/** Where the proxy sends a request: the rewrite target's path, or the path itself when it passes it on. */
function routedPath(url: string, headers: Record<string, string> = {}) {
  const response = proxy(new NextRequest(url, { headers }));
  const rewrite = response.headers.get('x-middleware-rewrite');
  return {
    path: rewrite ? new URL(rewrite).pathname + new URL(rewrite).search : new URL(url).pathname,
    screen: response.headers.get(`x-middleware-request-${SCREEN_HEADER}`),
    status: response.status,
  };
}

describe('proxy: screen routes (decision 0012)', () => {
  it('sends a built screen to its own route, with the rest of the path and the query', () => {
    expect(routedPath('http://localhost/fr-fr/hotel/12?flow=gifting')).toMatchObject({ path: '/fr-fr/screen-route/hotel/12?flow=gifting', screen: 'hotel' });
    expect(routedPath('http://localhost/es-es/busqueda')).toMatchObject({ path: '/es-es/screen-route/search', screen: 'search' });
    expect(routedPath('http://localhost/nl-be/verblijf/408')).toMatchObject({ path: '/nl-be/screen-route/product/408', screen: 'product' });
    expect(routedPath('http://localhost/fr-fr/contact?ref=contact_thank_you')).toMatchObject({ path: '/fr-fr/screen-route/contact?ref=contact_thank_you', screen: 'contact' });
    expect(routedPath('http://localhost/fr-fr/customer-care')).toMatchObject({ path: '/fr-fr/screen-route/customerCare', screen: 'customerCare' });
  });

  it('sends a market root to the home route, and leaves search landings to the catch-all', () => {
    expect(routedPath('http://localhost/fr-fr/annecy').path).toBe('/fr-fr/annecy');
    expect(routedPath('http://localhost/fr-fr/')).toMatchObject({ path: '/fr-fr/screen-route/home', screen: 'home' });
  });

  it('never trusts a screen header sent from outside, so the internal path spelled publicly is a 404', () => {
    // `screen-route` is no screen's segment: the catch-all tests it as a search page, and the screen
    // route, reached directly, finds no screen header naming it.
    expect(routedPath('http://localhost/fr-fr/screen-route/hotel/12', { [SCREEN_HEADER]: 'hotel' })).toMatchObject({ screen: null });
  });
});

describe('proxy: Content-Security-Policy with a nonce per request', () => {
  function policies(url: string) {
    const response = proxy(new NextRequest(url));
    return { sent: response.headers.get('content-security-policy') ?? '', seenByNext: response.headers.get('x-middleware-request-content-security-policy') ?? '' };
  }

  it("gives the page and Next the same policy, whose scripts run by nonce and 'strict-dynamic' only", () => {
    const { sent, seenByNext } = policies('http://localhost/fr-fr/sejour/18');
    expect(sent).toBe(seenByNext);
    const scripts = sent.split('; ').find((part) => part.startsWith('script-src')) ?? '';
    expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'/);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(sent).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org(;|$)/);
  });

  it('never gives two requests the same nonce, and covers the own paths (/error) and redirects too', () => {
    const nonces = new Set(Array.from({ length: 20 }, () => /'nonce-([^']+)'/.exec(policies('http://localhost/fr-fr/').sent)?.[1]));
    expect(nonces.size).toBe(20);
    expect(policies('http://localhost/error?uri=%2Fx&locale=fr_FR').sent).toContain("'strict-dynamic'");
    expect(policies('http://localhost/').sent).toContain("'strict-dynamic'");
  });
});

describe('proxy: last-language cookie', () => {
  function cookieOf(url: string, headers: Record<string, string> = {}) {
    return proxy(new NextRequest(url, { headers })).headers.get('set-cookie') ?? '';
  }

  it('is HttpOnly and SameSite=Lax (no browser script reads it), Secure over HTTPS only', () => {
    const plain = cookieOf('http://localhost/nl-be/');
    expect(plain).toMatch(/^last_language=nl_BE;/);
    expect(plain).toMatch(/HttpOnly/i);
    expect(plain).toMatch(/SameSite=lax/i);
    expect(plain).not.toMatch(/Secure/i);
    expect(cookieOf('https://www.escapade.fr/nl-be/')).toMatch(/; Secure/i);
    // Behind a TLS front proxy the production server says so in X-Forwarded-Proto (server/edge.ts).
    expect(cookieOf('http://localhost/nl-be/', { 'x-forwarded-proto': 'https' })).toMatch(/; Secure/i);
  });
});

describe('proxy: paths Next cannot decode, and paths without a market', () => {
  it('renders the market not-found page (404) for a malformed escape instead of letting Next fail', () => {
    for (const url of ['http://localhost/fr-fr/%', 'http://localhost/fr-fr/%ff%fe', 'http://localhost/%ff']) {
      const routed = routedPath(url);
      expect(routed.status).toBe(404);
      expect(() => decodeURIComponent(routed.path)).not.toThrow();
    }
  });

  it("redirects /sejour/18 to the visitor's market", () => {
    const response = proxy(new NextRequest('http://localhost/sejour/18?flow=gifting', { headers: { 'accept-language': 'fr-BE' } }));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost/fr-be/sejour/18?flow=gifting');
  });
});
