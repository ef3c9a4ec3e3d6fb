import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS as launchArgs } from '../scripts/lib/chromium';
import { E2E_AGENT } from './support/agent';
import type { MailboxWorkerOptions } from './support/mailbox';

/**
 * End-to-end suite: the real site, started exactly as `npm start` does (scripts/start.ts), on its
 * own ports and a fresh data folder seeded with the demo catalog, driven in system Chromium at a
 * desktop (1280×800) and a mobile (390×844) size. Its e-mails go over SMTP to the test mailbox
 * (scripts/lib/test-mailbox.ts), started first on loopback, from which the tests read them
 * (support/mailbox.ts).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
/** The mailbox's ports, next to the site's by default so that two suites on other ports do not meet. */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? apiPort + 25);
const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? port + 25);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `escapade-e2e-${process.pid}`);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Point the suite at a server that is already running (a dev server) instead of starting one. That
 * server must send its e-mails to a test mailbox (`SMTP_URL=smtp://127.0.0.1:2525` with
 * `node --import tsx scripts/lib/test-mailbox.ts --smtp-port 2525 --http-port 2526` running), named
 * by E2E_MAILBOX_URL (`http://127.0.0.1:2526`), and have SITE_URL = E2E_BASE_URL (the e-mails' links
 * lead there); the tests that read e-mails fail without E2E_MAILBOX_URL.
 */
const externalBaseUrl = process.env.E2E_BASE_URL;
const siteUrl = externalBaseUrl ?? `http://127.0.0.1:${port}`;
const mailboxUrl = externalBaseUrl ? process.env.E2E_MAILBOX_URL : `http://127.0.0.1:${mailboxPort}`;
/**
 * Files run side by side, one worker per two cores (a browser and its share of the one server each):
 * on two cores a second worker only splits the same CPU (the suite took 24 min with one or two), on
 * a larger machine it halves the time. The tests of a file stay in order.
 */
const workers = Number(process.env.E2E_WORKERS ?? Math.max(1, Math.min(4, Math.floor(os.availableParallelism() / 2))));

export default defineConfig<object, MailboxWorkerOptions>({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/playwright.json' }]],
  use: {
    baseURL: siteUrl,
    mailboxUrl,
    // Recording a trace for every test costs time; CI retries once, and the retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromium, args: launchArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: { executablePath: chromium, args: launchArgs } } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: { executablePath: chromium, args: launchArgs } } },
  ],
  // In this order: the mailbox listens before the API's outbox sends its first e-mail.
  webServer: externalBaseUrl ? undefined : [
    {
      command: `node --import tsx scripts/lib/test-mailbox.ts --smtp-port ${smtpPort} --http-port ${mailboxPort}`,
      cwd: '..',
      url: `${mailboxUrl}/messages`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // The suite's customer care agent first (staff:add opens and closes the new data folder), then the site.
      command: `printf %s "$E2E_AGENT_PASSWORD" | node --import tsx apps/api/src/auth/staff-add-cli.ts --email ${E2E_AGENT.email} --name "${E2E_AGENT.name}" --password-stdin && node --import tsx scripts/start.ts`,
      cwd: '..',
      url: `http://127.0.0.1:${port}/fr-fr/`,
      timeout: 15 * 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        SEED_SCALE: process.env.E2E_SEED_SCALE ?? 'demo',
        RATE_LIMIT_WRITE_PER_MINUTE: '1000',
        // Every browser of the suite is one client (127.0.0.1), and the API fuzz tries the beneficiary login too.
        BENEFICIARY_LOGIN_ATTEMPTS: '1000',
        // The same for the contact form's cases (5 per client in 10 minutes by default): the API fuzz sends
        // dozens, and contact.spec.ts runs minutes after it.
        CONTACT_CASES_PER_WINDOW: '1000',
        // The client-side wishlist buttons are behind a feature flag (off by default); the suite turns it on to test them.
        FEATURE_FLAGS: 'wishlist',
        // E-mails leave over SMTP, as in production, to the mailbox above (no .eml files, no mail preview).
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // The e-mails' links (newsletter confirmation and unsubscription, vouchers) and the redirects they answer lead to this site.
        SITE_URL: siteUrl,
        E2E_AGENT_PASSWORD: E2E_AGENT.password,
      },
    },
  ],
});
