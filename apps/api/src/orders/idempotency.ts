/**
 * Idempotency keys of order creation. The key is inserted first, in the transaction that creates
 * the order: a concurrent request with the same key waits on the primary key until that
 * transaction ends (PostgreSQL; PGlite runs one transaction at a time), then finds the key taken.
 * The same key with the same body answers what the first request answered (a 201 or a 4xx
 * refusal); with another body it is a 422. Keys live IDEMPOTENCY_KEY_TTL_HOURS.
 */
import { createHash } from 'node:crypto';
import type { Db } from '@escapade/db';
import { IDEMPOTENCY_KEY_TTL_HOURS, ORDER_HOLD_MINUTES } from '@escapade/domain/order';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** JSON with the keys of every object sorted: two bodies that mean the same hash the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHashOf(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

export type KeyClaim =
  | { kind: 'claimed' }
  /** The first request's answer, to send again. */
  | { kind: 'replay'; statusCode: number; body: unknown }
  /** The key came with another body. */
  | { kind: 'reused' }
  /** The first request with this key has not answered yet. */
  | { kind: 'inProgress' };

/**
 * Claims the key for this request inside the caller's transaction. An expired key is claimed
 * again, and so is one whose request never stored an answer within a hold's length (its process
 * died; the order it may have made has expired with its hold) — but never one whose order was paid
 * meanwhile: that request stays "in progress" rather than buy twice.
 */
export async function claimIdempotencyKey(db: Db, key: string, requestHash: string, now: Date): Promise<KeyClaim> {
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * HOUR_MS);
  const abandonedBefore = new Date(now.getTime() - ORDER_HOLD_MINUTES * MINUTE_MS);
  const claimed = await db
    .insertInto('idempotency_key')
    .values({ key, request_hash: requestHash, created_at: now })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ request_hash: requestHash, status_code: null, response: null, order_id: null, created_at: now })
        .where((eb) =>
          eb.or([
            eb('idempotency_key.created_at', '<', expiredBefore),
            eb.and([
              eb('idempotency_key.status_code', 'is', null),
              eb('idempotency_key.created_at', '<', abandonedBefore),
              // …unless the order it made went on to be paid (gift cards settle it before the answer is stored).
              eb.or([
                eb('idempotency_key.order_id', 'is', null),
                eb.not(
                  eb.exists(
                    eb
                      .selectFrom('customer_order as o')
                      .select('o.id')
                      .whereRef('o.id', '=', 'idempotency_key.order_id')
                      .where('o.status', 'in', ['PAID', 'CONFIRMED', 'CANCELLED', 'REFUNDED']),
                  ),
                ),
              ]),
            ]),
          ]),
        ),
    )
    .returning('key')
    .executeTakeFirst();
  if (claimed) return { kind: 'claimed' };
  const row = await db
    .selectFrom('idempotency_key')
    .select(['request_hash', 'status_code', 'response'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return { kind: 'inProgress' };
  if (row.request_hash !== requestHash) return { kind: 'reused' };
  if (row.status_code === null || row.response === null) return { kind: 'inProgress' };
  return { kind: 'replay', statusCode: row.status_code, body: row.response };
}

/** Links the key to the order it made (in the creating transaction). */
export async function linkIdempotencyKey(db: Db, key: string, orderId: string): Promise<void> {
  await db.updateTable('idempotency_key').set({ order_id: orderId }).where('key', '=', key).execute();
}

/** Stores the answer a repeated request gets. */
export async function recordIdempotentAnswer(db: Db, key: string, statusCode: number, body: unknown): Promise<void> {
  await db
    .updateTable('idempotency_key')
    .set({ status_code: statusCode, response: JSON.stringify(body) })
    .where('key', '=', key)
    .execute();
}

/** Frees a key whose request failed on our side (5xx): the same request may be tried again. */
export async function releaseIdempotencyKey(db: Db, key: string): Promise<void> {
  await db.deleteFrom('idempotency_key').where('key', '=', key).execute();
}

/** Deletes the keys older than IDEMPOTENCY_KEY_TTL_HOURS; the number deleted. */
export async function purgeIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_key')
    .where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * HOUR_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
