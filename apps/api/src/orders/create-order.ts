/**
 * `POST /api/purchase/orders`. One transaction claims the idempotency key, prices the order again
 * from the catalog, takes the shares of the gift cards paying part of it, takes its rooms (one
 * conditional update) and inserts the order, its items and its first transition; a refusal is
 * stored with the key in that same transaction. Then, outside any transaction (the provider is a
 * remote service, and the embedded database has one connection), the payment of the rest is
 * created and the order moves to AWAITING_PAYMENT; an order the gift cards pay whole is paid and
 * confirmed at once, without the provider.
 */
import type { CreateOrderRequest, CreateOrderResponse, PaymentNextStep } from '@escapade/contracts/checkout';
import type { Db } from '@escapade/db';
import { MARKETS } from '@escapade/domain/markets';
import { ORDER_HOLD_MINUTES } from '@escapade/domain/order';
import { AppError, isAppError } from '../errors/app-error';
import { toProblem } from '../errors/to-problem';
import type { PaymentProvider } from '../payments/provider';
import {
  claimIdempotencyKey,
  type KeyClaim,
  linkIdempotencyKey,
  recordIdempotentAnswer,
  releaseIdempotencyKey,
  requestHashOf,
} from './idempotency';
import { releaseRooms, takeRooms, type RoomHold } from './inventory';
import { applyOrderEvent, settleSucceededPayment } from './order-events';
import { insertOrder } from './insert-order';
import { loadOrderView } from './order-view';
import { checkGiftCardUse, giftCardSharesFor, giftCardTotal, reserveGiftCardShares } from './pay-with-gift-cards';
import { noAvailability, priceOrder, type PricedOrder } from './price-order';

export interface CreateOrderInput {
  idempotencyKey: string;
  order: CreateOrderRequest;
  /** The request path, the `instance` of a stored problem. */
  instance: string;
}

export type CreateOrderResult =
  | { kind: 'created'; body: CreateOrderResponse }
  /** The answer of the first request with this key and body. */
  | { kind: 'replay'; statusCode: number; body: unknown };

/** Where the provider sends the browser back: the confirmation page of the order (site-relative). */
export function returnUrlOf(order: CreateOrderRequest, orderId: string): string {
  return `/${MARKETS[order.locale].segment}/confirmation/${orderId}?status=success&gaId=${encodeURIComponent(order.gaId ?? '')}`;
}

async function takeHolds(db: Db, holds: readonly RoomHold[]): Promise<boolean> {
  const taken: RoomHold[] = [];
  for (const hold of holds) {
    if (!(await takeRooms(db, hold))) {
      for (const done of taken) await releaseRooms(db, done);
      return false;
    }
    taken.push(hold);
  }
  return true;
}

/** The cause of the transitions of an order the gift cards pay whole. */
export const PAID_BY_GIFT_CARD = 'paid by gift card';

function insertPricedOrder(
  db: Db,
  order: CreateOrderRequest,
  priced: PricedOrder,
  giftCardCents: number,
  now: Date,
): Promise<{ id: string; bookingNumber: string }> {
  return insertOrder(
    db,
    {
      locale: order.locale,
      buyer: JSON.stringify(order.buyer),
      currency: order.currency,
      total_cents: priced.totalCents,
      insurance_cents: priced.insuranceCents,
      pay_later_fee_cents: priced.payLaterFeeCents,
      local_tax_at_hotel_cents: priced.localTaxAtHotelCents,
      has_insurance: priced.hasInsurance,
      payment_method: order.paymentMethod,
      // Each instalment reads PAID once the payments cover it (see loadOrderView).
      instalments: JSON.stringify(priced.instalments.map((instalment) => ({ ...instalment, status: 'SCHEDULED' }))),
      cancellation_policy: priced.cancellationPolicy ? JSON.stringify(priced.cancellationPolicy) : null,
      ga_id: order.gaId ?? null,
      gift: priced.gift ? JSON.stringify(priced.gift) : null,
      shipping_cents: priced.shippingCents,
      gift_card_cents: giftCardCents,
      hold_expires_at: new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000),
      created_at: now,
      updated_at: now,
    },
    priced.items.map((item) => ({
      kind: item.kind,
      offer_id: item.offerId,
      activity_product_id: item.activityProductId,
      checkin: item.checkin,
      checkout: item.checkout,
      adults: item.party?.adults ?? null,
      children: item.party?.children ?? null,
      babies: item.party?.babies ?? null,
      rooms: item.rooms,
      group_size: item.groupSize,
      activity_dates: JSON.stringify(item.activityDates),
      amount_cents: item.amountCents,
      is_gift: item.isGift,
      gift_format: item.giftFormat,
      gift_nights: item.giftNights,
      box_code: item.boxCode,
      gift_card_id: item.giftCardId,
      sleeve_ids: item.sleeveIds,
      details: JSON.stringify(item.details),
    })),
    'order created',
  );
}

type Reserved =
  | { kind: 'reserved'; orderId: string; bookingNumber: string; priced: PricedOrder; giftCardCents: number }
  | { kind: 'replay'; statusCode: number; body: unknown }
  | { kind: 'refused'; error: AppError };

/**
 * The transaction: key, price, gift cards, order, rooms. The gift cards' rows are locked before
 * their shares are worked out, so two orders never spend the same euros, and the key's claim in
 * the same transaction means a repeated request never takes a share twice. The rooms are taken
 * last: their nights' rows, and the catalog version row their update bumps (one row every booking
 * writes), stay locked only from that statement to the commit, not while the order is inserted —
 * concurrent orders queue on that row. Rooms that are not there roll the whole transaction back
 * (the gift cards' shares with it); the refusal is then stored with the key in a transaction of
 * its own.
 */
async function reserve(db: Db, input: CreateOrderInput, requestHash: string, now: Date): Promise<Reserved> {
  try {
    return await db.transaction().execute(async (trx): Promise<Reserved> => {
      const claim = await claimIdempotencyKey(trx, input.idempotencyKey, requestHash, now);
      if (claim.kind !== 'claimed') return claimAnswer(claim);
      checkGiftCardUse(input.order);
      const priced = await priceOrder(trx, input.order, now);
      const shares = await giftCardSharesFor(trx, input.order, priced.totalCents, now);
      const giftCardCents = giftCardTotal(shares);
      const { id: orderId, bookingNumber } = await insertPricedOrder(trx, input.order, priced, giftCardCents, now);
      await reserveGiftCardShares(trx, orderId, shares, now);
      await linkIdempotencyKey(trx, input.idempotencyKey, orderId);
      if (!(await takeHolds(trx, priced.holds))) throw noAvailability();
      return { kind: 'reserved', orderId, bookingNumber, priced, giftCardCents };
    });
  } catch (error) {
    if (!isAppError(error) || error.status >= 500) throw error;
    return recordRefusal(db, input, requestHash, now, error);
  }
}

function claimAnswer(claim: Exclude<KeyClaim, { kind: 'claimed' }>): Reserved {
  if (claim.kind === 'replay') return claim;
  if (claim.kind === 'reused') {
    return { kind: 'refused', error: new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used with another request body; send a new key for a new order.') };
  }
  return { kind: 'refused', error: new AppError('CONFLICT', 'The first request with this Idempotency-Key is still being processed; retry in a moment.') };
}

/** Stores a refusal (4xx) as the key's answer, so the same request gets it again. */
function recordRefusal(db: Db, input: CreateOrderInput, requestHash: string, now: Date, error: AppError): Promise<Reserved> {
  return db.transaction().execute(async (trx): Promise<Reserved> => {
    const claim = await claimIdempotencyKey(trx, input.idempotencyKey, requestHash, now);
    // Another request with this key got there in between: its answer stands.
    if (claim.kind !== 'claimed') return claimAnswer(claim);
    const problem = toProblem(error, { instance: input.instance, bodyLimitBytes: 0 });
    await recordIdempotentAnswer(trx, input.idempotencyKey, problem.status, problem);
    return { kind: 'refused', error };
  });
}

/**
 * Creates the order and its payment (none when gift cards pay it whole). Throws the AppError that
 * refuses it; a provider that cannot create the payment fails the order (its rooms and gift card
 * shares go back) and frees the key for a retry.
 */
export async function createOrder(db: Db, payments: PaymentProvider, input: CreateOrderInput, now: Date): Promise<CreateOrderResult> {
  const reserved = await reserve(db, input, requestHashOf(input.order), now);
  if (reserved.kind === 'replay') return reserved;
  if (reserved.kind === 'refused') throw reserved.error;
  const { orderId, bookingNumber, priced, giftCardCents } = reserved;
  const { order } = input;
  const next = giftCardCents > 0 && giftCardCents === priced.totalCents
    ? await settleWithGiftCards(db, order, orderId)
    : await startProviderPayment(db, payments, input, { orderId, bookingNumber, priced, giftCardCents });
  const view = await loadOrderView(db, orderId);
  if (!view) throw new Error(`order ${orderId} vanished after its creation`);
  const body: CreateOrderResponse = { order: view, payment: next };
  await recordIdempotentAnswer(db, input.idempotencyKey, 201, body);
  return { kind: 'created', body };
}

/** The gift cards pay the whole order: paid and confirmed now, no provider involved. */
async function settleWithGiftCards(db: Db, order: CreateOrderRequest, orderId: string): Promise<PaymentNextStep> {
  await applyOrderEvent(db, orderId, 'payment_started', PAID_BY_GIFT_CARD);
  // The provider took nothing; settling adds what the cards paid (the whole total).
  await settleSucceededPayment(db, orderId, PAID_BY_GIFT_CARD, 0);
  return { kind: 'settled', url: returnUrlOf(order, orderId) };
}

/**
 * The provider's payment of what the gift cards leave; a provider that cannot create it fails the
 * order (its rooms and gift card shares go back) and frees the key for a retry.
 */
async function startProviderPayment(
  db: Db,
  payments: PaymentProvider,
  input: CreateOrderInput,
  reserved: { orderId: string; bookingNumber: string; priced: PricedOrder; giftCardCents: number },
): Promise<PaymentNextStep> {
  const { orderId, bookingNumber, priced, giftCardCents } = reserved;
  const { order } = input;
  let payment;
  try {
    payment = await payments.createPayment({
      orderId,
      bookingNumber,
      // Gift cards pay orders paid at once only (card or wallet): the rest is charged now.
      amountCents: priced.chargedNowCents - giftCardCents,
      currency: 'EUR',
      method: order.paymentMethod,
      locale: order.locale,
      returnUrl: returnUrlOf(order, orderId),
      description: `${priced.label} (${bookingNumber})`,
      buyerEmail: order.buyer.email,
    });
  } catch (error) {
    await applyOrderEvent(db, orderId, 'payment_failed', 'the payment provider could not create the payment');
    await releaseIdempotencyKey(db, input.idempotencyKey);
    throw new AppError('SERVICE_UNAVAILABLE', 'The payment service cannot be reached: your booking was not made. Please try again in a moment.', {
      cause: error,
    });
  }
  await applyOrderEvent(db, orderId, 'payment_started', `payment ${payment.ref} created at ${payments.name}`, {
    paymentRef: payment.ref,
    paymentProvider: payments.name,
  });
  return payment.next;
}
