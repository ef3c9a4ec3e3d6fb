/**
 * Voucher codes and their life: what a paid gift becomes, and what a beneficiary types to redeem it.
 *
 * A code is 13 random symbols and one check symbol from a 31-symbol alphabet that has no 0, O, 1,
 * I or U (the pairs people misread, and U against V), shown in groups of four: `K7QM-3XRT-9WEP-HC`.
 * 31^13 ≈ 2^64: at 10 guesses a minute per client, a guessed code is beyond any lifetime.
 * The check symbol makes Σ position × value of all 14 symbols zero modulo 31: since 31 is prime
 * and the weights 1…14 are distinct and non-zero, one mistyped symbol or any two swapped symbols
 * (the check symbol included) always break it, so a typo is refused before any lookup.
 */
import { addDaysToDay, addMonthsToDay, dayOfWeek, type CalendarDay } from './calendar-day';

export const VOUCHER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTVWXYZ';
const BASE = VOUCHER_ALPHABET.length; // 31, prime
export const VOUCHER_BODY_LENGTH = 13;
export const VOUCHER_CODE_LENGTH = VOUCHER_BODY_LENGTH + 1;
/** Random bits in a code: 13 × log2(31). */
export const VOUCHER_CODE_BITS = Math.floor(VOUCHER_BODY_LENGTH * Math.log2(BASE));

/** Σ (position × symbol value), positions from 1, modulo 31. */
function weightedSum(symbols: string): number {
  let sum = 0;
  for (let index = 0; index < symbols.length; index += 1) sum += (index + 1) * VOUCHER_ALPHABET.indexOf(symbols[index] as string);
  return sum % BASE;
}

/** 14⁻¹ modulo 31 (14 × 20 = 280 = 9 × 31 + 1). */
const INVERSE_OF_CHECK_WEIGHT = 20;

/** The symbol that makes the weighted sum of the whole code (check symbol weighted 14) zero modulo 31. */
function checkSymbolOf(body: string): string {
  return VOUCHER_ALPHABET[((BASE - weightedSum(body)) * INVERSE_OF_CHECK_WEIGHT) % BASE] as string;
}

/**
 * A new code from a source of random integers in [0, max) (node:crypto's `randomInt`); unbiased
 * when the source is.
 */
export function generateVoucherCode(randomInt: (max: number) => number): string {
  let body = '';
  for (let index = 0; index < VOUCHER_BODY_LENGTH; index += 1) body += VOUCHER_ALPHABET[randomInt(BASE)];
  return body + checkSymbolOf(body);
}

/** A code as typed (lower case, spaces, dashes) in its stored form: upper case, separators dropped. */
export function normalizeVoucherCode(input: string): string {
  return input.toUpperCase().replace(/[\s\-.]/g, '');
}

export type VoucherCodeProblem = 'length' | 'symbol' | 'check';

/** Why a typed code cannot be a code (before any lookup), or undefined when its form is right. */
export function voucherCodeProblem(input: string): VoucherCodeProblem | undefined {
  const code = normalizeVoucherCode(input);
  if (code.length !== VOUCHER_CODE_LENGTH) return 'length';
  for (const symbol of code) if (!VOUCHER_ALPHABET.includes(symbol)) return 'symbol';
  return weightedSum(code) === 0 ? undefined : 'check';
}

export function isWellFormedVoucherCode(input: string): boolean {
  return voucherCodeProblem(input) === undefined;
}

/** The code as printed and shown: groups of four. */
export function formatVoucherCode(code: string): string {
  return normalizeVoucherCode(code).replace(/(.{4})(?=.)/g, '$1-');
}

// --- What a voucher is ------------------------------------------------------------------------

/**
 * - SINGLE_VOUCHER: a gift stay of one offer for 2 people, 1 to 3 nights, dates chosen later.
 * - BOX: a gift box; the beneficiary picks one of the box's stays.
 * - GIFTCARD: an amount, spent in one or several orders (a means of payment).
 * - ACTIVITY: an activity offered as a gift.
 */
export const VOUCHER_KINDS = ['SINGLE_VOUCHER', 'BOX', 'GIFTCARD', 'ACTIVITY'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/**
 * active → partly used (gift cards only) → redeemed; expired; cancelled (the gift order refunded).
 */
export const VOUCHER_STATES = ['ACTIVE', 'PARTLY_USED', 'REDEEMED', 'EXPIRED', 'CANCELLED'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

/**
 * Months of validity, counted from the day the voucher is issued (a gift card: from its send day).
 * The spec gives three texts and we keep each where it is specific: "activity voucher 12 months",
 * the single voucher's "1 year for 2 people", and "gift valid one and a half years" for the gift
 * box and the gift card.
 */
export const VOUCHER_VALIDITY_MONTHS: Readonly<Record<VoucherKind, number>> = {
  SINGLE_VOUCHER: 12,
  BOX: 18,
  GIFTCARD: 18,
  ACTIVITY: 12,
};

/** The last day a voucher can be redeemed (inclusive), in the market's calendar. */
export function voucherValidUntil(kind: VoucherKind, issuedOn: CalendarDay): CalendarDay {
  return addMonthsToDay(issuedOn, VOUCHER_VALIDITY_MONTHS[kind]);
}

/** The state as of `today`: an active voucher past its last day reads expired. */
export function effectiveVoucherState(state: VoucherState, validUntil: CalendarDay, today: CalendarDay): VoucherState {
  if ((state === 'ACTIVE' || state === 'PARTLY_USED') && today > validUntil) return 'EXPIRED';
  return state;
}

/** Whether the voucher can still be used today. */
export function isVoucherUsable(state: VoucherState, validUntil: CalendarDay, today: CalendarDay): boolean {
  const effective = effectiveVoucherState(state, validUntil, today);
  return effective === 'ACTIVE' || effective === 'PARTLY_USED';
}

/**
 * What a gift card pays of an amount: its balance, at most the amount. The rest goes to another
 * means of payment.
 */
export function giftCardShareCents(balanceCents: number, amountCents: number): number {
  return Math.max(0, Math.min(balanceCents, amountCents));
}

/** Redemption attempts a client may make per window before it is refused (rate limit). */
export const VOUCHER_LOGIN_ATTEMPTS_PER_WINDOW = 10;
export const VOUCHER_LOGIN_WINDOW_MINUTES = 15;

// --- Physical delivery ------------------------------------------------------------------------

/**
 * "physical (delivery 2 to 4 working days …)" and "2 to 3 working days per another": both readings
 * are given; we promise the longer one, 2 to 4 working days, so the promise holds.
 */
export const DELIVERY_WORKING_DAYS_MIN = 2;
export const DELIVERY_WORKING_DAYS_MAX = 4;

/** The day `workingDays` working days (Monday to Friday) after `from`. */
export function addWorkingDays(from: CalendarDay, workingDays: number): CalendarDay {
  let day = from;
  let left = workingDays;
  while (left > 0) {
    day = addDaysToDay(day, 1);
    const weekday = dayOfWeek(day);
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day;
}

/** The latest day a physical gift paid on `paidOn` is expected. */
export function expectedDeliveryBy(paidOn: CalendarDay): CalendarDay {
  return addWorkingDays(paidOn, DELIVERY_WORKING_DAYS_MAX);
}

/** A shipment's states; staff advance it. */
export const SHIPMENT_STATES = ['TO_SHIP', 'SHIPPED', 'DELIVERED'] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

export function nextShipmentState(state: ShipmentState): ShipmentState | undefined {
  const index = SHIPMENT_STATES.indexOf(state);
  return SHIPMENT_STATES[index + 1];
}

/** Countries we deliver physical gifts to. */
export const DELIVERY_COUNTRIES = ['FR', 'BE', 'ES', 'IT', 'NL'] as const;
export type DeliveryCountry = (typeof DELIVERY_COUNTRIES)[number];

/**
 * Postal code formats: FR and ES and IT five digits (ES provinces 01 to 52), BE four digits (1000
 * to 9999), NL four digits not starting with 0 and two letters (SA, SD and SS are not issued),
 * with or without the space.
 */
const POSTAL_CODE_FORMATS: Readonly<Record<DeliveryCountry, RegExp>> = {
  FR: /^\d{5}$/,
  BE: /^[1-9]\d{3}$/,
  ES: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  IT: /^\d{5}$/,
  NL: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/,
};

export function isDeliveryCountry(country: string): country is DeliveryCountry {
  return (DELIVERY_COUNTRIES as readonly string[]).includes(country);
}

/** Whether a postal code has its country's format (trimmed; NL letters in any case). */
export function isValidPostalCode(country: DeliveryCountry, postalCode: string): boolean {
  return POSTAL_CODE_FORMATS[country].test(postalCode.trim().toUpperCase());
}

/** The postal code as stored and printed on the parcel (NL: `1234 AB`). */
export function normalizePostalCode(country: DeliveryCountry, postalCode: string): string {
  const trimmed = postalCode.trim().toUpperCase();
  return country === 'NL' ? trimmed.replace(/^(\d{4}) ?([A-Z]{2})$/, '$1 $2') : trimmed;
}

/** The delivery country's shipping fee is the market's own, plus its international fee abroad. */
export function shippingCostCents(amountCents: number, internationalFeeCents: number, marketCountry: string, deliveryCountry: string): number {
  return amountCents + (marketCountry === deliveryCountry ? 0 : internationalFeeCents);
}
