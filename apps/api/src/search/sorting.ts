/**
 * Sorts of the result list. Every order ends on the
 * hotel id, then the offer id, so equal keys never swap places between two identical requests.
 * priceQuality is defined in docs/decisions/0006-price-quality-sort.md.
 */
import { SEARCH_DEFAULT_ORDER_BY, type OrderBy } from '@escapade/domain/sort-options';
import { sql, type RawBuilder } from 'kysely';
import { floatValue } from './sql-values';

/** Weights of the price-quality score (decision 0006). */
export const PRICE_QUALITY_WEIGHTS = { review: 0.5, price: 0.35, promo: 0.15 } as const;
/** A hotel without reviews is ranked as a "Good +7" one: neither rewarded nor buried. */
export const NEUTRAL_REVIEW_SCORE = 7;
/** A promo counts up to this percent; beyond it, a discount says more about the reference price. */
export const PROMO_SCORE_CAP_PERCENT = 50;

/**
 * The price-quality score of a card within its result set (0–1, higher first):
 * 0.5 × review/10 + 0.35 × (1 − percent_rank of the card price) + 0.15 × min(promo, 50)/50.
 * `rows` must expose review_score, filter_price and promo.
 */
export function priceQualityScoreSql(): RawBuilder<number> {
  const w = PRICE_QUALITY_WEIGHTS;
  return sql<number>`(
    ${floatValue(w.review)} * coalesce(review_score, ${floatValue(NEUTRAL_REVIEW_SCORE)}) / 10
    + ${floatValue(w.price)} * (1 - percent_rank() over (order by filter_price))
    + ${floatValue(w.promo)} * least(promo, ${floatValue(PROMO_SCORE_CAP_PERCENT)}) / ${floatValue(PROMO_SCORE_CAP_PERCENT)}
  )`;
}

/**
 * The sort a request gets. The options a flow *offers* are the UI's (sortOptionsFor); the API
 * applies any sort its data supports, so a partner or an old link asking priceDesc in booking gets
 * it. Two need data the search may lack: distance needs lat/lng ("Distance only if lat and lng
 * exist"), the single-voucher price sorts need the gifting flow. Without it: the default.
 */
export function applicableOrderBy(requested: OrderBy | undefined, context: { hasLatLng: boolean; isGifting: boolean }): OrderBy {
  if (requested === undefined) return SEARCH_DEFAULT_ORDER_BY;
  if (requested === 'distance' && !context.hasLatLng) return SEARCH_DEFAULT_ORDER_BY;
  if ((requested === 'singleVoucherPriceAsc' || requested === 'singleVoucherPriceDesc') && !context.isGifting) return SEARCH_DEFAULT_ORDER_BY;
  return requested;
}

const TIE_BREAK = sql`hotel_id asc, offer_id asc`;

/** ORDER BY keys of a sort over rows carrying price_quality, filter_price, sell, promo, distance_km, popularity. */
export function orderBySql(orderBy: OrderBy): RawBuilder<unknown> {
  switch (orderBy) {
    case 'priceQuality':
      return sql`price_quality desc, ${TIE_BREAK}`;
    case 'priceAsc':
      return sql`filter_price asc, ${TIE_BREAK}`;
    case 'priceDesc':
      return sql`filter_price desc, ${TIE_BREAK}`;
    case 'distance':
      return sql`distance_km asc nulls last, ${TIE_BREAK}`;
    case 'promo':
      return sql`promo desc, filter_price asc, ${TIE_BREAK}`;
    case 'popularity':
      return sql`popularity desc, ${TIE_BREAK}`;
    case 'singleVoucherPriceAsc':
      return sql`sell asc, ${TIE_BREAK}`;
    case 'singleVoucherPriceDesc':
      return sql`sell desc, ${TIE_BREAK}`;
  }
}

/** Which package of a hotel becomes its card: the cheapest for the party, then the bigger promo. */
export const BEST_PACKAGE_ORDER = sql`sell asc, promo desc, offer_id asc`;
