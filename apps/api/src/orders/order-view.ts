import type { Buyer, OrderGiftView, OrderItemView, OrderView } from '@escapade/contracts/checkout';
import type { CancellationPolicy } from '@escapade/contracts/product';
import type { Db } from '@escapade/db';
import { daysBetween } from '@escapade/domain/calendar-day';
import type { Locale } from '@escapade/domain/markets';
import type { Selectable } from 'kysely';
import type { OrderItemTable } from '@escapade/db/schema';
import { DELIVERY_WORKING_DAYS_MAX, DELIVERY_WORKING_DAYS_MIN, effectiveVoucherState } from '@escapade/domain/voucher';
import { marketClock } from '../product/market-clock';
import type { StoredGift } from '../vouchers/issue-vouchers';

/** Signs a voucher's PDF link (site-relative, expiring); without one, the view has no links. */
export type VoucherLinkSigner = (voucherId: string) => string;

type ItemRow = Selectable<OrderItemTable>;

function textOf(details: Record<string, unknown>, key: string): string {
  const value = details[key];
  return typeof value === 'string' ? value : '';
}

function activitiesOf(row: ItemRow): OrderItemView['activities'] {
  const titles = new Map<number, string>();
  const saved = row.details.activities;
  if (Array.isArray(saved)) {
    for (const entry of saved as Array<{ activityId?: unknown; title?: unknown }>) {
      if (typeof entry.activityId === 'number' && typeof entry.title === 'string') titles.set(entry.activityId, entry.title);
    }
  }
  return row.activity_dates.map(({ activityId, date }) => ({ activityId, date, title: titles.get(activityId) ?? '' }));
}

function itemViewOf(row: ItemRow): OrderItemView {
  const isStay = row.kind === 'SHORT_STAY';
  const checkin = row.checkin === null ? null : String(row.checkin);
  const checkout = row.checkout === null ? null : String(row.checkout);
  return {
    kind: row.kind,
    label: textOf(row.details, 'label'),
    amountCents: row.amount_cents,
    hotelLabel: isStay ? textOf(row.details, 'hotelLabel') : null,
    offerId: row.offer_id,
    checkin,
    checkout,
    nights: checkin && checkout ? daysBetween(checkin, checkout) : null,
    party: isStay && row.adults !== null ? { adults: row.adults, children: row.children ?? 0, babies: row.babies ?? 0 } : null,
    activities: isStay ? activitiesOf(row) : [],
    activityProductId: row.activity_product_id,
    groupSize: row.group_size,
    isGift: row.is_gift || row.kind === 'BOX' || row.kind === 'GIFTCARD',
    giftFormat: row.gift_format,
    giftNights: row.gift_nights,
    boxCode: row.box_code,
    giftCardId: row.gift_card_id,
    sleeves: sleevesOf(row),
  };
}

function sleevesOf(row: ItemRow): OrderItemView['sleeves'] {
  const saved = row.details.sleeves;
  if (!Array.isArray(saved)) return [];
  return (saved as Array<{ id?: unknown; name?: unknown; priceCents?: unknown }>).flatMap((sleeve) =>
    typeof sleeve.id === 'string' && typeof sleeve.name === 'string' && typeof sleeve.priceCents === 'number'
      ? [{ id: sleeve.id, name: sleeve.name, priceCents: sleeve.priceCents }]
      : [],
  );
}

async function giftViewOf(db: Db, orderId: string, locale: Locale, gift: StoredGift, sign: VoucherLinkSigner | undefined, now: Date): Promise<OrderGiftView> {
  const [vouchers, shipment] = await Promise.all([
    db.selectFrom('voucher').select(['id', 'kind', 'state', 'valid_until', 'value_cents']).where('order_id', '=', orderId).orderBy('created_at').execute(),
    db.selectFrom('shipment').select(['address', 'state', 'expected_by']).where('order_id', '=', orderId).executeTakeFirst(),
  ]);
  const today = marketClock(locale, now).today;
  const address = shipment?.address ?? gift.deliveryAddress;
  return {
    personalisation: gift.personalisation,
    recipient: gift.recipient,
    delivery: address
      ? {
          address,
          state: shipment?.state ?? 'TO_SHIP',
          workingDaysMin: DELIVERY_WORKING_DAYS_MIN,
          workingDaysMax: DELIVERY_WORKING_DAYS_MAX,
          expectedBy: shipment ? String(shipment.expected_by) : null,
        }
      : null,
    sendDate: gift.sendDate ?? null,
    vouchers: vouchers.map((voucher) => ({
      id: voucher.id,
      kind: voucher.kind,
      state: effectiveVoucherState(voucher.state, String(voucher.valid_until), today),
      validUntil: String(voucher.valid_until),
      valueCents: voucher.value_cents,
      // A physical gift's voucher travels in its parcel; a digital one can be downloaded again.
      downloadUrl: sign && !address ? sign(voucher.id) : null,
    })),
  };
}

function isoOf(value: Date | string): string {
  return new Date(value).toISOString();
}

/**
 * The order as its traveller reads it back (the create answer, GET by UUID, the confirmation
 * e-mail). An instalment is PAID once what the provider took covers it and every one before it.
 */
export async function loadOrderView(db: Db, orderId: string, sign?: VoucherLinkSigner, now: Date = new Date()): Promise<OrderView | undefined> {
  const order = await db.selectFrom('customer_order').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) return undefined;
  // The confirmation page polls this view: an order no gift card pays asks for no card.
  const [items, giftCardPayments] = await Promise.all([
    db.selectFrom('order_item').selectAll().where('order_id', '=', orderId).orderBy('position').execute(),
    order.gift_card_cents > 0
      ? db
          .selectFrom('gift_card_payment as p')
          .innerJoin('voucher as v', 'v.id', 'p.voucher_id')
          .select(['v.code', 'p.amount_cents'])
          .where('p.order_id', '=', orderId)
          .where('p.status', 'in', ['RESERVED', 'CAPTURED'])
          .orderBy('p.id')
          .execute()
      : [],
  ]);
  const locale = order.locale as Locale;
  const gift = order.gift ? await giftViewOf(db, orderId, locale, order.gift as unknown as StoredGift, sign, now) : null;
  const buyer = order.buyer as Partial<Buyer>;
  let covered = 0;
  const isCancelled = order.cancelled_at !== null;
  const instalments = order.instalments.map((instalment) => {
    covered += instalment.amountCents;
    const status = covered <= order.paid_cents ? ('PAID' as const) : isCancelled ? ('CANCELLED' as const) : ('SCHEDULED' as const);
    return { date: instalment.date, amountCents: instalment.amountCents, status };
  });
  return {
    orderUUID: order.id,
    bookingNumber: order.booking_number,
    status: order.status,
    locale,
    createdAt: isoOf(order.created_at),
    holdExpiresAt: isoOf(order.hold_expires_at),
    paymentMethod: order.payment_method,
    buyer: { firstName: buyer.firstName ?? '', lastName: buyer.lastName ?? '', email: buyer.email ?? '' },
    items: items.map(itemViewOf),
    amounts: {
      totalCents: order.total_cents,
      insuranceCents: order.insurance_cents,
      payLaterFeeCents: order.pay_later_fee_cents,
      paidCents: order.paid_cents,
      // A cancelled booking owes nothing more: its unpaid instalments are cancelled.
      remainingCents: isCancelled ? 0 : Math.max(0, order.total_cents - order.paid_cents),
      localTaxAtHotelCents: order.local_tax_at_hotel_cents,
      shippingCents: order.shipping_cents,
      giftCardCents: order.gift_card_cents,
      refundedCents: order.refunded_cents,
    },
    cancelledAt: order.cancelled_at ? isoOf(order.cancelled_at) : null,
    instalments,
    cancellationPolicy: order.cancellation_policy as CancellationPolicy | null,
    hasInsurance: order.has_insurance,
    gift,
    giftCardPayments: giftCardPayments.map((payment) => ({ codeEnd: payment.code.slice(-4), amountCents: payment.amount_cents })),
  };
}
