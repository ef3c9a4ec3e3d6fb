import type { Db } from '@escapade/db';
import { ORDER_HOLD_MINUTES } from '@escapade/domain/order';
import { applyOrderEventIn } from './order-events';

/** Orders expired per transaction: a backlog is worked off in short transactions. */
const EXPIRY_BATCH = 100;

/**
 * Expires the orders still holding rooms without payment past their hold (PENDING or
 * AWAITING_PAYMENT with hold_expires_at before `now`): each takes the `hold_expired` event, which
 * gives its rooms back. Rows are claimed with `for update skip locked`, so several API instances
 * can run this at once without waiting on each other or expiring an order twice. Returns how many
 * orders expired.
 */
export async function releaseExpiredHolds(db: Db, now: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const count = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('customer_order')
        .select('id')
        .where('status', 'in', ['PENDING', 'AWAITING_PAYMENT'])
        .where('hold_expires_at', '<', now)
        .orderBy('hold_expires_at')
        .limit(EXPIRY_BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const { id } of due) await applyOrderEventIn(trx, id, 'hold_expired', `hold expired after ${ORDER_HOLD_MINUTES} minutes`);
      return due.length;
    });
    expired += count;
    if (count < EXPIRY_BATCH) return expired;
  }
}
