import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { OrderDetail } from '@escapade/contracts/customer-care';
import type { Browser, Page, Route } from 'playwright-core';
import { compile } from 'tailwindcss';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bundleHarness, launchTestBrowser, webPath } from '../../lib/browser-test-harness';
import { contentSecurityPolicy } from '../../server/security-headers';
import { FIXTURE_ORDER_UUID, orderDetailFixture } from './test-fixtures';

/**
 * The customer care login and console in system Chromium, under the pages' real
 * Content-Security-Policy, against a fake API: the refused sign-ins said in the form for each
 * reason, the identity provider's button, and an agent's work with the keyboard: a search, the
 * focus on what it found, an order's detail, an e-mail sent again only once confirmed, a parcel
 * moved on, a case taken. browser-harness.tsx is bundled as the site bundles it, with a stand-in
 * for Next's router that counts the page's refreshes.
 */
const ORIGIN = 'http://localhost';

let browser: Browser;
let script: string;
/** Tailwind's utilities of the console's classes: the layout (scrollers, hidden labels) is the test's subject too. */
let css: string;
let page: Page;
let pageErrors: string[] = [];

/** What the page sent to the fake API, as `METHOD path?query` and the JSON body. */
let sent: Array<{ call: string; body: unknown }>;
let detail: OrderDetail;
let answerSignIn: (route: Route) => Promise<void>;
let answerResend: (route: Route) => Promise<void>;
let answerDetail: (route: Route) => Promise<void>;
let caseState: 'NEW' | 'IN_PROGRESS';

beforeAll(async () => {
  script = await bundleHarness('screens/customer-care/browser-harness.tsx', { 'next/navigation': 'screens/customer-care/browser-navigation-stub.ts' });
  const folder = webPath('screens/customer-care');
  const candidates = readdirSync(folder)
    .filter((file) => file.endsWith('.tsx'))
    .flatMap((file) => readFileSync(`${folder}/${file}`, 'utf8').split(/[\s'"`{}]+/));
  css = (await compile('@tailwind utilities;')).build(candidates);
  browser = await launchTestBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: status >= 400 ? 'application/problem+json' : 'application/json', body: JSON.stringify(body) });

const problem = (status: number, reason?: string) => ({
  type: 'urn:escapade:problem:x',
  title: 'Refused',
  status,
  detail: 'refused',
  instance: '/api/auth/sign-in/email',
  code: status === 429 ? 'RATE_LIMITED' : status === 403 ? 'FORBIDDEN' : status === 409 ? 'CONFLICT' : status >= 500 ? 'INTERNAL' : 'UNAUTHORIZED',
  ...(reason ? { reason } : {}),
});

function pageHtml(nonce: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Service client</title><style>${css}</style></head><body><main><h1>Service client</h1><div id="root"></div></main><script nonce="${nonce}">${script}</script></body></html>`;
}

async function answerApi(route: Route): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  const call = `${request.method()} ${url.pathname}${url.search}`;
  if (url.pathname.startsWith('/api/')) sent.push({ call, body: request.method() === 'POST' ? request.postDataJSON() : undefined });
  const orderPath = `/api/customer-care/orders/${FIXTURE_ORDER_UUID}`;
  switch (`${request.method()} ${url.pathname}`) {
    case 'POST /api/auth/sign-in/email':
      return answerSignIn(route);
    case 'POST /api/auth/sign-in/social':
      return json(route, 200, { url: `${ORIGIN}/idp/authorize?state=abc`, redirect: true });
    case 'GET /api/customer-care/orders': {
      const { order } = detail;
      const summary = { orderUUID: order.orderUUID, bookingNumber: order.bookingNumber, status: order.status, locale: order.locale, buyerName: 'Léa Dupont', buyerEmail: order.buyer.email, totalCents: order.amounts.totalCents, createdAt: order.createdAt, label: 'Coffret Escapade gourmande' };
      return json(route, 200, { orders: [summary] });
    }
    case `GET ${orderPath}`:
      return answerDetail(route);
    case `POST ${orderPath}/resend-mail`:
      return answerResend(route);
    case `POST ${orderPath}/shipment/advance`:
      return json(route, 200, { state: 'SHIPPED' });
    case 'GET /api/customer-care/cases':
      return json(route, 200, { cases: detail.cases.map((contactCase) => ({ ...contactCase, state: caseState })) });
    case 'POST /api/customer-care/cases/7/transition':
      caseState = 'IN_PROGRESS';
      return json(route, 200, { ...detail.cases[0], state: 'IN_PROGRESS' });
    case 'GET /api/customer-care/audit':
      return json(route, 200, { entries: detail.audit });
    default:
      return route.fulfill({ status: 404, body: '' });
  }
}

async function openPage(mount: (page: Page) => Promise<void>, width = 1280): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const nonce = randomBytes(16).toString('base64');
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/fr-fr/customer-care') {
      await route.fulfill({ contentType: 'text/html', headers: { 'content-security-policy': contentSecurityPolicy({ isProduction: true, nonce }) }, body: pageHtml(nonce) });
    } else if (url.pathname === '/idp/authorize') {
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Identity provider</title><p>IdP</p>' });
    } else {
      await answerApi(route);
    }
  });
  await page.goto(`${ORIGIN}/fr-fr/customer-care`);
  await mount(page);
}

beforeEach(() => {
  sent = [];
  detail = orderDetailFixture();
  caseState = 'NEW';
  answerSignIn = (route) => json(route, 200, { redirect: false, token: 't', user: {} });
  answerResend = (route) => json(route, 202, { queued: true, outboxId: 36 });
  answerDetail = (route) => json(route, 200, detail);
  return async () => {
    await page?.context().close();
    expect(pageErrors).toEqual([]);
    pageErrors = [];
  };
});

const refreshes = () => page.evaluate(() => window.customerCareRefreshes);
const calls = (prefix: string) => sent.filter(({ call }) => call.startsWith(prefix));
const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.replace(/\s+/g, ' ').trim() ?? '');
const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');
/** Intl writes narrow no-break spaces in French amounts and times. */
const text = (value: string | null) => (value ?? '').replace(/[\u202f\u00a0]/g, ' ').replace(/\s+/g, ' ').trim();

async function seriousAxeViolations(): Promise<string[]> {
  const axe = await new AxeBuilder({ page: page as never }).analyze();
  return axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
}

describe('customer care login in the browser', () => {
  const mountLogin = (identityProvider: boolean) => async (target: Page) => {
    await target.evaluate((withProvider) => window.mountLogin(withProvider), identityProvider);
    await target.getByRole('button', { name: 'Se connecter', exact: true }).waitFor();
  };
  const email = () => page.getByLabel('Adresse e-mail');
  const password = () => page.getByLabel('Mot de passe');
  const alert = () => page.getByRole('form', { name: 'Connexion' }).getByRole('alert');

  async function signIn(): Promise<void> {
    await email().fill('agent@escapade.example');
    await password().fill('a password');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  }

  it('checks the fields before sending, then says each refusal of the accounts API in the form, in French', async () => {
    await openPage(mountLogin(false));
    expect(await page.getByRole('button', { name: "Se connecter avec le compte d'entreprise" }).count()).toBe(0);

    // Empty: said under each field, focus on the first, nothing sent.
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect.poll(() => page.getByText('Saisissez votre adresse e-mail.').count()).toBe(1);
    expect(await page.getByText('Saisissez votre mot de passe.').count()).toBe(1);
    expect(await email().getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('email');
    expect(sent).toEqual([]);

    const refusals: Array<[number, string | undefined, string]> = [
      [401, 'INVALID_EMAIL_OR_PASSWORD', 'Adresse e-mail ou mot de passe incorrect.'],
      [429, 'SIGN_IN_LOCKED', 'Trop de tentatives de connexion ont échoué. Réessayez plus tard.'],
      [403, 'EMAIL_NOT_VERIFIED', "Cette adresse e-mail n'a pas encore été vérifiée : ouvrez le lien reçu par e-mail, puis reconnectez-vous."],
      [500, undefined, 'La connexion a échoué. Réessayez dans un instant.'],
    ];
    for (const [status, reason, message] of refusals) {
      answerSignIn = (route) => json(route, status, problem(status, reason));
      await signIn();
      await expect.poll(() => alert().textContent()).toBe(message);
      // The password is typed again: cleared, and focused.
      expect(await password().inputValue()).toBe('');
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('password');
    }
    expect(calls('POST /api/auth/sign-in/email')).toHaveLength(4);
    expect(sent[0]?.body).toEqual({ email: 'agent@escapade.example', password: 'a password', callbackURL: '/fr-fr/customer-care' });
    expect(await refreshes()).toBe(0);
    expect(await seriousAxeViolations()).toEqual([]);

    // Accepted: the page is read again (the server then draws the console), nothing said.
    answerSignIn = (route) => json(route, 200, { redirect: false, token: 't', user: {} });
    await signIn();
    await expect.poll(refreshes).toBe(1);
    expect(await alert().textContent()).toBe('');
  });

  it("follows the identity provider's page with the company account", async () => {
    await openPage(mountLogin(true));
    await page.getByRole('button', { name: "Se connecter avec le compte d'entreprise" }).click();
    await page.waitForURL(`${ORIGIN}/idp/authorize?state=abc`);
    expect(calls('POST /api/auth/sign-in/social')[0]?.body).toEqual({ provider: 'staff-oidc', callbackURL: '/fr-fr/customer-care', errorCallbackURL: '/fr-fr/customer-care' });
  });
});

describe('customer care console in the browser', () => {
  const mountConsole = async (target: Page) => {
    await target.evaluate(() => window.mountConsole());
    await target.getByRole('tablist', { name: 'Outils du service client' }).waitFor();
  };
  const search = () => page.getByRole('searchbox', { name: 'Numéro de réservation ou adresse e-mail' });
  const confirmDialog = () => page.getByRole('dialog');
  const status = () => page.getByRole('status');

  /** Searches with the keyboard and opens the order found from its row, with the keyboard too. */
  async function openOrderWithKeyboard(): Promise<void> {
    await search().fill('4821 3759');
    await page.keyboard.press('Enter');
    await expect.poll(focusedText).toBe('1 commande pour « 48213759 »');
    expect(calls('GET /api/customer-care/orders')).toEqual([{ call: 'GET /api/customer-care/orders?q=48213759', body: undefined }]);
    // On a phone, the results' sideways scroller is a stop on the way.
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.getAttribute('role'))) === 'group') await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Ouvrir la commande 48213759');
    await page.keyboard.press('Enter');
    await expect.poll(focusedText).toBe('Commande 48213759');
  }

  it('finds an order, moves the focus to what it found, and shows its detail: amounts in euros, history, e-mails, cases, audit', async () => {
    await openPage(mountConsole);
    expect(await page.getByRole('tab', { name: 'Commandes' }).getAttribute('aria-selected')).toBe('true');
    expect(text(await page.getByText('Connecté en tant que').textContent())).toBe('Connecté en tant que agent@escapade.example (conseiller)');

    // A number that is not 8 digits: said under the field, nothing asked.
    await search().fill('1234');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Un numéro de réservation est composé de 8 chiffres.').count()).toBe(1);
    expect(sent).toEqual([]);

    await openOrderWithKeyboard();
    const columns = await page.getByRole('table', { name: 'E-mails' }).getByRole('columnheader').allTextContents();
    expect(columns).toEqual(['E-mail', 'État', 'Tentatives', 'Créé le', 'Envoyé le', 'Actions']);
    const amounts = text(await page.getByRole('region', { name: 'Montants' }).textContent());
    expect(amounts).toContain('Total149,90 €');
    expect(amounts).toContain('Payé149,90 €');
    expect(amounts).toContain('Reste à payer0,00 €');
    expect(amounts).toContain('FactureFR-FR-2030-000042');
    expect(amounts, 'no refund, no credit note').not.toContain('Avoir');
    expect(text(await page.getByRole('table', { name: 'Historique' }).getByRole('row').nth(4).textContent())).toBe('02/03/2030 10:16PayéeConfirméeRéservation confirméewebhook');
    expect(await page.getByRole('table', { name: 'Demandes de contact' }).getByRole('button', { name: 'Prendre en charge la demande n° 7' }).count()).toBe(1);
    expect(text(await page.getByRole('table', { name: 'Actions du service client' }).textContent())).toContain('E-mail renvoyé');
    // A gift sent by e-mail: nothing to ship.
    expect(await page.getByRole('button', { name: /Marquer comme/ }).count()).toBe(0);
    expect(await seriousAxeViolations()).toEqual([]);

    // Back: the results again, focused.
    await page.getByRole('button', { name: 'Retour aux résultats' }).click();
    await expect.poll(focusedText).toBe('1 commande pour « 48213759 »');
  });

  it('sends an e-mail again only once the agent confirms it, then reads the order again', async () => {
    await openPage(mountConsole);
    await openOrderWithKeyboard();
    const mails = page.getByRole('table', { name: 'E-mails' });
    // One button per e-mail an agent may send again: the confirmation and the gift vouchers.
    expect(await mails.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual([
      'Renvoyer : Confirmation de commande',
      'Renvoyer : Bons cadeaux',
    ]);
    const resend = mails.getByRole('button', { name: 'Renvoyer : Confirmation de commande' });

    // Asked, then cancelled with Escape: nothing sent, the focus back on the button.
    await resend.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => confirmDialog().getByRole('heading').textContent()).toBe('Renvoyer « Confirmation de commande » ?');
    expect(text(await confirmDialog().getByText("L'e-mail est envoyé").textContent())).toBe("L'e-mail est envoyé de nouveau à son destinataire, comme la première fois.");
    await page.keyboard.press('Escape');
    await expect.poll(() => confirmDialog().count()).toBe(0);
    expect(await focusedName()).toBe('Renvoyer : Confirmation de commande');
    expect(calls('POST')).toEqual([]);

    // Refused (the order is no longer confirmed): said in the dialog, which stays open.
    answerResend = (route) => json(route, 409, problem(409));
    await resend.click();
    await confirmDialog().getByRole('button', { name: 'Renvoyer' }).click();
    await expect.poll(() => confirmDialog().getByRole('alert').textContent()).toBe(
      "Cet e-mail ne peut pas être renvoyé : seule une commande confirmée peut renvoyer les e-mails qu'elle a déjà reçus.",
    );

    // Confirmed: sent, the dialog closes, the live region says it, the order is read again.
    answerResend = (route) => json(route, 202, { queued: true, outboxId: 36 });
    const detailReads = calls(`GET /api/customer-care/orders/${FIXTURE_ORDER_UUID}`).length;
    await confirmDialog().getByRole('button', { name: 'Renvoyer' }).click();
    await expect.poll(() => confirmDialog().count()).toBe(0);
    expect(calls(`POST /api/customer-care/orders/${FIXTURE_ORDER_UUID}/resend-mail`).map(({ body }) => body)).toEqual([{ kind: 'order_confirmation' }, { kind: 'order_confirmation' }]);
    await expect.poll(() => status().textContent()).toBe('« Confirmation de commande » sera renvoyé dans quelques instants.');
    await expect.poll(() => calls(`GET /api/customer-care/orders/${FIXTURE_ORDER_UUID}`).length).toBeGreaterThan(detailReads);
  });

  it("moves a physical gift's parcel on from the state the agent saw, once confirmed", async () => {
    detail = orderDetailFixture('physical');
    await openPage(mountConsole);
    await openOrderWithKeyboard();
    await page.getByRole('button', { name: 'Marquer comme : Expédié' }).click();
    expect(await confirmDialog().getByText("L'acheteur reçoit un e-mail").count()).toBe(1);
    await confirmDialog().getByRole('button', { name: 'Confirmer' }).click();
    await expect.poll(() => status().textContent()).toBe('Commande 48213759 : colis marqué comme « Expédié ».');
    expect(calls(`POST /api/customer-care/orders/${FIXTURE_ORDER_UUID}/shipment/advance`).map(({ body }) => body)).toEqual([{ from: 'TO_SHIP' }]);
  });

  it('takes a new case from the CASES tab, reached with the arrow keys, and offers the next steps', async () => {
    await openPage(mountConsole);
    await page.getByRole('tab', { name: 'Commandes' }).focus();
    await page.keyboard.press('ArrowRight');
    // The tab is selected as focus reaches it, in React's render after the key press: polled.
    await expect.poll(() => page.getByRole('tab', { name: 'Demandes de contact' }).getAttribute('aria-selected')).toBe('true');
    const cases = page.getByRole('table', { name: '1 demande de contact' });
    await cases.waitFor();
    expect(await cases.getByRole('columnheader').allTextContents()).toEqual(['Demande', 'Reçue le', 'État', 'Motif', 'De', 'Réservation', 'Message', 'Actions']);
    expect(await cases.getByRole('button', { name: /la demande n° 7$/ }).evaluateAll((buttons) => buttons.map((button) => button.textContent))).toEqual(['Prendre en charge', 'Clore']);

    await cases.getByRole('button', { name: 'Prendre en charge la demande n° 7' }).click();
    await expect.poll(() => status().textContent()).toBe('Demande n° 7 prise en charge.');
    expect(calls('POST /api/customer-care/cases/7/transition').map(({ body }) => body)).toEqual([{ event: 'take' }]);
    await expect.poll(() => cases.getByRole('button', { name: /la demande n° 7$/ }).evaluateAll((buttons) => buttons.map((button) => button.textContent))).toEqual(['Marquer comme répondue', 'Clore']);
    // The focus stays with the case the agent moved.
    await expect.poll(focusedText).toBe('N° 7');

    // The filter asks the API for one state.
    await page.getByLabel('État').selectOption('CLOSED');
    await expect.poll(() => calls('GET /api/customer-care/cases?state=CLOSED').length).toBe(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('on a phone, a table wider than the screen scrolls sideways in its own box, reachable with the keyboard', async () => {
    await openPage(mountConsole, 390);
    await openOrderWithKeyboard();
    // Nothing makes the page itself wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const history = page.getByRole('group', { name: 'Historique' });
    expect(await history.getAttribute('tabindex')).toBe('0');
    await history.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => history.evaluate((scroller) => scroller.scrollLeft)).toBeGreaterThan(0);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('reads the page again when the session is over', async () => {
    answerDetail = (route) => json(route, 401, problem(401));
    await openPage(mountConsole);
    await search().fill('48213759');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Ouvrir la commande 48213759' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Votre session a pris fin' }).count()).toBe(1);
    await expect.poll(refreshes).toBeGreaterThan(0);
  });
});
