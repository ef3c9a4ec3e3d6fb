import { NEWSLETTER_ACCEPTED_DETAIL } from '@escapade/contracts/newsletter';
import type { APIResponse, Locator, Page, Response, TestInfo } from '@playwright/test';
import mailFr from '../apps/api/src/mail/messages/fr.json' with { type: 'json' };
import modalFr from '../apps/web/messages/fr/newsletterModal.json' with { type: 'json' };
import siteFooterFr from '../apps/web/messages/fr/siteFooter.json' with { type: 'json' };
import { expect, expectNoSeriousAxeViolations, hydrated, MODAL_JOURNEY_COOKIE, saveScreenshot, test } from './support/fixtures';
import { showMail } from './support/mailbox';

/**
 * Issue "newsletter": double opt-in from the footer's form, end to end. The address → the thank-you
 * → the confirmation e-mail delivered over SMTP → its signed link → the home page says the
 * subscription is confirmed → the unsubscribe link of the same e-mail (every newsletter e-mail
 * carries it, and its List-Unsubscribe header) → unsubscribed; the old confirmation link no longer
 * subscribes. Whatever state an address is in (new, active, unsubscribed, pending), a signup gets
 * the one same answer: the form cannot be used to find out who is subscribed.
 */

const footerNewsletter = siteFooterFr.newsletter;
const outcomes = siteFooterFr.newsletterOutcome;
const newsletterMail = mailFr.newsletter;

function uniqueEmail(kind: string, testInfo: TestInfo): string {
  return `newsletter-${kind}-${testInfo.project.name}-${Date.now()}@example.com`;
}

/** A signup's answer, as the visitor's browser or a script gets it. */
async function answerOf(response: Response | APIResponse): Promise<{ status: number; body: unknown }> {
  return { status: response.status(), body: await response.json() };
}

/** Subscribes `email` with the footer's form of the home page; the API's answer to it. */
async function subscribeInFooter(page: Page, email: string): Promise<{ status: number; body: unknown }> {
  await page.goto('/fr-fr/');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: footerNewsletter.emailLabel, exact: true });
  const subscribe = await hydrated(footer.getByRole('button', { name: footerNewsletter.subscribe }));
  await field.fill(email);
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/api/marketing/newsletter' && candidate.request().method() === 'POST'),
    subscribe.click(),
  ]);
  await expect(footer.getByText(footerNewsletter.thankYou)).toBeVisible();
  await expect(subscribe).toBeDisabled();
  return answerOf(response);
}

/** The notice the home page shows for a newsletter link's outcome. */
function outcomeNotice(page: Page): Locator {
  return page.getByTestId('page-outcome');
}

/** Whether the site would still offer this browser the newsletter (false only to a confirmed subscriber's browser). */
async function isOfferedNewsletter(page: Page): Promise<boolean> {
  const response = await page.request.get('/api/marketing/newsletter');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { show: boolean }).show;
}

test.describe('newsletter', () => {
  test('footer signup → confirmation e-mail → its link confirms → its unsubscribe link unsubscribes; the same answer for the address in every state', async ({ page, request, mailbox }, testInfo) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('footer', testInfo);
    const signups: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/marketing/newsletter' && sent.method() === 'POST') signups.push(sent.postData() ?? '');
    });

    // A wrong address is stopped in the browser.
    await page.goto('/fr-fr/');
    const footer = page.getByRole('contentinfo');
    const field = footer.getByRole('textbox', { name: footerNewsletter.emailLabel, exact: true });
    await hydrated(footer.getByRole('button', { name: footerNewsletter.subscribe }));
    await field.fill('camille@');
    await field.press('Enter');
    await expect(footer.getByText(footerNewsletter.emailIncorrect)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(signups).toEqual([]);

    // The right one: the thank-you, and the answer every signup gets.
    const firstAnswer = await subscribeInFooter(page, email);
    expect(firstAnswer).toEqual({ status: 202, body: { status: 'accepted', detail: NEWSLETTER_ACCEPTED_DETAIL } });
    expect(JSON.parse(signups.at(-1) ?? '{}')).toEqual({ email, country: 'FR', language: 'fr', source: 'footer' });
    await footer.scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'newsletter-footer-thank-you');

    // The confirmation e-mail: its link, the unsubscribe link in its text, HTML and headers (one click, RFC 8058).
    const mail = await mailbox.receive({ to: email, subject: newsletterMail.subject });
    expect(mail.header('content-language')).toBe('fr-FR');
    const unsubscribeUrl = /^<(.+)>$/.exec(mail.header('list-unsubscribe') ?? '')?.[1] ?? '';
    expect(unsubscribeUrl).toMatch(/\/api\/marketing\/newsletter\/unsubscribe\?token=/);
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`${newsletterMail.unsubscribeLink}: ${unsubscribeUrl}`);
    expect(mail.text).toMatch(new RegExp(`${newsletterMail.confirm}: \\S+/api/marketing/newsletter/confirm\\?token=\\S+`));
    expect(mail.attachments).toEqual([]);
    expect(await isOfferedNewsletter(page)).toBe(true);

    // Its signed link, clicked in the e-mail: the home page says the subscription is confirmed.
    await showMail(page, mail);
    await page.getByRole('link', { name: newsletterMail.confirm }).click();
    await expect(page).toHaveURL(/\/fr-fr\/\?newsletter=confirmed$/, { timeout: 30_000 });
    await expect(outcomeNotice(page)).toContainText(outcomes.confirmed);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'newsletter-confirmed');
    // This browser is now known as a subscriber's; a script naming the address learns nothing.
    expect(await isOfferedNewsletter(page)).toBe(false);
    const check = await request.get(`/api/marketing/newsletter?email=${encodeURIComponent(email)}&country=FR&language=fr`);
    expect(check.status()).toBe(200);
    expect(await check.json()).toEqual({ show: true });

    // Subscribing the active address again: the same answer as a new one.
    const signupBody = { email, country: 'FR', language: 'fr', source: 'footer' };
    expect(await answerOf(await request.post('/api/marketing/newsletter', { data: signupBody }))).toEqual(firstAnswer);

    // The e-mail's unsubscribe link: unsubscribed, said on the home page.
    await showMail(page, mail);
    const unsubscribe = page.getByRole('link', { name: newsletterMail.unsubscribeLink });
    await expect(unsubscribe).toHaveAttribute('href', unsubscribeUrl);
    await unsubscribe.click();
    await expect(page).toHaveURL(/\/fr-fr\/\?newsletter=unsubscribed$/, { timeout: 30_000 });
    await expect(outcomeNotice(page)).toContainText(outcomes.unsubscribed);
    await saveScreenshot(page, testInfo, 'newsletter-unsubscribed');
    expect(await isOfferedNewsletter(page)).toBe(true);

    // The confirmation link does not subscribe the address again: it has expired.
    await showMail(page, mail);
    await page.getByRole('link', { name: newsletterMail.confirm }).click();
    await expect(page).toHaveURL(/\/fr-fr\/\?newsletter=link-expired$/, { timeout: 30_000 });
    await expect(outcomeNotice(page)).toContainText(outcomes.linkExpired);
    expect(await isOfferedNewsletter(page)).toBe(true);

    // The unsubscribed address subscribed again from the footer, then once more while pending, and
    // an address never seen: one answer for all.
    expect(await subscribeInFooter(page, email)).toEqual(firstAnswer);
    expect(await answerOf(await request.post('/api/marketing/newsletter', { data: signupBody }))).toEqual(firstAnswer);
    expect(await answerOf(await request.post('/api/marketing/newsletter', { data: { ...signupBody, email: uniqueEmail('never-seen', testInfo) } }))).toEqual(firstAnswer);
  });

  test('the acquisition modal: offered 10 s after moving to another page, never on the first one; closing it is for good', async ({ page, context, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    // A first visitor for the modal (the suite's other visitors have closed it already).
    await context.addCookies([{ name: MODAL_JOURNEY_COOKIE, value: '1', url: baseURL ?? 'http://127.0.0.1' }]);
    const dialog = page.getByRole('dialog', { name: modalFr.title });
    // The page's clock, moved on by the test: the 10 s are the page's, not the suite's wait.
    await page.clock.install();

    await page.goto('/fr-fr/');
    await hydrated(page.getByRole('contentinfo').getByRole('button', { name: footerNewsletter.subscribe }));
    await page.clock.fastForward(11_000);
    await expect(dialog, 'not on the first page of the visit').toBeHidden();

    await page.goto('/fr-fr/recherche');
    await page.clock.fastForward(7_000);
    await expect(dialog, 'not before 10 s').toBeHidden();
    await page.clock.fastForward(3_500);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: modalFr.emailLabel })).toBeVisible();
    await saveScreenshot(page, testInfo, 'acquisition-modal');
    await expectNoSeriousAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.goto('/fr-fr/');
    await hydrated(page.getByRole('contentinfo').getByRole('button', { name: footerNewsletter.subscribe }));
    await page.clock.fastForward(12_000);
    await expect(dialog, 'closed once, closed for good').toBeHidden();
  });
});
