import { mkdirSync, readdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { STAFF_HINT_COOKIE } from '@escapade/domain/account';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bundleHarness, launchTestBrowser, siteCssFor, webPath } from '../../../lib/browser-test-harness';
import { agentOfferPanelFixture } from './test-fixtures';

/**
 * The customer care mode in system Chromium: the product page's agent panel and an inline promo
 * block, drawn as every visitor's page draws them, then changed by the session read once the page
 * has started. browser-harness.tsx is bundled as the site bundles it (the panel's chunk inlined),
 * served from a local origin (a secure context: the clipboard works) whose `/api/*` the test answers.
 */
const ORIGIN = 'http://localhost:4319';
const PAGE = `${ORIGIN}/fr-fr/sejour/1042?flow=booking#checkin=2030-05-17&checkout=2030-05-19&a=2`;

let browser: Browser;
let script: string;
/** The site's stylesheet for the panel's classes: its layout on a phone is tested too. */
let css: string;
let page: Page;
let pageErrors: string[];
/** What GET /api/auth/get-session answers. */
let session: unknown;
let sessionReads: number;
/** Whether the browser has the staff hint cookie the API sets with a staff session (STAFF_HINT_COOKIE). */
let staffHint: boolean;
/** What GET /api/customer-care/offers/{id} answers, and the URLs it was asked with. */
let offerAnswer: { status: number; body: unknown };
let offerRequests: URL[];

beforeAll(async () => {
  script = await bundleHarness('screens/product/agent-panel/browser-harness.tsx', { 'next/navigation': 'screens/customer-care/browser-navigation-stub.ts' });
  const sources = [
    ...readdirSync(webPath('screens/product/agent-panel')).filter((file) => file.endsWith('.tsx')).map((file) => `screens/product/agent-panel/${file}`),
    'screens/customer-care/console-ui.tsx',
    'screens/search/results/PromoBlock.tsx',
  ];
  css = await siteCssFor(sources);
  browser = await launchTestBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

beforeEach(() => {
  session = null;
  sessionReads = 0;
  staffHint = true;
  offerAnswer = { status: 200, body: agentOfferPanelFixture() };
  offerRequests = [];
  pageErrors = [];
  return async () => {
    await page?.context().close();
    expect(pageErrors).toEqual([]);
  };
});

const sessionOf = (role: string) => ({ session: { id: 's1', expiresAt: '2030-01-01T00:00:00.000Z' }, user: { id: 'u1', name: 'Agent Dupont', email: 'agent@escapade.example', role, emailVerified: true } });

async function openPage(viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  if (staffHint) await context.addCookies([{ name: STAFF_HINT_COOKIE, value: '1', url: ORIGIN }]);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/api/auth/get-session') {
      sessionReads += 1;
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(session) });
    } else if (url.pathname.startsWith('/api/customer-care/offers/')) {
      offerRequests.push(url);
      const { status, body } = offerAnswer;
      await route.fulfill({ status, contentType: status >= 400 ? 'application/problem+json' : 'application/json', body: JSON.stringify(body) });
    } else if (url.pathname === '/fr-fr/sejour/1042') {
      const body = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Séjour</title><style>${css}</style></head><body><div id="root"></div><script>${script}</script><script>window.mountAgentPage()</script></body></html>`;
      await route.fulfill({ status: 200, contentType: 'text/html', body });
    } else {
      await route.fulfill({ status: 404, body: '' });
    }
  });
  await page.goto(PAGE);
}

/** Polled up to 10 s: the machine may be busy with other test files (a guard, not a timing). */
const eventually = <T,>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const cellsOf = (row: number) => page.getByRole('row').nth(row).getByRole('cell').allTextContents();

async function seriousAxeViolations(): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as never }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

describe('customer care mode: an agent', () => {
  it("sees the agent panel from the offer's answer (ids, channel manager, cancellation terms, published, the next nights) and no inline promo block", async () => {
    session = sessionOf('agent');
    await openPage();
    const panel = page.getByRole('region', { name: 'Panneau conseiller' });
    await panel.getByRole('table').waitFor();
    expect(offerRequests.map((url) => `${url.pathname}${url.search}`)).toEqual(['/api/customer-care/offers/1042?locale=fr_FR']);
    expect(sessionReads).toBe(1);

    const facts = await panel.locator('dl').innerText();
    expect(facts).toContain('1042');
    expect(facts).toContain('Escapade gourmande au bord du lac');
    expect(facts).toContain('318');
    expect(facts).toContain('Hôtel du Lac');
    expect(facts).toContain('CM-101042, connecté en direct');
    expect(facts).toContain("Flexible : annulation gratuite jusqu'à 7 jours avant l'arrivée");
    expect(facts).toContain('En ligne');
    expect(facts.replace(/\s/g, ' ')).toContain('Commission 18 %');

    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Nuit', 'Prix de vente', 'Prix net hôtel', 'Prix de référence', 'Chambres restantes', 'Séjour minimum']);
    expect(await page.getByRole('rowheader').allTextContents()).toEqual(['ven. 17 mai 2030', 'sam. 18 mai 2030']);
    expect((await cellsOf(1)).map((text) => text.replace(/\s/g, ' '))).toEqual(['189,00 €', '154,98 €', '236,00 €', '3', '1 nuit']);
    expect((await cellsOf(2)).map((text) => text.replace(/\s/g, ' '))).toEqual(['209,00 €', '171,38 €', '236,00 €', '1', '2 nuits']);

    expect(await page.getByTestId('gift-stay-promo').count()).toBe(0);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('on a phone the page is never wider than the screen: the nights scroll sideways in their own box', async () => {
    session = sessionOf('agent');
    await openPage({ width: 390, height: 844 });
    await page.getByRole('table').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Wider than the screen, the table's box takes the focus, named by its heading, for the keyboard to scroll it.
    await eventually(() => page.getByRole('group', { name: 'Prochaines nuits réservables' }).count()).toBe(1);
    expect(await seriousAxeViolations()).toEqual([]);
    const folder = webPath('../../test-results/agent-panel');
    mkdirSync(folder, { recursive: true });
    await page.screenshot({ path: `${folder}/agent-panel-mobile.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${folder}/agent-panel-desktop.png`, fullPage: true });
  });

  it('folds the panel with its heading\'s button, by keyboard', async () => {
    session = sessionOf('admin');
    await openPage();
    const toggle = page.getByRole('button', { name: 'Panneau conseiller' });
    await page.getByRole('table').waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await eventually(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('table').count()).toBe(0);
    await page.keyboard.press('Space');
    await eventually(() => page.getByRole('table').count()).toBe(1);
  });

  it("gives the customer's link on the public origin, with the dates chosen since, and copies it", async () => {
    session = sessionOf('agent');
    await openPage();
    const link = page.getByRole('textbox', { name: 'Lien à donner au client' });
    await eventually(() => link.inputValue()).toBe('https://www.escapade.fr/fr-fr/sejour/1042?flow=booking#checkin=2030-05-17&checkout=2030-05-19&a=2');
    // The booking panel writes other dates to the hash.
    await page.evaluate(() => {
      window.history.replaceState(null, '', '/fr-fr/sejour/1042?flow=booking#checkin=2030-06-07&checkout=2030-06-09&a=2&c=1');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    const expected = 'https://www.escapade.fr/fr-fr/sejour/1042?flow=booking#checkin=2030-06-07&checkout=2030-06-09&a=2&c=1';
    await eventually(() => link.inputValue()).toBe(expected);
    await page.getByRole('button', { name: 'Copier le lien' }).click();
    await eventually(() => page.getByRole('status').filter({ hasText: 'Lien copié.' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  it('is told when the session has ended, or the offer is gone, and may ask again', async () => {
    session = sessionOf('agent');
    offerAnswer = { status: 401, body: { type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'Sign in with a customer care account.', code: 'UNAUTHORIZED' } };
    await openPage();
    await eventually(() => page.getByRole('alert').textContent()).toContain('Votre session a pris fin : reconnectez-vous.');
    expect(offerRequests, 'a refusal is not asked again by itself').toHaveLength(1);

    offerAnswer = { status: 404, body: { type: 'about:blank', title: 'Not Found', status: 404, detail: 'No offer 1042.', code: 'NOT_FOUND' } };
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await eventually(() => page.getByRole('alert').textContent()).toContain("Cette offre n'existe plus dans le catalogue.");

    offerAnswer = { status: 200, body: agentOfferPanelFixture({ published: false, channelManager: { id: null, isConnected: false }, cancellation: { type: 'NCNR', cancellable: false, cancellableUntilDays: null }, nights: [] }) };
    await page.getByRole('button', { name: 'Réessayer' }).click();
    const facts = page.locator('[data-testid="agent-panel"] dl');
    await eventually(() => facts.count()).toBe(1);
    const text = await facts.innerText();
    expect(text).toContain('Aucun : chambres chargées à la main');
    expect(text).toContain('Non échangeable, non remboursable');
    expect(text).toContain('Non publiée : invisible des clients');
    expect(await page.getByText('Aucune nuit réservable dans les prochains jours.').count()).toBe(1);
  });
});

describe('customer care mode off', () => {
  it.each([
    ['a customer in a browser with the staff hint (left by an earlier staff session)', () => sessionOf('customer'), true, 1],
    ['a visitor in a browser with the staff hint', () => null, true, 1],
    ['a visitor, without the staff hint: no session read at all', () => null, false, 0],
  ])('%s sees the inline promo block and no agent panel; nothing asks the agent routes', async (_who, answer, hint, reads) => {
    session = answer();
    staffHint = hint;
    await openPage();
    await page.getByTestId('gift-stay-promo').waitFor();
    await eventually(() => sessionReads).toBe(reads);
    // The read (if any) has answered and been applied: the page stays as the server drew it.
    await page.waitForTimeout(200);
    expect(sessionReads).toBe(reads);
    expect(await page.getByTestId('agent-panel').count()).toBe(0);
    expect(await page.getByTestId('gift-stay-promo').isVisible()).toBe(true);
    expect(offerRequests).toEqual([]);
  });
});
