import type { APIRequestContext, Page } from '@playwright/test';
import { parseSleeves } from '@escapade/domain/gift';
import { formatMoney } from '@escapade/domain/price';
import giftFr from '../apps/web/messages/fr/gift.json' with { type: 'json' };
import productFr from '../apps/web/messages/fr/product.json' with { type: 'json' };
import shellFr from '../apps/web/messages/fr.json' with { type: 'json' };
import { bookable, bookingPanel, findProduct } from './support/catalog';
import { expect, expectNoSeriousAxeViolations, hydrated, saveScreenshot, test } from './support/fixtures';

/**
 * Issue "Gifts end to end", the product page's gift side: every stay the gift search returns is
 * priced for 1 to 3 nights on its page and paid sleeves raise the total of the physical format;
 * the chosen sleeves reach the booking summary's URL; a stay that cannot be offered says so,
 * without a gift panel or a Book button. Stays are found through the API, never by a fixed id.
 */

const VARIATIONS_COOKIE = 'escapade_variations';
const BCP47 = 'fr-FR';
const money = (cents: number) => formatMoney(cents, BCP47);

interface VoucherPrice {
  nights: number;
  sellPrice: number;
  totalPrice: number;
  shippingCost: number;
  subElementsPrice: number;
}
interface SleeveCategory {
  id: number;
  name: string;
  singleSelection: boolean;
  elements: { id: string; name: string; price: number }[];
}
interface GiftCard {
  id: number;
  nights: number;
  sellPrice: number;
}

async function forceVariation(page: Page, baseURL: string | undefined, value: string) {
  await page.context().addCookies([{ name: VARIATIONS_COOKIE, value: encodeURIComponent(value), url: baseURL ?? 'http://127.0.0.1:3100' }]);
}

/** The first stays of the gifting search (what its cards link to). */
async function giftSearchCards(request: APIRequestContext, limit = 5): Promise<GiftCard[]> {
  const response = await request.post('/api/offers.json', { data: { locale: 'fr_FR', type: 'gift', pagination: { limit, page: 0 } } });
  expect(response.ok()).toBe(true);
  const cards = ((await response.json()) as { exactMatch: GiftCard[] }).exactMatch;
  expect(cards.length).toBeGreaterThan(0);
  return cards;
}

async function voucherPrices(request: APIRequestContext, id: number, query: Record<string, string> = {}): Promise<VoucherPrice[]> {
  const response = await request.get(`/api/product/${id}/single-voucher-prices?${new URLSearchParams({ locale: 'fr_FR', ...query })}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { prices: VoucherPrice[] }).prices;
}

/** Two paid sleeves of two categories: one of a single-selection category, one of a multiple one. */
async function twoPaidSleeves(request: APIRequestContext) {
  const response = await request.get('/api/sub-elements/available-custom-sub-elements?locale=fr_FR');
  expect(response.ok()).toBe(true);
  const categories = ((await response.json()) as { availableCustomSubElements: SleeveCategory[] }).availableCustomSubElements;
  const pick = (single: boolean) => {
    const category = categories.find((c) => c.singleSelection === single && c.elements.some((e) => e.price > 0));
    expect(category, `a ${single ? 'single' : 'multiple'}-selection category with a paid sleeve`).toBeDefined();
    const sleeve = category!.elements.find((e) => e.price > 0)!;
    return { category: category!, sleeve };
  };
  return [pick(true), pick(false)] as const;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function chooseSleeve(page: Page, choice: { category: SleeveCategory; sleeve: { name: string } }) {
  const panel = bookingPanel(page);
  const group = panel.getByRole('group', { name: choice.category.name });
  const control = group.getByRole(choice.category.singleSelection ? 'radio' : 'checkbox', { name: new RegExp(`^${escapeRegExp(choice.sleeve.name)}`) });
  await control.check();
  await expect(control).toBeChecked();
}

test.describe('stay product page, gift side', () => {
  test('a stay of the gift search shows its prices for 1 to 3 nights, and paid sleeves raise the physical total', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const [card] = await giftSearchCards(request, 1);
    const prices = await voucherPrices(request, card!.id);
    expect(prices.map((price) => price.nights)).toEqual([1, 2, 3]);
    // The card's price is the page's price for the card's nights.
    expect(prices.find((price) => price.nights === card!.nights)?.sellPrice).toBe(card!.sellPrice);

    await page.goto(`/fr-fr/sejour/${card!.id}?flow=gifting#giftFormat=digital&giftNights=1`);
    const panel = bookingPanel(page);
    await expect(panel.getByRole('button', { name: giftFr.customiseTitle })).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByTestId('product-price')).toHaveText(money(prices[0]!.totalPrice), { timeout: 30_000 });
    await expect(panel.getByText(productFr.loadingPrice)).toHaveCount(0);
    const nightsGroup = panel.getByRole('group', { name: giftFr.nightsLabel });
    for (const price of prices) {
      const label = price.nights === 1 ? '1 nuit' : `${price.nights} nuits`;
      // Each length shows its price beside it, and choosing it prices the gift and writes the hash.
      await expect(nightsGroup.getByText(money(price.sellPrice), { exact: true })).toBeVisible();
      await (await hydrated(nightsGroup.getByRole('radio', { name: new RegExp(`^${label}`) }))).check();
      await expect(page).toHaveURL(new RegExp(`giftNights=${price.nights}`));
      await expect(panel.getByTestId('product-price')).toHaveText(money(price.totalPrice));
      await expect(panel.getByText(`Bon cadeau ${label} pour 2 personnes`)).toBeVisible();
    }
    await saveScreenshot(page, testInfo, 'product-gift-digital-3-nights');

    // "Gift format: defaults digital"; physical is on in every market of the demo (its shipping costs load).
    const physical = panel.getByRole('radio', { name: giftFr.format.physical });
    await expect(panel.getByRole('radio', { name: giftFr.format.digital })).toBeChecked();
    await expect(physical).toBeEnabled({ timeout: 30_000 });
    await expect(panel.getByText(giftFr.physicalComingBack)).toHaveCount(0);
    await physical.check();
    await expect(page).toHaveURL(/giftFormat=physical/);
    const nights = 3;
    const physicalPrices = await voucherPrices(request, card!.id, { giftFormat: 'physical' });
    const plainPhysical = physicalPrices.find((price) => price.nights === nights)!;
    await expect(panel.getByTestId('product-price')).toHaveText(money(plainPhysical.totalPrice));

    // "Sleeves are fetched only for physical format": the standard sleeve is free, paid ones add up.
    await expect(panel.getByRole('radio', { name: new RegExp(giftFr.standardSleeve) }).first()).toBeChecked();
    const [single, multiple] = await twoPaidSleeves(request);
    await chooseSleeve(page, single);
    await chooseSleeve(page, multiple);
    await expect(page).toHaveURL(/sleeves=/);
    const withSleeves = (await voucherPrices(request, card!.id, { giftFormat: 'physical', sleeves: `${single.sleeve.id},${multiple.sleeve.id}` })).find((price) => price.nights === nights)!;
    expect(withSleeves.subElementsPrice).toBe(single.sleeve.price + multiple.sleeve.price);
    expect(withSleeves.totalPrice).toBe(plainPhysical.totalPrice + single.sleeve.price + multiple.sleeve.price);
    await expect(panel.getByTestId('product-price')).toHaveText(money(withSleeves.totalPrice));
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'product-gift-physical-sleeves');
  });

  test('two sleeves chosen, Book goes to the booking summary with the sleeves in its URL', async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const [card] = await giftSearchCards(request, 1);
    // The single-voucher variation goes straight to checkout (the drawer is the other journey's).
    await forceVariation(page, baseURL, 'single-voucher:single-voucher');
    await page.goto(`/fr-fr/sejour/${card!.id}?flow=gifting#giftFormat=physical&giftNights=2`);
    const panel = bookingPanel(page);
    await expect(panel.getByRole('radio', { name: giftFr.format.physical })).toBeChecked({ timeout: 30_000 });
    const [single, multiple] = await twoPaidSleeves(request);
    await hydrated(panel.getByRole('button', { name: productFr.book }));
    await chooseSleeve(page, single);
    await chooseSleeve(page, multiple);
    const priced = (await voucherPrices(request, card!.id, { giftFormat: 'physical', sleeves: `${single.sleeve.id},${multiple.sleeve.id}` })).find((price) => price.nights === 2)!;
    await expect(panel.getByTestId('product-price')).toHaveText(money(priced.totalPrice));
    await expect(panel.getByRole('button', { name: productFr.book })).toBeEnabled();
    await panel.getByRole('button', { name: productFr.book }).click();

    await expect(page).toHaveURL(new RegExp(`/fr-fr/reservation\\?flow=gifting#id=${card!.id}&offerId=${card!.id}&giftNights=2&giftFormat=physical&sleeves=`));
    const hash = new URLSearchParams(new URL(page.url()).hash.slice(1));
    const sleeves = parseSleeves(hash.get('sleeves') ?? '');
    expect(sleeves[single.category.name]).toEqual([single.sleeve.id]);
    expect(sleeves[multiple.category.name]).toEqual([multiple.sleeve.id]);
    await expect(page.getByTestId('booking-total')).toHaveText(/€/, { timeout: 30_000 });
  });

  test('a stay that cannot be offered says so, with no gift panel and no Book, and leads to the gift search', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const product = await findProduct(request, (detail) => bookable(detail) && !detail.isSingleVoucherSellable);
    expect(await voucherPrices(request, product.id)).toEqual([]);
    await page.goto(`/fr-fr/sejour/${product.id}?flow=gifting#giftFormat=physical&giftNights=1`);
    const panel = bookingPanel(page);
    await expect(panel.getByText(productFr.giftNotOffered)).toBeVisible();
    await expect(panel.getByText(productFr.loadingPrice)).toHaveCount(0);
    await expect(panel.getByTestId('product-price')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: giftFr.customiseTitle })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: productFr.book })).toHaveCount(0);
    await expect(page.getByTestId('mobile-booking-bar')).toHaveCount(0);
    // No "The gift" tab: nothing to customise.
    await expect(page.getByRole('button', { name: productFr.tabs.gift, exact: true })).toHaveCount(0);
    await expect(panel.getByRole('link', { name: productFr.bookForYourself })).toHaveAttribute('href', new RegExp(`/fr-fr/sejour/${product.id}$`));
    if (testInfo.project.name === 'desktop') {
      // The header's Gifts goes to the gift search, not to a gift of this stay.
      const gifts = page.getByRole('banner').getByRole('link', { name: shellFr.shell.gifts });
      await expect(gifts).toHaveAttribute('href', /\/fr-fr\/recherche\?flow=gifting$/);
    }
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'product-gift-not-offered');

    // Still so after scrolling away (no bottom bar offering it) and after hydration.
    await page.mouse.wheel(0, 2000);
    await expect(page.getByTestId('mobile-booking-bar')).toHaveCount(0);
    await expect(page.getByTestId('sticky-booking-bar')).toHaveCount(0);

    const search = panel.getByRole('link', { name: productFr.giftSearchLink });
    await expect(search).toHaveAttribute('href', /\/fr-fr\/recherche\?flow=gifting$/);
    await (await hydrated(search)).click();
    await expect(page).toHaveURL(/\/fr-fr\/recherche\?flow=gifting/, { timeout: 30_000 });
    const first = page.getByTestId('results-grid').getByRole('heading', { level: 3 }).first().getByRole('link');
    await expect(first).toHaveAttribute('href', /\/fr-fr\/sejour\/\d+/, { timeout: 60_000 });
    const id = Number(/\/sejour\/(\d+)/.exec((await first.getAttribute('href')) ?? '')?.[1]);
    expect((await voucherPrices(request, id)).map((price) => price.nights)).toEqual([1, 2, 3]);
  });
});
