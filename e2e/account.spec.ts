import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import accountMailFr from '../apps/api/src/mail/messages/account/fr.json' with { type: 'json' };
import cancellationMailFr from '../apps/api/src/mail/messages/cancellation/fr.json' with { type: 'json' };
import accountFr from '../apps/web/messages/fr/account.json' with { type: 'json' };
import bookingLookupFr from '../apps/web/messages/fr/bookingLookup.json' with { type: 'json' };
import profileFr from '../apps/web/messages/fr/profile.json' with { type: 'json' };
import tripsFr from '../apps/web/messages/fr/trips.json' with { type: 'json' };
import wishlistFr from '../apps/web/messages/fr/wishlist.json' with { type: 'json' };
import { bookable, findProduct, findStay, type Detail } from './support/catalog';
import { guestBuyer, payOnSandbox } from './support/checkout';
import { expect, expectNoSeriousAxeViolations, hydrated, saveScreenshot, test } from './support/fixtures';
import { mailSubject, type ReceivedMail } from './support/mailbox';

/**
 * Issue "accounts and after-sales", the customer's journey: a stay bought as a guest, found again
 * with the booking lookup, then found in the account opened afterwards with the same address (the
 * guest's orders join the account once its address is verified), cancelled inside its free period
 * (the refund, the e-mail, the rooms back on sale), and a later sign-in with the e-mailed link;
 * then a visitor's wishlist that follows them into the account they open, their data exported, and
 * the account deleted.
 * Stays are found through the API, a different one per project, so desktop and mobile never compete.
 */

const PASSWORD = 'voyage en famille 2026';
const interpolate = (message: string, values: Record<string, string | number>) => message.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

interface DatedPolicy {
  price: unknown;
  cancellationPolicy: { type: string; cancellable: boolean; cancellableUntil: string | null };
}

/**
 * A stay of a flexible offer without activities to date, whose free cancellation runs past today;
 * one with few rooms left when there is one (the offer list then counts them, and the test sees the
 * room go and come back).
 */
async function freelyCancellableStay(request: APIRequestContext, skip: number) {
  const detail = await findProduct(request, (d) => bookable(d) && d.activities.length === 0 && (d as Detail & DatedPolicy).cancellationPolicy?.type === 'FLEXIBLE');
  const today = new Date().toISOString().slice(0, 10);
  let plenty: { detail: Detail; stay: Awaited<ReturnType<typeof findStay>>; nights: number } | undefined;
  for (let more = 0; more < 12; more += 2) {
    const stay = await findStay(request, detail, skip + more);
    const nights = Math.round((Date.parse(stay.checkout) - Date.parse(stay.checkin)) / 86_400_000);
    const dated = (await (await request.get(`/api/weekend/${detail.id}/detail.json?locale=fr_FR&checkin=${stay.checkin}&night=${nights}`)).json()) as DatedPolicy;
    const until = dated.cancellationPolicy.cancellableUntil;
    if (!dated.cancellationPolicy.cancellable || !until || until <= today) continue;
    if ((await availability(request, detail, stay, nights)).roomsLeft !== null) return { detail, stay, nights };
    plenty ??= { detail, stay, nights };
  }
  if (!plenty) throw new Error(`no stay of product ${detail.id} is freely cancellable today`);
  return plenty;
}

/**
 * The offer's availability for the stay, as the product's offer list tells it: bookable, and the
 * rooms left when few remain (the scarcity message; null when there are plenty).
 */
async function availability(request: APIRequestContext, detail: Detail, stay: { checkin: string }, nights: number): Promise<{ bookable: boolean; roomsLeft: number | null }> {
  const response = await request.get(`/api/product/${detail.id}/offers?locale=fr_FR&checkin=${stay.checkin}&nights=${nights}&adult=2&child=0&baby=0`);
  expect(response.ok(), await response.text()).toBe(true);
  const { offers } = (await response.json()) as { offers: { weekendId: number; bookable: boolean; roomsAmountMessage: { roomsLeft: number } | null }[] };
  const offer = offers.find((candidate) => candidate.weekendId === detail.id) ?? offers[0];
  expect(offer).toBeDefined();
  return { bookable: offer?.bookable ?? false, roomsLeft: offer?.roomsAmountMessage?.roomsLeft ?? null };
}

/** A stay order as the checkout posts it, for a guest buyer; answered with its hosted card page. */
async function orderStay(request: APIRequestContext, detail: Detail, stay: { checkin: string; checkout: string }, nights: number, email: string) {
  const quote = await request.get(`/api/product/${detail.id}/quote?locale=fr_FR&checkin=${stay.checkin}&nights=${nights}&adult=2&child=0&baby=0`);
  const { amountToPayToday } = (await quote.json()) as { amountToPayToday: number };
  const created = await request.post('/api/purchase/orders', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      locale: 'fr_FR',
      buyer: guestBuyer(email),
      currency: 'EUR',
      expectedAmount: amountToPayToday,
      items: {
        shortStayItem: {
          gift: false,
          reservationCriteria: {
            offerId: detail.id,
            activityDaySelections: [],
            pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
            travelPeriod: { checkinDate: stay.checkin, checkoutDate: stay.checkout },
          },
        },
        insuranceItem: { choice: 'noInsurance' },
      },
      paymentMethod: 'card',
      consents: { salesConditions: true, packageTravelInformation: true },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { order, payment } = (await created.json()) as { order: { orderUUID: string; bookingNumber: string }; payment: { url: string } };
  return { ...order, paymentUrl: payment.url };
}

/** The first link of an e-mail's text that goes to the site. */
function linkIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  return link as string;
}

async function signUp(page: Page, email: string, testInfo?: TestInfo): Promise<void> {
  await page.goto('/fr-fr/account/signup');
  const form = page.getByRole('main').locator('form');
  await form.getByRole('textbox', { name: accountFr.fields.name, exact: true }).fill('Camille Martin');
  await form.getByRole('textbox', { name: accountFr.fields.email, exact: true }).fill(email);
  await form.getByLabel(accountFr.fields.password, { exact: true }).fill(PASSWORD);
  if (testInfo) await saveScreenshot(page, testInfo, 'signup');
  await (await hydrated(form.getByRole('button', { name: accountFr.signup.submit }))).click();
  await expect(page.getByRole('heading', { name: accountFr.signup.checkInboxTitle })).toBeVisible({ timeout: 20_000 });
  if (testInfo) {
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'signup-check-inbox');
  }
}

test.describe('accounts and after-sales', () => {
  test('a guest’s stay: looked up, found in the account opened with the same address, cancelled for free; then a sign-in by e-mailed link', async ({ page, request, mailbox, isMobile }, testInfo) => {
    test.setTimeout(240_000);
    const email = `traveller-${testInfo.project.name}-${Date.now()}@example.com`;
    const { detail, stay, nights } = await freelyCancellableStay(request, isMobile ? 6 : 5);
    const before = await availability(request, detail, stay, nights);
    expect(before.bookable).toBe(true);

    // Bought as a guest, paid on the provider's card page.
    const order = await orderStay(request, detail, stay, nights, email);
    await page.goto(order.paymentUrl);
    await payOnSandbox(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(new RegExp(`/confirmation/${order.orderUUID}`), { timeout: 30_000 });
    if (before.roomsLeft !== null) expect((await availability(request, detail, stay, nights)).roomsLeft).toBe(before.roomsLeft - 1);

    // The booking lookup: booking number + e-mail → the trip, without an account.
    await page.goto('/fr-fr/account/booking');
    await page.getByRole('textbox', { name: bookingLookupFr.bookingNumber }).fill(order.bookingNumber);
    await page.getByRole('textbox', { name: bookingLookupFr.email, exact: true }).fill(email);
    await (await hydrated(page.getByRole('button', { name: bookingLookupFr.submit }))).click();
    await expect(page.getByRole('heading', { name: tripsFr.cancellation.title })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(order.bookingNumber).first()).toBeVisible();
    await saveScreenshot(page, testInfo, 'booking-lookup-trip');

    // An account with the same address: the verification link signs in, and the trip is there.
    await signUp(page, email, testInfo);
    const verification = await mailbox.receive({ to: email, subject: accountMailFr.verify_email.subject });
    await page.goto(linkIn(verification));
    await page.goto('/fr-fr/account/trips');
    await expect(page.getByRole('heading', { level: 1, name: tripsFr.title })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: interpolate(tripsFr.card.bookingNumber, { number: order.bookingNumber }) });
    await expect(card).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'trips');

    // Cancelled inside the free period: all of it back, the e-mail, the rooms on sale again.
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await (await hydrated(page.getByRole('button', { name: tripsFr.cancellation.button }))).click();
    const dialog = page.getByRole('dialog', { name: tripsFr.cancellation.dialogTitle });
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'trip-cancel-dialog');
    await dialog.getByRole('button', { name: tripsFr.cancellation.confirm }).click();
    await expect(page.getByText(tripsFr.cancellation.done).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(tripsFr.status.refunded).first()).toBeVisible({ timeout: 30_000 });
    await saveScreenshot(page, testInfo, 'trip-cancelled');
    await mailbox.receive({ to: email, subject: mailSubject(cancellationMailFr.subject, { bookingNumber: order.bookingNumber }) });
    const after = await availability(request, detail, stay, nights);
    expect(after.bookable).toBe(true);
    expect(after.roomsLeft).toBe(before.roomsLeft);

    // Signed out, then back in with the e-mailed one-time link.
    await page.context().clearCookies({ name: /escapade\.session/ });
    await page.goto('/fr-fr/account/signin');
    const signIn = page.getByRole('main').locator('form').first();
    await signIn.getByRole('textbox', { name: accountFr.fields.email, exact: true }).fill(email);
    await (await hydrated(page.getByRole('button', { name: accountFr.signin.sendLink }))).click();
    await expect(page.getByText(interpolate(accountFr.signin.linkSent, { email, minutes: 15 }))).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'signin-link-sent');
    const link = await mailbox.receive({ to: email, subject: accountMailFr.sign_in_link.subject });
    await page.goto(linkIn(link));
    await page.goto('/fr-fr/account/trips');
    await expect(page.getByRole('article').filter({ hasText: interpolate(tripsFr.card.bookingNumber, { number: order.bookingNumber }) })).toBeVisible();
    // The session is the account's (on a phone the account menu sits in the closed burger menu).
    const session = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { email: string } } | null;
    expect(session?.user.email).toBe(email);
  });

  test('a visitor’s wishlist joins the account opened afterwards and stays there; the data export; the account deleted', async ({ page, request, mailbox }, testInfo) => {
    test.setTimeout(180_000);
    const email = `wisher-${testInfo.project.name}-${Date.now()}@example.com`;
    const product = await findProduct(request, (d) => !d.expired);

    // A visitor saves a stay: the heart of the stay page's gallery (always there).
    await page.goto(`/fr-fr/sejour/${product.id}`);
    await hydrated(page.getByRole('main').getByRole('button').first());
    await page.getByRole('button', { name: interpolate(wishlistFr.add, { label: product.label }) }).click();
    await expect(page.getByRole('button', { name: interpolate(wishlistFr.remove, { label: product.label }) })).toBeVisible();

    // Signed up and in (the verification link): the list is merged into the account.
    await signUp(page, email);
    await page.goto(linkIn(await mailbox.receive({ to: email, subject: accountMailFr.verify_email.subject })));
    await page.goto('/fr-fr/account/wishlist');
    await expect(page.getByRole('heading', { level: 2, name: product.label })).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(async () => ((await (await page.request.get('/api/account/wishlist?locale=fr_FR')).json()) as { items: { id: number }[] }).items.map((item) => item.id), { timeout: 20_000 })
      .toEqual([product.id]);
    // The browser forgets it; the account keeps it.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: product.label })).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'wishlist-signed-in');

    // The profile: the data export downloads the account's data as JSON.
    await page.goto('/fr-fr/account/settings/profile');
    await expect(page.getByRole('heading', { level: 1, name: profileFr.title })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'profile');
    const [download] = await Promise.all([page.waitForEvent('download'), (await hydrated(page.getByRole('link', { name: profileFr.data.download }))).click()]);
    expect(download.suggestedFilename()).toMatch(/^escapade-account-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await download.path()) as string, 'utf8')) as { profile: { email: string }; wishlist: unknown[] };
    expect(exported.profile.email).toBe(email);
    expect(exported.wishlist).toHaveLength(1);

    // Deleted, after typing the address and the password again: the home says so, the session is gone.
    await (await hydrated(page.getByRole('button', { name: profileFr.delete.open }))).click();
    const dialog = page.getByRole('dialog', { name: profileFr.delete.dialogTitle });
    await dialog.getByRole('textbox', { name: profileFr.delete.email }).fill(email);
    await dialog.getByLabel(profileFr.delete.password, { exact: true }).fill(PASSWORD);
    await saveScreenshot(page, testInfo, 'profile-delete-dialog');
    await dialog.getByRole('button', { name: profileFr.delete.confirm }).click();
    await expect(page).toHaveURL(/\/fr-fr\/(\?account=deleted)?$/, { timeout: 30_000 });
    await expect(page.getByText(accountFr.outcomes.deleted)).toBeVisible({ timeout: 20_000 });
    expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
    const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD }, headers: { origin: new URL(page.url()).origin } });
    expect(signIn.status()).toBe(401);
  });
});
