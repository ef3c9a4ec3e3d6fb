import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTED_SCREENS, SCREEN_ROUTE_SEGMENT, screenRoutePath } from './screen-routes';

const routesFolder = path.resolve(import.meta.dirname, '../app/[market]', SCREEN_ROUTE_SEGMENT);

describe('screen routes (decision 0012)', () => {
  it.each(ROUTED_SCREENS)('%s has a page route that serves that screen only', (screen) => {
    const page = path.join(routesFolder, screen, '[[...rest]]', 'page.tsx');
    expect(existsSync(page)).toBe(true);
    expect(readFileSync(page, 'utf8')).toContain(`defineScreenPage('${screen}',`);
  });

  it('has no page route for a screen the proxy does not send there (home is the market root\'s)', () => {
    expect(readdirSync(routesFolder).sort()).toEqual([...ROUTED_SCREENS, 'home'].sort());
  });

  it('builds the internal path from the market segment, the screen key and the encoded rest', () => {
    expect(screenRoutePath('fr-fr', 'hotel', ['12'])).toBe('/fr-fr/screen-route/hotel/12');
    expect(screenRoutePath('nl-be', 'search', [])).toBe('/nl-be/screen-route/search');
    expect(screenRoutePath('es-es', 'boxes', ['caja%20uno'])).toBe('/es-es/screen-route/boxes/caja%20uno');
  });
});
