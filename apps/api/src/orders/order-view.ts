import type { Buyer, OrderItemView, OrderView } from '@escapade/contracts/checkout';
import type { CancellationPolicy } from '@escapade/contracts/product';
import type { Db } from '@escapade/db';
import { daysBetween } from '@escapade/domain/calendar-day';
import type { Locale } from '@escapade/domain/markets';
import type { Selectable } from 'kysely';
import type { OrderItemTable } from '@escapade/db/schema';

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
  };
}

function isoOf(value: Date | string): string {
  return new Date(value).toISOString();
}

/**
 * The order as its traveller reads it back (the create answer, GET by UUID, the confirmation
 * e-mail). An instalment is PAID once what the provider took covers it and every one before it.
 */
export async function loadOrderView(db: Db, orderId: string): Promise<OrderView | undefined> {
  const order = await db.selectFrom('customer_order').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) return undefined;
  const items = await db.selectFrom('order_item').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
  const buyer = order.buyer as Partial<Buyer>;
  let covered = 0;
  const instalments = order.instalments.map((instalment) => {
    covered += instalment.amountCents;
    return { date: instalment.date, amountCents: instalment.amountCents, status: covered <= order.paid_cents ? ('PAID' as const) : ('SCHEDULED' as const) };
  });
  return {
    orderUUID: order.id,
    bookingNumber: order.booking_number,
    status: order.status,
    locale: order.locale as Locale,
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
      remainingCents: Math.max(0, order.total_cents - order.paid_cents),
      localTaxAtHotelCents: order.local_tax_at_hotel_cents,
    },
    instalments,
    cancellationPolicy: order.cancellation_policy as CancellationPolicy | null,
    hasInsurance: order.has_insurance,
  };
}
