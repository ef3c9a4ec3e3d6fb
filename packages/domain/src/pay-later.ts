/**
 * Pay later: deferred payment and instalments (3x, 4x, PayPal), when each is offered, and the
 * eligibility query.
 */
import { type CalendarDay, addDaysToDay, addMonthsToDay, daysBetween } from './calendar-day';
import { type Locale, MARKETS } from './markets';

/** "deferred if arrival at least 5 days away". */
export const DEFERRED_MIN_DAYS_BEFORE_ARRIVAL = 5;
/** "3x if at least 7 days …; 4x if at least 7 days". */
export const INSTALMENTS_MIN_DAYS_BEFORE_ARRIVAL = 7;
/** "3x if … amount 200–2000 €". */
export const PAY_IN_3_RANGE_CENTS = { min: 20_000, max: 200_000 } as const;
/** "4x if … 250–2000 €". */
export const PAY_IN_4_RANGE_CENTS = { min: 25_000, max: 200_000 } as const;
/** "PayPal only for Spanish and Italian locales and basket 30–2000". */
export const PAYPAL_PAY_LATER_RANGE_CENTS = { min: 3_000, max: 200_000 } as const;
/** "Deferred date defaults to cancellation deadline or two days before check-in." */
export const DEFERRED_DAYS_BEFORE_CHECKIN = 2;

export const PAY_LATER_TYPES = ['deferred', '3x', '4x'] as const;
export type PayLaterType = (typeof PAY_LATER_TYPES)[number];
export type PayLaterOption = PayLaterType | 'paypal';

const inRange = (amount: number, range: { min: number; max: number }) => amount >= range.min && amount <= range.max;

/** "Pay-later test locales: fr_FR, es_ES, fr_BE, nl_BE." */
export function isPayLaterTestLocale(locale: Locale): boolean {
  return MARKETS[locale].features.payLaterTest;
}

/**
 * The pay-later options for a basket: deferred, 3x and 4x in the pay-later test locales by days
 * before arrival and amount; PayPal in Spanish and Italian locales by amount.
 */
export function payLaterOptionsFor(input: { today: CalendarDay; checkin: CalendarDay; amountCents: number; locale: Locale }): PayLaterOption[] {
  const options: PayLaterOption[] = [];
  const daysBefore = daysBetween(input.today, input.checkin);
  if (isPayLaterTestLocale(input.locale)) {
    if (daysBefore >= DEFERRED_MIN_DAYS_BEFORE_ARRIVAL) options.push('deferred');
    if (daysBefore >= INSTALMENTS_MIN_DAYS_BEFORE_ARRIVAL && inRange(input.amountCents, PAY_IN_3_RANGE_CENTS)) options.push('3x');
    if (daysBefore >= INSTALMENTS_MIN_DAYS_BEFORE_ARRIVAL && inRange(input.amountCents, PAY_IN_4_RANGE_CENTS)) options.push('4x');
  }
  if (MARKETS[input.locale].features.payPalPayLater && inRange(input.amountCents, PAYPAL_PAY_LATER_RANGE_CENTS)) options.push('paypal');
  return options;
}

export interface Instalment {
  amountCents: number;
  date: CalendarDay;
}

/**
 * "3x instalments monthly from today with fee added to the first." The amount is split in equal
 * whole cents; the cents left over go to the first instalment too, so the instalments always sum
 * to amount + fee. 4x follows the same rule (its schedule is not shown).
 */
export function instalments(count: number, amountCents: number, feeCents: number, today: CalendarDay): Instalment[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`);
  const share = Math.floor(amountCents / count);
  const leftover = amountCents - share * count;
  return Array.from({ length: count }, (_, i) => ({
    amountCents: i === 0 ? share + leftover + feeCents : share,
    date: addMonthsToDay(today, i),
  }));
}

/** "Deferred date defaults to cancellation deadline or two days before check-in." */
export function deferredPaymentDate(input: { checkin: CalendarDay; cancellationDeadline?: CalendarDay | null }): CalendarDay {
  return input.cancellationDeadline ?? addDaysToDay(input.checkin, -DEFERRED_DAYS_BEFORE_CHECKIN);
}

/**
 * Query of the eligibility call: "amount (cents), cancellationPolicyType, cancellableUntil,
 * checkinDate, pointOfSale (lowercase)"; "only when enabled and inputs present".
 */
export function payLaterEligibilityQuery(input: {
  isEnabled: boolean;
  amountCents?: number | null;
  cancellationPolicyType?: string | null;
  cancellableUntil?: string | null;
  checkin?: CalendarDay | null;
  locale: Locale;
}): { amount: number; cancellationPolicyType: string; cancellableUntil?: string; checkinDate: CalendarDay; pointOfSale: string } | undefined {
  const { amountCents, cancellationPolicyType, checkin } = input;
  if (!input.isEnabled || !amountCents || !cancellationPolicyType || !checkin) return undefined;
  return {
    amount: amountCents,
    cancellationPolicyType,
    ...(input.cancellableUntil ? { cancellableUntil: input.cancellableUntil } : {}),
    checkinDate: checkin,
    pointOfSale: input.locale.toLowerCase(),
  };
}

/**
 * Our fee per pay-later option, in basis points of the basket (1 % = 100), added to the first
 * instalment: deferred payment and PayPal cost the traveller nothing, instalments a small fee.
 */
export const PAY_LATER_FEE_BASIS_POINTS: Readonly<Record<PayLaterOption, number>> = { deferred: 0, '3x': 150, '4x': 200, paypal: 0 };

/** The fee of an option for a basket, in whole cents (rounded half up). */
export function payLaterFeeCents(option: PayLaterOption, amountCents: number): number {
  return Math.round((amountCents * PAY_LATER_FEE_BASIS_POINTS[option]) / 10_000);
}

/** Instalment count of an option: 3x and 4x split the basket; deferred and PayPal are one payment. */
export function instalmentCountOf(option: PayLaterOption): number {
  return option === '3x' ? 3 : option === '4x' ? 4 : 1;
}
