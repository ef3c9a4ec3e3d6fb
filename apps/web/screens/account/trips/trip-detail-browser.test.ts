import AxeBuilder from '@axe-core/playwright';
import type { TripDetail } from '@escapade/contracts/account';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bundleHarness, launchTestBrowser } from '../../../lib/browser-test-harness';
import { FIXTURE_TRIP_UUID, tripDetailFixture } from './trip-fixtures';

/**
 * A trip in system Chromium: its facts, the cancellation asked to confirm with the amount and where
 * it goes, then posted and its outcome said; a refusal (409 NON_CANCELLABLE) in its words; the
 * change request's checks and its sending; the booking lookup opening a guest's trip in place with
 * the contact page's action. browser-harness.tsx is bundled as the site bundles it and served from a
 * made-up origin whose /api/* the test answers.
 */
const ORIGIN = 'http://escapade.test';
const TOKEN = '1901786400000.' + 'A'.repeat(43);
const CREDIT_NOTE = { reference: 'AV-FR-FR-2030-000007', issuedAt: '2030-03-05T10:00:00.000Z', amountCents: 14_000 };

let browser: Browser;
let script: string;
let page: Page;
let pageErrors: string[];
/** What the page sent to /api/*. */
let sent: Array<{ method: string; path: string; access: string | null; body: unknown }>;
/** The trip the API answers, changed by what the test lets happen. */
let trip: TripDetail;
/** How the fake API answers the trip's writes. */
let answerCancel: (route: Route) => Promise<void>;
let answerChange: (route: Route) => Promise<void>;

beforeAll(async () => {
  script = await bundleHarness('screens/account/trips/browser-harness.tsx');
  browser = await launchTestBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const json = (status: number, body: unknown) => ({ status, contentType: status >= 400 ? 'application/problem+json' : 'application/json', body: JSON.stringify(body) });
const problem = (status: number, code: string, extra: object = {}) =>
  json(status, { type: `urn:escapade:problem:${code.toLowerCase()}`, title: 'Refused', status, detail: 'Refused', instance: '/api/trips/x', code, ...extra });

beforeEach(() => {
  sent = [];
  pageErrors = [];
  trip = tripDetailFixture();
  answerCancel = (route) => route.fulfill(json(200, { status: 'REFUNDED', refundCents: 14_000, giftCardRefundCents: 5_000, providerRefundCents: 9_000, isProviderRefundDone: true }));
  answerChange = (route) => route.fulfill(json(201, { caseId: 42, state: 'NEW' }));
  return async () => {
    await page?.context().close();
    expect(pageErrors).toEqual([]);
  };
});

async function open(path: string, mountCall: string) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.route(`${ORIGIN}/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) {
      const path = url.pathname.slice('/api'.length);
      sent.push({ method: request.method(), path, access: request.headers()['x-booking-access'] ?? null, body: request.postDataJSON() });
      if (path === '/purchase/booking-lookup') return route.fulfill(json(200, { orderUUID: FIXTURE_TRIP_UUID, accessToken: TOKEN, expiresAt: new Date(Date.now() + 3_600_000).toISOString() }));
      if (path === `/trips/${FIXTURE_TRIP_UUID}` && request.method() === 'GET') return route.fulfill(json(200, trip));
      if (path === `/trips/${FIXTURE_TRIP_UUID}/cancel`) return answerCancel(route);
      if (path === `/trips/${FIXTURE_TRIP_UUID}/change-request`) return answerChange(route);
      return route.fulfill(problem(404, 'NOT_FOUND'));
    }
    if (url.pathname.startsWith('/fr-fr/account/')) {
      const body = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Mon voyage</title></head><body><div id="root"></div><script>${script}</script><script>${mountCall}</script></body></html>`;
      return route.fulfill({ status: 200, contentType: 'text/html', body });
    }
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'not here' });
  });
  await page.goto(`${ORIGIN}${path}`);
  await page.locator('main h1').first().waitFor();
}

const openTrip = () => open(`/fr-fr/account/trips/${FIXTURE_TRIP_UUID}`, `window.mountTrip(${JSON.stringify(trip)})`);
const openLookup = (hash = '') => open(`/fr-fr/account/booking${hash}`, 'window.mountBookingLookup()');

/** Polled up to 10 s: the machine may be busy with other test files (a guard, not a timing). */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
/** Text with the narrow and non-breaking spaces of French numbers read as spaces. */
const words = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ').trim();
const focused = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? document.activeElement?.textContent?.trim() ?? '');
const dialog = () => page.getByRole('dialog');
const section = (name: string) => page.getByRole('region', { name });
const fieldError = (label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id.endsWith('-error'))
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(''),
  );

async function seriousAxeViolations(): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as never }).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
}

describe('a signed-in customer\'s trip', () => {
  it('says the stay, the amounts paid and due with the instalments, the terms and the documents', async () => {
    await openTrip();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Week-end bien-être en Provence');
    const stay = words(await section('Votre séjour').textContent());
    expect(stay).toContain('Mas des Oliviers');
    expect(stay).toContain('Du 12 juin 2030 au 14 juin 2030');
    expect(stay).toContain('2 adultes, 1 enfant');
    const payment = words(await section('Paiement').textContent());
    expect(payment).toContain('Total420 €');
    expect(payment).toContain('Déjà payé140 €');
    expect(payment).toContain('Reste à payer280 €');
    expect((await page.getByRole('table', { name: 'Échéancier' }).getByRole('row').allTextContents()).map(words)).toEqual(['DateMontantStatut', '2 mars 203090 €Payée', '2 avril 2030140 €Prévue', '2 mai 2030140 €Prévue']);
    expect(words(await section("Conditions d'annulation").textContent())).toContain("Annulation gratuite jusqu'au 5 juin 2030");
    expect(await page.getByRole('link', { name: 'Facture (PDF)' }).getAttribute('href')).toBe(`/api/trips/${FIXTURE_TRIP_UUID}/invoice.pdf`);
    expect(await page.getByRole('link', { name: 'Confirmation de réservation' }).getAttribute('href')).toBe(`/fr-fr/confirmation/${FIXTURE_TRIP_UUID}`);
    expect(await page.getByRole('link', { name: /^Avoir/ }).count(), 'no refund, no credit note').toBe(0);
    expect(sent).toEqual([]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('links the credit note of a refund after the invoice beside it', async () => {
    trip = tripDetailFixture({ status: 'REFUNDED', cancellation: { allowed: false, refusal: 'NOT_CONFIRMED' }, creditNote: CREDIT_NOTE });
    await openTrip();
    expect(await section('Documents').getByRole('link').allTextContents()).toEqual(['Confirmation de réservation', 'Facture (PDF)', 'Avoir n° AV-FR-FR-2030-000007 (PDF)']);
    expect(await page.getByRole('link', { name: 'Avoir n° AV-FR-FR-2030-000007 (PDF)' }).getAttribute('href')).toBe(`/api/trips/${FIXTURE_TRIP_UUID}/credit-note.pdf`);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('asks to confirm the cancellation with the amount and where it goes, then posts it and says the outcome', async () => {
    await openTrip();
    await page.getByRole('button', { name: 'Annuler ma réservation' }).click();
    await dialog().waitFor();
    expect(await dialog().getByRole('heading').textContent()).toBe('Annuler cette réservation ?');
    const asked = words(await dialog().textContent());
    expect(asked).toContain('Vous serez remboursé de 140 € :');
    expect(asked).toContain('50 € sur votre carte cadeau');
    expect(asked).toContain('90 € sur votre moyen de paiement');
    expect(sent, 'nothing is sent before the confirmation').toEqual([]);
    expect(await seriousAxeViolations()).toEqual([]);

    trip = tripDetailFixture({ status: 'REFUNDED', cancellation: { allowed: false, refusal: 'NOT_CONFIRMED' } });
    await dialog().getByRole('button', { name: "Confirmer l'annulation" }).click();
    await eventually(() => page.getByRole('dialog').count()).toBe(0);
    const outcome = section("Conditions d'annulation").getByRole('status');
    await eventually(async () => words(await outcome.textContent())).toBe('Votre réservation est annulée.140 € vous sont remboursés :50 € sur votre carte cadeau90 € sur votre moyen de paiement');
    expect(words(await focused())).toContain('Votre réservation est annulée.');
    expect(sent[0]).toEqual({ method: 'POST', path: `/trips/${FIXTURE_TRIP_UUID}/cancel`, access: null, body: {} });
    // The trip is read again: cancelled, there is nothing left to cancel.
    await eventually(() => section("Conditions d'annulation").getByText('Cette réservation est annulée.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Annuler ma réservation' }).count()).toBe(0);
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([`POST /trips/${FIXTURE_TRIP_UUID}/cancel`, `GET /trips/${FIXTURE_TRIP_UUID}`]);
  });

  it('says a refusal in its words (409 NON_CANCELLABLE); closed, the trip is read again', async () => {
    answerCancel = (route) => route.fulfill(problem(409, 'CONFLICT', { reason: 'NON_CANCELLABLE' }));
    await openTrip();
    await page.getByRole('button', { name: 'Annuler ma réservation' }).click();
    trip = tripDetailFixture({ cancellation: { allowed: false, refusal: 'NON_CANCELLABLE' } });
    await dialog().getByRole('button', { name: "Confirmer l'annulation" }).click();
    await eventually(() => dialog().getByRole('alert').textContent()).toBe('Non échangeable, non remboursable');
    expect(await dialog().getByRole('button', { name: "Confirmer l'annulation" }).count()).toBe(0);
    expect(await seriousAxeViolations()).toEqual([]);

    await dialog().getByRole('button', { name: 'Garder ma réservation' }).click();
    await eventually(() => section("Conditions d'annulation").getByText('Non échangeable, non remboursable').count()).toBe(1);
    expect(await focused()).toBe("Conditions d'annulation");
    expect(await page.getByRole('button', { name: 'Annuler ma réservation' }).count()).toBe(0);
    expect(sent.map(({ method }) => method)).toEqual(['POST', 'GET']);
  });

  it('checks the change request, then posts it: "sent to our customer care team", and it is in the list', async () => {
    await openTrip();
    await page.getByRole('button', { name: 'Demander une modification' }).click();
    await eventually(focused).toBe('Les dates');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await eventually(() => page.getByText('Choisissez ce que vous souhaitez modifier').count()).toBe(1);
    expect(await fieldError('Votre message')).toBe('Champ obligatoire');
    expect(await page.getByRole('radio', { name: 'Les dates' }).getAttribute('aria-invalid')).toBe('true');

    await page.getByRole('radio', { name: 'Les voyageurs' }).check();
    await page.getByLabel('Votre message').fill('x'.repeat(2001));
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await eventually(() => fieldError('Votre message')).toBe('Le champ est limité à 2000 caractères');
    expect(await page.getByText('2001 / 2000 caractères').count()).toBe(1);
    expect(sent).toEqual([]);
    expect(await seriousAxeViolations()).toEqual([]);

    trip = tripDetailFixture({ changeRequests: [{ caseId: 42, state: 'NEW', createdAt: '2030-03-05T10:00:00.000Z' }] });
    await page.getByLabel('Votre message').fill('  Nous serons trois adultes et un enfant.  ');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await eventually(() => focused()).toBe('Votre demande a été envoyée à notre service client.');
    expect(sent[0]).toEqual({ method: 'POST', path: `/trips/${FIXTURE_TRIP_UUID}/change-request`, access: null, body: { kind: 'party', message: 'Nous serons trois adultes et un enfant.' } });
    const requests = section('Demandes de modification').getByRole('listitem');
    await eventually(() => requests.allTextContents()).toEqual(['Demande n° 42 du 5 mars 2030Envoyée']);
    expect(await page.getByLabel('Votre message').count()).toBe(0);
  });
});

describe('the booking lookup opens a guest\'s trip in place', () => {
  async function lookUp() {
    await page.getByLabel('Numéro de réservation').fill('48213759');
    await page.getByLabel('Adresse e-mail').fill('lea.dupont@example.com');
    await page.getByRole('button', { name: 'Retrouver ma réservation' }).click();
  }

  it('#cancel: the trip opens with the cancel dialog and its amount; the token stays out of the URL, in the tab\'s storage', async () => {
    await openLookup('#cancel');
    await lookUp();
    await dialog().waitFor();
    expect(words(await dialog().textContent())).toContain('Vous serez remboursé de 140 € :');
    expect(sent.map(({ method, path, access }) => `${method} ${path} ${access ?? '-'}`)).toEqual(['POST /purchase/booking-lookup -', `GET /trips/${FIXTURE_TRIP_UUID} ${TOKEN}`]);
    expect(page.url()).toBe(`${ORIGIN}/fr-fr/account/booking#cancel`);
    const kept = JSON.parse((await page.evaluate(() => sessionStorage.getItem('escapade.bookingAccess'))) ?? 'null') as { accessToken?: string } | null;
    expect(kept?.accessToken).toBe(TOKEN);

    await dialog().getByRole('button', { name: "Confirmer l'annulation" }).click();
    await eventually(() => sent.filter(({ method }) => method === 'POST').map(({ path, access }) => `${path} ${access}`)).toEqual(['/purchase/booking-lookup null', `/trips/${FIXTURE_TRIP_UUID}/cancel ${TOKEN}`]);
  });

  it('#modify opens the change form; #invoice focuses the invoice link, which carries the token', async () => {
    await openLookup('#modify');
    await lookUp();
    await eventually(focused).toBe('Les dates');
    await page.context().close();

    await openLookup('#invoice');
    await lookUp();
    await eventually(focused).toBe('Facture (PDF)');
    expect(await page.getByRole('link', { name: 'Facture (PDF)' }).getAttribute('href')).toBe(`/api/trips/${FIXTURE_TRIP_UUID}/invoice.pdf?access=${encodeURIComponent(TOKEN)}`);
  });

  it('a refunded trip\'s credit note link carries the token, as the invoice\'s does', async () => {
    trip = tripDetailFixture({ status: 'REFUNDED', cancellation: { allowed: false, refusal: 'NOT_CONFIRMED' }, creditNote: CREDIT_NOTE });
    await openLookup();
    await lookUp();
    const link = page.getByRole('link', { name: 'Avoir n° AV-FR-FR-2030-000007 (PDF)' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/api/trips/${FIXTURE_TRIP_UUID}/credit-note.pdf?access=${encodeURIComponent(TOKEN)}`);
  });

  it('without a hash the trip\'s heading takes the focus; a reload shows it again; "another booking" goes back to the form', async () => {
    await openLookup();
    await lookUp();
    await eventually(focused).toBe('Week-end bien-être en Provence');
    expect(await page.getByRole('heading', { level: 2, name: 'Week-end bien-être en Provence' }).count()).toBe(1);
    expect(await seriousAxeViolations()).toEqual([]);

    await page.reload();
    await eventually(() => page.getByRole('heading', { level: 2, name: 'Week-end bien-être en Provence' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Rechercher une autre réservation' }).click();
    await eventually(focused).toBe('Numéro de réservation');
    expect(await page.evaluate(() => sessionStorage.getItem('escapade.bookingAccess'))).toBeNull();
  });

  it('an access the API no longer takes (404) brings back the form, saying so', async () => {
    await openLookup();
    await page.route(`${ORIGIN}/api/trips/**`, (route) => route.fulfill(problem(404, 'NOT_FOUND')));
    await lookUp();
    await eventually(() => page.getByRole('alert').first().textContent()).toBe('Votre accès à cette réservation a expiré : retrouvez-la à nouveau.');
    expect(await page.getByLabel('Numéro de réservation').count()).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('escapade.bookingAccess'))).toBeNull();
  });
});
