import { formatMoney } from '@escapade/domain/price';
import { formatVoucherCode } from '@escapade/domain/voucher';
import type { APIRequestContext, Page } from '@playwright/test';
import beneficiaryFr from '../apps/web/messages/fr/beneficiary.json' with { type: 'json' };
import bookingFr from '../apps/web/messages/fr/booking.json' with { type: 'json' };
import calendarFr from '../apps/web/messages/fr/calendar.json' with { type: 'json' };
import boxesFr from '../apps/web/messages/fr/boxes.json' with { type: 'json' };
import checkoutFr from '../apps/web/messages/fr/checkout.json' with { type: 'json' };
import confirmationFr from '../apps/web/messages/fr/confirmation.json' with { type: 'json' };
import giftFr from '../apps/web/messages/fr/gift.json' with { type: 'json' };
import giftCheckoutFr from '../apps/web/messages/fr/giftCheckout.json' with { type: 'json' };
import productFr from '../apps/web/messages/fr/product.json' with { type: 'json' };
import shellFr from '../apps/web/messages/fr.json' with { type: 'json' };
import { bookable, findProduct, findStay } from './support/catalog';
import { fillTraveller, payOnSandbox } from './support/checkout';
import { codeOfVoucherMail, giftVoucherMailTo, mistyped } from './support/gifts';
import { expect, expectNoSeriousAxeViolations, hydrated, saveScreenshot, test } from './support/fixtures';

/**
 * Buying and redeeming gifts: one gift checkout for the single voucher, the box, the gift card and
 * the activity offered. A digital single voucher paid on the sandbox card page, its confirmation with
 * the voucher's PDF to download again, the beneficiary's e-mail whose PDF holds the code, redeemed at
 * /beneficiary/login for a stay booked with nothing to pay; a physical box with two paid sleeves sent to Belgium, whose
 * total holds the sleeves and the shipping with its international fee; a gift card paying half of
 * a stay, the rest by card. Products, boxes, sleeves and shipping costs are read through the API,
 * never by a fixed id; each test and project buys with an e-mail address of its own.
 */

const money = (cents: number) => formatMoney(cents, 'fr-FR');
const payButton = (page: Page) => page.getByRole('button', { name: /^Payer / }).last();

interface VoucherPrice {
  nights: number;
  sellPrice: number;
}
interface SleeveCategory {
  name: string;
  singleSelection: boolean;
  elements: { id: string; name: string; price: number }[];
}
interface BoxDetail {
  code: string;
  title: string;
  formats: { format: 'digital' | 'physical'; code: string; price: { sellPrice: number } }[];
}

function uniqueEmail(kind: string, isMobile: boolean): string {
  return `${kind}-${isMobile ? 'mobile' : 'desktop'}-${Date.now()}@example.com`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function voucherPrices(request: APIRequestContext, id: number): Promise<VoucherPrice[]> {
  const response = await request.get(`/api/product/${id}/single-voucher-prices?locale=fr_FR&giftFormat=digital`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { prices: VoucherPrice[] }).prices;
}

/** A box of the demo catalog sold in both formats, with its family's codes and prices. */
async function boxWithPhysicalFormat(request: APIRequestContext): Promise<BoxDetail> {
  const search = await request.get('/api/boxes/search?locale=fr_FR');
  expect(search.ok()).toBe(true);
  for (const { code } of ((await search.json()) as { boxes: { code: string }[] }).boxes) {
    const detail = await request.get(`/api/boxes/${encodeURIComponent(code)}/product-detail?locale=fr_FR`);
    if (!detail.ok()) continue;
    const box = ((await detail.json()) as { box: BoxDetail | null }).box;
    if (box?.formats.some((format) => format.format === 'physical') && box.formats.some((format) => format.format === 'digital')) return box;
  }
  throw new Error('no box of the demo catalog has both formats');
}

/** Two paid sleeves: one of a single-selection category, one of a multiple one. */
async function twoPaidSleeves(request: APIRequestContext) {
  const response = await request.get('/api/sub-elements/available-custom-sub-elements?locale=fr_FR');
  expect(response.ok()).toBe(true);
  const categories = ((await response.json()) as { availableCustomSubElements: SleeveCategory[] }).availableCustomSubElements;
  const pick = (single: boolean) => {
    const category = categories.find((candidate) => candidate.singleSelection === single && candidate.elements.some((element) => element.price > 0));
    expect(category, `a ${single ? 'single' : 'multiple'}-selection category with a paid sleeve`).toBeDefined();
    return { category: category!, sleeve: category!.elements.find((element) => element.price > 0)! };
  };
  return [pick(true), pick(false)] as const;
}

async function chooseCardAndConsent(page: Page): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(`^${checkoutFr.payment.methods.card}`) }).check();
  await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
}

/**
 * The beneficiary's side: the separate login at /beneficiary/login (the voucher's QR link fills the
 * code; a typo is caught by the check symbol in the browser, before any request), the gift it
 * opens, a stay's dates in the availability calendar, the traveller, Book → the order's
 * confirmation; the code is refused afterwards.
 */
async function redeem(page: Page, request: APIRequestContext, code: string, options: { checkinIndex: number; testInfo: Parameters<typeof saveScreenshot>[1] }) {
  const logins: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/beneficiary/login') logins.push(sent.method());
  });
  const response = await page.goto(`/fr-fr/beneficiary/login#code=${code}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const field = await hydrated(page.getByRole('textbox', { name: beneficiaryFr.login.code }));
  await expect(field).toHaveValue(formatVoucherCode(code));
  await expect.poll(() => new URL(page.url()).hash).toBe('');
  await expect(field).toHaveAttribute('autocomplete', 'off');

  // One mistyped symbol: said under the field, the field focused, no request.
  const submit = page.getByRole('button', { name: beneficiaryFr.login.submit });
  await field.fill(mistyped(code));
  await submit.click();
  await expect(page.getByText(beneficiaryFr.login.errors.mistyped)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  expect(logins).toEqual([]);
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, options.testInfo, 'beneficiary-login-typo');

  // The right code, typed in lower case without dashes: the gift page.
  await field.fill(code.toLowerCase());
  await submit.click();
  await expect(page).toHaveURL(/\/fr-fr\/beneficiary\/gift$/, { timeout: 30_000 });
  expect(logins).toEqual(['POST']);
  await expect(page.getByRole('heading', { level: 1, name: beneficiaryFr.gift.title })).toBeVisible();
  await expect(page.getByText(beneficiaryFr.voucher.codeEnd.replace('{end}', code.slice(-4)))).toBeVisible({ timeout: 30_000 });
  const stay = page.getByTestId('beneficiary-stay').first();
  await expect(stay).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, options.testInfo, 'beneficiary-gift');

  // The stay's calendar: only available check-in days are enabled; a pick is the whole stay.
  await (await hydrated(stay.getByRole('button', { name: beneficiaryFr.calendar.choose }))).click();
  const calendar = page.getByRole('dialog');
  // Desktop and mobile take different check-in days, so they never compete for a room.
  const checkinDay = calendar.locator('[data-day] button:enabled').nth(options.checkinIndex);
  await expect(checkinDay).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousAxeViolations(page);
  await checkinDay.click();
  await calendar.getByRole('button', { name: calendarFr.validate }).click();
  await expect(calendar).toBeHidden({ timeout: 5000 });
  await expect(page.getByRole('heading', { level: 2, name: beneficiaryFr.booking.title, exact: true })).toBeFocused();

  // Book without the traveller: the errors, the first one focused; then the activities' dates,
  // the traveller and the consents.
  const book = page.getByRole('button', { name: beneficiaryFr.booking.book, exact: true });
  await expect(book).toBeEnabled({ timeout: 30_000 });
  await book.click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  for (const activity of await page.getByRole('group', { name: productFr.activityDatesTitle }).getByRole('combobox').all()) await activity.selectOption({ index: 1 });
  await fillTraveller(page, 'lea.beneficiaire@example.com');
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await saveScreenshot(page, options.testInfo, 'beneficiary-booking');
  await book.click();

  // The order's confirmation page, without the payment's status (a redemption is no sale).
  await expect(page).toHaveURL(/\/fr-fr\/confirmation\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: confirmationFr.confirmedTitle })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, options.testInfo, 'beneficiary-confirmation');

  // The voucher is used: its code opens nothing any more, in the page as through the API.
  expect((await request.post('/api/beneficiary/login', { data: { locale: 'fr_FR', code } })).status()).toBe(401);
  await page.goto('/fr-fr/beneficiary/login');
  await (await hydrated(page.getByRole('textbox', { name: beneficiaryFr.login.code }))).fill(formatVoucherCode(code));
  await page.getByRole('button', { name: beneficiaryFr.login.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: beneficiaryFr.login.refused })).toBeVisible({ timeout: 30_000 });
}

test.describe('gift checkout', () => {
  test('a digital single voucher: gift checkout → sandbox card → confirmation → the e-mail\'s PDF holds the code → redeemed at /beneficiary/login → booked; the code is then refused', async ({ page, request, mailbox, isMobile }, testInfo) => {
    test.setTimeout(300_000);
    const product = await findProduct(request, (detail) => bookable(detail) && detail.isSingleVoucherSellable);
    const [price] = await voucherPrices(request, product.id);
    expect(price, `single-voucher prices of product ${product.id}`).toBeDefined();
    const buyerEmail = uniqueEmail('single-voucher', isMobile);

    await page.goto(`/fr-fr/reservation?flow=gifting#id=${product.id}&offerId=${product.id}&giftNights=${price!.nights}&giftFormat=digital`);
    const total = page.getByTestId('booking-total');
    await expect(total).toHaveText(money(price!.sellPrice), { timeout: 30_000 });
    const summary = page.getByRole('complementary', { name: giftCheckoutFr.summaryLabel });
    await expect(summary).toContainText(product.label);
    await expect(summary.getByTestId('gift-format')).toHaveText(giftFr.format.digital);
    await expect(summary.getByTestId('gift-delivery')).toHaveText(giftCheckoutFr.deliveryEmail);
    // No insurance and no pay-later for a gift: the card and the wallet.
    await expect(page.getByRole('radio', { name: new RegExp(`^${checkoutFr.insurance.flexibleTitle}`) })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /^Payer en/ })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'gift-checkout-single-voucher');

    // Pay with nothing filled: the spec's messages, the first field in error focused.
    await (await hydrated(payButton(page))).click();
    await expect(page.getByText(checkoutFr.errors.mandatory).first()).toBeVisible();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
    await expectNoSeriousAxeViolations(page);

    // The traveller first (the beneficiary's fields are not shown yet), then the words and the beneficiary.
    await fillTraveller(page, buyerEmail);
    await page.getByRole('textbox', { name: giftFr.fromName }).fill('Camille');
    await page.getByRole('textbox', { name: giftFr.message }).fill('Joyeux anniversaire, profitez bien !');
    await page.getByRole('radio', { name: giftCheckoutFr.recipient.beneficiary.title }).check();
    const beneficiaryEmail = page.getByRole('textbox', { name: giftCheckoutFr.recipient.email });
    await beneficiaryEmail.fill('lea@');
    await beneficiaryEmail.blur();
    await expect(page.getByText(checkoutFr.errors.emailIncorrect)).toBeVisible();
    const beneficiaryAddress = uniqueEmail('beneficiary', isMobile);
    await beneficiaryEmail.fill(beneficiaryAddress);
    await page.getByRole('textbox', { name: giftCheckoutFr.recipient.name }).fill('Léa Martin');
    await chooseCardAndConsent(page);
    await expect(payButton(page)).toHaveText(`Payer ${money(price!.sellPrice)}`);
    await payButton(page).click();

    await payOnSandbox(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/fr-fr\/confirmation\/[0-9a-f-]{36}\?status=success/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: confirmationFr.gift.confirmedTitle })).toBeVisible({ timeout: 30_000 });
    const gift = page.getByTestId('confirmation-gift');
    await expect(gift).toContainText(product.label);
    await expect(gift.getByTestId('confirmation-gift-recipient')).toContainText('Léa Martin');
    await expect(page.getByTestId('confirmation-total')).toHaveText(money(price!.sellPrice));
    // The voucher again: a signed link to its PDF.
    const download = gift.getByRole('link', { name: confirmationFr.gift.download });
    await expect(download).toBeVisible({ timeout: 30_000 });
    const pdf = await request.get((await download.getAttribute('href'))!);
    expect(pdf.ok()).toBe(true);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'gift-confirmation-single-voucher');

    // The beneficiary's e-mail: the PDF voucher's text holds the code (the e-mail prints it too).
    const code = codeOfVoucherMail(await giftVoucherMailTo(mailbox, beneficiaryAddress));
    await redeem(page, request, code, { checkinIndex: isMobile ? 1 : 0, testInfo });
  });

  test('a physical box with two paid sleeves to a Belgian address: the total holds the sleeves and the shipping', async ({ page, request, isMobile }, testInfo) => {
    test.setTimeout(180_000);
    const box = await boxWithPhysicalFormat(request);
    const digital = box.formats.find((format) => format.format === 'digital')!;
    const physical = box.formats.find((format) => format.format === 'physical')!;
    const [single, multiple] = await twoPaidSleeves(request);
    const shippingResponse = await request.get('/api/shipping-costs?locale=fr_FR');
    expect(shippingResponse.ok()).toBe(true);
    const shipping = (await shippingResponse.json()) as { amount: number; internationalFee: number };
    // France's market, delivered to Belgium: the market's amount plus the international fee.
    const expected = physical.price.sellPrice + single.sleeve.price + multiple.sleeve.price + shipping.amount + shipping.internationalFee;

    await page.goto(`/fr-fr/coffrets-cadeaux/checkout?giftFormat=digital&code=${digital.code}`);
    await expect(page.getByRole('heading', { level: 1, name: boxesFr.checkoutTitle })).toBeVisible();
    const total = page.getByTestId('gift-checkout-total');
    await expect(total).toHaveText(money(digital.price.sellPrice), { timeout: 30_000 });
    // The simplified header: the logo and a way back, no site navigation.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: shellFr.shell.help })).toHaveCount(0);
    await expect(header.getByRole('link', { name: shellFr.shell.logoLabel })).toBeVisible();
    await expect(header.getByRole('link', { name: bookingFr.simplifiedHeader.backToHome })).toBeVisible();
    // The traveller while the page has no delivery address (both ask for an address and a postal code).
    await fillTraveller(page, uniqueEmail('box', isMobile));

    // Physical: the code's suffix is rewritten in the address, the sleeves and the address appear.
    await (await hydrated(page.getByRole('radio', { name: new RegExp(`^${boxesFr.format.physical}`) }))).check();
    await expect(page).toHaveURL(new RegExp(`giftFormat=physical&code=${physical.code}`));
    await page.getByRole('group', { name: single.category.name }).getByRole('radio', { name: new RegExp(`^${escapeRegExp(single.sleeve.name)}`) }).check();
    await page.getByRole('group', { name: multiple.category.name }).getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(multiple.sleeve.name)}`) }).check();

    const address = page.getByRole('group', { name: giftCheckoutFr.address.legend });
    await address.getByRole('textbox', { name: giftCheckoutFr.address.name }).fill('Léa Martin');
    await address.getByRole('textbox', { name: checkoutFr.traveller.fields.addressLine, exact: true }).fill('Rue Neuve 12');
    await address.getByRole('textbox', { name: checkoutFr.traveller.fields.city, exact: true }).fill('Bruxelles');
    await address.getByRole('combobox', { name: checkoutFr.traveller.fields.country }).selectOption('BE');
    // A French postal code for a Belgian address: the Belgian format, said in French.
    const postalCode = address.getByRole('textbox', { name: checkoutFr.traveller.fields.postalCode, exact: true });
    await postalCode.fill('75001');
    await postalCode.blur();
    await expect(address.getByText(giftCheckoutFr.address.postalCodeIncorrect.BE)).toBeVisible();
    await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    await postalCode.fill('1000');
    await postalCode.blur();
    await expect(address.getByText(giftCheckoutFr.address.postalCodeIncorrect.BE)).toHaveCount(0);

    await expect(page.getByRole('complementary', { name: giftCheckoutFr.summaryLabel }).getByTestId('gift-delivery')).toHaveText('Livré en 2 à 4 jours ouvrés');
    await expect(total).toHaveText(money(expected));
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'gift-checkout-box-physical');
    await chooseCardAndConsent(page);
    await payButton(page).click();

    await payOnSandbox(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1, name: confirmationFr.gift.confirmedTitle })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('confirmation-total')).toHaveText(money(expected));
    await expect(page.getByTestId('confirmation-shipping')).toHaveText(money(shipping.amount + shipping.internationalFee));
    const delivery = page.getByTestId('confirmation-gift-delivery');
    await expect(delivery).toContainText('1000 Bruxelles');
    await expect(delivery).toContainText('Belgique');
    await expect(delivery).toContainText(confirmationFr.gift.deliveryStates.TO_SHIP);
    await expect(page.getByTestId('confirmation-gift')).toContainText(single.sleeve.name);
    await expect(page.getByTestId('confirmation-gift')).toContainText(multiple.sleeve.name);
    await saveScreenshot(page, testInfo, 'gift-confirmation-box-physical');
  });

  test('a gift card pays half of a stay, the rest by card', async ({ page, request, mailbox, isMobile }, testInfo) => {
    test.setTimeout(240_000);
    const product = await findProduct(request, (detail) => bookable(detail) && detail.activities.length === 0);
    // A night of its own: the checkout journeys take the first ones.
    const stay = await findStay(request, product, isMobile ? 6 : 5);
    const nights = Math.round((Date.parse(stay.checkout) - Date.parse(stay.checkin)) / 86_400_000);
    const checkoutPath = `/fr-fr/reservation#id=${product.id}&offerId=${product.id}&a=2&c=0&b=0&checkin=${stay.checkin}&night=${nights}`;

    // The stay's total, as the checkout shows it.
    await page.goto(checkoutPath);
    const total = page.getByTestId('booking-total').first();
    await expect(total).toHaveText(/€/, { timeout: 30_000 });
    const stayCents = Math.round(Number(((await total.textContent()) ?? '').replace(/[^\d,]/g, '').replace(',', '.')) * 100);
    // Half of it, in whole euros (a gift card's amount).
    const cardCents = Math.min(100_000, Math.max(2_000, Math.floor(stayCents / 200) * 100));

    // The gift card, bought through the API and paid on the sandbox card page, e-mailed to its buyer.
    const holder = uniqueEmail('giftcard', isMobile);
    const created = await request.post('/api/purchase/orders', {
      headers: { 'idempotency-key': crypto.randomUUID() },
      data: {
        locale: 'fr_FR',
        buyer: { civility: 'MRS', firstName: 'Camille', lastName: 'Martin', email: holder, phoneNumber: '+33 6 12 34 56 78', addressLine: '12 rue des Lilas', postalCode: '75011', city: 'Paris', country: 'FR' },
        currency: 'EUR',
        expectedAmount: cardCents,
        items: { giftCardItem: { amountCents: cardCents, designId: 'festive' } },
        gift: { personalisation: { fromName: '', message: '' }, recipient: { kind: 'buyer' } },
        paymentMethod: 'card',
        consents: { salesConditions: true, packageTravelInformation: false },
      },
    });
    expect(created.status()).toBe(201);
    const { payment } = (await created.json()) as { payment: { kind: string; url: string } };
    expect(payment.kind).toBe('redirect');
    await page.goto(payment.url);
    await payOnSandbox(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1, name: confirmationFr.gift.confirmedTitle })).toBeVisible({ timeout: 30_000 });
    const code = formatVoucherCode(codeOfVoucherMail(await giftVoucherMailTo(mailbox, holder)));

    // The stay's checkout: the gift card's code, checked in the browser, then sent with the order.
    await page.goto(checkoutPath);
    await expect(total).toHaveText(money(stayCents), { timeout: 30_000 });
    await fillTraveller(page, uniqueEmail('stay-with-giftcard', isMobile));
    await page.getByRole('radio', { name: new RegExp(`^${checkoutFr.insurance.flexibleTitle}|^${checkoutFr.insurance.nonCancellableTitle}`) }).check();
    await (await hydrated(page.getByRole('button', { name: checkoutFr.giftCard.toggle }))).click();
    const field = page.getByRole('textbox', { name: checkoutFr.giftCard.label });
    // One symbol changed: the check symbol catches it before anything is sent.
    await field.fill(mistyped(code));
    await field.blur();
    await expect(page.getByText(checkoutFr.giftCard.errors.check)).toBeVisible();
    await field.fill(code);
    await field.blur();
    await expect(page.getByText(checkoutFr.giftCard.errors.check)).toHaveCount(0);
    await page.getByRole('radio', { name: new RegExp(`^${checkoutFr.payment.methods.card}`) }).check();
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await saveScreenshot(page, testInfo, 'stay-checkout-gift-card');

    // The order's answer, read on its way to the page (which leaves for the card page at once).
    let answered: { order: { amounts: { totalCents: number; giftCardCents: number } }; payment: { kind: string } } | undefined;
    await page.route('**/api/purchase/orders', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch();
      answered = (await response.json()) as typeof answered;
      return route.fulfill({ response });
    });
    await payButton(page).click();
    await expect.poll(() => answered !== undefined, { timeout: 30_000 }).toBe(true);
    const order = answered!;
    expect(order.order.amounts.totalCents).toBe(stayCents);
    expect(order.order.amounts.giftCardCents).toBe(cardCents);
    // The rest is left to the card.
    expect(order.payment.kind).toBe('redirect');

    await payOnSandbox(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1, name: confirmationFr.confirmedTitle })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('confirmation-total')).toHaveText(money(stayCents));
    await expect(page.getByTestId('confirmation-gift-card')).toHaveText(new RegExp(`[-−]${escapeRegExp(money(cardCents))}`));
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'confirmation-stay-gift-card');
  });
});
