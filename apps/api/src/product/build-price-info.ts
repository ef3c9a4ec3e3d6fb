import type { PriceInfo } from '@escapade/contracts/product';
import type { PriceType } from '@escapade/contracts/search';
import { moneySaved, offerListPromo, pricePerNight, promoPercentage } from '@escapade/domain/price';

/**
 * priceInfo of a stay. Offer lists show a promo only when it is at least 10 percent
 * (below is 0); the quote has no threshold: the raw floor.
 */
export function buildPriceInfo(
  price: { sellCents: number; refCents: number },
  nights: number,
  priceType: PriceType,
  promoRule: 'offerList' | 'quote',
  nbRooms: number,
): PriceInfo {
  const promo = promoRule === 'offerList' ? offerListPromo(price.sellCents, price.refCents) : promoPercentage(price.sellCents, price.refCents);
  return {
    sellPrice: price.sellCents,
    refPrice: price.refCents,
    promoPercentageRounded: promo,
    moneySaved: moneySaved(price.sellCents, price.refCents),
    priceType,
    nbRooms,
    nights,
    pricePerNight: pricePerNight(price.sellCents, nights),
  };
}
