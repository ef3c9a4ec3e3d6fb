import type { Page } from '@playwright/test';
import bookingFr from '../apps/web/messages/fr/booking.json' with { type: 'json' };
import giftFr from '../apps/web/messages/fr/gift.json' with { type: 'json' };
import productEs from '../apps/web/messages/es/product.json' with { type: 'json' };
import productFr from '../apps/web/messages/fr/product.json' with { type: 'json' };
import reviewsFr from '../apps/web/messages/fr/reviews.json' with { type: 'json' };
import shellFr from '../apps/web/messages/fr.json' with { type: 'json' };
import searchBoxFr from '../apps/web/messages/fr/searchBox.json' with { type: 'json' };
import { bookable, bookingPanel, chooseDates, type Detail, findProduct, findStay, PRODUCT_IDS_SCANNED, productDetail } from './support/catalog';
import { expect, expectNoSeriousAxeViolations, hydrated, saveScreenshot, test } from './support/fixtures';

/**
 * Issue "Product pages", the stay product page and its checkout entry:
 * from a search card to the page, dates in the calendar, party, activity dates, extras, every
 * modal, the desktop sticky booking bar, Book to the priced summary under the simplified header
 * whose Back keeps the criteria, the gift variant through the personalise drawer (or straight to
 * checkout in the single-voucher variation), the tabs hidden in Spain and Italy outside that
 * variation, and an expired offer. Products are found through the API, never by a fixed id.
 */

/** The visitor variation override cookie of apps/web/lib/variations.ts (`name:variant`). */
const VARIATIONS_COOKIE = 'escapade_variations';

async function forceVariation(page: Page, baseURL: string | undefined, value: string) {
  await page.context().addCookies([{ name: VARIATIONS_COOKIE, value: encodeURIComponent(value), url: baseURL ?? 'http://127.0.0.1:3100' }]);
}

test.describe('stay product page', () => {
  test('a search card leads to its stay product page', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    // Analytics, as beacons to the collect endpoint (passed on through the test's route:
    // Playwright reports no response for a beacon): the list seen, the card followed, the page seen.
    const beacons: { status: number; event: { event: string; item_list_id?: string; items: { item_id: string; item_category: string; index?: number; price?: number }[] } }[] = [];
    await page.route('**/api/analytics/ga/collect/fr_FR', async (route) => {
      const answer = await route.fetch();
      beacons.push({ status: answer.status(), event: route.request().postDataJSON() });
      await route.fulfill({ response: answer });
    });
    await page.goto('/fr-fr/recherche');
    const link = page.getByTestId('results-grid').getByRole('heading', { level: 3 }).first().getByRole('link');
    await expect(link).toHaveAttribute('href', /^\/fr-fr\/sejour\/\d+/, { timeout: 60_000 });
    const label = (await link.textContent()) ?? '';
    const productId = /\/sejour\/(\d+)/.exec((await link.getAttribute('href')) ?? '')?.[1];
    await (await hydrated(link)).click();
    await expect(page).toHaveURL(/\/fr-fr\/sejour\/\d+/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label.trim());
    await expect(bookingPanel(page).getByRole('button', { name: productFr.book })).toBeVisible();
    await saveScreenshot(page, testInfo, 'product-from-search-card');

    await expect.poll(() => beacons.map(({ event }) => event.event)).toEqual(expect.arrayContaining(['view_item_list', 'select_item', 'view_item']));
    const list = beacons.find(({ event }) => event.event === 'view_item_list')?.event;
    expect(list).toMatchObject({ item_list_id: 'booking' });
    expect(list?.items[0]).toMatchObject({ item_id: productId, index: 0, item_category: 'weekend' });
    expect(beacons.find(({ event }) => event.event === 'select_item')?.event.items).toEqual([list?.items[0]]);
    expect(beacons.find(({ event }) => event.event === 'view_item')?.event.items[0]).toMatchObject({ item_id: productId, item_category: 'weekend' });
    expect(beacons.every(({ status }) => status === 204)).toBe(true);
  });

  test('the booking panel streams before the content: above it on phones, beside it on desktop', async ({ page, request }, testInfo) => {
    const detail = await findProduct(request, bookable);
    // In the server's HTML the panel comes first: the page streams, and a panel that arrived after
    // content already painted would push that content down (a layout shift).
    const html = await (await request.get(`/fr-fr/sejour/${detail.id}`)).text();
    const panelAt = html.indexOf(`aria-label="${productFr.bookingPanel}"`);
    expect(panelAt).toBeGreaterThan(0);
    expect(panelAt).toBeLessThan(html.indexOf('id="description"'));

    await page.goto(`/fr-fr/sejour/${detail.id}`);
    const panel = await bookingPanel(page).boundingBox();
    const summary = await page.getByRole('heading', { level: 2, name: productFr.programmeSummary }).boundingBox();
    if (!panel || !summary) throw new Error('the booking panel and the programme summary are on the page');
    if (testInfo.project.name === 'mobile') expect(panel.y + panel.height).toBeLessThanOrEqual(summary.y);
    else {
      expect(panel.x).toBeGreaterThan(summary.x + summary.width);
      expect(panel.y).toBeLessThan(summary.y + summary.height);
    }
  });

  test('dates, party, activity dates, modals, then Book lands on the priced summary', async ({ page, request, isMobile }, testInfo) => {
    test.setTimeout(300_000);
    const product = await findProduct(request, (detail) => bookable(detail) && detail.activities.length > 0);
    const stay = await findStay(request, product);

    const response = await page.goto(`/fr-fr/sejour/${product.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: product.label })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'product-undated');

    // Book without dates asks for them.
    await (await hydrated(bookingPanel(page).getByRole('button', { name: productFr.book }))).click();
    await expect(bookingPanel(page).getByRole('alert')).toHaveText(productFr.chooseTravelDates);

    await chooseDates(page, stay);
    const price = bookingPanel(page).getByTestId('product-price');
    await expect(price).toHaveText(/€/);
    const priceForTwo = await price.textContent();

    // Pax change writes a, c, b and reprices.
    await bookingPanel(page).getByRole('button', { name: new RegExp(searchBoxFr.pax.label) }).click();
    await expect(page.getByRole('button', { name: searchBoxFr.pax.addAdult })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: searchBoxFr.pax.addAdult }).click();
    if (isMobile) await page.getByRole('button', { name: searchBoxFr.pax.confirm }).click();
    else await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/a=3/);
    await expect(bookingPanel(page).locator('[aria-live="polite"]').first()).not.toContainText(priceForTwo ?? '');
    await bookingPanel(page).getByRole('button', { name: new RegExp(searchBoxFr.pax.label) }).click();
    await page.getByRole('button', { name: searchBoxFr.pax.removeAdult }).click();
    if (isMobile) await page.getByRole('button', { name: searchBoxFr.pax.confirm }).click();
    else await page.keyboard.press('Escape');
    await expect(price).toHaveText(priceForTwo ?? '');

    // Every activity needs a date before Book.
    await bookingPanel(page).getByRole('button', { name: productFr.book }).click();
    await expect(bookingPanel(page).getByRole('alert')).toHaveText(productFr.chooseActivityDates);
    const chosen: string[] = [];
    for (const activity of product.activities) {
      const select = bookingPanel(page).getByRole('combobox', { name: activity.title });
      const options = await select.locator('option:not([disabled])').evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
      expect(options.length).toBeGreaterThan(0);
      // Choosing a date replaces the earlier one for the same activity.
      await select.selectOption(options[0] ?? '');
      await select.selectOption(options.at(-1) ?? '');
      chosen.push(options.at(-1) ?? '');
    }
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'product-dated');

    // The price message's explanation, the program detail and each practical-info modal.
    const priceMessage = bookingPanel(page).getByRole('button', { name: new RegExp(`${productFr.priceMessage.default}|Vous économisez`) });
    await priceMessage.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(priceMessage).toBeFocused();
    const line = product.programLine[0]?.title ?? '';
    await page.getByRole('button', { name: productFr.seeDetails.replace('{title}', line) }).click();
    await expect(page.getByRole('dialog', { name: line })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'product-program-detail');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    for (const title of [productFr.practical.touristicTax, productFr.practical.gettingThere, productFr.practical.hours, productFr.practical.services, productFr.practical.thingsToKnow]) {
      await page.getByRole('button', { name: title, exact: true }).click();
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    const seeReviews = page.getByRole('button', { name: /^Voir \d+ avis$/ });
    await seeReviews.click();
    await expect(page.getByRole('dialog', { name: reviewsFr.title })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(seeReviews).toBeFocused();

    // "a sticky booking bar with the same tabs shows on desktop when the main tab bar is out of view".
    const stickyBar = page.getByTestId('sticky-booking-bar');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('navigation', { name: productFr.tabs.label, exact: true })).toBeInViewport();
    await expect(stickyBar).toHaveCount(0);
    await page.getByRole('heading', { name: productFr.practicalTitle }).scrollIntoViewIfNeeded();
    if (isMobile) {
      // The tab bar itself sticks on mobile; the bar is for desktop only.
      await expect(page.getByRole('navigation', { name: productFr.tabs.label, exact: true })).toBeInViewport();
      await expect(stickyBar).toHaveCount(0);
    } else {
      await expect(stickyBar).toBeVisible();
      await expect(stickyBar.getByRole('navigation', { name: productFr.stickyBar.tabsLabel }).getByRole('button')).toHaveText(Object.values(productFr.tabs).filter((label) => label !== productFr.tabs.label && label !== productFr.tabs.gift));
      await expect(stickyBar).toContainText(await price.innerText());
      await expect(stickyBar).toContainText('2 personnes');
      await saveScreenshot(page, testInfo, 'product-sticky-bar');
      await stickyBar.getByRole('navigation').getByRole('button', { name: productFr.tabs.experience }).click();
      await expect(page.getByRole('heading', { name: productFr.programTitle })).toBeInViewport();
    }

    // Book (from the sticky bar on desktop) lands on the priced summary.
    await (isMobile ? bookingPanel(page) : stickyBar).getByRole('button', { name: productFr.book }).click();
    await expect(page).toHaveURL(new RegExp(`/fr-fr/reservation#id=${product.id}&offerId=\\d+&a=2&c=0&b=0&checkin=${stay.checkin}&night=\\d+&activityDates=`));
    expect(decodeURIComponent(page.url())).toContain(chosen.join(','));
    await expect(page.getByRole('heading', { level: 1, name: bookingFr.title })).toBeVisible();
    await expect(page.getByTestId('booking-total')).toHaveText(/€/);
    await expect(page.getByRole('heading', { name: product.label })).toBeVisible();
    await expect(page.getByText('2 adultes, 0 enfant, 0 bébé')).toBeVisible();

    // The simplified header: a back arrow and the logo, no site navigation.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: shellFr.shell.help })).toHaveCount(0);
    await expect(header.getByRole('link', { name: shellFr.shell.logoLabel })).toBeVisible();
    const back = header.getByRole('link', { name: bookingFr.simplifiedHeader.backToProduct });
    await expect(back).toHaveAttribute('href', new RegExp(`/fr-fr/sejour/${product.id}#checkin=${stay.checkin}&checkout=${stay.checkout}&a=2&b=0&c=0$`));
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'booking-summary');
    await (await hydrated(back)).click();
    await expect(page).toHaveURL(new RegExp(`/fr-fr/sejour/${product.id}#checkin=${stay.checkin}&checkout=${stay.checkout}&a=2&b=0&c=0$`));
    await expect(page.getByRole('banner').getByRole('link', { name: shellFr.shell.help }).or(page.getByRole('button', { name: shellFr.shell.openMenu }))).toBeVisible();
    await expect(bookingPanel(page).getByTestId('product-price')).toHaveText(priceForTwo ?? '', { timeout: 30_000 });
  });

  test('with dates in the link, the summary and the practical information read the same stay as the booking panel', async ({ page, request, isMobile }, testInfo) => {
    test.skip(isMobile, "what the parts of the page read from a dated link, not a layout (product-hash.test.ts); the phone layout is the journeys'");
    test.setTimeout(180_000);
    const product = await findProduct(request, bookable);
    const stay = await findStay(request, product);

    // Without dates, every part of the page asks for them.
    await page.goto(`/fr-fr/sejour/${product.id}`);
    const summary = page.locator('#description');
    await expect(summary).toContainText(productFr.cancellation.addDates);

    // A visitor arriving through a dated link (a full load, not a hash change of the open page).
    await page.goto('about:blank');
    await page.goto(`/fr-fr/sejour/${product.id}#checkin=${stay.checkin}&checkout=${stay.checkout}&a=2`);
    // The panel's cancellation wording is the summary's, not a request for dates.
    const panelWording = bookingPanel(page).getByText(/jusqu’au|jusqu'au|Non échangeable/);
    await expect(panelWording).toBeVisible({ timeout: 30_000 });
    await expect(bookingPanel(page).getByTestId('product-price')).not.toContainText(productFr.fromPrice.replace(' {price}', ''));
    await expect(summary).not.toContainText(productFr.cancellation.addDates);
    await expect(summary).toContainText((await panelWording.innerText()).trim());

    await page.getByRole('button', { name: productFr.practical.touristicTax, exact: true }).click();
    const taxDialog = page.getByRole('dialog', { name: productFr.practical.touristicTax });
    await expect(taxDialog).toContainText('€');
    await expect(taxDialog).not.toContainText(productFr.practical.touristicTaxText);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'product-dated-tax');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: productFr.practical.thingsToKnow, exact: true }).click();
    await expect(page.getByRole('dialog', { name: productFr.practical.thingsToKnow })).not.toContainText(productFr.cancellation.addDates);
  });

  test('the nested product path is the same page, whose canonical is the product path', async ({ page, request, isMobile }) => {
    test.skip(isMobile, 'the same server answer at every size');
    const product = await findProduct(request, bookable);
    const response = await page.goto(`/fr-fr/sejour/sejours/recherche/${product.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: product.label })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/fr-fr/sejour/${product.id}$`));
    expect((await page.request.get(`/fr-fr/sejour/sejours/busqueda/${product.id}`)).status()).toBe(404);
  });

  test("inside the native app the page offers the app's Back instead of the breadcrumb", async ({ browser, request, baseURL, isMobile }, testInfo) => {
    test.skip(!isMobile, 'the apps run on phones');
    const product = await findProduct(request, bookable);
    const context = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile EscapadeApp/3.2', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await page.goto(`/fr-fr/hotel/${product.hotel.id}`);
      await page.goto(`/fr-fr/sejour/${product.id}`);
      await expect(page.getByRole('navigation', { name: productFr.breadcrumb })).toHaveCount(0);
      const back = await hydrated(page.getByRole('button', { name: productFr.back, exact: true }));
      await expectNoSeriousAxeViolations(page);
      await saveScreenshot(page, testInfo, 'product-native-app');
      await back.click();
      await expect(page).toHaveURL(new RegExp(`/fr-fr/hotel/${product.hotel.id}$`));
    } finally {
      await context.close();
    }
    // A browser keeps the breadcrumb.
    const plain = await request.get(`/fr-fr/sejour/${product.id}`);
    expect(await plain.text()).toContain(`aria-label="${productFr.breadcrumb.replace("'", '&#x27;')}"`);
  });

  test("'Compare packages' shows this package beside the hotel's others, each leading to its page", async ({ page, request, isMobile }, testInfo) => {
    test.skip(isMobile, "the comparison's content, links and focus are the same in the phone's dialog");
    test.setTimeout(120_000);
    let found: { product: Detail; others: { id: number; label: string }[] } | undefined;
    for (let id = 1; id <= PRODUCT_IDS_SCANNED && !found; id += 1) {
      const detail = await productDetail(request, id);
      if (!detail || !bookable(detail)) continue;
      const offers = await request.get(`/api/hotel/${detail.hotel.id}/offers?locale=fr_FR&adult=2&child=0&baby=0`);
      const others = ((await offers.json()) as { offers: { id: number; label: string }[] }).offers.filter((offer) => offer.id !== detail.id);
      if (others.length > 0) found = { product: detail, others };
    }
    if (!found) throw new Error('no hotel of the demo catalog sells two packages');
    const { product, others } = found;
    await page.goto(`/fr-fr/sejour/${product.id}`);
    const open = await hydrated(page.getByRole('button', { name: productFr.compare.open }));
    await open.click();
    const dialog = page.getByRole('dialog', { name: productFr.compare.title });
    await expect(dialog).toBeVisible();
    const table = dialog.getByRole('table');
    await expect(table.getByRole('columnheader').first()).toContainText(product.label);
    await expect(table.getByRole('columnheader').first()).toContainText(productFr.compare.thisPackage);
    for (const row of [productFr.compare.length, productFr.compare.included, productFr.compare.cancellation, productFr.compare.price]) {
      await expect(table.getByRole('rowheader', { name: row })).toBeVisible();
    }
    const other = others[0]!;
    await expect(dialog.getByRole('link', { name: productFr.compare.see.replace('{label}', other.label) })).toHaveAttribute('href', `/fr-fr/sejour/${other.id}`);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'product-compare-packages');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("the phone's bottom bar opens the calendar without dates, and with dates the short-stay drawer whose Book proceeds", async ({ page, request, isMobile }, testInfo) => {
    test.skip(!isMobile, 'the bottom bar is the phone\'s');
    test.setTimeout(180_000);
    const product = await findProduct(request, (detail) => bookable(detail) && detail.activities.length > 0);
    const stay = await findStay(request, product);
    const bar = page.getByTestId('mobile-booking-bar');

    await page.goto(`/fr-fr/sejour/${product.id}`);
    await hydrated(bookingPanel(page).getByRole('button', { name: productFr.book }));
    await expect(bar).toHaveCount(0);
    await page.getByRole('heading', { name: productFr.practicalTitle }).scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(productFr.stickyBar.noDates);
    await bar.getByRole('button', { name: productFr.book }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator(`[data-day="${stay.checkin}"] button`)).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Escape');

    await page.goto('about:blank');
    await page.goto(`/fr-fr/sejour/${product.id}#checkin=${stay.checkin}&checkout=${stay.checkout}&a=2`);
    await expect(bookingPanel(page).getByTestId('product-price')).not.toContainText(productFr.fromPrice.replace(' {price}', ''), { timeout: 30_000 });
    await expect(bookingPanel(page).getByTestId('product-price')).toHaveText(/€/);
    await page.getByRole('heading', { name: productFr.practicalTitle }).scrollIntoViewIfNeeded();
    await expect(bar).toContainText('€');
    await bar.getByRole('button', { name: productFr.book }).click();
    const drawer = page.getByRole('dialog', { name: productFr.stayDrawer.title });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText('2 personnes');
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'product-short-stay-drawer');
    // Book asks for the activity dates first, in the drawer.
    await drawer.getByRole('button', { name: productFr.book }).click();
    await expect(drawer.getByRole('alert')).toHaveText(productFr.chooseActivityDates);
    for (const activity of product.activities) {
      const select = drawer.getByRole('combobox', { name: activity.title });
      const options = await select.locator('option:not([disabled])').evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
      await select.selectOption(options[0] ?? '');
    }
    await drawer.getByRole('button', { name: productFr.book }).click();
    await expect(page).toHaveURL(new RegExp(`/fr-fr/reservation#id=${product.id}&offerId=\\d+&a=2&c=0&b=0&checkin=${stay.checkin}`), { timeout: 30_000 });
  });

  test('adding then removing an extra moves between the two products with the loading modal', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const product = await findProduct(request, (detail) => bookable(detail) && detail.upsells.some((upsell) => upsell.isAvailable && !upsell.isAdded));
    const extra = product.upsells.find((upsell) => upsell.isAvailable && !upsell.isAdded);
    // The loading modal lives for the 500 ms before the page moves: every dialog title shown is
    // noted in session storage, which outlives the navigation, so nothing races the timer.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        for (const dialog of document.querySelectorAll('[role="dialog"]')) {
          const seen: string[] = JSON.parse(sessionStorage.getItem('seenDialogs') ?? '[]');
          const title = dialog.querySelector('h2')?.textContent ?? '';
          if (!seen.includes(title)) sessionStorage.setItem('seenDialogs', JSON.stringify([...seen, title]));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const seenDialogs = async () => page.evaluate(() => JSON.parse(sessionStorage.getItem('seenDialogs') ?? '[]') as string[]);
    await page.goto(`/fr-fr/sejour/${product.id}#a=2&c=0&b=0`);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'product-extras');
    await bookingPanel(page).getByRole('button', { name: productFr.extras.addLabel.replace('{label}', extra?.label ?? '') }).click();
    await expect(page).toHaveURL(new RegExp(`/fr-fr/sejour/${extra?.id}#a=2`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(extra?.label ?? '');
    expect(await seenDialogs()).toContain(productFr.extras.adding);
    const removal = bookingPanel(page).getByRole('button', { name: new RegExp(productFr.extras.removeLabel.replace('{label}', '.+')) }).first();
    await removal.click();
    await expect(page).not.toHaveURL(new RegExp(`/sejour/${extra?.id}#`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(seenDialogs).toContain(productFr.extras.removing);
  });

  test('a gift stay customised (format, nights, sleeve), Book opens the personalise drawer (name and message with limits), then checkout', async ({ page, request, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const product = await findProduct(request, (detail) => bookable(detail) && detail.isSingleVoucherSellable);
    await forceVariation(page, baseURL, 'single-voucher:control');
    await page.goto(`/fr-fr/sejour/${product.id}?flow=gifting`);
    const panel = bookingPanel(page);
    await expect(panel.getByRole('button', { name: giftFr.customiseTitle })).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByTestId('product-price')).toHaveText(/€/);
    await hydrated(panel.getByRole('button', { name: productFr.book }));
    const physical = panel.getByRole('radio', { name: giftFr.format.physical });
    if (await physical.isEnabled()) {
      await physical.check();
      await expect(page).toHaveURL(/giftFormat=physical/);
      // The standard sleeve is chosen by default and free; another one goes to the hash.
      await expect(panel.getByRole('radio', { name: new RegExp(giftFr.standardSleeve) }).first()).toBeChecked();
      await expect(panel.getByText(giftFr.free).first()).toBeVisible();
      await panel.locator('input[type="radio"][name^="sleeve-"]:not(:checked)').first().check();
      await expect(page).toHaveURL(/sleeves=/);
    } else {
      await expect(panel.getByText(giftFr.physicalComingBack)).toBeVisible();
    }
    const priceOneNight = await panel.getByTestId('product-price').textContent();
    await panel.getByRole('radio', { name: '2 nuits' }).check();
    await expect(page).toHaveURL(/giftNights=2/);
    await expect(panel.getByTestId('product-price')).not.toHaveText(priceOneNight ?? '');

    // The localized 'How it works' video: poster, source and captions are served.
    await panel.getByRole('button', { name: giftFr.howItWorksTitle }).click();
    const video = panel.locator('video');
    await expect(video).toHaveAttribute('poster', '/gift-video/fr_FR/poster.webp');
    for (const src of ['/gift-video/fr_FR/poster.webp', '/gift-video/fr_FR/how-it-works.mp4', '/gift-video/fr_FR/captions.vtt']) {
      expect((await request.get(src)).status(), src).toBe(200);
    }
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'product-gift');

    // "Gifting checkout opens the personalise drawer" outside the single-voucher variation.
    await panel.getByRole('button', { name: productFr.book }).click();
    const drawer = page.getByRole('dialog', { name: giftFr.personaliseTitle });
    await expect(drawer).toBeVisible();
    const fromName = drawer.getByRole('textbox', { name: giftFr.fromName });
    await fromName.fill('Camille 2024');
    await fromName.blur();
    await expect(drawer.getByText(giftFr.onlyText)).toBeVisible();
    await drawer.getByRole('button', { name: giftFr.saveAndContinue }).click();
    // Saved only when valid: still here.
    await expect(drawer).toBeVisible();
    await fromName.fill('');
    await fromName.pressSequentially('Camille et Dominique de la part de toute la famille');
    await expect(fromName).toHaveValue(/^.{40}$/);
    await expect(drawer.getByText(giftFr.limitMessage.replace('{max}', '40'))).toBeVisible();
    const message = drawer.getByRole('textbox', { name: giftFr.message });
    await message.fill('Joyeux anniversaire ! '.repeat(9));
    await message.press('!');
    await expect(message).toHaveValue(/^[\s\S]{180}$/);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'product-gift-drawer');
    await drawer.getByRole('button', { name: giftFr.saveAndContinue }).click();

    await expect(page).toHaveURL(new RegExp(`/fr-fr/reservation\\?flow=gifting#id=${product.id}&offerId=${product.id}&giftNights=2`));
    await expect(page.getByTestId('booking-total')).toHaveText(/€/);
    const stored = await page.evaluate((id) => localStorage.getItem(`giftCustomisation:${id}`), product.id);
    expect(JSON.parse(stored ?? '{}')).toEqual({ fromName: 'Camille et Dominique de la part de toute', message: expect.stringMatching(/^Joyeux anniversaire/) });
    const back = page.getByRole('banner').getByRole('link', { name: bookingFr.simplifiedHeader.backToProduct });
    await expect(back).toHaveAttribute('href', new RegExp(`/fr-fr/sejour/${product.id}\\?flow=gifting#giftNights=2&giftFormat=(digital|physical)$`));
    await saveScreenshot(page, testInfo, 'booking-gift-summary');
  });

  test('in the single-voucher variation a gift goes straight to checkout', async ({ page, request, baseURL, isMobile }) => {
    test.skip(isMobile, "a variation's rule, not a layout (variations.test.ts); the gift journey above runs at phone size");
    const product = await findProduct(request, (detail) => bookable(detail) && detail.isSingleVoucherSellable);
    await forceVariation(page, baseURL, 'single-voucher:single-voucher');
    await page.goto(`/fr-fr/sejour/${product.id}?flow=gifting`);
    await expect(bookingPanel(page).getByTestId('product-price')).toHaveText(/€/);
    await (await hydrated(bookingPanel(page).getByRole('button', { name: productFr.book }))).click();
    await expect(page).toHaveURL(new RegExp(`/fr-fr/reservation\\?flow=gifting#id=${product.id}&offerId=${product.id}&giftNights=\\d&giftFormat=digital`));
    await expect(page.getByTestId('booking-total')).toHaveText(/€/);
  });

  test('Spanish and Italian markets hide the tabs outside the single-voucher variation', async ({ page, request, baseURL, isMobile }) => {
    test.skip(isMobile, "a market's rule, not a layout (product-tabs-visibility.test.ts); the phone's tab bar is the dated journey's");
    const product = await findProduct(request, bookable, 'es_ES');
    const tabs = page.getByRole('navigation', { name: productEs.tabs.label });
    await forceVariation(page, baseURL, 'single-voucher:control');
    await page.goto(`/es-es/estancia/${product.id}`);
    const spanishBook = bookingPanel(page, productEs.bookingPanel).getByRole('button', { name: productEs.book });
    await expect(spanishBook).toBeVisible();
    await hydrated(spanishBook);
    await expect(tabs).toHaveCount(0);
    await forceVariation(page, baseURL, 'single-voucher:single-voucher');
    await page.reload();
    await expect(tabs.getByRole('button', { name: productEs.tabs.description })).toBeVisible();
    // The French market keeps its tabs whatever the variation.
    await forceVariation(page, baseURL, 'single-voucher:control');
    await page.goto(`/fr-fr/sejour/${(await findProduct(request, bookable)).id}`);
    await hydrated(bookingPanel(page).getByRole('button', { name: productFr.book }));
    await expect(page.getByRole('navigation', { name: productFr.tabs.label, exact: true })).toBeVisible();
  });

  test("an expired offer shows 'Too late!' and leads to its hotel", async ({ page, request, isMobile }, testInfo) => {
    test.skip(isMobile, "a state of the product page, not a layout: the phone layout is the journeys'");
    const product = await findProduct(request, (detail) => detail.expired);
    await page.goto(`/fr-fr/sejour/${product.id}`);
    await expect(page.getByRole('heading', { name: productFr.tooLateTitle })).toBeVisible();
    await expect(page.getByText(productFr.tooLateText)).toBeVisible();
    const link = page.getByRole('link', { name: productFr.seeOtherOffersFromHotel });
    await expect(link).toHaveAttribute('href', new RegExp(`/fr-fr/hotel/${product.hotel.id}#hotelId=${product.hotel.id}$`));
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'product-too-late');
  });
});
