import { formatVoucherCode, isWellFormedVoucherCode, normalizeVoucherCode, VOUCHER_ALPHABET } from '@escapade/domain/voucher';
import type { APIRequestContext } from '@playwright/test';
import beneficiaryFr from '../apps/web/messages/fr/beneficiary.json' with { type: 'json' };
import calendarFr from '../apps/web/messages/fr/calendar.json' with { type: 'json' };
import confirmationFr from '../apps/web/messages/fr/confirmation.json' with { type: 'json' };
import productFr from '../apps/web/messages/fr/product.json' with { type: 'json' };
import { fillTraveller } from './support/checkout';
import { expect, expectNoSeriousAxeViolations, hydrated, saveScreenshot, test } from './support/fixtures';

/**
 * Issue 20, redeeming a gift: the beneficiary's separate login at /beneficiary/login with the
 * voucher's code (its check symbol catches a typo in the browser, before any request), the gift it
 * opens, a stay's dates in the availability calendar, the traveller and Book → the order's
 * confirmation; the code is refused afterwards. The code is read from the gift's e-mail (no SMTP
 * server in the suite: the mail preview lists the .eml files).
 */

/** A voucher code as printed: groups of four symbols of the codes' alphabet (K7QM-3XRT-9WEP-HC). */
const symbol = `[${VOUCHER_ALPHABET}]`;
const PRINTED_CODE = new RegExp(`(?<![${VOUCHER_ALPHABET}-])${symbol}{4}-${symbol}{4}-${symbol}{4}-${symbol}{2}(?![${VOUCHER_ALPHABET}-])`, 'g');

/** The newest gift_voucher e-mail of the mail preview (to `to` when given): its file name. */
function latestGiftVoucherFile(list: string, to?: string): string | undefined {
  const rows = list.matchAll(/<tr><td[^>]*>[^<]*<\/td><td[^>]*>([^<]*)<\/td><td[^>]*><a href="\/api\/mail-preview\/([^"]+-gift_voucher\.eml)">/g);
  for (const [, recipient, file] of rows) if (!to || recipient?.includes(to)) return file;
  return undefined;
}

/**
 * The code of the newest digital gift voucher e-mailed (the list is newest first), to `to` when
 * given: the first well-formed code of the e-mail's HTML part (or its text, without one). Waits for
 * the outbox to send it.
 */
export async function codeOfLatestGift(request: APIRequestContext, options: { to?: string; timeoutMs?: number } = {}): Promise<string> {
  let file: string | undefined;
  await expect
    .poll(
      async () => {
        file = latestGiftVoucherFile(await (await request.get('/api/mail-preview')).text(), options.to);
        return file;
      },
      { timeout: options.timeoutMs ?? 30_000, message: `a gift_voucher e-mail${options.to ? ` to ${options.to}` : ''} in the mail preview` },
    )
    .toBeTruthy();
  const html = await request.get(`/api/mail-preview/${file}/html`);
  const body = html.ok() ? await html.text() : await (await request.get(`/api/mail-preview/${file}`)).text();
  const code = [...body.matchAll(PRINTED_CODE)].map(([match]) => match).find((candidate) => isWellFormedVoucherCode(candidate));
  if (!code) throw new Error(`no voucher code in the e-mail ${file}`);
  return normalizeVoucherCode(code);
}

/** The code with one symbol changed: the check symbol no longer matches. */
function mistyped(code: string): string {
  const at = 5;
  const next = VOUCHER_ALPHABET[(VOUCHER_ALPHABET.indexOf(code[at] ?? '') + 1) % VOUCHER_ALPHABET.length] ?? '';
  return formatVoucherCode(code.slice(0, at) + next + code.slice(at + 1));
}

test.describe('beneficiary', () => {
  test('a code typed with a typo is caught in the browser; the right one opens the gift; dates, traveller, Book → confirmed; the code is then refused', async ({ page, request, isMobile }, testInfo) => {
    test.setTimeout(180_000);
    const code = await codeOfLatestGift(request);
    const logins: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/beneficiary/login') logins.push(sent.method());
    });

    // The voucher's QR code link fills the field, and the code leaves the address bar.
    const response = await page.goto(`/fr-fr/beneficiary/login#code=${code}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1, name: beneficiaryFr.login.title })).toBeVisible();
    const field = await hydrated(page.getByRole('textbox', { name: beneficiaryFr.login.code }));
    await expect(field).toHaveValue(formatVoucherCode(code));
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    await expect(field).toHaveAttribute('autocomplete', 'off');
    await expect(field).toHaveAttribute('spellcheck', 'false');
    await expect(field).toHaveAttribute('autocapitalize', 'characters');

    // One mistyped symbol: said under the field, the field focused, no request.
    const submit = page.getByRole('button', { name: beneficiaryFr.login.submit });
    await field.fill(mistyped(code));
    await submit.click();
    await expect(page.getByText(beneficiaryFr.login.errors.mistyped)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    expect(logins).toEqual([]);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'beneficiary-login-typo');

    // The right code, typed in lower case without dashes: the gift page.
    await field.fill(code.toLowerCase());
    await submit.click();
    await expect(page).toHaveURL(/\/fr-fr\/beneficiary\/gift$/, { timeout: 30_000 });
    expect(logins).toEqual(['POST']);
    await expect(page.getByRole('heading', { level: 1, name: beneficiaryFr.gift.title })).toBeVisible();
    await expect(page.getByText(beneficiaryFr.voucher.codeEnd.replace('{end}', code.slice(-4)))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 2, name: beneficiaryFr.stays.title })).toBeVisible();
    const stay = page.getByTestId('beneficiary-stay').first();
    await expect(stay).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'beneficiary-gift');

    // The stay's calendar: only available check-in days are enabled; a pick is the whole stay.
    await (await hydrated(stay.getByRole('button', { name: beneficiaryFr.calendar.choose }))).click();
    const calendar = page.getByRole('dialog');
    // Desktop and mobile take different check-in days, so they never compete for a room.
    const checkinDay = calendar.locator('[data-day] button:enabled').nth(isMobile ? 1 : 0);
    await expect(checkinDay).toBeVisible({ timeout: 30_000 });
    await expect(calendar.locator('[data-day] button:disabled').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await checkinDay.click();
    await calendar.getByRole('button', { name: calendarFr.validate }).click();
    await expect(calendar).toBeHidden({ timeout: 5000 });
    const bookingTitle = page.getByRole('heading', { level: 2, name: beneficiaryFr.booking.title, exact: true });
    await expect(bookingTitle).toBeFocused();
    await expect(stay.getByRole('button', { name: beneficiaryFr.calendar.change })).toBeVisible();

    // Book without the traveller: the errors, the first one focused; then the activities' dates
    // (a stay with activities), the traveller and the consents.
    const book = page.getByRole('button', { name: beneficiaryFr.booking.book, exact: true });
    await expect(book).toBeEnabled({ timeout: 30_000 });
    await book.click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
    for (const activity of await page.getByRole('group', { name: productFr.activityDatesTitle }).getByRole('combobox').all()) await activity.selectOption({ index: 1 });
    await fillTraveller(page, 'lea.beneficiaire@example.com');
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await saveScreenshot(page, testInfo, 'beneficiary-booking');
    await book.click();

    // The order's confirmation page, without the payment's status (a redemption is no sale).
    await expect(page).toHaveURL(/\/fr-fr\/confirmation\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: confirmationFr.confirmedTitle })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('lea.beneficiaire@example.com').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'beneficiary-confirmation');

    // The voucher is used: its code opens nothing any more, in the page as through the API.
    const again = await request.post('/api/beneficiary/login', { data: { locale: 'fr_FR', code } });
    expect(again.status()).toBe(401);
    await page.goto('/fr-fr/beneficiary/login');
    await (await hydrated(page.getByRole('textbox', { name: beneficiaryFr.login.code }))).fill(formatVoucherCode(code));
    await page.getByRole('button', { name: beneficiaryFr.login.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: beneficiaryFr.login.refused })).toBeVisible({ timeout: 30_000 });
  });
});
