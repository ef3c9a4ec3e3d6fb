/**
 * Writes a new order: its row under a fresh booking number, its items and its first transition
 * (PENDING), in the caller's transaction. The one place orders are inserted: the checkout's orders
 * and the bookings a voucher pays.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Database } from '@escapade/db';
import { bookingNumberFrom } from '@escapade/domain/order';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { CustomerOrderTable, OrderItemTable } from '@escapade/db/schema';

type Tx = Transaction<Database> | Kysely<Database>;

/** Draws of a booking number before giving up (one in a few million is taken per draw at most). */
const BOOKING_NUMBER_DRAWS = 10;

export type NewOrder = Omit<Insertable<CustomerOrderTable>, 'id' | 'booking_number' | 'status'>;
export type NewOrderItem = Omit<Insertable<OrderItemTable>, 'order_id' | 'position'>;

export async function insertOrder(trx: Tx, order: NewOrder, items: readonly NewOrderItem[], cause: string): Promise<{ id: string; bookingNumber: string }> {
  const id = randomUUID();
  for (let draw = 0; draw < BOOKING_NUMBER_DRAWS; draw += 1) {
    const bookingNumber = bookingNumberFrom(randomInt);
    const inserted = await trx
      .insertInto('customer_order')
      .values({ ...order, id, status: 'PENDING', booking_number: bookingNumber })
      .onConflict((oc) => oc.column('booking_number').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) continue;
    if (items.length > 0) {
      await trx
        .insertInto('order_item')
        .values(items.map((item, position) => ({ ...item, order_id: id, position })))
        .execute();
    }
    await trx.insertInto('order_transition').values({ order_id: id, from_status: null, to_status: 'PENDING', event: 'created', cause }).execute();
    return { id, bookingNumber };
  }
  throw new Error(`no free booking number after ${BOOKING_NUMBER_DRAWS} draws`);
}
