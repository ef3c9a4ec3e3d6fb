import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bundleHarness, launchTestBrowser } from '../../lib/browser-test-harness';
import { ACQUISITION_MODAL_DONE_KEY, ACQUISITION_MODAL_SESSION_KEY } from './acquisition-modal-rules';

/**
 * The newsletter acquisition modal in system Chromium: its timer on the page's own clock (Playwright's
 * fake clock, moved by the test), the check and the signup the page sends, focus and keyboard.
 * acquisition-modal-browser-harness.tsx is bundled as the site bundles it (the vendored Radix
 * Presence and Popper) and served from a made-up origin whose `/api/*` the test answers.
 */
const ORIGIN = 'http://escapade.test';

let browser: Browser;
let script: string;
let page: Page;
let pageErrors: string[];
/** The queries of GET /api/marketing/newsletter (the modal's check). */
let checks: Array<Record<string, string>>;
let checkAnswer: { status: number; body: unknown };
/** The bodies of POST /api/marketing/newsletter. */
let signups: unknown[];
/** The signup's answer waits for this (the button's loading state is visible meanwhile). */
let releaseSignup: () => void;
let logs: unknown[];

beforeAll(async () => {
  script = await bundleHarness('components/newsletter/acquisition-modal-browser-harness.tsx', { 'next/navigation': 'components/newsletter/acquisition-modal-navigation-stub.ts' });
  browser = await launchTestBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

beforeEach(() => {
  checks = [];
  checkAnswer = { status: 200, body: { show: true } };
  signups = [];
  logs = [];
  pageErrors = [];
  return async () => {
    await page?.context().close();
    expect(pageErrors).toEqual([]);
  };
});

async function answerApi(request: Request): Promise<{ status: number; body: unknown }> {
  const url = new URL(request.url());
  if (url.pathname === '/api/marketing/newsletter' && request.method() === 'GET') {
    checks.push(Object.fromEntries(url.searchParams));
    return checkAnswer;
  }
  if (url.pathname === '/api/marketing/newsletter' && request.method() === 'POST') {
    signups.push(request.postDataJSON());
    await new Promise<void>((resolve) => (releaseSignup = resolve));
    return { status: 202, body: { status: 'accepted', detail: 'If this address can receive our newsletter, a confirmation e-mail is on its way.' } };
  }
  if (url.pathname === '/api/logs') {
    logs.push(request.postDataJSON());
    return { status: 204, body: null };
  }
  return { status: 404, body: null };
}

/** The French home page, landed on with `search`; the page's clock is fake and stands still until the test moves it. */
async function openHome(search = '') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.clock.install({ time: new Date('2025-05-01T08:00:00Z') });
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (!url.pathname.startsWith('/api/')) {
      const body = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Escapade</title></head><body><main><h1>Week-ends</h1><button type="button">Voir l’offre</button></main><div id="root"></div></body></html>`;
      await route.fulfill({ status: 200, contentType: 'text/html', body });
      return;
    }
    const answer = await answerApi(route.request());
    await route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body === null ? '' : JSON.stringify(answer.body) });
  });
  await page.goto(`${ORIGIN}/fr-fr/${search}`);
  await page.clock.pauseAt(new Date('2025-05-01T08:00:01Z'));
  await page.addScriptTag({ content: script });
  await page.evaluate(() => window.mountShell());
  await expect.poll(visit).toMatchObject({ lastPage: 'home:' });
}

/**
 * Real time for what a due timer would start (the check's request, then the modal): an absence is
 * only seen after it. The page's fake clock stays where it is.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

const visit = () => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown, ACQUISITION_MODAL_SESSION_KEY);
const done = () => page.evaluate((key) => localStorage.getItem(key), ACQUISITION_MODAL_DONE_KEY);
const dialog = () => page.getByRole('dialog', { name: 'Ne manquez plus nos bons plans' });
const field = () => dialog().getByRole('textbox', { name: 'Votre adresse e-mail' });
const button = () => dialog().getByRole('button', { name: "Je m'inscris" });
const error = () => dialog().getByText("L'adresse e-mail semble incorrecte");
const isFocusInDialog = () => dialog().evaluate((element) => element.contains(document.activeElement));

/** An in-app navigation, once the trigger has seen it. */
async function navigateTo(path: string, expectedPage: string) {
  await page.evaluate((to) => window.navigateTo(to), path);
  await expect.poll(visit).toMatchObject({ lastPage: expectedPage });
}

/** To the search page, then the modal's 10 s. */
async function openModalOnSearchPage() {
  await navigateTo('/fr-fr/recherche', 'search:');
  await page.clock.runFor(10_000);
  await expect.poll(() => dialog().isVisible()).toBe(true);
}

describe('newsletter acquisition modal in the browser', () => {
  it('"opens 10 seconds after the user navigates from one page to another": not on the first page, then 10 s after a navigation; focus inside, axe clean', async () => {
    await openHome();
    await page.clock.runFor(60_000);
    await settle();
    expect(await dialog().count()).toBe(0);
    expect(checks).toEqual([]);

    await page.getByRole('button', { name: 'Voir l’offre' }).focus();
    await navigateTo('/fr-fr/recherche', 'search:');
    await page.clock.runFor(9_999);
    await settle();
    expect(checks).toEqual([]);
    expect(await dialog().count()).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => dialog().isVisible()).toBe(true);
    // The check named the market and the modal, and no address.
    expect(checks).toEqual([{ country: 'FR', language: 'fr', source: 'modal' }]);
    expect(await isFocusInDialog()).toBe(true);
    expect(await dialog().getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).textContent())).toContain('nos meilleures offres de week-ends');
    // axe schedules its own work on the page's timers.
    await page.clock.resume();
    const axe = await new AxeBuilder({ page: page as never }).include('[role="dialog"]').analyze();
    expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  });

  it('is keyboard operable: Tab stays in the dialog, Escape closes it, marks it done and gives the focus back; it never comes back', async () => {
    await openHome();
    await page.getByRole('button', { name: 'Voir l’offre' }).focus();
    await openModalOnSearchPage();
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press('Tab');
      expect(await isFocusInDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog().count()).toBe(0);
    expect(await done()).toBe('"dismissed"');
    await page.clock.runFor(1);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Voir l’offre');

    await navigateTo('/fr-fr/reservation', 'booking:');
    await page.clock.runFor(60_000);
    await settle();
    expect(await dialog().count()).toBe(0);
    expect(checks).toHaveLength(1);
  });

  it('the close button closes it and marks it done too', async () => {
    await openHome();
    await openModalOnSearchPage();
    await dialog().getByRole('button', { name: 'Fermer' }).click();
    await expect.poll(() => dialog().count()).toBe(0);
    expect(await done()).toBe('"dismissed"');
  });

  it('"validated on blur and Enter; \'Email seems incorrect\'; error clears on focus": nothing sent for a wrong address', async () => {
    await openHome();
    await openModalOnSearchPage();
    await field().fill('lea@');
    expect(await error().count()).toBe(0);
    await page.keyboard.press('Tab');
    await expect.poll(() => error().isVisible()).toBe(true);
    expect(await field().getAttribute('aria-invalid')).toBe('true');
    expect(await field().getAttribute('aria-describedby')).toBe(await error().getAttribute('id'));
    await field().focus();
    await expect.poll(() => error().count()).toBe(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => error().isVisible()).toBe(true);
    expect(signups).toEqual([]);
    expect(await dialog().isVisible()).toBe(true);
  });

  it('"Submit: loading then success; marked done and closes after 1.2 s": the button is disabled while sending and after', async () => {
    await openHome();
    await openModalOnSearchPage();
    await field().fill('lea@example.com');
    await field().press('Enter');
    await expect.poll(() => signups).toEqual([{ email: 'lea@example.com', country: 'FR', language: 'fr', source: 'modal' }]);
    expect(await button().isDisabled()).toBe(true);
    expect(await done()).toBeNull();
    releaseSignup();
    await expect.poll(() => dialog().getByText('Merci ! Confirmez votre inscription').isVisible()).toBe(true);
    expect(await button().isDisabled()).toBe(true);
    expect(await done()).toBe('"subscribed"');
    await page.clock.runFor(1_199);
    await settle();
    expect(await dialog().isVisible()).toBe(true);
    await page.clock.runFor(1);
    await expect.poll(() => dialog().count()).toBe(0);
  });

  it('"unless … arriving from certain affiliates": a visit landed with an affiliate id never gets it', async () => {
    await openHome('?affiliate_id=aff42');
    await navigateTo('/fr-fr/recherche', 'search:');
    await page.clock.runFor(60_000);
    await settle();
    expect(await dialog().count()).toBe(0);
    expect(checks).toEqual([]);
  });

  it('"failure logs and resets, no message": a failed check opens nothing, logs a warning, and the next navigation tries again', async () => {
    checkAnswer = { status: 503, body: { type: 'urn:x', title: 'Unavailable', status: 503, code: 'UNAVAILABLE' } };
    await openHome();
    await navigateTo('/fr-fr/recherche', 'search:');
    await page.clock.runFor(10_000);
    await expect.poll(() => logs).toEqual([expect.objectContaining({ level: 'WARN', locale: 'fr_FR', location: '/fr-fr/recherche' })]);
    expect(await dialog().count()).toBe(0);
    expect(await done()).toBeNull();

    checkAnswer = { status: 200, body: { show: true } };
    await navigateTo('/fr-fr/', 'home:');
    await page.clock.runFor(10_000);
    await expect.poll(() => dialog().isVisible()).toBe(true);
  });

  it('a browser the API knows as subscribed (its confirmation cookie) gets no modal, and is not asked again', async () => {
    checkAnswer = { status: 200, body: { show: false } };
    await openHome();
    await navigateTo('/fr-fr/recherche', 'search:');
    await page.clock.runFor(10_000);
    await expect.poll(done).toBe('"subscribed"');
    expect(await dialog().count()).toBe(0);
    await navigateTo('/fr-fr/', 'home:');
    await page.clock.runFor(60_000);
    await settle();
    expect(checks).toHaveLength(1);
  });
});
