/**
 * Prices and promos: promo percentages and thresholds, per-night and per-person prices, money
 * saved. Money is integer cents everywhere; it becomes euros only when formatted for display.
 *
 * Percentages are computed on integers (100 × (ref − sell) / ref) rather than as
 * 100 × (1 − sell / ref): in floating point 1 − 80/100 is 0.19999…, which would floor to 19 %.
 */
import type { Flow } from './flow';

/** "offer lists show promo only at 10 percent or more" (below is 0). */
export const OFFER_LIST_PROMO_MIN_PERCENT = 10;
/** "Promo shown only above 5 percent for boxes". */
export const BOX_PROMO_ABOVE_PERCENT = 5;
/** "activity promo counts at 5 or more". */
export const ACTIVITY_PROMO_MIN_PERCENT = 5;
export const PRICE_CURRENCY = 'EUR';

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be integer cents, got ${value}`);
}

/** floor(100 × (1 − sell/ref)); 0 when the reference is missing or not above the sell price. */
export function promoPercentage(sellCents: number, refCents: number | null | undefined): number {
  if (refCents === null || refCents === undefined || refCents <= 0 || refCents <= sellCents) return 0;
  assertCents(sellCents, 'sellCents');
  assertCents(refCents, 'refCents');
  return Math.floor((100 * (refCents - sellCents)) / refCents);
}

/** Offer list (availability) promo: "shown only when at least 10 percent (below is 0)". */
export function offerListPromo(sellCents: number, refCents: number | null | undefined): number {
  const percent = promoPercentage(sellCents, refCents);
  return percent >= OFFER_LIST_PROMO_MIN_PERCENT ? percent : 0;
}

/** Box promo: "floor percentage of gap, counts only above 5". */
export function boxPromo(sellCents: number, refCents: number | null | undefined): number {
  const percent = promoPercentage(sellCents, refCents);
  return percent > BOX_PROMO_ABOVE_PERCENT ? percent : 0;
}

/** Activity promo: "counts at least 5". */
export function activityPromo(sellCents: number, refCents: number | null | undefined): number {
  const percent = promoPercentage(sellCents, refCents);
  return percent >= ACTIVITY_PROMO_MIN_PERCENT ? percent : 0;
}

/** Gift box block: "Gift box discount rounded-up percent between price and promo price". */
export function giftBoxDiscountPercent(priceCents: number, promoPriceCents: number | null | undefined): number {
  if (promoPriceCents === null || promoPriceCents === undefined || priceCents <= 0 || promoPriceCents >= priceCents) return 0;
  assertCents(priceCents, 'priceCents');
  assertCents(promoPriceCents, 'promoPriceCents');
  const gap = 100 * (priceCents - promoPriceCents);
  return Math.floor((gap + priceCents - 1) / priceCents);
}

/** "per night = total divided by nights, rounded up" (to the cent); fewer than 1 night counts as 1. */
export function pricePerNight(totalCents: number, nights: number): number {
  assertCents(totalCents, 'totalCents');
  return Math.ceil(totalCents / Math.max(1, Math.floor(nights)));
}

/**
 * "per person in activity = total divided by adults". Rounded up to the cent like the per-night
 * price, so that a per-person price times the party never shows less than the total.
 */
export function pricePerPerson(totalCents: number, adults: number): number {
  assertCents(totalCents, 'totalCents');
  return Math.ceil(totalCents / Math.max(1, Math.floor(adults)));
}

/** Money saved against the reference price, never negative. */
export function moneySaved(sellCents: number, refCents: number | null | undefined): number {
  if (refCents === null || refCents === undefined) return 0;
  return Math.max(0, refCents - sellCents);
}

/** "Auto discount variation activates when the offer carries an auto discount code outside gifting." */
export function isAutoDiscountActive(autoDiscount: { code?: string | null } | null | undefined, flow: Flow): boolean {
  return flow !== 'gifting' && Boolean(autoDiscount?.code);
}

export interface NightPrice {
  /** Sell price of the night for 2 adults, in cents. */
  sellCents: number;
  /** Reference price of the night for 2 adults, in cents. */
  refCents: number;
}

export interface PartyPricingRule {
  /** One adult alone pays this percent of the 2-adult night. */
  singleAdultPercent: number;
  /** Each adult beyond 2 adds this percent of one person's share (half the 2-adult night). */
  extraAdultPercent: number;
  /** Each child adds this percent of one person's share. */
  childPercent: number;
  /** Each baby adds this fixed amount per night, in cents. */
  babyCents: number;
}

const PERCENT_OF_SHARE_DENOMINATOR = 200; // percent (÷100) of half the night (÷2)

function nightForParty(nightCents: number, party: { adults: number; children: number; babies: number }, rule: PartyPricingRule): number {
  // Numerator over 200 so that every term stays an exact integer until the single rounding.
  const adultsPart =
    party.adults === 1
      ? nightCents * rule.singleAdultPercent * 2
      : nightCents * PERCENT_OF_SHARE_DENOMINATOR + (party.adults - 2) * nightCents * rule.extraAdultPercent;
  const numerator = adultsPart + party.children * nightCents * rule.childPercent;
  const roundedHalfUp = Math.floor((numerator + PERCENT_OF_SHARE_DENOMINATOR / 2) / PERCENT_OF_SHARE_DENOMINATOR);
  return roundedHalfUp + party.babies * rule.babyCents;
}

/**
 * The stay price for a party, from night prices quoted for 2 adults. Rounding: each night is
 * rounded half up to the cent, then the nights are summed, so the total always equals the sum of
 * the per-night amounts a breakdown would show. Sell and reference prices follow the same rule.
 */
export function priceForParty(
  nightPrices: readonly NightPrice[],
  party: { adults: number; children: number; babies: number },
  rule: PartyPricingRule,
): { sellCents: number; refCents: number } {
  for (const [name, value] of Object.entries(rule)) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
  if (!Number.isInteger(party.adults) || party.adults < 1) throw new RangeError('a party has at least 1 adult');
  let sellCents = 0;
  let refCents = 0;
  for (const night of nightPrices) {
    assertCents(night.sellCents, 'sellCents');
    assertCents(night.refCents, 'refCents');
    sellCents += nightForParty(night.sellCents, party, rule);
    refCents += nightForParty(night.refCents, party, rule);
  }
  return { sellCents, refCents };
}

/**
 * Local tax: "type BOOKING_PERCENTAGE means percentage of package price, otherwise per person per
 * night". The percentage part is rounded half up to the cent.
 */
export function localTaxTotal(
  tax: { type: string; amount?: number | null; percentage?: number | null },
  stay: { packageCents: number; persons: number; nights: number },
): number {
  if (tax.type === 'BOOKING_PERCENTAGE') return Math.round((stay.packageCents * (tax.percentage ?? 0)) / 100);
  return (tax.amount ?? 0) * stay.persons * stay.nights;
}

/**
 * Intl.NumberFormat instances by locale and shape. Building one costs far more than formatting with
 * it (a results page formats every card's price; a facets answer every price bucket), and there
 * are only a few shapes per locale.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(bcp47: string, whole: boolean, signed: boolean): Intl.NumberFormat {
  const key = `${bcp47}|${whole ? 0 : 2}|${signed ? '+' : ''}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(bcp47, {
      style: 'currency',
      currency: PRICE_CURRENCY,
      ...(signed ? { signDisplay: 'always' as const } : {}),
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * Money for display with the market's Intl.NumberFormat in euros. Whole-euro amounts are shown
 * without decimals (cards read "89 €"), others with two.
 */
export function formatMoney(cents: number, bcp47: string, options: { alwaysShowCents?: boolean } = {}): string {
  const whole = cents % 100 === 0 && !options.alwaysShowCents;
  return moneyFormat(bcp47, whole, false).format(cents / 100);
}

/** A signed difference such as "+N €" in the offer list, "+0 €" for the flexible option. */
export function formatPriceDifference(cents: number, bcp47: string): string {
  return moneyFormat(bcp47, cents % 100 === 0, true).format(cents / 100);
}

export type PriceMessage =
  | { kind: 'hidden' }
  | { kind: 'loading' }
  | { kind: 'moneySaved'; moneySavedCents: number }
  | { kind: 'upTo'; percent: number }
  | { kind: 'default' };

/**
 * Product price message: "gifting hidden; loading; with dates and promo shows money saved; without
 * dates and with promo 'up to N%'; otherwise default message."
 */
export function priceMessage(input: {
  flow: Flow;
  isLoading: boolean;
  hasDates: boolean;
  promoPercent: number;
  moneySavedCents: number;
}): PriceMessage {
  if (input.flow === 'gifting') return { kind: 'hidden' };
  if (input.isLoading) return { kind: 'loading' };
  if (input.promoPercent > 0 && input.hasDates) return { kind: 'moneySaved', moneySavedCents: input.moneySavedCents };
  if (input.promoPercent > 0) return { kind: 'upTo', percent: input.promoPercent };
  return { kind: 'default' };
}
