/**
 * The parcels of physical gifts, as staff move them on: to ship → shipped → delivered. Each step
 * is a conditional update from the state it was read in, so two requests at once advance one step
 * (the other answers 409), never two; a staff screen also sends the state it shows (`from`), so a
 * double click that arrives after the first one committed is refused too rather than skipping a
 * state. Shipping queues the buyer's e-mail in the same transaction.
 */
import type { Db } from '@escapade/db';
import { nextShipmentState, type ShipmentState } from '@escapade/domain/voucher';
import { sql } from 'kysely';
import { AppError } from '../errors/app-error';

/** The outbox kind of the buyer's e-mail when a physical gift leaves. */
export const GIFT_SHIPPED_MAIL = 'gift_shipped';

/** A list holds at most this many shipments (oldest first: the ones waiting longest). */
export const SHIPMENT_LIST_LIMIT = 200;

export interface ShipmentView {
  orderUUID: string;
  bookingNumber: string;
  address: { name: string; addressLine: string; postalCode: string; city: string; country: string };
  state: ShipmentState;
  /** The latest expected delivery day (yyyy-MM-dd, the market's calendar). */
  expectedBy: string;
  shippedAt: string | null;
  deliveredAt: string | null;
}

function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

function shipmentsQuery(db: Db) {
  return db
    .selectFrom('shipment as s')
    .innerJoin('customer_order as o', 'o.id', 's.order_id')
    .select(['s.order_id', 'o.booking_number', 'o.status', 's.address', 's.state', 's.expected_by', 's.shipped_at', 's.delivered_at', 's.created_at']);
}

type ShipmentRow = Awaited<ReturnType<ReturnType<typeof shipmentsQuery>['executeTakeFirstOrThrow']>>;

function viewOf(row: ShipmentRow): ShipmentView {
  return {
    orderUUID: row.order_id,
    bookingNumber: row.booking_number,
    address: row.address,
    state: row.state,
    expectedBy: String(row.expected_by),
    shippedAt: isoOrNull(row.shipped_at),
    deliveredAt: isoOrNull(row.delivered_at),
  };
}

/** The shipments in a state (all when none is given), oldest first. */
export async function listShipments(db: Db, state?: ShipmentState): Promise<ShipmentView[]> {
  let query = shipmentsQuery(db).where('o.status', '=', 'CONFIRMED');
  if (state) query = query.where('s.state', '=', state);
  const rows = await query.orderBy('s.created_at').orderBy('s.id').limit(SHIPMENT_LIST_LIMIT).execute();
  return rows.map(viewOf);
}

/**
 * Moves an order's shipment one step on (from `from` when given). 404: the order has no shipment;
 * 409: already delivered, not in `from`, the order no longer confirmed, or another click moved it meanwhile.
 */
export async function advanceShipment(db: Db, orderId: string, now: Date, from?: ShipmentState): Promise<ShipmentView> {
  return db.transaction().execute(async (trx) => {
    const current = await shipmentsQuery(trx).where('s.order_id', '=', orderId).executeTakeFirst();
    if (!current) throw new AppError('NOT_FOUND', `The order ${orderId} has no shipment.`);
    if (current.status !== 'CONFIRMED') throw new AppError('CONFLICT', `The order is ${current.status}: its gift is not shipped.`);
    const next = nextShipmentState(current.state);
    if (!next) throw new AppError('CONFLICT', 'The gift is already delivered.');
    if (from && from !== current.state) throw new AppError('CONFLICT', `The shipment is ${current.state} already, not ${from}: reload it.`);
    const updated = await trx
      .updateTable('shipment')
      .set({ state: next, updated_at: now, ...(next === 'SHIPPED' ? { shipped_at: now } : { delivered_at: now }) })
      .where('order_id', '=', orderId)
      .where('state', '=', current.state)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw new AppError('CONFLICT', 'The shipment changed meanwhile: reload it.');
    if (next === 'SHIPPED') {
      await trx
        .insertInto('outbox_message')
        .values({ kind: GIFT_SHIPPED_MAIL, order_id: orderId, next_attempt_at: sql<Date>`now()` })
        .onConflict((oc) => oc.columns(['kind', 'order_id']).where('ref', 'is', null).doNothing())
        .execute();
    }
    return viewOf(await shipmentsQuery(trx).where('s.order_id', '=', orderId).executeTakeFirstOrThrow());
  });
}
