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
  });

  it('leaves home, search landings and screens not built yet to the catch-all', () => {
    expect(routedPath('http://localhost/fr-fr/annecy').path).toBe('/fr-fr/annecy');
    expect(routedPath('http://localhost/fr-fr/')).toMatchObject({ screen: null });
    expect(routedPath('http://localhost/fr-fr/contact')).toMatchObject({ path: '/fr-fr/contact', screen: 'contact' });
  });

  it('never trusts a screen header sent from outside, so the internal path spelled publicly is a 404', () => {
    // `screen-route` is no screen's segment: the catch-all tests it as a search page, and the screen
    // route, reached directly, finds no screen header naming it.
    expect(routedPath('http://localhost/fr-fr/screen-route/hotel/12', { [SCREEN_HEADER]: 'hotel' })).toMatchObject({ screen: null });
  });
});
