/**
 * The gift card a typed code opens, for paying an order with it. A code that is malformed (its
 * check symbol catches a typo before any lookup), unknown, not a gift card, not sent yet, expired
 * in the market's calendar, used up or cancelled opens nothing, and the caller answers all of them
 * alike, so codes cannot be probed.
 */
import type { Database } from '@escapade/db';
import type { CalendarDay } from '@escapade/domain/calendar-day';
import { isVoucherUsable, normalizeVoucherCode, voucherCodeProblem } from '@escapade/domain/voucher';
import type { Transaction } from 'kysely';

type Tx = Transaction<Database>;

export interface UsableGiftCard {
  voucherId: string;
  /** Stored form: upper case, no separators. */
  code: string;
  balanceCents: number;
}

/**
 * The usable gift card of `code`, its row locked until the caller's transaction ends (two orders
 * spending one card queue on it); undefined when the code opens no usable gift card today.
 */
export async function findUsableGiftCardForUpdate(trx: Tx, code: string, today: CalendarDay): Promise<UsableGiftCard | undefined> {
  if (voucherCodeProblem(code) !== undefined) return undefined;
  const row = await trx
    .selectFrom('voucher')
    .select(['id', 'code', 'state', 'balance_cents', 'issued_on', 'valid_until'])
    .where('code', '=', normalizeVoucherCode(code))
    .where('kind', '=', 'GIFTCARD')
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  // A card sent on a later day cannot pay before it is sent.
  if (row.issued_on > today) return undefined;
  if (!isVoucherUsable(row.state, row.valid_until, today) || row.balance_cents <= 0) return undefined;
  return { voucherId: row.id, code: row.code, balanceCents: row.balance_cents };
}
