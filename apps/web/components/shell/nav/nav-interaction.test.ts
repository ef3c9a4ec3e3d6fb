import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bundleHarness, launchTestBrowser } from '../../../lib/browser-test-harness';

/**
 * The navigation's pointer and keyboard behaviour, in system Chromium: hover, focus and Escape
 * are the browser's (the menus listen to pointer events and real focus), which no markup test shows.
 * browser-harness.tsx is bundled as the site bundles it (the vendored Radix Presence and Popper),
 * with a plain anchor for next/link, and mounted on a blank page.
 */

let browser: Browser;
let script: string;
let page: Page;

beforeAll(async () => {
  script = await bundleHarness('components/shell/nav/browser-harness.tsx', { 'next/link': 'components/shell/nav/test-link-stub.tsx' });
  browser = await launchTestBrowser();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setContent('<!doctype html><html lang="fr"><head><title>Navigation</title></head><body><div id="root"></div></body></html>');
  await page.addScriptTag({ content: script });
  return async () => {
    await page.close();
    expect(errors).toEqual([]);
  };
});

async function mount(view: 'desktop' | 'mobile' | 'breadcrumb') {
  await page.evaluate((name) => window.mountView(name), view);
  // React renders in a task of its own: the view is there once it has.
  await page.locator('#root > *').first().waitFor();
}

/** Polled up to 10 s: the machine may be busy with other test files (a guard, not a timing). */
const eventually = <T,>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** The serious and critical axe violations of the page as it is now. */
async function seriousAxeViolations(): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the default one opens a page of its own, which a page
  // made by `browser.newPage()` cannot do.
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('desktop menu, with the pointer', () => {
  it("opens on hover, 'hover sets selected tab', cascades to level 4, and 'leaving closes'", async () => {
    await mount('desktop');
    const trigger = page.getByRole('button', { name: 'Inspirations' });
    await trigger.hover();
    await eventually(() => trigger.getAttribute('aria-expanded')).toBe('true');
    const navigation = page.getByRole('navigation', { name: 'Menu principal' });
    expect(await navigation.getByRole('tab', { name: 'Destinations' }).getAttribute('aria-selected')).toBe('true');

    // Hovering a tab selects it: its level-3 links and this week's theme show.
    await navigation.getByRole('tab', { name: 'Thèmes' }).hover();
    await eventually(() => navigation.getByRole('tab', { name: 'Thèmes' }).getAttribute('aria-selected')).toBe('true');
    await eventually(() => navigation.getByRole('link', { name: 'Gastronomie', exact: true }).isVisible()).toBe(true);
    expect(await navigation.getByRole('link', { name: "J'ai envie d'y aller ! (Gastronomie)" }).getAttribute('href')).toBe('/fr-fr/gastronomie');
    expect(await navigation.getByText('Le thème de la semaine').isVisible()).toBe(true);

    // A country cascades to its regions (level 4).
    await navigation.getByRole('tab', { name: 'Destinations' }).hover();
    expect(await navigation.getByRole('link', { name: 'france région 16 (25)' }).count()).toBe(0);
    await navigation.getByRole('link', { name: 'France (412)' }).hover();
    await eventually(() => navigation.getByRole('link', { name: 'france région 16 (25)' }).isVisible()).toBe(true);
    await navigation.getByRole('link', { name: 'Espagne (87)' }).hover();
    await eventually(() => navigation.getByRole('link', { name: 'espagne région 14 (23)' }).isVisible()).toBe(true);
    expect(await navigation.getByRole('link', { name: 'france région 16 (25)' }).count()).toBe(0);
    // Open down to level 4: no serious or critical axe violation (nothing hidden from assistive
    // technologies takes the focus, every control named).
    expect(await seriousAxeViolations()).toEqual([]);

    // Off the menu: above it (the harness has no style sheet, the panel is in the page's flow).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.move(1270, 2);
    await eventually(() => trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await navigation.getByRole('tab').count()).toBe(0);
  });

  it('Escape closes a menu opened by hover; the pointer resting on the trigger does not reopen it, coming back does', async () => {
    await mount('desktop');
    const trigger = page.getByRole('button', { name: 'Inspirations' });
    await trigger.hover();
    await eventually(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await eventually(() => trigger.getAttribute('aria-expanded')).toBe('false');
    const box = await trigger.boundingBox();
    if (!box) throw new Error('the trigger has no box');
    await page.mouse.move(box.x + 5, box.y + box.height / 2, { steps: 3 });
    // Longer than the hover delay (200 ms).
    await page.waitForTimeout(400);
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    await page.mouse.move(1270, 2);
    await trigger.hover();
    await eventually(() => trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes when a link of the menu is followed', async () => {
    await mount('desktop');
    const trigger = page.getByRole('button', { name: 'Inspirations' });
    await trigger.click();
    await eventually(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'Belgique (35)' }).click();
    await eventually(() => trigger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('desktop menu, with the keyboard', () => {
  it('opens with Enter, Escape closes it and the focus stays on the trigger', async () => {
    await mount('desktop');
    await page.keyboard.press('Tab'); // 'Avant'
    await page.keyboard.press('Tab');
    const trigger = page.getByRole('button', { name: 'Inspirations' });
    await eventually(focusedText).toBe('Inspirations');
    await page.keyboard.press('Enter');
    await eventually(() => trigger.getAttribute('aria-expanded')).toBe('true');
    // Tab goes from the trigger into the panel: the selected tab first.
    await page.keyboard.press('Tab');
    await eventually(focusedText).toBe('Destinations');
    await page.keyboard.press('Escape');
    await eventually(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await eventually(focusedText).toBe('Inspirations');
  });

  it('opens with ArrowDown on the selected tab; arrows move and select tabs; Tab reaches a country then its regions; Escape returns the focus', async () => {
    await mount('desktop');
    await page.getByRole('button', { name: 'Inspirations' }).focus();
    await eventually(focusedText).toBe('Inspirations');
    await page.keyboard.press('ArrowDown');
    const trigger = page.getByRole('button', { name: 'Inspirations' });
    await eventually(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await eventually(focusedText).toBe('Destinations');

    await page.keyboard.press('ArrowDown');
    await eventually(focusedText).toBe('Thèmes');
    expect(await page.getByRole('tab', { name: 'Thèmes' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await eventually(focusedText).toBe('Destinations');

    await page.keyboard.press('Tab'); // the tab panel
    await page.keyboard.press('Tab');
    await eventually(focusedText).toBe('France (412)');
    await page.keyboard.press('Tab');
    await eventually(focusedText).toBe('france région 1 (10)');

    await page.keyboard.press('Escape');
    await eventually(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await eventually(focusedText).toBe('Inspirations');
  });

  it('Tab goes from the trigger through the open panel to the next item; the focus leaving the menu closes it', async () => {
    await mount('desktop');
    const trigger = page.getByRole('button', { name: 'Inspirations' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await eventually(() => trigger.getAttribute('aria-expanded')).toBe('true');
    const reached: string[] = [];
    for (let presses = 0; presses < 60 && reached.at(-1) !== 'Activités'; presses += 1) {
      await page.keyboard.press('Tab');
      reached.push(await focusedText());
    }
    // The panel's selected tab, its tab panel, each country followed by its regions, then level 1 again.
    expect(reached[0]).toBe('Destinations');
    const order = ['France (412)', 'france région 1 (10)', 'france région 16 (25)', 'Espagne (87)', 'espagne région 14 (23)', 'Belgique (35)', 'Activités'];
    const positions = order.map((text) => reached.indexOf(text));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Shift+Tab');
    await eventually(focusedText).toBe('Belgique (35)');

    // Out of the menu, backwards from the trigger: the panel closes.
    await trigger.focus();
    await page.keyboard.press('Shift+Tab');
    await eventually(focusedText).toBe('Avant');
    await eventually(() => trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('tab').count()).toBe(0);
  });

  it("reaches 'Activités', a plain link of level 1, after the closed menu; the arrows move along level 1", async () => {
    await mount('desktop');
    await page.getByRole('button', { name: 'Inspirations' }).focus();
    await page.keyboard.press('Tab');
    await eventually(focusedText).toBe('Activités');
    await page.keyboard.press('ArrowLeft');
    await eventually(focusedText).toBe('Inspirations');
    await page.keyboard.press('End');
    await eventually(focusedText).toBe('Activités');
    expect(await page.getByRole('button', { name: 'Inspirations' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('mobile drill-down in the burger menu', () => {
  it('goes forward to level 4 and back, the focus on the new title and back on the group left; a link closes the menu', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await mount('mobile');
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.getByRole('button', { name: 'Inspirations' }).click();
    await eventually(focusedText).toBe('Inspirations');
    expect(await dialog.getByRole('heading', { name: 'Inspirations' }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Destinations' }).click();
    await dialog.getByRole('button', { name: 'France (412)' }).click();
    await eventually(focusedText).toBe('France');
    expect(await dialog.getByRole('link', { name: 'Tout voir : France' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: 'france région 16 (25)' }).isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'Retour' }).click();
    await eventually(focusedText).toBe('France (412)');
    expect(await dialog.getByRole('heading', { name: 'Destinations' }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Retour' }).click();
    await dialog.getByRole('button', { name: 'Retour' }).click();
    await eventually(focusedText).toBe('Inspirations');
    expect(await dialog.getByRole('link', { name: 'Activités' }).isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'Inspirations' }).click();
    await dialog.getByRole('button', { name: 'Thèmes' }).click();
    expect(await dialog.getByText('Le thème de la semaine').isVisible()).toBe(true);
    await dialog.getByRole('link', { name: 'Gastronomie' }).first().click();
    await eventually(() => dialog.count()).toBe(0);
  });
});

describe('short breadcrumb', () => {
  it('shows the middle items when the ellipsis button is pressed, the focus on the first of them', async () => {
    await mount('breadcrumb');
    const breadcrumb = page.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(await breadcrumb.getByRole('link').allTextContents()).toEqual(['Accueil']);
    await breadcrumb.getByRole('button', { name: "Afficher le fil d'Ariane complet" }).click();
    expect(await breadcrumb.getByRole('link').allTextContents()).toEqual(['Accueil', 'France', 'Hôtel du Lac']);
    await eventually(focusedText).toBe('France');
    expect(await breadcrumb.getByRole('button').count()).toBe(0);
  });
});
