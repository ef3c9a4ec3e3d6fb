/**
 * Orders: their states and the one function that moves an order from one state to the next, the
 * booking number, the inventory hold and the payment methods. Shared by the API (which stores each
 * transition with its time and cause) and the web (which reads the state on the confirmation page).
 */

/**
 * pending → awaiting payment → paid → confirmed; failed; expired; cancelled; refunded.
 * - PENDING: created, its rooms held, no payment started yet.
 * - AWAITING_PAYMENT: a payment session exists at the provider.
 * - PAID: the provider confirmed the payment (webhook or server-side status check, never the browser).
 * - CONFIRMED: the booking is final: the rooms are sold and the confirmation e-mail is queued.
 * - FAILED: the payment was declined or abandoned; the rooms are released.
 * - EXPIRED: the hold ran out before any payment; the rooms are released.
 * - CANCELLED, REFUNDED: after-sales.
 */
export const ORDER_STATUSES = ['PENDING', 'AWAITING_PAYMENT', 'PAID', 'CONFIRMED', 'FAILED', 'EXPIRED', 'CANCELLED', 'REFUNDED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What happens to an order. */
export const ORDER_EVENTS = [
  'payment_started',
  'payment_succeeded',
  'payment_failed',
  'booking_confirmed',
  'hold_expired',
  'cancelled',
  'refunded',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/**
 * The transition table. A payment that succeeds after its hold expired moves the order to PAID
 * again (the API then takes the rooms back, or refunds when they are gone). A cancelled order is
 * refunded when money was taken.
 */
const TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>>> = {
  PENDING: { payment_started: 'AWAITING_PAYMENT', payment_failed: 'FAILED', hold_expired: 'EXPIRED', cancelled: 'CANCELLED' },
  AWAITING_PAYMENT: { payment_succeeded: 'PAID', payment_failed: 'FAILED', hold_expired: 'EXPIRED', cancelled: 'CANCELLED' },
  PAID: { booking_confirmed: 'CONFIRMED', refunded: 'REFUNDED' },
  CONFIRMED: { cancelled: 'CANCELLED', refunded: 'REFUNDED' },
  FAILED: {},
  EXPIRED: { payment_succeeded: 'PAID' },
  CANCELLED: { refunded: 'REFUNDED' },
  REFUNDED: {},
};

export class OrderTransitionError extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly event: OrderEvent,
  ) {
    super(`An order that is ${from} cannot take the event ${event}`);
    this.name = 'OrderTransitionError';
  }
}

/** The state an event moves an order to; throws OrderTransitionError when the event does not apply. */
export function nextOrderStatus(from: OrderStatus, event: OrderEvent): OrderStatus {
  const to = TRANSITIONS[from][event];
  if (!to) throw new OrderTransitionError(from, event);
  return to;
}

/** Whether an event applies to an order in this state (a duplicate webhook, for example, does not). */
export function canApplyOrderEvent(from: OrderStatus, event: OrderEvent): boolean {
  return TRANSITIONS[from][event] !== undefined;
}

/** States in which the order's rooms are held or sold. */
export function holdsInventory(status: OrderStatus): boolean {
  return status === 'PENDING' || status === 'AWAITING_PAYMENT' || status === 'PAID' || status === 'CONFIRMED';
}

/** States the confirmation page waits on: the payment is not settled yet. */
export function isPaymentPending(status: OrderStatus): boolean {
  return status === 'PENDING' || status === 'AWAITING_PAYMENT' || status === 'PAID';
}

/** A created order holds its rooms this long without payment; then a job releases them. */
export const ORDER_HOLD_MINUTES = 15;

/** Idempotency keys are kept this long. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** The booking number people quote to customer care: 8 digits, never starting with 0. */
export const BOOKING_NUMBER_MIN = 10_000_000;
export const BOOKING_NUMBER_MAX = 99_999_999;

/** A booking number from a random integer source (`randomInt(min, max)` exclusive of max, like node:crypto's). */
export function bookingNumberFrom(randomInt: (min: number, max: number) => number): string {
  return String(randomInt(BOOKING_NUMBER_MIN, BOOKING_NUMBER_MAX + 1));
}

/**
 * How a traveller pays. `card` is a card on the provider's hosted page; `wallet` the fast checkout
 * (a device wallet, in a full-screen modal); the others are the pay-later options.
 */
export const PAYMENT_METHODS = ['card', 'wallet', 'deferred', '3x', '4x', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How an order is paid: a buyer's method, or `voucher` for a stay a beneficiary booked with a gift. */
export const ORDER_PAYMENT_METHODS = [...PAYMENT_METHODS, 'voucher'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/**
 * The item kinds one order model holds. A gift stay (single voucher) is a SHORT_STAY item marked
 * as a gift, without dates; an activity offered is an ACTIVITY item marked as a gift.
 */
export const ORDER_ITEM_KINDS = ['SHORT_STAY', 'ACTIVITY', 'BOX', 'GIFTCARD', 'INSURANCE', 'PROMOTION_CODE'] as const;
export type OrderItemKind = (typeof ORDER_ITEM_KINDS)[number];

/** `customType` of an activity bought for one's own use. */
export const OWN_USE = 'OWN_USE';
/** `customType` of an activity offered as a gift (a voucher the beneficiary redeems). */
export const GIFT_ORDER = 'GIFT';
