/**
 * `POST /api/beneficiary/redemptions`: what the voucher gives becomes an order of its own, booked
 * and the voucher marked redeemed in ONE transaction. In it: the stay is priced (reads only), the
 * voucher is claimed with one conditional update (still ACTIVE and not past its last day: of two
 * concurrent redemptions the second waits on the row, then updates nothing and gets 409), the order
 * is inserted and moved PENDING → AWAITING_PAYMENT → PAID → CONFIRMED, its confirmation e-mail
 * queued, and its rooms taken last (as a paid booking's). Anything refused rolls it all back: the
 * voucher stays ACTIVE.
 *
 * The traveller pays nothing: the order's total is 0 and its payment method `voucher`; the item
 * records the stay's price of the day and the voucher's value. A local tax paid at the hotel is
 * still paid there.
 */
import { VOUCHER_ALREADY_USED_DETAIL, type RedemptionRequest, type RedemptionResponse } from '@escapade/contracts/beneficiary';
import type { CancellationPolicy } from '@escapade/contracts/product';
import { QUOTE_ERROR_MESSAGES } from '@escapade/contracts/quote-errors';
import type { Database, Db } from '@escapade/db';
import { GIFT_ADULTS } from '@escapade/domain/gift';
import type { Locale } from '@escapade/domain/markets';
import { GIFT_ORDER, type OrderItemKind } from '@escapade/domain/order';
import { sql, type Transaction } from 'kysely';
import { languageOf } from '../catalog/market-language';
import { AppError } from '../errors/app-error';
import { insertOrder } from '../orders/insert-order';
import { takeRooms, type RoomHold } from '../orders/inventory';
import { applyOrderEventIn, ORDER_CONFIRMATION_MAIL } from '../orders/order-events';
import { loadOrderView } from '../orders/order-view';
import { fieldError, noAvailability } from '../orders/price-order';
import { loadOffer } from '../product/load-offers';
import { marketClock } from '../product/market-clock';
import { priceStay } from '../product/price-stay';
import { canOpenVoucher, type VoucherRecord } from './beneficiary-voucher';
import { voucherRefused } from './login';
import { isStayOfVoucher } from './voucher-stays';

type Tx = Transaction<Database>;

export function voucherAlreadyUsed(): AppError {
  return new AppError('VOUCHER_ALREADY_USED', VOUCHER_ALREADY_USED_DETAIL);
}

/** What the redemption books, priced and checked, before anything is written. */
interface Booking {
  kind: OrderItemKind;
  offerId: number | null;
  activityProductId: number | null;
  checkin: string | null;
  checkout: string | null;
  adults: number | null;
  rooms: number;
  groupSize: number | null;
  activityDates: Array<{ activityId: number; date: string }>;
  localTaxAtHotelCents: number;
  cancellationPolicy: CancellationPolicy | null;
  details: Record<string, unknown>;
  hold: RoomHold | null;
}

function voucherDetails(voucher: VoucherRecord) {
  return { id: voucher.id, codeEnd: voucher.code.slice(-4), kind: voucher.kind, valueCents: voucher.valueCents };
}

/** The stay of a single voucher (its nights) or of a box (the stay's own nights), for 2 adults. */
async function bookStay(trx: Tx, voucher: VoucherRecord, request: RedemptionRequest, now: Date): Promise<Booking> {
  const { locale } = request;
  if (request.offerId === undefined) throw fieldError('offerId', 'Choose the stay your gift books');
  if (request.checkin === undefined) throw fieldError('checkin', 'Choose the day of your arrival');
  if (!request.consents.packageTravelInformation) {
    throw fieldError('consents.packageTravelInformation', 'The package travel information must be accepted for a stay');
  }
  const today = marketClock(locale, now).today;
  const offer = await loadOffer(trx, request.offerId, locale);
  if (!offer || !(await isStayOfVoucher(trx, voucher, offer.id, locale, today))) {
    throw fieldError('offerId', 'This stay is not one your gift can be exchanged for');
  }
  const nights = voucher.kind === 'SINGLE_VOUCHER' ? (voucher.nights ?? offer.nights) : offer.nights;
  const party = { adults: GIFT_ADULTS, children: 0, babies: 0 };
  const selections = request.activityDaySelections ?? [];
  const stay = await priceStay(trx, offer, { checkin: request.checkin, nights, party }, selections, locale, now);
  const price = stay.evaluation.price;
  if (!stay.evaluation.bookable || !price) throw noAvailability();
  if (stay.errorCode) throw fieldError('activityDaySelections', QUOTE_ERROR_MESSAGES[stay.errorCode]);
  const hotel = await trx.selectFrom('hotel').select('label').where('id', '=', offer.hotelId).executeTakeFirstOrThrow();
  const titles = new Map(stay.datedActivities.map((activity) => [activity.activityId, activity.title]));
  const activityDates = selections.map(({ activityId, date }) => ({ activityId, date }));
  return {
    kind: 'SHORT_STAY',
    offerId: offer.id,
    activityProductId: null,
    checkin: request.checkin,
    checkout: stay.checkout,
    adults: party.adults,
    rooms: stay.evaluation.nbRooms,
    groupSize: null,
    activityDates,
    localTaxAtHotelCents: stay.localTaxAtHotel ? stay.localTaxCents : 0,
    cancellationPolicy: stay.cancellationPolicy,
    details: {
      label: offer.label[languageOf(locale)],
      hotelLabel: hotel.label,
      activities: activityDates.map((selection) => ({ ...selection, title: titles.get(selection.activityId) ?? '' })),
      packageCents: price.sellCents,
      localTaxCents: stay.localTaxCents,
      localTaxAtHotel: stay.localTaxAtHotel,
      voucher: voucherDetails(voucher),
    },
    hold: { offerId: offer.id, checkin: request.checkin, checkout: stay.checkout, rooms: stay.evaluation.nbRooms },
  };
}

/** The activity of an activity voucher, for its group: no dates (the centre books them). */
async function bookActivity(trx: Tx, voucher: VoucherRecord, locale: Locale): Promise<Booking> {
  const product = voucher.activityProductId === null
    ? undefined
    : await trx
        .selectFrom('activity_product')
        .select(['id', 'label', 'published'])
        .where('id', '=', voucher.activityProductId)
        .where(sql<boolean>`${locale} = any(locales)`)
        .executeTakeFirst();
  if (!product?.published) throw noAvailability();
  const groupSize = voucher.groupSize ?? GIFT_ADULTS;
  return {
    kind: 'ACTIVITY',
    offerId: null,
    activityProductId: product.id,
    checkin: null,
    checkout: null,
    adults: null,
    rooms: 0,
    groupSize,
    activityDates: [],
    localTaxAtHotelCents: 0,
    cancellationPolicy: null,
    details: { label: product.label[languageOf(locale)], customType: GIFT_ORDER, voucher: voucherDetails(voucher) },
    hold: null,
  };
}

/**
 * Marks the voucher redeemed if it still can be: the one conditional update that decides between
 * concurrent redemptions. Refused: 409 when another redemption used it, 401 when it expired or was
 * cancelled meanwhile.
 */
async function claimVoucher(trx: Tx, voucher: VoucherRecord, now: Date): Promise<void> {
  const claimed = await trx
    .updateTable('voucher')
    .set({ state: 'REDEEMED', redeemed_at: now, updated_at: now })
    .where('id', '=', voucher.id)
    .where('state', '=', 'ACTIVE')
    .where('kind', 'in', ['SINGLE_VOUCHER', 'BOX', 'ACTIVITY'])
    .where('valid_until', '>=', marketClock(voucher.locale, now).today)
    .returning('id')
    .executeTakeFirst();
  if (claimed) return;
  // Read after the update: a concurrent redemption's commit is visible to this new statement.
  const row = await trx.selectFrom('voucher').select('state').where('id', '=', voucher.id).executeTakeFirst();
  throw row?.state === 'REDEEMED' ? voucherAlreadyUsed() : voucherRefused();
}

async function insertRedemptionOrder(trx: Tx, request: RedemptionRequest, booking: Booking, now: Date): Promise<string> {
  const { id } = await insertOrder(
    trx,
    {
      locale: request.locale,
      buyer: JSON.stringify(request.traveller),
      currency: 'EUR',
      total_cents: 0,
      local_tax_at_hotel_cents: booking.localTaxAtHotelCents,
      payment_method: 'voucher',
      cancellation_policy: booking.cancellationPolicy ? JSON.stringify(booking.cancellationPolicy) : null,
      ga_id: null,
      // Confirmed in this transaction: the order never waits for a payment.
      hold_expires_at: now,
      created_at: now,
      updated_at: now,
    },
    [
      {
        kind: booking.kind,
        offer_id: booking.offerId,
        activity_product_id: booking.activityProductId,
        checkin: booking.checkin,
        checkout: booking.checkout,
        adults: booking.adults,
        children: booking.adults === null ? null : 0,
        babies: booking.adults === null ? null : 0,
        rooms: booking.rooms,
        group_size: booking.groupSize,
        activity_dates: JSON.stringify(booking.activityDates),
        amount_cents: 0,
        details: JSON.stringify(booking.details),
      },
    ],
    'order created by redeeming a voucher',
  );
  return id;
}

/** Books what the voucher of the session gives; throws the AppError that refuses it. */
export async function redeemVoucher(db: Db, voucher: VoucherRecord, request: RedemptionRequest, now: Date): Promise<RedemptionResponse> {
  if (!canOpenVoucher(voucher, request.locale, now)) throw voucher.state === 'REDEEMED' ? voucherAlreadyUsed() : voucherRefused();
  if (voucher.kind === 'GIFTCARD') throw fieldError('offerId', 'A gift card is not exchanged here: it pays at the checkout of any stay');

  const orderId = await db.transaction().execute(async (trx) => {
    const booking = voucher.kind === 'ACTIVITY' ? await bookActivity(trx, voucher, request.locale) : await bookStay(trx, voucher, request, now);
    await claimVoucher(trx, voucher, now);
    const id = await insertRedemptionOrder(trx, request, booking, now);
    const cause = `redeemed voucher …${voucher.code.slice(-4)}`;
    await applyOrderEventIn(trx, id, 'payment_started', cause, { paymentProvider: 'voucher', paymentRef: voucher.id });
    await applyOrderEventIn(trx, id, 'payment_succeeded', cause, { paidCents: 0 });
    await applyOrderEventIn(trx, id, 'booking_confirmed', cause);
    await trx.updateTable('voucher').set({ redeemed_order_id: id }).where('id', '=', voucher.id).execute();
    await trx
      .insertInto('outbox_message')
      .values({ kind: ORDER_CONFIRMATION_MAIL, order_id: id, next_attempt_at: sql<Date>`now()` })
      .onConflict((oc) => oc.columns(['kind', 'order_id']).where('ref', 'is', null).doNothing())
      .execute();
    // Last: the nights' rows and the catalog version row stay locked only until the commit.
    if (booking.hold && !(await takeRooms(trx, booking.hold))) throw noAvailability();
    return id;
  });
  const order = await loadOrderView(db, orderId);
  if (!order) throw new Error(`order ${orderId} vanished after its redemption`);
  return { order };
}
