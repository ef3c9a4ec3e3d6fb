/**
 * Gift cards paying all or part of an order, in the transaction that creates it: each card is
 * locked, pays what it can of what the cards before it left (in the order the buyer typed them),
 * and its share is taken from its balance. The rest is paid by card or wallet. An order buying a
 * gift card cannot be paid with gift cards.
 */
import { GIFT_CARD_CODE_REFUSED_MESSAGE, type CreateOrderRequest } from '@escapade/contracts/checkout';
import type { Database } from '@escapade/db';
import type { PaymentMethod } from '@escapade/domain/order';
import { giftCardShareCents, normalizeVoucherCode } from '@escapade/domain/voucher';
import type { Transaction } from 'kysely';
import { marketClock } from '../product/market-clock';
import { findUsableGiftCardForUpdate, type UsableGiftCard } from '../vouchers/find-gift-card';
import { reserveGiftCardIn } from '../vouchers/gift-card-payments';
import { fieldError } from './order-errors';

type Tx = Transaction<Database>;

/** What pays the rest of an order paid in part with gift cards. */
const REST_METHODS: ReadonlySet<PaymentMethod> = new Set<PaymentMethod>(['card', 'wallet']);

export interface GiftCardShare {
  voucherId: string;
  amountCents: number;
}

/**
 * The order may use gift cards: it does not buy a gift card, its rest is paid by card or wallet,
 * and it names each card once. Checked before pricing (a pay-later fee would otherwise answer a
 * price change first).
 */
export function checkGiftCardUse(order: CreateOrderRequest): void {
  const typed = order.giftCards ?? [];
  if (typed.length === 0) return;
  if (order.items.giftCardItem) throw fieldError('giftCards', 'A gift card cannot be paid with gift cards');
  if (!REST_METHODS.has(order.paymentMethod)) {
    throw fieldError('paymentMethod', `${order.paymentMethod} cannot pay the rest of an order paid with gift cards: card or wallet`);
  }
  const codes = typed.map(({ code }) => normalizeVoucherCode(code));
  codes.forEach((code, index) => {
    if (codes.indexOf(code) !== index) throw fieldError(`giftCards.${index}.code`, 'This gift card is already in the list');
  });
}

/**
 * Locks the order's gift cards and works out each one's share of `totalCents` (a card left with
 * nothing to pay takes no share). Throws the 400 that refuses a code or the order's use of cards.
 */
export async function giftCardSharesFor(trx: Tx, order: CreateOrderRequest, totalCents: number, now: Date): Promise<GiftCardShare[]> {
  checkGiftCardUse(order);
  const codes = (order.giftCards ?? []).map(({ code }) => normalizeVoucherCode(code));
  if (codes.length === 0) return [];
  const today = marketClock(order.locale, now).today;
  // Locked in the order of their codes: two orders naming the same cards never wait on each other.
  const byCode = codes.map((code, index) => ({ code, index })).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const cards = new Map<number, UsableGiftCard>();
  const refused: number[] = [];
  for (const { code, index } of byCode) {
    const card = await findUsableGiftCardForUpdate(trx, code, today);
    if (card) cards.set(index, card);
    else refused.push(index);
  }
  if (refused.length > 0) throw fieldError(`giftCards.${Math.min(...refused)}.code`, GIFT_CARD_CODE_REFUSED_MESSAGE);
  const shares: GiftCardShare[] = [];
  let rest = totalCents;
  for (let index = 0; index < codes.length; index += 1) {
    const card = cards.get(index);
    if (!card) continue;
    const share = giftCardShareCents(card.balanceCents, rest);
    if (share === 0) continue;
    shares.push({ voucherId: card.voucherId, amountCents: share });
    rest -= share;
  }
  return shares;
}

/** Takes the shares from the cards' balances for the order (their rows are locked by `giftCardSharesFor`). */
export async function reserveGiftCardShares(trx: Tx, orderId: string, shares: readonly GiftCardShare[], now: Date): Promise<void> {
  for (const share of shares) {
    if (!(await reserveGiftCardIn(trx, orderId, share.voucherId, share.amountCents, now))) {
      throw new Error(`gift card ${share.voucherId} could not pay ${share.amountCents} cents although its row was locked`);
    }
  }
}

export function giftCardTotal(shares: readonly GiftCardShare[]): number {
  return shares.reduce((total, share) => total + share.amountCents, 0);
}
