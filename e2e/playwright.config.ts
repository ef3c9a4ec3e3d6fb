import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS as launchArgs } from '../scripts/lib/chromium';

/**
 * End-to-end suite: the real site, started exactly as `npm start` does (scripts/start.ts), on its
 * own ports and a fresh data folder seeded with the demo catalog, driven in system Chromium at a
 * desktop (1280×800) and a mobile (390×844) size.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `escapade-e2e-${process.pid}`);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Point the suite at a server that is already running (a dev server) instead of starting one. */
const externalBaseUrl = process.env.E2E_BASE_URL;
/**
 * Files run side by side, one worker per two cores (a browser and its share of the one server each):
 * on two cores a second worker only splits the same CPU (the suite took 24 min with one or two), on
 * a larger machine it halves the time. The tests of a file stay in order.
 */
const workers = Number(process.env.E2E_WORKERS ?? Math.max(1, Math.min(4, Math.floor(os.availableParallelism() / 2))));

export default defineConfig({
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
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${port}`,
    // Recording a trace for every test costs time; CI retries once, and the retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromium, args: launchArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: { executablePath: chromium, args: launchArgs } } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: { executablePath: chromium, args: launchArgs } } },
  ],
  webServer: externalBaseUrl ? undefined : {
    command: `node --import tsx scripts/start.ts`,
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
      // The client-side wishlist buttons are behind a feature flag (off by default); the suite turns it on to test them.
      FEATURE_FLAGS: 'wishlist',
    },
  },
});
