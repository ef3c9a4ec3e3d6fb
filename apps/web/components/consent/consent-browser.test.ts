import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compile } from 'tailwindcss';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bundleHarness, launchTestBrowser } from '../../lib/browser-test-harness';
import { CONSENT_GIVEN_SCRIPT } from './consent-given-script';
import { CONSENT_BANNER_CLASS } from './ConsentManager';

/**
 * The consent dialog, the app shell's referral and the newsletter form in system Chromium: focus,
 * keyboard, cookies, beacons and requests are the browser's. browser-harness.tsx is bundled as the
 * site bundles it (the vendored Radix Presence and Popper) and served from a made-up origin whose
 * `/api/*` the test answers.
 */
const ORIGIN = 'http://escapade.test';
const CONSENT_ID = '0b5e8f3c-6a1d-4c2e-9f7a-3d2b1c0e9f8a';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
let script: string;
/** The page's head as the market layout writes it: the consent script, and the banner's own CSS (Tailwind's, from its classes). */
let head: string;
let context: BrowserContext;
let page: Page;
let consentRecords: unknown[];
let beacons: string[];
let signups: unknown[];
let newsletterAnswer: { status: number; delayMs: number };

beforeAll(async () => {
  script = await bundleHarness('components/consent/browser-harness.tsx');
  const bannerCss = (await compile('@tailwind utilities;')).build(CONSENT_BANNER_CLASS.split(' '));
  head = `<script>${CONSENT_GIVEN_SCRIPT}</script><style>${bannerCss}</style>`;
  browser = await launchTestBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answerApi(request: Request): Promise<{ status: number; body: string }> {
  const path = new URL(request.url()).pathname;
  if (path === '/api/consent') {
    const body = request.postDataJSON() as { consentId?: string };
    consentRecords.push(body);
    return { status: 201, body: JSON.stringify({ consentId: body.consentId ?? CONSENT_ID, recordedAt: new Date().toISOString() }) };
  }
  if (path.startsWith('/api/analytics/ga/collect/')) {
    beacons.push(path);
    return { status: 204, body: '' };
  }
  if (path === '/api/marketing/newsletter') {
    signups.push(request.postDataJSON());
    await delay(newsletterAnswer.delayMs);
    return newsletterAnswer.status === 202
      ? { status: 202, body: JSON.stringify({ status: 'accepted', detail: 'If this address can receive our newsletter, a confirmation e-mail is on its way.' }) }
      : { status: newsletterAnswer.status, body: '{}' };
  }
  return { status: 404, body: '' };
}

async function openPage(path = '/fr-fr/?tripadvisor_ref=TA-77&flow=booking', cookies: Array<{ name: string; value: string }> = []) {
  if (cookies.length > 0) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: ORIGIN })));
  page = await context.newPage();
  page.setViewportSize({ width: 1280, height: 900 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (!url.pathname.startsWith('/api/')) {
      await route.fulfill({ status: 200, contentType: 'text/html', body: `<!doctype html><html lang="fr"><head><title>Escapade</title>${head}</head><body><div id="root"></div></body></html>` });
      return;
    }
    const answer = await answerApi(route.request());
    await route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body });
  });
  await page.goto(`${ORIGIN}${path}`);
  // Whether the banner was visible when it came into the page (a returning visitor must never see it).
  await page.evaluate(() => {
    const seen: boolean[] = [];
    (window as unknown as { bannerSeenVisible: boolean[] }).bannerSeenVisible = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          const banner = node instanceof Element ? node.querySelector('[data-testid="consent-banner"]') ?? (node.matches('[data-testid="consent-banner"]') ? node : null) : null;
          if (banner) seen.push(banner.checkVisibility());
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.addScriptTag({ content: script });
  await page.evaluate(() => window.mountView('page'));
  return errors;
}

beforeEach(async () => {
  consentRecords = [];
  beacons = [];
  signups = [];
  newsletterAnswer = { status: 202, delayMs: 0 };
  context = await browser.newContext();
  return async () => {
    await context.close();
  };
});

const cookieOf = async (name: string) => (await context.cookies(ORIGIN)).find((cookie) => cookie.name === name);
const decodedConsent = async () => decodeURIComponent((await cookieOf('consent'))?.value ?? '');
const banner = () => page.getByRole('dialog', { name: 'Vos cookies, votre choix' });

async function seriousAxeViolations(): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string; impact: string | null; nodes: unknown[] }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id} (${violation.nodes.length})`);
  });
}

/** Records an analytics event, as a page's button does, and gives its beacon time to leave. */
async function recordAnEvent() {
  await page.getByRole('button', { name: 'Voir l’offre' }).click();
  await delay(300);
}

describe('cookie consent, first visit', () => {
  it('opens a non-modal panel: focus moves in, the page stays usable behind it, the three choices look the same; axe clean', async () => {
    const errors = await openPage();
    await expect.poll(() => banner().isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.className)).toBe('');
    expect(await banner().getAttribute('aria-modal')).toBeNull();
    expect(await banner().evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const description = await banner().getAttribute('aria-describedby');
    expect(await page.locator(`[id="${description}"]`).textContent()).toContain('Nous utilisons des cookies nécessaires');

    const boxes = await Promise.all(['Tout refuser', 'Tout accepter', 'Choisir'].map((name) => banner().getByRole('button', { name }).boundingBox()));
    expect(new Set(boxes.map((box) => box?.height)).size).toBe(1);
    const looks = await Promise.all(['Tout refuser', 'Tout accepter', 'Choisir'].map((name) => banner().getByRole('button', { name }).evaluate((element) => getComputedStyle(element).backgroundColor + getComputedStyle(element).fontWeight)));
    expect(new Set(looks).size).toBe(1);

    // The page behind is not inert: its button works (and records nothing without consent).
    await recordAnEvent();
    expect(beacons).toEqual([]);
    expect(await banner().isVisible()).toBe(true);
    // Escape does not take the choice away.
    await page.keyboard.press('Escape');
    expect(await banner().isVisible()).toBe(true);
    expect(await seriousAxeViolations()).toEqual([]);
    expect(await cookieOf('consent')).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('"refuse → no beacon": refusing takes one click, is recorded, and nothing analytics-related follows; no referral cookie', async () => {
    const errors = await openPage();
    await banner().getByRole('button', { name: 'Tout refuser' }).click();
    await expect.poll(() => banner().isVisible()).toBe(false);
    await expect.poll(() => consentRecords).toEqual([{ choices: { analytics: false, referral: false }, version: 1 }]);
    await expect.poll(decodedConsent).toBe(`v=1&analytics=0&referral=0&id=${CONSENT_ID}`);
    await recordAnEvent();
    expect(beacons).toEqual([]);
    expect(await cookieOf('_ga')).toBeUndefined();
    expect(await cookieOf('referral')).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('"accept → beacon": accepting keeps the choice 6 months, sends beacons, creates the analytics id and keeps the landing\'s referral', async () => {
    const errors = await openPage();
    const before = Date.now() / 1000;
    await banner().getByRole('button', { name: 'Tout accepter' }).click();
    await expect.poll(decodedConsent).toBe(`v=1&analytics=1&referral=1&id=${CONSENT_ID}`);
    const consent = await cookieOf('consent');
    // "consent kept 6 months": Max-Age 15552000.
    expect(consent?.expires).toBeGreaterThan(before + 15_552_000 - 60);
    expect(consent?.expires).toBeLessThan(before + 15_552_000 + 60);
    expect(consent?.sameSite).toBe('Lax');
    await recordAnEvent();
    expect(beacons).toEqual(['/api/analytics/ga/collect/fr_FR']);
    expect((await cookieOf('_ga'))?.value).toMatch(/^GA1\.1\.\d+\.\d+$/);
    expect(decodeURIComponent((await cookieOf('referral'))?.value ?? '')).toBe('tripadvisor_ref=TA-77');
    expect(errors).toEqual([]);
  });

  it('"Choose" by keyboard: the purposes get focus, one is ticked, the selection is saved', async () => {
    const errors = await openPage();
    await expect.poll(() => banner().isVisible()).toBe(true);
    await banner().getByRole('button', { name: 'Choisir' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('analytics');
    await page.keyboard.press('Space');
    await banner().getByRole('button', { name: 'Enregistrer mes choix' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => consentRecords).toEqual([{ choices: { analytics: true, referral: false }, version: 1 }]);
    await recordAnEvent();
    expect(beacons).toHaveLength(1);
    expect(await cookieOf('referral')).toBeUndefined();
    expect(errors).toEqual([]);
  });
});

describe('cookie preferences, reopened from the footer', () => {
  it('a returning visitor sees no panel; the footer link opens a modal with their choices, Escape closes it and focus returns to the link; axe clean', async () => {
    const errors = await openPage('/fr-fr/', [{ name: 'consent', value: encodeURIComponent(`v=1&analytics=1&referral=0&id=${CONSENT_ID}`) }]);
    await delay(200);
    expect(await banner().count()).toBe(0);
    // In the page's HTML, hidden from the first paint by the head script's mark, then removed.
    expect(await page.evaluate(() => document.documentElement.classList.contains('consent-given'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { bannerSeenVisible: boolean[] }).bannerSeenVisible)).toEqual([false]);

    const link = page.getByRole('button', { name: 'Préférences cookies' });
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Préférences cookies' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Modal: the page behind is hidden from assistive technology and focus is inside.
    expect(await page.locator('main').getAttribute('aria-hidden')).toBe('true');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: "Mesure d'audience" }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Partenaires apporteurs' }).isChecked()).toBe(false);
    expect(await seriousAxeViolations()).toEqual([]);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(consentRecords).toEqual([]);

    // Withdrawing: the same one click; the analytics id goes, the record keeps the browser's id.
    await link.click();
    await page.getByRole('dialog', { name: 'Préférences cookies' }).getByRole('button', { name: 'Tout refuser' }).click();
    await expect.poll(() => consentRecords).toEqual([{ choices: { analytics: false, referral: false }, version: 1, consentId: CONSENT_ID }]);
    await recordAnEvent();
    expect(beacons).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('footer newsletter form', () => {
  const field = () => page.getByRole('textbox', { name: 'Votre adresse e-mail' });
  const button = () => page.getByRole('button', { name: "Je m'inscris" });
  const error = () => page.getByText("L'adresse e-mail semble incorrecte");

  it('"validated on blur and Enter; \'Email seems incorrect\'; error clears on focus"', async () => {
    await openPage('/fr-fr/', [{ name: 'consent', value: encodeURIComponent('v=1&analytics=0&referral=0') }]);
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
  });

  it('"button disabled while loading or after success": sent shows the thank-you, with the market\'s country and language', async () => {
    newsletterAnswer = { status: 202, delayMs: 800 };
    await openPage('/fr-fr/', [{ name: 'consent', value: encodeURIComponent('v=1&analytics=0&referral=0') }]);
    await field().fill('lea@example.com');
    await field().press('Enter');
    await expect.poll(() => button().isDisabled()).toBe(true);
    await expect.poll(() => page.getByText('Merci ! Confirmez votre inscription').isVisible()).toBe(true);
    expect(await button().isDisabled()).toBe(true);
    expect(signups).toEqual([{ email: 'lea@example.com', country: 'FR', language: 'fr', source: 'footer' }]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('"Newsletter failure: nothing shown": the form stays usable', async () => {
    newsletterAnswer = { status: 500, delayMs: 0 };
    await openPage('/fr-fr/', [{ name: 'consent', value: encodeURIComponent('v=1&analytics=0&referral=0') }]);
    await field().fill('lea@example.com');
    await button().click();
    await expect.poll(() => signups.length).toBe(1);
    await expect.poll(() => button().isDisabled()).toBe(false);
    expect(await page.getByText('Merci').count()).toBe(0);
    expect(await error().count()).toBe(0);
  });
});
