/**
 * What a paid gift becomes, in the transaction that confirms its order: one voucher per gift item
 * (a code that is unguessable and carries a check symbol, its value, its validity), the shipment
 * of a physical gift, and the e-mail that carries a digital voucher (outbox row, due at once or on
 * the gift card's send day).
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Database } from '@escapade/db';
import type { CalendarDay } from '@escapade/domain/calendar-day';
import { isLocale, MARKETS } from '@escapade/domain/markets';
import { expectedDeliveryBy, generateVoucherCode, voucherValidUntil, type VoucherKind } from '@escapade/domain/voucher';
import { sql, type Transaction } from 'kysely';
import { marketClock } from '../product/market-clock';

type Tx = Transaction<Database>;

/** The outbox kind of the e-mail that carries a digital voucher to its recipient. */
export const GIFT_VOUCHER_MAIL = 'gift_voucher';

/** Draws of a code before giving up (a collision is one in 2^64 per draw). */
const CODE_DRAWS = 5;

export interface IssuedVoucher {
  id: string;
  code: string;
  kind: VoucherKind;
}

/** The gift details stored on a gift order (`customer_order.gift`). */
export interface StoredGift {
  personalisation: { fromName: string; message: string };
  recipient: { kind: 'beneficiary'; name: string; email: string } | { kind: 'buyer' };
  deliveryAddress?: { name: string; addressLine: string; postalCode: string; city: string; country: string };
  /** A gift card sent later: its send day. */
  sendDate?: CalendarDay;
}

function voucherKindOf(item: { kind: string; is_gift: boolean }): VoucherKind | undefined {
  if (!item.is_gift && item.kind !== 'BOX' && item.kind !== 'GIFTCARD') return undefined;
  if (item.kind === 'SHORT_STAY') return 'SINGLE_VOUCHER';
  if (item.kind === 'BOX' || item.kind === 'GIFTCARD' || item.kind === 'ACTIVITY') return item.kind;
  return undefined;
}

/** The midnight that starts a calendar day in the market's time zone, as an instant. */
function startOfDayIn(timeZone: string, day: CalendarDay): Date {
  // Noon UTC is the same calendar day everywhere in Europe; step back to that zone's midnight.
  const noon = new Date(`${day}T12:00:00Z`);
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).formatToParts(noon);
  const localHour = Number(parts.find((part) => part.type === 'hour')?.value ?? 12);
  return new Date(noon.getTime() - localHour * 3_600_000);
}

/**
 * Issues the vouchers of a confirmed gift order (once: an order that has them already gets none
 * more). Returns what it issued.
 */
export async function issueVouchersIn(trx: Tx, orderId: string, now: Date): Promise<IssuedVoucher[]> {
  const order = await trx.selectFrom('customer_order').select(['locale', 'gift']).where('id', '=', orderId).executeTakeFirstOrThrow();
  if (!isLocale(order.locale)) throw new Error(`order ${orderId} has an unknown locale ${order.locale}`);
  const locale = order.locale;
  const existing = await trx.selectFrom('voucher').select('id').where('order_id', '=', orderId).executeTakeFirst();
  if (existing) return [];
  const items = await trx
    .selectFrom('order_item')
    .select(['id', 'kind', 'is_gift', 'offer_id', 'gift_nights', 'box_code', 'gift_card_id', 'activity_product_id', 'group_size', 'amount_cents', 'details'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  const gift = order.gift as StoredGift | null;
  const today = marketClock(locale, now).today;
  const issuedOn = gift?.sendDate && gift.sendDate > today ? gift.sendDate : today;
  const issued: IssuedVoucher[] = [];
  for (const item of items) {
    const kind = voucherKindOf(item);
    if (!kind) continue;
    const details = item.details as { valueCents?: number };
    const valueCents = details.valueCents ?? item.amount_cents;
    const id = randomUUID();
    for (let draw = 0; ; draw += 1) {
      if (draw === CODE_DRAWS) throw new Error(`no free voucher code after ${CODE_DRAWS} draws`);
      const code = generateVoucherCode((max) => randomInt(max));
      const inserted = await trx
        .insertInto('voucher')
        .values({
          id,
          code,
          order_id: orderId,
          order_item_id: item.id,
          kind,
          locale,
          offer_id: kind === 'SINGLE_VOUCHER' ? item.offer_id : null,
          nights: kind === 'SINGLE_VOUCHER' ? item.gift_nights : null,
          box_code: item.box_code,
          gift_card_id: item.gift_card_id,
          activity_product_id: kind === 'ACTIVITY' ? item.activity_product_id : null,
          group_size: kind === 'ACTIVITY' ? item.group_size : null,
          value_cents: valueCents,
          balance_cents: kind === 'GIFTCARD' ? valueCents : 0,
          issued_on: issuedOn,
          valid_until: voucherValidUntil(kind, issuedOn),
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) {
        issued.push({ id, code, kind });
        break;
      }
    }
  }
  if (issued.length === 0) return issued;

  if (gift?.deliveryAddress) {
    await trx
      .insertInto('shipment')
      .values({ order_id: orderId, address: JSON.stringify(gift.deliveryAddress), expected_by: expectedDeliveryBy(today), created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .execute();
  } else {
    // A digital voucher goes out by e-mail: at once, or at the start of the gift card's send day.
    const due = issuedOn > today ? startOfDayIn(MARKETS[locale].timeZone, issuedOn) : null;
    await trx
      .insertInto('outbox_message')
      .values({ kind: GIFT_VOUCHER_MAIL, order_id: orderId, next_attempt_at: due ?? sql<Date>`now()` })
      .onConflict((oc) => oc.columns(['kind', 'order_id']).where('ref', 'is', null).doNothing())
      .execute();
  }
  return issued;
}
