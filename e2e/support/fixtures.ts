import AxeBuilder from '@axe-core/playwright';
import { ACCEPT_ALL, CONSENT_COOKIE, CONSENT_VERSION, formatConsentValue } from '@escapade/domain/consent';
import { EXPERIMENT_NAMES, EXPERIMENTS, serializeVariationOverrides, type VariationOverrides } from '@escapade/domain/variations';
import { expect, test as base, type Locator, type Page, type TestInfo } from '@playwright/test';
import { Mailbox, type MailboxWorkerOptions } from './mailbox';

/** Fails on any serious or critical axe violation, listing them. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')})`),
  ).toEqual([]);
}

/**
 * Waits until React has hydrated the control: a click on server-rendered markup before that is lost
 * (or replayed by React, and a menu opened on pointer down could toggle twice).
 */
export async function hydrated(control: Locator): Promise<Locator> {
  // A control of an island hydrated on demand waits for the visitor's intent: a pointer over it.
  await control.dispatchEvent('pointerover');
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), { timeout: 30_000 })
    .toBe(true);
  return control;
}

/** Saves a full-page screenshot named after the state, per project (desktop / mobile). */
export async function saveScreenshot(page: Page, testInfo: TestInfo, state: string): Promise<void> {
  await page.screenshot({
    path: `test-results/screens/${testInfo.project.name}/${state}.png`,
    fullPage: true,
  });
}

/**
 * Every visitor of the suite starts in the control of each test variation: an assignment drawn from
 * a random visitor id would make a search blocked by the 'forced dates' variation, or calendars with
 * popular-date shortcuts, come and go between runs. A test about a variation sets the override
 * cookie itself (the later cookie of the same name replaces this one).
 */
const CONTROL_OVERRIDES = serializeVariationOverrides(
  Object.fromEntries(EXPERIMENT_NAMES.map((name) => [name, EXPERIMENTS[name].control])) as VariationOverrides,
);

/**
 * Every visitor of the suite has already answered the cookie consent, accepting all (the journeys
 * read analytics events, and the consent panel would cover the phone's bottom bar); the consent
 * journey (site-shell.spec.ts) clears this cookie to be a first visitor.
 */
const CONSENT_GIVEN = formatConsentValue({ version: CONSENT_VERSION, choices: ACCEPT_ALL });

/**
 * Every visitor of the suite has also closed the newsletter acquisition modal, which would open
 * over any journey that spends 10 s on a home, booking or search page after moving between pages;
 * the modal's own journey (newsletter.spec.ts) sets the cookie MODAL_JOURNEY_COOKIE to be a first
 * visitor.
 */
export const ACQUISITION_MODAL_DONE_KEY = 'escapade.acquisitionModal';
export const MODAL_JOURNEY_COOKIE = 'e2e_acquisition_modal';

export const test = base.extend<{ mailbox: Mailbox }, MailboxWorkerOptions>({
  /** Set by playwright.config.ts: the test mailbox the site's API sends its e-mails to. */
  mailboxUrl: [undefined, { option: true, scope: 'worker' }],
  /** The e-mails the site sent (support/mailbox.ts). */
  mailbox: async ({ mailboxUrl }, use) => {
    await use(new Mailbox(mailboxUrl));
  },
  context: async ({ context, baseURL }, use) => {
    await context.addCookies([
      { name: 'escapade_variations', value: encodeURIComponent(CONTROL_OVERRIDES), url: baseURL ?? 'http://127.0.0.1' },
      { name: CONSENT_COOKIE, value: encodeURIComponent(CONSENT_GIVEN), url: baseURL ?? 'http://127.0.0.1' },
    ]);
    await context.addInitScript(
      ({ key, cookie }) => {
        if (!document.cookie.split('; ').some((pair) => pair.startsWith(`${cookie}=`))) localStorage.setItem(key, '"dismissed"');
      },
      { key: ACQUISITION_MODAL_DONE_KEY, cookie: MODAL_JOURNEY_COOKIE },
    );
    await use(context);
  },
});
export { expect };
