import type { Browser, Page } from 'playwright-core';
import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bundleHarness, launchTestBrowser } from '../../lib/browser-test-harness';
import { IslandsPage } from './test-islands';

/**
 * Hydration on demand in system Chromium: the server's markup of two islands (rendered here as the
 * site's server renders it, every Suspense boundary resolved), hydrated by the bundled page. The
 * island's code must not run before the visitor reaches for it (or scrolls to it), the server's
 * HTML must stay as drawn meanwhile, and a click before hydration must not be lost.
 */

let browser: Browser;
let script: string;
let serverHtml: string;
let page: Page;

beforeAll(async () => {
  script = await bundleHarness('components/islands/browser-harness.tsx', { 'next/navigation': 'components/islands/test-navigation-stub.ts' });
  const { prelude } = await prerenderToNodeStream(createElement(IslandsPage));
  serverHtml = '';
  for await (const chunk of prelude) serverHtml += String(chunk);
  browser = await launchTestBrowser();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.setContent(`<!doctype html><html lang="fr"><head><title>Îlots</title></head><body><div id="root">${serverHtml}</div></body></html>`);
  await page.addScriptTag({ content: script });
  return async () => {
    await page.close();
    expect(errors).toEqual([]);
  };
});

/** Polled up to 10 s: the machine may be busy with other test files (a guard, not a timing). */
const eventually = <T,>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });
const moduleRuns = () => page.evaluate(() => window.counterModuleRuns ?? 0);
const isHydrated = (label: string) =>
  page.getByRole('button', { name: new RegExp(`^${label}`) }).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));

describe('islands hydrated on demand', () => {
  it('the server draws each island whole, in a wrapper that names it', () => {
    expect(serverHtml).toMatch(/<div class="contents" data-on-demand="test-counter-intent" data-on-demand-id="[^"]+"><!--\$--><button type="button">En haut<!-- -->: <!-- -->0<\/button>/);
    expect(serverHtml).toContain('data-on-demand="test-counter-view"');
  });

  it('keeps the server HTML and loads no island code until the visitor reaches for it; then hydrates and counts', async () => {
    await page.evaluate(() => window.hydrateIslands());
    // The page is hydrated (its link, the wrappers) but neither island: their code has not run.
    await eventually(() => page.locator('[data-on-demand="test-counter-intent"]').evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true);
    await page.waitForTimeout(300);
    expect(await moduleRuns()).toBe(0);
    expect(await isHydrated('En haut')).toBe(false);
    expect(await page.getByRole('button', { name: 'En haut: 0' }).count()).toBe(1);
    // Intent: the pointer over the island loads its code; React hydrates it from the server's HTML.
    await page.getByRole('button', { name: /^En haut/ }).hover();
    await eventually(() => isHydrated('En haut')).toBe(true);
    expect(await moduleRuns()).toBe(1);
    await page.getByRole('button', { name: /^En haut/ }).click();
    await eventually(() => page.getByRole('button', { name: 'En haut: 1' }).count()).toBe(1);
    // The island far below is still the server's HTML.
    expect(await isHydrated('En bas')).toBe(false);
  });

  it('a click that lands before the island is hydrated is held, then given to the same control: nothing lost, nothing twice', async () => {
    await page.evaluate(() => window.hydrateIslands());
    await eventually(() => page.locator('[data-on-demand="test-counter-intent"]').evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true);
    // A click with no pointer movement before it (a keyboard's Enter on the button does the same).
    await page.getByRole('button', { name: 'En haut: 0' }).dispatchEvent('click');
    await eventually(() => page.getByRole('button', { name: /^En haut/ }).textContent()).toBe('En haut: 1');
    await page.waitForTimeout(300);
    expect(await page.getByRole('button', { name: /^En haut/ }).textContent()).toBe('En haut: 1');
  });

  it('an island below the fold hydrates as it comes into view', async () => {
    await page.evaluate(() => window.hydrateIslands());
    await page.waitForTimeout(300);
    expect(await isHydrated('En bas')).toBe(false);
    await page.getByRole('button', { name: /^En bas/ }).scrollIntoViewIfNeeded();
    await eventually(() => isHydrated('En bas')).toBe(true);
    await page.getByRole('button', { name: /^En bas/ }).click();
    await eventually(() => page.getByRole('button', { name: 'En bas: 1' }).count()).toBe(1);
  });

  it('an island the browser draws without server HTML (a client-side navigation) loads at once, with no intent', async () => {
    await page.evaluate(() => window.renderIslandInBrowser());
    await eventually(() => page.getByRole('button', { name: 'Arrivé: 0' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Arrivé: 0' }).click();
    await eventually(() => page.getByRole('button', { name: 'Arrivé: 1' }).count()).toBe(1);
  });

  it('new props from the page above (a refresh, in a transition) load the island, which then shows them: the page does not wait for ever', async () => {
    await page.evaluate(() => window.hydrateIslands());
    await eventually(() => page.locator('[data-on-demand="test-counter-intent"]').evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true);
    await page.waitForTimeout(300);
    expect(await moduleRuns()).toBe(0);
    await page.evaluate(() => window.renderWithNewProps());
    await eventually(() => page.getByRole('button', { name: 'En haut, encore: 0' }).count()).toBe(1);
  });
});
