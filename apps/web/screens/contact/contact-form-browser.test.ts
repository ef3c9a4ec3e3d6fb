import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHumanCheck } from '../../../api/src/contact/human-check';
import { bundleHarness, launchTestBrowser } from '../../lib/browser-test-harness';
import { contentSecurityPolicy } from '../../server/security-headers';

/**
 * The contact form in system Chromium, under the pages' real Content-Security-Policy: the reason
 * reveals the fields, the checks on blur and on Send, the banner, the focus, and the self-hosted
 * human check solving a real challenge (signed by the API's own code here) in its Web Workers.
 * browser-harness.tsx is bundled as the site bundles it (the vendored Radix Presence and Popper),
 * with a stand-in for Next's router, and served from http://localhost (a secure context).
 */
const ORIGIN = 'http://localhost';
const humanCheck = createHumanCheck(randomBytes(32).toString('hex'));

let browser: Browser;
let script: string;
let page: Page;
/** What the page sent to POST /api/contact/cases. */
let sentCases: Array<Record<string, unknown>>;
/** How the fake API answers a case. */
let answerCase: (route: Route) => Promise<void>;

beforeAll(async () => {
  script = await bundleHarness('screens/contact/browser-harness.tsx', { 'next/navigation': 'screens/contact/browser-navigation-stub.ts' });
  browser = await launchTestBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The page, its script allowed by nonce: the policy every page of the site gets (without worker-src: `policy` minus it). */
function pageHtml(nonce: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Contact</title></head><body><main><h1>Contact</h1><div id="root"></div></main><script nonce="${nonce}">${script}</script></body></html>`;
}

declare global {
  interface Window {
    /** The directives the page broke (securitypolicyviolation events). */
    cspViolations: string[];
  }
}

async function openPage(policyOf: (nonce: string) => string = (nonce) => contentSecurityPolicy({ isProduction: true, nonce })) {
  const errors: string[] = [];
  const context = await browser.newContext({ viewport: { width: 1024, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  const nonce = randomBytes(16).toString('base64');
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/fr-fr/contact') {
      await route.fulfill({ contentType: 'text/html', headers: { 'content-security-policy': policyOf(nonce) }, body: pageHtml(nonce) });
    } else if (url.pathname === '/api/contact/challenge') {
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify(await humanCheck.createChallenge(new Date())) });
    } else if (url.pathname === '/api/contact/cases' && route.request().method() === 'POST') {
      sentCases.push(route.request().postDataJSON() as Record<string, unknown>);
      await answerCase(route);
    } else {
      await route.fulfill({ status: 404, body: '' });
    }
  });
  await page.goto(`${ORIGIN}/fr-fr/contact`);
  await page.evaluate(() => window.mountContact());
  await page.getByRole('button', { name: 'Laissez-nous un message' }).waitFor();
  return errors;
}

let pageErrors: string[] = [];
beforeEach(() => {
  sentCases = [];
  answerCase = (route) => route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ status: 'received', ref: 'contact_thank_you' }) });
  return async () => {
    await page?.context().close();
    expect(pageErrors).toEqual([]);
    pageErrors = [];
  };
});

const violations = () => page.evaluate(() => window.cspViolations);
const dialog = () => page.getByRole('dialog', { name: 'Laissez-nous un message' });
const banner = () => dialog().getByRole('alert');
const focusedLabel = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? document.activeElement?.textContent ?? '');

async function openForm(): Promise<void> {
  await page.getByRole('button', { name: 'Laissez-nous un message' }).click();
  await dialog().getByRole('combobox', { name: 'Motif de votre demande' }).waitFor();
}

async function fillValidForm(): Promise<void> {
  await dialog().getByRole('combobox', { name: 'Motif de votre demande' }).selectOption('cancellation');
  await dialog().getByLabel('Numéro de réservation').fill('12345678');
  await dialog().getByLabel('Nom et prénom').fill('Léa Dupont');
  await dialog().getByLabel('Adresse e-mail').fill('lea@example.com');
  await dialog().getByLabel('Numéro de téléphone').fill('+33 6 12 34 56 78');
  await dialog().getByLabel('Votre message (facultatif)').fill('Nous ne pourrons pas venir.');
}

describe('contact form in the browser', () => {
  it('reveals the fields once a reason is chosen, checks them on blur, and blocks Send with the banner on the first wrong field', async () => {
    pageErrors = await openPage();
    await openForm();
    const reason = dialog().getByRole('combobox', { name: 'Motif de votre demande' });
    expect(await dialog().getByRole('textbox').count()).toBe(0);
    expect(await dialog().getByRole('button', { name: 'Envoyer' }).count()).toBe(0);

    await reason.selectOption('modification');
    const bookingNumber = dialog().getByLabel('Numéro de réservation');
    await bookingNumber.waitFor();
    expect(await dialog().getByRole('textbox').count()).toBe(5);

    // Blur: the field's own message, linked to it.
    await bookingNumber.fill('1234');
    await dialog().getByLabel('Nom et prénom').focus();
    await expect.poll(() => bookingNumber.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await bookingNumber.getAttribute('aria-describedby')) ?? '';
    const error = await page.evaluate((ids) => ids.split(' ').map((id) => document.getElementById(id)?.textContent).join(' | '), describedBy);
    expect(error).toBe('8 chiffres, indiqués dans votre e-mail de confirmation. | Le numéro de réservation est composé de 8 chiffres');

    // Send: blocked, the banner says why, the focus goes to the first wrong field.
    await dialog().getByRole('button', { name: 'Envoyer' }).click();
    await expect.poll(() => banner().textContent()).toBe('Certains champs sont incorrects : vérifiez les champs signalés.');
    await expect.poll(focusedLabel).toBe('Numéro de réservation');
    expect(await dialog().getByText('Champ obligatoire').count()).toBe(3);
    await dialog().getByLabel('Adresse e-mail').fill('lea@');
    await dialog().getByLabel('Numéro de téléphone').fill('appelez-moi');
    await dialog().getByRole('button', { name: 'Envoyer' }).click();
    await expect.poll(() => dialog().getByText("L'e-mail semble incorrect").count()).toBe(1);
    expect(await dialog().getByText('Le numéro de téléphone semble incorrect').count()).toBe(1);
    expect(sentCases).toEqual([]);

    // A hotel activity question needs no booking number.
    await reason.selectOption('avv_info');
    await dialog().getByLabel('Numéro de réservation (facultatif)').fill('');
    await dialog().getByRole('button', { name: 'Envoyer' }).click();
    await expect.poll(() => dialog().getByText('Le numéro de réservation est composé de 8 chiffres').count()).toBe(0);

    const axe = await new AxeBuilder({ page: page as never }).include('[role="dialog"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('runs the human check on Send, under the site\'s CSP, and sends the case with its solved challenge; then the page says thank you', async () => {
    pageErrors = await openPage();
    await openForm();
    await fillValidForm();
    await dialog().getByRole('button', { name: 'Envoyer' }).click();
    await expect.poll(() => sentCases.length, { timeout: 20_000 }).toBe(1);
    const [sent] = sentCases;
    expect(sent).toMatchObject({
      reason: 'cancellation',
      bookingNumber: '12345678',
      name: 'Léa Dupont',
      email: 'lea@example.com',
      phone: '+33 6 12 34 56 78',
      description: 'Nous ne pourrons pas venir.',
      locale: 'fr_FR',
    });
    // The widget's payload is a solution of our challenge.
    expect(await humanCheck.verify(String(sent?.altcha))).toMatchObject({ status: 'solved' });
    await expect.poll(() => page.evaluate(() => window.contactNavigations)).toEqual(['/fr-fr/contact?ref=contact_thank_you']);
    await expect.poll(() => dialog().count()).toBe(0);
    // zod probes whether it may compile its parsers (new Function) and falls back when refused.
    expect((await violations()).filter((violation) => violation !== 'script-src eval')).toEqual([]);
  });

  it("says the spec's failure message when the API fails, and asks a new check when it refused the token", async () => {
    pageErrors = await openPage();
    answerCase = (route) => route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{}' });
    await openForm();
    await fillValidForm();
    await dialog().getByRole('button', { name: 'Envoyer' }).click();
    await expect
      .poll(() => banner().textContent(), { timeout: 20_000 })
      .toBe("Oups ! Une erreur s'est produite. Veuillez cliquer à nouveau sur « Envoyer ». Si le problème persiste, consultez notre FAQ en haut de la page.");
    expect(await dialog().isVisible()).toBe(true);

    answerCase = (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'urn:x', title: 'Invalid request', status: 400, detail: 'altcha', instance: '/api/contact/cases', code: 'VALIDATION_FAILED', field: 'altcha', errors: [{ field: 'altcha', message: 'This human check was already used: solve a new challenge.' }] }),
      });
    await dialog().getByRole('button', { name: 'Envoyer' }).click();
    await expect.poll(() => banner().textContent(), { timeout: 20_000 }).toBe('Confirmez que vous n\'êtes pas un robot, puis cliquez à nouveau sur « Envoyer ».');
    // The first token went twice (a failed send does not spend it); after the refusal, a new one.
    answerCase = (route) => route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ status: 'received', ref: 'contact_thank_you' }) });
    await dialog().getByRole('button', { name: 'Envoyer' }).click();
    await expect.poll(() => sentCases.length, { timeout: 20_000 }).toBe(3);
    expect(sentCases[1]?.altcha).toBe(sentCases[0]?.altcha);
    expect(sentCases[2]?.altcha).not.toBe(sentCases[1]?.altcha);
  });

  it("lets the page start workers from blob: URLs (the human check's) and its own origin, not from data: URLs", async () => {
    const startWorkers = () =>
      page.evaluate(async () => {
        const attempt = (url: string) =>
          new Promise<string>((resolve) => {
            setTimeout(() => resolve('refused'), 3000);
            try {
              const worker = new Worker(url);
              worker.onmessage = () => resolve('started');
              worker.onerror = () => resolve('refused');
            } catch {
              resolve('refused');
            }
          });
        const blob = URL.createObjectURL(new Blob(['postMessage(1)'], { type: 'text/javascript' }));
        return { blob: await attempt(blob), data: await attempt('data:text/javascript,postMessage(1)') };
      });
    pageErrors = await openPage();
    expect(await startWorkers()).toEqual({ blob: 'started', data: 'refused' });
    expect(await violations()).toContain('worker-src data');
    await page.context().close();

    // Without the directive, 'strict-dynamic' lets a trusted script start a worker from any URL.
    pageErrors = await openPage((nonce) => contentSecurityPolicy({ isProduction: true, nonce }).replace("; worker-src 'self' blob:", ''));
    expect(await startWorkers()).toEqual({ blob: 'started', data: 'started' });
  });

  it('closes with Escape and gives the focus back to the button', async () => {
    pageErrors = await openPage();
    await openForm();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog().count()).toBe(0);
    await expect.poll(focusedLabel).toBe('Laissez-nous un message');
  });
});
