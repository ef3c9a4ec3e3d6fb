import type { APIRequestContext, Page } from '@playwright/test';
import checkoutFr from '../../apps/web/messages/fr/checkout.json' with { type: 'json' };
import { expect } from './fixtures';

/** The checkout's traveller form and the sandbox payment provider's card page, for the journeys that buy. */

export async function fillTraveller(page: Page, email: string): Promise<void> {
  await page.getByRole('radio', { name: checkoutFr.traveller.civilities.MRS }).check();
  await page.getByRole('textbox', { name: checkoutFr.traveller.fields.firstName, exact: true }).fill('Camille');
  await page.getByRole('textbox', { name: checkoutFr.traveller.fields.lastName, exact: true }).fill("D'Anjou-Martin");
  await page.getByRole('textbox', { name: checkoutFr.traveller.fields.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: checkoutFr.traveller.fields.phoneNumber, exact: true }).fill('+33 6 12 34 56 78');
  await page.getByRole('textbox', { name: checkoutFr.traveller.fields.addressLine, exact: true }).fill('12 rue des Lilas');
  await page.getByRole('textbox', { name: checkoutFr.traveller.fields.postalCode, exact: true }).fill('75011');
  await page.getByRole('textbox', { name: checkoutFr.traveller.fields.city, exact: true }).fill('Paris');
}

/** The hosted card page of the sandbox provider (served by the API, in English). */
export async function payOnSandbox(page: Page, card: string): Promise<void> {
  await expect(page).toHaveURL(/\/api\/psp-sandbox\/pay\//, { timeout: 30_000 });
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on the card').fill('Camille Martin');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** The buyer of the journeys' orders made through the API, as the checkout's traveller form sends them. */
export function guestBuyer(email: string) {
  return { civility: 'MRS', firstName: 'Camille', lastName: 'Martin', email, phoneNumber: '+33 6 12 34 56 78', addressLine: '12 rue des Lilas', postalCode: '75011', city: 'Paris', country: 'FR' } as const;
}

/**
 * A real order made through the API as the gift card checkout makes it: a gift card for its buyer
 * `email`, paid by card (left unpaid: its hosted card page is `payment.url`). For journeys that need
 * an order's booking number and e-mail address without competing for a room.
 */
export async function createGiftCardOrder(request: APIRequestContext, email: string, amountCents = 5_000): Promise<{ orderUUID: string; bookingNumber: string; paymentUrl: string }> {
  const created = await request.post('/api/purchase/orders', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      locale: 'fr_FR',
      buyer: guestBuyer(email),
      currency: 'EUR',
      expectedAmount: amountCents,
      items: { giftCardItem: { amountCents, designId: 'festive' } },
      gift: { personalisation: { fromName: '', message: '' }, recipient: { kind: 'buyer' } },
      paymentMethod: 'card',
      consents: { salesConditions: true, packageTravelInformation: false },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { order, payment } = (await created.json()) as { order: { orderUUID: string; bookingNumber: string }; payment: { kind: string; url: string } };
  expect(payment.kind).toBe('redirect');
  return { orderUUID: order.orderUUID, bookingNumber: order.bookingNumber, paymentUrl: payment.url };
}
