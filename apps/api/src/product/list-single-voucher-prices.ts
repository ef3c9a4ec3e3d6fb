import type { SingleVoucherPricesQuery, SingleVoucherPricesResponse } from '@escapade/contracts/product';
import type { Db } from '@escapade/db';
import { GIFT_NIGHTS_MAX, GIFT_NIGHTS_MIN } from '@escapade/domain/gift';
import { moneySaved, offerListPromo } from '@escapade/domain/price';
import type { CalendarDay } from '@escapade/domain/calendar-day';
import { getShippingCosts } from '../gift/get-shipping-costs';
import { sleevesTotalCents } from '../gift/price-sleeves';
import { isOfferExpired, type StayOffer } from './evaluate-stay';
import { productNotFound } from './list-product-offers';
import { loadOffer } from './load-offers';
import { marketClock } from './market-clock';

/**
 * Giftable: the offer sells a single voucher (its flag), is sold today (published, hotel active,
 * not past its expiration day) and has a price for the voucher's nights. The gift search applies
 * the same rule (search/package-rows.ts `giftPricing`, search-index/memory-packages.ts), so every
 * stay it returns has its prices here, and a stay without prices is never offered.
 */
export function isSingleVoucherSold(offer: Pick<StayOffer, 'published' | 'hotelActive' | 'expiration'> & { isSingleVoucherSellable: boolean }, today: CalendarDay): boolean {
  return offer.isSingleVoucherSellable && !isOfferExpired(offer, today);
}

/**
 * `GET /api/product/{id}/single-voucher-prices` (each entry: sellPrice, nights,
 * promo, shipping cost, total price, subElementsPrice): the gift stay for 2 people by nights. A
 * physical gift adds the market's shipping cost and its sleeves; a digital gift has neither.
 * A stay that is not giftable answers no price (the page says it cannot be offered).
 */
export async function listSingleVoucherPrices(
  db: Db,
  id: number,
  query: SingleVoucherPricesQuery,
  now: Date,
): Promise<SingleVoucherPricesResponse> {
  const offer = await loadOffer(db, id, query.locale);
  if (!offer) throw productNotFound(id);
  const isPhysical = query.giftFormat === 'physical';
  const [rows, shipping, subElementsPrice] = await Promise.all([
    db
      .selectFrom('single_voucher_price')
      .selectAll()
      .where('offer_id', '=', id)
      .where('nights', '>=', GIFT_NIGHTS_MIN)
      .where('nights', '<=', GIFT_NIGHTS_MAX)
      .orderBy('nights')
      .execute(),
    isPhysical ? getShippingCosts(db, query.locale) : Promise.resolve(undefined),
    isPhysical ? sleevesTotalCents(db, query.sleeves ?? []) : Promise.resolve(0),
  ]);
  const isSold = isSingleVoucherSold(offer, marketClock(query.locale, now).today);
  const shippingCost = shipping?.amount ?? 0;
  return {
    giftFormat: query.giftFormat,
    prices: isSold
      ? rows.map((row) => ({
          nights: row.nights,
          sellPrice: row.sell_cents,
          refPrice: row.ref_cents,
          promo: offerListPromo(row.sell_cents, row.ref_cents),
          moneySaved: moneySaved(row.sell_cents, row.ref_cents),
          shippingCost,
          subElementsPrice,
          totalPrice: row.sell_cents + shippingCost + subElementsPrice,
        }))
      : [],
  };
}
