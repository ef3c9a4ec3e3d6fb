import type { Db } from '@escapade/db';
import type { Locale } from '@escapade/domain/markets';
import { isOfferExpired } from '../product/evaluate-stay';
import { loadOffers, type OfferRecord } from '../product/load-offers';

/** A hotel's offers the market sells today: published, sold in the locale, not expired. */
export async function loadSellableOffers(db: Db, hotelId: number, locale: Locale, today: string): Promise<OfferRecord[]> {
  const offers = await loadOffers(db, { hotelIds: [hotelId], locale, publishedOnly: true });
  return offers.filter((offer) => !isOfferExpired(offer, today));
}
