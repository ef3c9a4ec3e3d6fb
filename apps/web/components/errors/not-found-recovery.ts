import type { HotelOffer } from '@escapade/contracts/hotel';
import type { PriceInfo } from '@escapade/contracts/product';
import { cardHref } from '@escapade/domain/cards';
import { parseCriteriaHash } from '@escapade/domain/criteria-hash';
import type { Locale } from '@escapade/domain/markets';
import { DEFAULT_PARTY } from '@escapade/domain/pax';
import { offerListPromo, pricePerPerson } from '@escapade/domain/price';
import type { HotelApi } from '../../lib/api/hotel';
import type { CardPrice } from '../cards/card-view';

/**
 * The not-found page's recovery: "if the hash carries a hotelId with other offers it shows the
 * 'Too late' warning and carousel 'Other offer in the hotel'". The hash is the product pages'
 * criteria hash (`#hotelId=123`).
 */
export function recoveryHotelIdOf(hash: string): number | undefined {
  return parseCriteriaHash(hash).hotelId;
}

/**
 * The hotel's offers for the hash, undated for the default party (2 adults): none without a
 * hotelId, and none for an unknown hotel or a failed call — the page then stays a plain not-found.
 */
export async function loadRecoveryOffers(hash: string, locale: Locale, api: Pick<HotelApi, 'getHotelOffers'>, signal?: AbortSignal): Promise<HotelOffer[]> {
  const hotelId = recoveryHotelIdOf(hash);
  if (hotelId === undefined) return [];
  try {
    const answer = await api.getHotelOffers(hotelId, { locale, adult: DEFAULT_PARTY.adults, child: DEFAULT_PARTY.children, baby: DEFAULT_PARTY.babies }, signal);
    return answer.offers;
  } catch {
    return [];
  }
}

/** An offer card's price as a result card shows it: per person, from price, promo from 10 %. */
export function offerCardPrice(price: PriceInfo): CardPrice {
  const promo = offerListPromo(price.sellPrice, price.refPrice);
  return {
    amountCents: pricePerPerson(price.sellPrice, DEFAULT_PARTY.adults),
    unit: 'perPerson',
    isFrom: price.priceType === 'from_price',
    promo,
    ...(promo > 0 && { referenceCents: pricePerPerson(price.refPrice, DEFAULT_PARTY.adults) }),
  };
}

/** An offer's product page in the booking flow, with the market prefix. */
export function offerHref(offer: Pick<HotelOffer, 'uri'>, marketPrefix: string): string {
  return `${marketPrefix}${cardHref({ uri: offer.uri, itemCategory: 'weekend' }, 'booking', {})}`;
}
