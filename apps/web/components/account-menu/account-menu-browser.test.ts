import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bundleHarness, launchTestBrowser } from '../../lib/browser-test-harness';

/**
 * The header's account button in system Chromium: the session read once the page has started, the
 * signed-out link and its origin, the signed-in menu by keyboard (Enter opens it on its first item,
 * the arrows move, Escape closes it and gives the focus back), signing out, and the burger menu's
 * list. browser-harness.tsx is bundled as the site bundles it (the vendored Radix Presence and
 * Popper; the menu's chunk inlined), with a plain anchor for next/link, and served from a made-up
 * origin whose `/api/auth/*` the test answers.
 */
const ORIGIN = 'http://escapade.test';
const PAGE_PATH = '/fr-fr/recherche?flow=booking';

let browser: Browser;
let script: string;
let page: Page;
let pageErrors: string[];
/** What GET /api/auth/get-session answers. */
let session: unknown;
let sessionReads: number;
let signOuts: number;
let signOutStatus: number;
/** How many times the page's document was loaded (a sign-out reloads it). */
let documentLoads: number;

beforeAll(async () => {
  script = await bundleHarness('components/account-menu/browser-harness.tsx', { 'next/link': 'components/shell/nav/test-link-stub.tsx' });
  browser = await launchTestBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

beforeEach(() => {
  session = null;
  sessionReads = 0;
  signOuts = 0;
  signOutStatus = 200;
  documentLoads = 0;
  pageErrors = [];
  return async () => {
    await page?.context().close();
    expect(pageErrors).toEqual([]);
  };
});

const signedIn = { session: { id: 's1', expiresAt: '2030-01-01T00:00:00.000Z' }, user: { id: 'u1', name: 'Camille Martin', email: 'camille@example.com', role: 'customer', locale: 'fr_FR', emailVerified: true } };

async function openPage(variant: 'bar' | 'list', viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.route(`${ORIGIN}/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.pathname === '/api/auth/get-session') {
      sessionReads += 1;
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(session) });
    } else if (url.pathname === '/api/auth/sign-out' && request.method() === 'POST') {
      signOuts += 1;
      await route.fulfill(signOutStatus === 200 ? { status: 200, contentType: 'application/json', body: '{"success":true}' } : { status: signOutStatus, contentType: 'application/problem+json', body: '{}' });
    } else if (url.pathname === '/fr-fr/recherche') {
      documentLoads += 1;
      const body = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Recherche</title></head><body><div id="root"></div><script>${script}</script><script>window.mountAccountButton(${JSON.stringify(variant)})</script></body></html>`;
      await route.fulfill({ status: 200, contentType: 'text/html', body });
    } else {
      await route.fulfill({ status: 404, body: '' });
    }
  });
  await page.goto(`${ORIGIN}${PAGE_PATH}#nights=2`);
}

/** Polled up to 10 s: the machine may be busy with other test files (a guard, not a timing). */
const eventually = <T,>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

async function seriousAxeViolations(): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as never }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

describe('header account button, signed out', () => {
  it('links to the sign-in page with the current page (path, query and hash) as its origin, read when the link is used', async () => {
    await openPage('bar');
    const link = page.getByRole('link', { name: 'Se connecter' });
    await expect.poll(() => link.getAttribute('href')).toBe('/fr-fr/account/signin');
    await eventually(() => sessionReads).toBe(1);
    // The address changes without a page load (an in-app navigation, the search page's hash).
    await page.evaluate(() => window.history.replaceState(null, '', '/fr-fr/recherche?flow=gifting#nights=3'));
    await link.hover();
    await eventually(() => link.getAttribute('href')).toBe(`/fr-fr/account/signin?origin=${encodeURIComponent('/fr-fr/recherche?flow=gifting#nights=3')}`);
    await page.evaluate(() => window.history.replaceState(null, '', '/fr-fr/sejour/12'));
    await page.getByRole('link', { name: 'Avant' }).focus();
    await page.keyboard.press('Tab');
    await eventually(() => link.getAttribute('href')).toBe(`/fr-fr/account/signin?origin=${encodeURIComponent('/fr-fr/sejour/12')}`);
    expect(await page.getByRole('button').count()).toBe(0);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});

describe('header account menu, signed in', () => {
  it('is a button with the first name; Enter opens the menu on its first item, the arrows move, Escape closes it and gives the focus back', async () => {
    session = signedIn;
    await openPage('bar');
    const button = page.getByRole('button', { name: 'Mon compte : Camille' });
    await button.waitFor();
    expect(await button.textContent()).toBe('Camille');
    expect(await page.getByRole('link', { name: 'Se connecter' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Avant' }).focus();
    await page.keyboard.press('Tab');
    await eventually(focusedText).toBe('Camille');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').evaluateAll((items) => items.map((item) => [item.textContent, item.getAttribute('href')]))).toEqual([
      ['Mon profil', '/fr-fr/account/settings/profile'],
      ['Mes voyages', '/fr-fr/account/trips'],
      ["Ma liste d'envies", '/fr-fr/account/wishlist'],
      ['Se déconnecter', null],
    ]);
    await eventually(focusedText).toBe('Mon profil');
    await page.keyboard.press('ArrowDown');
    await eventually(focusedText).toBe('Mes voyages');
    // One key at a time: each moves the focus in React's render after it (two at once raced on a loaded machine).
    await page.keyboard.press('ArrowDown');
    await eventually(focusedText).toBe("Ma liste d'envies");
    await page.keyboard.press('ArrowDown');
    await eventually(focusedText).toBe('Se déconnecter');
    await page.keyboard.press('ArrowUp');
    await eventually(focusedText).toBe("Ma liste d'envies");
    expect(await seriousAxeViolations()).toEqual([]);

    await page.keyboard.press('Escape');
    await eventually(() => menu.count()).toBe(0);
    await eventually(focusedText).toBe('Camille');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(sessionReads).toBe(1);
  });

  it('signs out (POST /api/auth/sign-out) and loads the page again; a failed sign-out is said', async () => {
    session = signedIn;
    signOutStatus = 503;
    await openPage('bar');
    const button = page.getByRole('button', { name: 'Mon compte : Camille' });
    await button.click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await eventually(() => page.getByRole('status').textContent()).toBe('La déconnexion a échoué. Veuillez réessayer.');
    expect(signOuts).toBe(1);
    expect(documentLoads).toBe(1);

    signOutStatus = 200;
    session = null;
    await button.click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await eventually(() => documentLoads).toBe(2);
    expect(signOuts).toBe(2);
    await page.getByRole('link', { name: 'Se connecter' }).waitFor();
  });

  it('in the burger menu: a greeting, the same links as a list, and Sign out', async () => {
    session = signedIn;
    await openPage('list', { width: 390, height: 800 });
    await page.getByRole('heading', { name: 'Bonjour Camille' }).waitFor();
    const section = page.getByRole('region', { name: 'Bonjour Camille' });
    expect(await section.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/fr-fr/account/settings/profile',
      '/fr-fr/account/trips',
      '/fr-fr/account/wishlist',
    ]);
    await section.getByRole('button', { name: 'Se déconnecter' }).click();
    await eventually(() => signOuts).toBe(1);
    await eventually(() => documentLoads).toBe(2);
    // The reload has been asked for; axe reads the page once it is there again.
    await page.waitForLoadState('load');
    await page.getByRole('heading', { name: 'Bonjour Camille' }).waitFor();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
