import type { Locator, Page } from '@playwright/test';
import giftcardFr from '../apps/web/messages/fr/giftcard.json' with { type: 'json' };
import giftCheckoutFr from '../apps/web/messages/fr/giftCheckout.json' with { type: 'json' };
import wishlistFr from '../apps/web/messages/fr/wishlist.json' with { type: 'json' };
import accountFr from '../apps/web/messages/fr/account.json' with { type: 'json' };
import shellFr from '../apps/web/messages/fr.json' with { type: 'json' };
import { findProduct } from './support/catalog';
import { expect, expectNoSeriousAxeViolations, hydrated, saveScreenshot, test } from './support/fixtures';

/**
 * Issue 6, the gift card customisation page (path /giftcard/customization, the same for each
 * locale; gift card purchase blocks shown in the gift flow for fr_FR, fr_BE, nl_NL, nl_BE, it_IT;
 * gift form: fromName … text only ('Only text is expected'), max 40; message max 180 (hint
 * 'Max. 180 characters'); limit message 'The field is limited to {{maxlength}} characters';
 * validation on blur and submit; typing past the limit is blocked) and the wishlist page
 * (/account/wishlist; items of kind STAY or ACTIVITY; empty: 'You don't have any items in your
 * wishlist.' with an 'Add items' link).
 */

/** A calendar day `offset` days from today in Paris, `yyyy-MM-dd`. */
function parisDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + offset, 12)).toISOString().slice(0, 10);
}

/** "150 €" as fr-FR writes it (a narrow no-break space before the sign). */
const euros = (amount: number) => new RegExp(`^${amount}\\s€$`);
const amountBoundsError = /Choisissez un montant entre 20\s€ et 1\s000\s€, en euros entiers\./;

function chip(page: Page, name: RegExp | string): Locator {
  return page.locator('label').filter({ hasText: name });
}

test.describe('gift card customisation page', () => {
  test('fr-fr: amount, design, recipient, message limits and the live preview, then Offer to the checkout entry', async ({ page }, testInfo) => {
    // One long walk through the form (about 40 steps) on a shared machine.
    test.setTimeout(180_000);
    const response = await page.goto('/fr-fr/giftcard/customization');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: giftcardFr.title })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const preview = page.getByTestId('giftcard-preview');
    await expect(preview).toContainText(/100\s€/);

    const offer = await hydrated(page.getByRole('button', { name: giftcardFr.offer }));
    // Submit with nothing filled: the mandatory recipient fields say so, and the page stays.
    await offer.click();
    await expect(page.getByText(giftcardFr.errors.mandatory)).toHaveCount(2);
    await expect(page).toHaveURL(/\/giftcard\/customization$/);

    // Amount: a preset, then a free amount out of bounds (inline error), then within bounds.
    await chip(page, euros(150)).click();
    await expect(page.getByRole('radio', { name: euros(150) })).toBeChecked();
    await expect(preview).toContainText(/150\s€/);
    await chip(page, giftcardFr.amount.other).click();
    const freeAmount = page.getByLabel(giftcardFr.amount.otherLabel);
    await freeAmount.fill('10');
    await freeAmount.blur();
    await expect(page.getByText(amountBoundsError)).toBeVisible();
    await expect(freeAmount).toHaveAttribute('aria-invalid', 'true');
    await freeAmount.fill('1500');
    await expect(page.getByText(amountBoundsError)).toBeVisible();
    await freeAmount.fill('75');
    await expect(page.getByText(amountBoundsError)).toHaveCount(0);
    await expect(preview).toContainText(/75\s€/);

    // Design: the preview shows the chosen picture.
    await chip(page, giftcardFr.design.names.seaside).click();
    await expect(page.getByRole('radio', { name: giftcardFr.design.names.seaside })).toBeChecked();
    await expect(preview.locator('img')).toHaveAttribute('src', /img-landscape-sea-1/);

    // Recipient and delivery, validated on blur.
    await page.getByLabel(giftcardFr.recipient.name).fill('Camille');
    await expect(preview).toContainText('Pour Camille');
    const email = page.getByLabel(giftcardFr.recipient.email);
    await email.fill('camille@');
    await email.blur();
    await expect(page.getByText(giftcardFr.errors.emailIncorrect)).toBeVisible();
    await email.fill('camille@example.com');
    await email.blur();
    await expect(page.getByText(giftcardFr.errors.emailIncorrect)).toHaveCount(0);
    const sendDate = page.getByLabel(giftcardFr.recipient.sendDate);
    await expect(sendDate).toHaveAttribute('min', parisDay(0));
    await sendDate.fill(parisDay(-1));
    await sendDate.blur();
    await expect(page.getByText(giftcardFr.errors.sendDatePast)).toBeVisible();
    await sendDate.fill(parisDay(10));
    await sendDate.blur();
    await expect(page.getByText(giftcardFr.errors.sendDatePast)).toHaveCount(0);
    await expect(preview).toContainText('Envoyée par e-mail le');

    // From: "text only ('Only text is expected')".
    const fromName = page.getByLabel(giftcardFr.message.fromName);
    await fromName.fill('Léa 2');
    await fromName.blur();
    await expect(page.getByText(giftcardFr.errors.onlyText)).toBeVisible();
    await fromName.fill('Léa');
    await fromName.blur();
    await expect(page.getByText(giftcardFr.errors.onlyText)).toHaveCount(0);
    await expect(preview).toContainText('De la part de Léa');

    // Message: hint 'Max. 180 characters'; typing past 180 is blocked and says the limit.
    const message = page.getByLabel(giftcardFr.message.message, { exact: true });
    await expect(page.getByText(giftcardFr.message.messageHint)).toBeVisible();
    await message.fill('Bon séjour ! '.padEnd(180, '.'));
    await expect(message).toHaveValue(/^.{180}$/s);
    await message.press('x');
    await expect(message).toHaveValue(/^.{180}$/s);
    await expect(page.getByText('Le champ est limité à 180 caractères')).toBeVisible();
    await expect(preview).toContainText('Bon séjour !');
    // "shows limit message 1 second", then the hint again.
    await expect(page.getByText(giftcardFr.message.messageHint)).toBeVisible({ timeout: 5_000 });

    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'giftcard-customisation');

    await offer.click();
    await expect(page).toHaveURL(/\/fr-fr\/giftcard\/checkout$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: giftcardFr.checkout.title })).toBeVisible();
    // Analytics: 'Offer' records add_to_cart for the card, in euros.
    const added = await page.evaluate(() => (window as unknown as { dataLayer?: { event: string; value: number; items: { item_category: string }[] }[] }).dataLayer?.find((entry) => entry.event === 'add_to_cart'));
    expect(added).toMatchObject({ value: 75, items: [{ item_category: 'giftcard' }] });
    // The real gift checkout: the card's summary, and its recipient carried over from the form.
    const summary = page.getByRole('complementary', { name: giftCheckoutFr.summaryLabel });
    await expect(summary).toContainText(/75\s€/);
    await expect(page.getByTestId('gift-recipient')).toContainText('Camille · camille@example.com');
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'giftcard-checkout-entry');

    // 'Modify' brings the order back into the form.
    await page.getByRole('link', { name: giftcardFr.checkout.modify }).click();
    await expect(page).toHaveURL(/\/giftcard\/customization$/, { timeout: 30_000 });
    await expect(page.getByLabel(giftcardFr.recipient.name)).toHaveValue('Camille');
    await expect(page.getByLabel(giftcardFr.amount.otherLabel)).toHaveValue('75');
  });

  test('es-es sells no gift card: 404; it-it does', async ({ page, isMobile }) => {
    test.skip(isMobile, "the server's answers, the same at every size (gift-card.test.ts 'gift card markets')");
    expect((await page.goto('/es-es/giftcard/customization'))?.status()).toBe(404);
    expect((await page.goto('/fr-fr/giftcard/other'))?.status()).toBe(404);
    expect((await page.goto('/it-it/giftcard/customization'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regala una carta regalo');
  });
});

test.describe('wishlist page', () => {
  test('empty state with "Add items", then a stored item listed and removed', async ({ page }, testInfo) => {
    expect((await page.goto('/fr-fr/account/wishlist'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: wishlistFr.title })).toBeVisible();
    await expect(page.getByText(wishlistFr.empty)).toBeVisible();
    await expect(page.getByRole('link', { name: wishlistFr.addItems })).toHaveAttribute('href', '/fr-fr/recherche');
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'wishlist-empty');

    await page.evaluate(() => {
      localStorage.setItem(
        'escapade.wishlist.fr_FR',
        JSON.stringify([
          { id: 1, label: 'Escapade spa au bord du lac', headwords: ['Spa', 'Dîner'], imageUrl: '/api/images/img-hotel-1/640_360.webp', uri: '/fr-fr/sejour/1', hotel: 'Hôtel du Lac', kind: 'STAY' },
          { id: 'broken' },
        ]),
      );
    });
    await page.reload();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Escapade spa au bord du lac' }) });
    await expect(item).toBeVisible();
    await expect(item.getByRole('link', { name: 'Escapade spa au bord du lac' })).toHaveAttribute('href', '/fr-fr/sejour/1');
    await expect(item).toContainText('Hôtel du Lac');
    await expect(page.getByText('1 élément')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'wishlist-one-item');

    await (await hydrated(item.getByRole('button', { name: `${wishlistFr.removeShort} Escapade spa au bord du lac` }))).click();
    await expect(page.getByText(wishlistFr.empty)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('header with customer accounts on: no wishlist heart ("only when the customer-account toggle is off"), the account button instead', async ({ page }, testInfo) => {
    await page.goto('/fr-fr/giftcard/customization');
    await expect(page.getByRole('banner').getByRole('link', { name: shellFr.shell.wishlist })).toHaveCount(0);
    // The signed-out visitor's account button is the sign-in link (in the burger menu on a phone).
    if (testInfo.project.name !== 'mobile') {
      await expect(page.getByRole('banner').getByRole('link', { name: accountFr.menu.signIn })).toHaveAttribute('href', '/fr-fr/account/signin');
    }
    await page.goto('/fr-be/giftcard/customization');
    await expect(page.getByRole('banner').getByRole('link', { name: shellFr.shell.wishlist })).toHaveCount(0);
  });

  test('product page heart saves the stay to the wishlist', async ({ page, request }) => {
    test.setTimeout(120_000);
    const productId = (await findProduct(request, (detail) => !detail.expired)).id;
    await page.goto(`/fr-fr/sejour/${productId}`);
    // The heart draws itself once React runs: wait for the page's buttons to be hydrated first.
    await hydrated(page.getByRole('main').getByRole('button').first());
    const heart = page.getByRole('button', { name: /à ma liste d'envies$/ });
    // The stay page's gallery has its heart in every market (decision 0031); it draws itself just
    // after hydration (its list is read from the browser's storage).
    await expect(heart).toBeVisible({ timeout: 10_000 });
    const label = ((await heart.textContent()) ?? '').match(/« (.+) »/)?.[1] ?? '';
    await heart.click();
    await expect(page.getByRole('button', { name: /de ma liste d'envies$/ })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/fr-fr/account/wishlist');
    await expect(page.getByRole('link', { name: label })).toHaveAttribute('href', `/fr-fr/sejour/${productId}`);
  });
});
