import type { SingleVoucherPricesQuery, SingleVoucherPricesResponse } from '@escapade/contracts/product';
import type { Db } from '@escapade/db';
import { DEFAULT_SLEEVE_ID } from '@escapade/domain/gift';
import { moneySaved, offerListPromo } from '@escapade/domain/price';
import { AppError } from '../errors/app-error';
import { getShippingCosts } from '../gift/get-shipping-costs';
import { isOfferExpired } from './evaluate-stay';
import { productNotFound } from './list-product-offers';
import { loadOffer } from './load-offers';
import { marketClock } from './market-clock';

/** The chosen sleeves' total; "single selection one id": one sleeve at most per such category. */
async function priceSleeves(db: Db, sleeveIds: readonly string[]): Promise<number> {
  const ids = [...new Set(sleeveIds.filter((id) => id !== DEFAULT_SLEEVE_ID).map(Number))];
  if (ids.length === 0) return 0;
  const sleeves = await db
    .selectFrom('sleeve as s')
    .innerJoin('sleeve_category as c', 'c.id', 's.category_id')
    .select(['s.id', 's.price_cents', 's.category_id', 'c.single_selection'])
    .where('s.id', 'in', ids)
    .execute();
  const unknown = ids.filter((id) => !sleeves.some((sleeve) => sleeve.id === id));
  if (unknown.length > 0) {
    throw new AppError('VALIDATION_FAILED', `sleeves: unknown sleeve ${unknown.join(', ')}`, {
      errors: [{ field: 'sleeves', message: `unknown sleeve ${unknown.join(', ')}` }],
    });
  }
  const singleCategories = sleeves.filter((sleeve) => sleeve.single_selection).map((sleeve) => sleeve.category_id);
  if (new Set(singleCategories).size !== singleCategories.length) {
    throw new AppError('VALIDATION_FAILED', 'sleeves: one sleeve at most per single-selection category', {
      errors: [{ field: 'sleeves', message: 'one sleeve at most per single-selection category' }],
    });
  }
  return sleeves.reduce((total, sleeve) => total + sleeve.price_cents, 0);
}

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
    isPhysical ? priceSleeves(db, query.sleeves ?? []) : Promise.resolve(0),
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
