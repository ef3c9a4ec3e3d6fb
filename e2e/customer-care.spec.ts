import careFr from '../apps/web/messages/fr/customerCare.json' with { type: 'json' };
import { E2E_AGENT } from './support/agent';
import { createGiftCardOrder, payOnSandbox } from './support/checkout';
import { expect, expectNoSeriousAxeViolations, hydrated, saveScreenshot, test } from './support/fixtures';

/**
 * Issue "customer care": an agent (made by `npm run staff:add` before the site started) signs in on
 * /fr-fr/customer-care, finds a customer's order by its booking number, sends its confirmation
 * e-mail again — a second copy reaches the customer's mailbox — and the audit log shows who did it.
 * A visitor without the role gets the login screen and no agent API.
 */
const interpolate = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

test.describe('customer care', () => {
  test('an agent finds a customer’s order, sends its e-mail again, and the audit log shows it', async ({ page, request, mailbox }, testInfo) => {
    test.setTimeout(150_000);
    const email = `care-${testInfo.project.name}-${Date.now()}@example.com`;
    const order = await createGiftCardOrder(request, email);
    await page.goto(order.paymentUrl);
    await payOnSandbox(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(new RegExp(`/confirmation/${order.orderUUID}`), { timeout: 30_000 });
    const confirmationSubject = new RegExp(`n° ${order.bookingNumber} est confirmée`);
    await mailbox.receive({ to: email, subject: confirmationSubject });

    // Not signed in: the login screen, and no agent API.
    expect((await request.get('/api/customer-care/audit')).status()).toBe(401);
    await page.goto('/fr-fr/customer-care');
    const login = page.getByRole('main').locator('form').filter({ has: page.getByLabel(careFr.login.password, { exact: true }) });
    await login.getByRole('textbox', { name: careFr.login.email, exact: true }).fill(E2E_AGENT.email);
    await login.getByLabel(careFr.login.password, { exact: true }).fill(E2E_AGENT.password);
    await (await hydrated(login.getByRole('button', { name: careFr.login.submit }))).click();

    // The console: search by booking number, open the order.
    const search = page.getByRole('searchbox', { name: careFr.search.label });
    await expect(search).toBeVisible({ timeout: 20_000 });
    await search.fill(order.bookingNumber);
    await page.getByRole('button', { name: careFr.search.submit }).click();
    await page.getByRole('button', { name: interpolate(careFr.search.open, { bookingNumber: order.bookingNumber }) }).click();
    await expect(page.getByRole('heading', { name: interpolate(careFr.detail.title, { bookingNumber: order.bookingNumber }) })).toBeVisible();

    // Send the confirmation again, after confirming.
    const kind = careFr.codes.mailKind.order_confirmation;
    await page.getByRole('button', { name: interpolate(careFr.detail.mails.resendName, { kind }) }).click();
    const dialog = page.getByRole('dialog', { name: interpolate(careFr.detail.mails.confirmTitle, { kind }) });
    await dialog.getByRole('button', { name: careFr.detail.mails.confirm }).click();
    await expect(page.getByText(interpolate(careFr.detail.mails.queued, { kind }))).toBeVisible();
    await expect
      .poll(async () => (await mailbox.entries(email)).filter((mail) => confirmationSubject.test(mail.subject)).length, { timeout: 30_000 })
      .toBe(2);

    // The audit log: the agent, the action, the order.
    await page.getByRole('tab', { name: careFr.console.tabs.audit }).click();
    const entry = page.getByRole('row').filter({ hasText: E2E_AGENT.email }).filter({ hasText: careFr.codes.auditAction.resend_mail }).first();
    await expect(entry).toBeVisible();
    await saveScreenshot(page, testInfo, 'customer-care-audit');
    await expectNoSeriousAxeViolations(page);
  });
});
