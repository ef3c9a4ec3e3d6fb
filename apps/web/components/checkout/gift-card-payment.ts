/**
 * A gift card as a means of payment, without React: the code's form checked in the browser before
 * it is sent (its check symbol catches a mistyped or swapped symbol), the order's `giftCards`, the
 * API's refusals of a code, and what the cards paid once the order answered.
 */
import type { CreateOrderRequest, OrderView } from '@escapade/contracts/checkout';
import { formatVoucherCode, normalizeVoucherCode, voucherCodeProblem, type VoucherCodeProblem } from '@escapade/domain/voucher';

/** Why a typed code is not sent: its length, a symbol no code has, or a check symbol that does not match. */
export type GiftCardCodeError = VoucherCodeProblem;

/** The code's problem, or undefined when it is well formed or left empty (no card used). */
export function giftCardCodeError(input: string): GiftCardCodeError | undefined {
  if (normalizeVoucherCode(input) === '') return undefined;
  return voucherCodeProblem(input);
}

/** The order's `giftCards`: the well-formed code as printed, or nothing without one. */
export function giftCardsOf(input: string): CreateOrderRequest['giftCards'] {
  if (normalizeVoucherCode(input) === '' || giftCardCodeError(input)) return undefined;
  return [{ code: formatVoucherCode(input) }];
}

/** Whether an API problem names a gift card of the order (`giftCards`, `giftCards.0.code`). */
export function isGiftCardProblem(field: string): boolean {
  return /^giftCards(\.\d+(\.code)?)?$/.test(field);
}

export interface GiftCardShare {
  /** What the gift cards paid of the total. */
  giftCardCents: number;
  /** What is left for the card or the wallet. */
  leftToPayCents: number;
}

/** What the order's gift cards paid, once the order answered; undefined when none paid anything. */
export function giftCardShareOf(order: Pick<OrderView, 'amounts'> | undefined): GiftCardShare | undefined {
  const giftCardCents = order?.amounts.giftCardCents ?? 0;
  if (!order || giftCardCents <= 0) return undefined;
  return { giftCardCents, leftToPayCents: Math.max(0, order.amounts.totalCents - giftCardCents) };
}

/** The order with the gift cards that pay part of it (none: the order as it is). */
export function withGiftCards(order: CreateOrderRequest, giftCards: CreateOrderRequest['giftCards']): CreateOrderRequest {
  return giftCards && giftCards.length > 0 ? { ...order, giftCards } : order;
}
