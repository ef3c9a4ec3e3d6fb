/**
 * Orders for the mail tests: written as the order flow leaves them while it waits for the payment
 * (no room held: the mail does not need one), then settled by the real `settleSucceededPayment`,
 * which confirms them and queues their e-mail in the same transaction. Deleting an order deletes
 * its items, transitions and outbox rows.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '@escapade/db';
import type { Locale } from '@escapade/domain/markets';
import { settleSucceededPayment } from '../src/orders/order-events';

export const MAIL_TEST_DOMAIN = 'mail-test.example.com';

export interface MailTestOrder {
  id: string;
  bookingNumber: string;
  email: string;
}

export interface MailTestOrderOptions {
  locale: Locale;
  firstName: string;
  /** Default: the order is confirmed (paid in full). false: left awaiting its payment. */
  isConfirmed?: boolean;
}

export const STAY = {
  label: 'Week-end détente et spa',
  hotelLabel: 'Hôtel des Dunes',
  checkin: '2031-06-14',
  checkout: '2031-06-16',
  totalCents: 31990,
  localTaxAtHotelCents: 440,
} as const;

export async function insertMailTestOrder(db: Db, { locale, firstName, isConfirmed = true }: MailTestOrderOptions): Promise<MailTestOrder> {
  const id = randomUUID();
  const bookingNumber = String(randomInt(90_000_000, 100_000_000));
  const email = `${firstName.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase()}.${bookingNumber}@${MAIL_TEST_DOMAIN}`;
  await db
    .insertInto('customer_order')
    .values({
      id,
      booking_number: bookingNumber,
      locale,
      status: 'AWAITING_PAYMENT',
      buyer: JSON.stringify({ civility: 'MRS', firstName, lastName: 'Van den Berg', email }),
      total_cents: STAY.totalCents,
      local_tax_at_hotel_cents: STAY.localTaxAtHotelCents,
      payment_method: 'card',
      payment_provider: 'sandbox',
      payment_ref: `pi_mailtest_${bookingNumber}`,
      cancellation_policy: JSON.stringify({ type: 'FLEXIBLE', cancellable: true, cancellableUntilDays: 7, cancellableUntil: '2031-06-07', cancellationDeadline: '2031-06-07' }),
      hold_expires_at: new Date(Date.now() + 15 * 60_000),
    })
    .execute();
  await db
    .insertInto('order_item')
    .values({
      order_id: id,
      position: 0,
      kind: 'SHORT_STAY',
      checkin: STAY.checkin,
      checkout: STAY.checkout,
      adults: 2,
      children: 0,
      babies: 0,
      rooms: 0,
      amount_cents: STAY.totalCents,
      details: JSON.stringify({ label: STAY.label, hotelLabel: STAY.hotelLabel }),
    })
    .execute();
  if (isConfirmed) await settleSucceededPayment(db, id, 'mail test payment', STAY.totalCents);
  return { id, bookingNumber, email };
}

export async function deleteMailTestOrders(db: Db, orders: readonly MailTestOrder[]): Promise<void> {
  if (orders.length === 0) return;
  await db.deleteFrom('customer_order').where('id', 'in', orders.map((order) => order.id)).execute();
}

export function outboxRowOf(db: Db, orderId: string) {
  return db.selectFrom('outbox_message').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
}
