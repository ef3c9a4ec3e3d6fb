import type { Page, TestInfo } from '@playwright/test';
import fr from '../apps/web/messages/fr.json' with { type: 'json' };
import consentFr from '../apps/web/messages/fr/consent.json' with { type: 'json' };
import contentPagesFr from '../apps/web/messages/fr/contentPages.json' with { type: 'json' };
import navigationFr from '../apps/web/messages/fr/navigation.json' with { type: 'json' };
import productFr from '../apps/web/messages/fr/product.json' with { type: 'json' };
import searchBoxFr from '../apps/web/messages/fr/searchBox.json' with { type: 'json' };
import siteFooterFr from '../apps/web/messages/fr/siteFooter.json' with { type: 'json' };
import { bookable, findProduct } from './support/catalog';
import { expect, expectNoSeriousAxeViolations, hydrated, saveScreenshot, test } from './support/fixtures';

/**
 * Issue "Site shell and content": the home page of each flow with the real search box, the
 * 'Inspirations' menu to level 4 by mouse and keyboard (the burger's drill-down on a phone), a
 * minisite, a static page, the weekend ideas, a promo landing, the cookie consent (refused: no
 * analytics beacon), and the not-found recovery with a hotelId. Every link of these pages answering
 * is the link check's (link-check.spec.ts); the rules of each part are the unit and API suites'.
 */

const COLLECT = '/api/analytics/ga/collect/';

/** The jumbotron's search: the form on desktop, the summary bar's full-screen box on a phone. */
async function searchFromJumbotron(page: Page, testInfo: TestInfo, modalTitle: string): Promise<void> {
  if (testInfo.project.name === 'mobile') {
    await (await hydrated(page.getByRole('button', { name: new RegExp(searchBoxFr.summary.edit) }).first())).click();
    const modal = page.getByRole('dialog', { name: modalTitle });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: searchBoxFr.search, exact: true }).click();
  } else {
    const form = page.getByRole('search').first();
    await (await hydrated(form.getByRole('button', { name: searchBoxFr.search, exact: true }))).click();
  }
}

test.describe('home page', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the booking home: announcement, flow tabs, the jumbotron search box leads to the stays search', async ({ page }, testInfo) => {
    expect((await page.goto('/fr-fr/'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const tabs = page.getByRole('navigation', { name: 'Séjours, cadeaux et activités' });
    await expect(tabs.getByRole('link', { name: 'Séjours' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'Les séjours du moment' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'shell-home-booking');
    await searchFromJumbotron(page, testInfo, searchBoxFr.modalTitleBooking);
    await expect(page).toHaveURL(/\/fr-fr\/recherche\?from=searchbar/);
  });

  test('the gifting and activity homes search in their own flow; Italy has no gift boxes', async ({ page }, testInfo) => {
    expect((await page.goto('/fr-fr/?flow=gifting'))?.status()).toBe(200);
    const tabs = page.getByRole('navigation', { name: 'Séjours, cadeaux et activités' });
    await expect(tabs.getByRole('link', { name: 'Cadeaux' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'Faire plaisir avec un cadeau' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'shell-home-gifting');
    await searchFromJumbotron(page, testInfo, searchBoxFr.modalTitleGifting);
    await expect(page).toHaveURL(/\/fr-fr\/recherche\?flow=gifting&from=searchbar/);

    expect((await page.goto('/it-it/?flow=activity'))?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.locator('a[href*="cofanetti-regalo"]')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'shell-home-activity-it');
  });
});

test.describe('navigation', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the Inspirations menu to level 4, by mouse and by keyboard (desktop) or the burger drill-down (mobile)', async ({ page, isMobile }, testInfo) => {
    await page.goto('/fr-fr/');
    if (isMobile) {
      await (await hydrated(page.getByRole('button', { name: fr.shell.openMenu }))).click();
      const dialog = page.getByRole('dialog', { name: fr.shell.menuTitle });
      await dialog.getByRole('button', { name: 'Inspirations' }).click();
      await dialog.getByRole('button', { name: 'Destinations' }).click();
      await dialog.getByRole('button', { name: /^France/ }).click();
      await expect(dialog.getByRole('link', { name: navigationFr.seeAll.replace('{label}', 'France') })).toBeVisible();
      const region = dialog.getByRole('link').filter({ hasNotText: navigationFr.seeAll.replace('{label}', '') }).first();
      await expectNoSeriousAxeViolations(page);
      await saveScreenshot(page, testInfo, 'shell-menu-level-4');
      await dialog.getByRole('button', { name: navigationFr.back }).click();
      await expect(dialog.getByRole('heading', { name: 'Destinations' })).toBeVisible();
      await dialog.getByRole('button', { name: /^France/ }).click();
      await region.click();
      await expect(dialog).toBeHidden();
      await expect(page).not.toHaveURL(/\/fr-fr\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      return;
    }

    const navigation = page.getByRole('navigation', { name: navigationFr.menuLabel });
    const trigger = await hydrated(navigation.getByRole('button', { name: 'Inspirations' }));
    // Mouse: hover opens, hover sets the selected tab, a country shows its regions (level 4).
    await trigger.hover();
    await expect(navigation.getByRole('tab', { name: 'Destinations' })).toHaveAttribute('aria-selected', 'true');
    await navigation.getByRole('tab', { name: 'Thèmes' }).hover();
    await expect(navigation.getByRole('tab', { name: 'Thèmes' })).toHaveAttribute('aria-selected', 'true');
    await navigation.getByRole('tab', { name: 'Destinations' }).hover();
    const france = navigation.getByRole('link', { name: /^France \(\d+\)$/ });
    await france.hover();
    const regions = navigation.getByRole('list').filter({ has: page.getByRole('link', { name: /\(\d+\)$/ }) }).last();
    const region = regions.getByRole('link').first();
    await expect(region).toBeVisible();
    await saveScreenshot(page, testInfo, 'shell-menu-level-4');
    await expectNoSeriousAxeViolations(page);
    // Leaving closes.
    await page.mouse.move(5, 700);
    await expect(navigation.getByRole('tab')).toHaveCount(0);

    // Keyboard: ArrowDown opens and moves into the tabs, Escape closes and gives the focus back.
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(navigation.getByRole('tab', { name: 'Destinations' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(navigation.getByRole('tab', { name: 'Thèmes' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
    await expect(navigation.getByRole('tab')).toHaveCount(0);

    // A level-4 link followed by the keyboard leads to its page.
    await trigger.hover();
    await france.hover();
    const href = await region.getAttribute('href');
    await region.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('content pages', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a static page, the weekend ideas, a promo landing and a partner minisite', async ({ page }, testInfo) => {
    expect((await page.goto('/fr-fr/infos/faq'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('#booking-change')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'shell-static-faq');

    expect((await page.goto('/fr-fr/idees-week-end'))?.status()).toBe(200);
    const firstSection = page.getByTestId('idea-cards').first();
    const seeMore = await hydrated(page.getByRole('button', { name: contentPagesFr.ideas.seeMore }).first());
    // "first N shown, then 'See more'" (every card is in the HTML for readers without scripts).
    await expect.poll(() => firstSection.locator('li:visible').count()).toBe(8);
    await seeMore.click();
    await expect.poll(() => firstSection.locator('li:visible').count()).toBeGreaterThan(8);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'shell-weekend-ideas');

    expect((await page.goto('/nl-be/promo/xmas'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'shell-landing-xmas-nl-be');
    expect((await page.goto('/fr-fr/promo/unknown-campaign'))?.status()).toBe(404);

    expect((await page.goto('/fr-fr/partenaire/mutuelle-horizon'))?.status()).toBe(200);
    await expect(page.getByText(contentPagesFr.minisite.withPartner.replace('{partnerName}', 'Mutuelle Horizon'))).toBeVisible();
    await expect(page.getByRole('link', { name: contentPagesFr.minisite.seeAllStays })).toHaveAttribute('href', /minisite=1/);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'shell-minisite');
    // A minisite lives in its own market only.
    expect((await page.goto('/nl-be/partner/mutuelle-horizon'))?.status()).toBe(404);
  });
});

test.describe('cookie consent', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a first visitor refuses: no analytics beacon; the footer reopens the choice, accepting sends them', async ({ page, context, request }, testInfo) => {
    await context.clearCookies({ name: 'consent' });
    const beacons: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes(COLLECT)) beacons.push(sent.url());
    });
    const product = await findProduct(request, bookable);

    await page.goto('/fr-fr/');
    const panel = page.getByRole('dialog', { name: consentFr.title });
    await expect(panel).toBeVisible();
    // Refusing is as easy as accepting: three buttons side by side, one click each.
    await expect(panel.getByRole('button', { name: consentFr.acceptAll })).toBeVisible();
    await expect(panel.getByRole('button', { name: consentFr.choose })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'shell-consent-first-visit');
    await (await hydrated(panel.getByRole('button', { name: consentFr.refuseAll }))).click();
    await expect(panel).toBeHidden();

    // The product page records view_item: without consent nothing leaves the page.
    await page.goto(`/fr-fr/sejour/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(beacons).toEqual([]);
    expect((await context.cookies()).find((cookie) => cookie.name === '_ga')).toBeUndefined();

    // The footer's cookie preferences reopen the choice; accepting lets the next page's events go.
    await (await hydrated(page.getByRole('button', { name: siteFooterFr.cookiePreferences }))).click();
    const preferences = page.getByRole('dialog', { name: consentFr.preferencesTitle });
    await expect(preferences).toBeVisible();
    await preferences.getByRole('button', { name: consentFr.acceptAll }).click();
    await expect(preferences).toBeHidden();
    const consent = (await context.cookies()).find((cookie) => cookie.name === 'consent');
    // "consent kept 6 months"
    expect(consent?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 179 * 24 * 3600);
    await page.goto(`/fr-fr/sejour/${product.id}`);
    await expect.poll(() => beacons.length, { timeout: 15_000 }).toBeGreaterThan(0);
  });
});

test.describe('not-found recovery', () => {
  test('a hotelId in the hash of a missing page: too late, the hotel\'s other offers, a search box and the selection of the moment', async ({ page, request }, testInfo) => {
    const product = await findProduct(request, bookable);
    const response = await page.goto(`/fr-fr/sejour-qui-n-existe-plus#hotelId=${product.hotel.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: fr.notFound.title })).toBeVisible();
    await expect(page.getByText(productFr.tooLateTitle)).toBeVisible();
    await expect(page.getByRole('heading', { name: fr.notFound.otherOffersTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: fr.notFound.searchTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: fr.notFound.selectionTitle })).toBeVisible();
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'shell-not-found-recovery');
  });
});
