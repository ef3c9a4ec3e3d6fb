import type { SingleVoucherPricesQuery, SingleVoucherPricesResponse } from '@escapade/contracts/product';
import type { Db } from '@escapade/db';
import { moneySaved, offerListPromo } from '@escapade/domain/price';
import { getShippingCosts } from '../gift/get-shipping-costs';
import { sleevesTotalCents } from '../gift/price-sleeves';
import { isOfferExpired } from './evaluate-stay';
import { productNotFound } from './list-product-offers';
import { loadOffer } from './load-offers';
import { marketClock } from './market-clock';

/**
 * `GET /api/product/{id}/single-voucher-prices` (each entry: sellPrice, nights,
 * promo, shipping cost, total price, subElementsPrice): the gift stay for 2 people by nights. A
 * physical gift adds the market's shipping cost and its sleeves; a digital gift has neither.
 * An offer that is not sold as a gift (or has expired) has no price.
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
    db.selectFrom('single_voucher_price').selectAll().where('offer_id', '=', id).orderBy('nights').execute(),
    isPhysical ? getShippingCosts(db, query.locale) : Promise.resolve(undefined),
    isPhysical ? sleevesTotalCents(db, query.sleeves ?? []) : Promise.resolve(0),
  ]);
  const isSold = offer.isSingleVoucherSellable && !isOfferExpired(offer, marketClock(query.locale, now).today);
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
