import type { HotelOffer, HotelOffersResponse } from '@escapade/contracts/hotel';
import type { Locale } from '@escapade/domain/markets';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-transport';
import { renderInMarket } from '../search-box/test-render';
import { TooLateOffers } from './TooLateOffers';
import { loadRecoveryOffers, offerCardPrice, offerHref, recoveryHotelIdOf } from './not-found-recovery';

const policy = { type: 'FLEXIBLE' as const, cancellable: true, cancellableUntilDays: 1, cancellableUntil: null, cancellationDeadline: null };

function offer(id: number, extra: Partial<HotelOffer> = {}): HotelOffer {
  return {
    id,
    label: `Escapade ${id}`,
    uri: `/sejour/${id}`,
    hotelId: 12,
    roomId: 1,
    nights: 2,
    headwords: ['2 nuits', 'Spa'],
    shortProgramIntroWithoutRoom: '',
    imagesBySize: { '120_80': `/api/images/o${id}/120_80.webp`, '640_360': `/api/images/o${id}/640_360.webp`, '960_540': `/api/images/o${id}/960_540.webp` },
    imageUrl: `/api/images/o${id}/640_360.webp`,
    programLineTitles: [],
    price: { sellPrice: 24_000, refPrice: 30_000, promoPercentageRounded: 20, moneySaved: 6000, priceType: 'from_price', nbRooms: 1, nights: 2, pricePerNight: 12_000 },
    cancellationPolicy: policy,
    marketingLabels: [],
    targetedLabel: null,
    lastMinute: false,
    expiration: null,
    autoDiscount: null,
    channelManagerId: null,
    connectivity: false,
    isSingleVoucherSellable: true,
    availability: null,
    priceDifferencePerNight: 0,
    ...extra,
  };
}

/** The hotel API of a catalog where hotel 12 sells two offers and hotel 13 none; any other hotel is unknown (404). */
function hotelApi() {
  const offersByHotel: Record<number, HotelOffer[]> = { 12: [offer(31), offer(32)], 13: [] };
  return {
    getHotelOffers: vi.fn(async (hotelId: number, _request: { locale: Locale; adult: number; child: number; baby: number }): Promise<HotelOffersResponse> => {
      const offers = offersByHotel[hotelId];
      if (!offers) throw new ApiError('API answered 404', 404);
      return { hasSelectedDates: false, offers };
    }),
  };
}

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

describe('not-found recovery: "if the hash carries a hotelId with other offers"', () => {
  it('reads the hotelId of the criteria hash', () => {
    expect(recoveryHotelIdOf('#hotelId=12')).toBe(12);
    expect(recoveryHotelIdOf('#checkin=2030-05-03&hotelId=12&a=2')).toBe(12);
    expect(recoveryHotelIdOf('#checkin=2030-05-03')).toBeUndefined();
    expect(recoveryHotelIdOf('#hotelId=abc')).toBeUndefined();
    expect(recoveryHotelIdOf('')).toBeUndefined();
  });

  it("shows 'Too late!' and the carousel 'Other offer in the hotel' with a hotelId whose hotel has other offers", async () => {
    const api = hotelApi();
    const offers = await loadRecoveryOffers('#hotelId=12', 'fr_FR', api);
    expect(api.getHotelOffers).toHaveBeenCalledWith(12, { locale: 'fr_FR', adult: 2, child: 0, baby: 0 }, undefined);
    const page = await renderInMarket(<TooLateOffers offers={offers} marketPrefix="/fr-fr" />);
    expect(text(page)).toContain('Trop tard !');
    expect(text(page)).toContain("Cette offre a expiré... Heureusement, nous avons d'autres séjours à vous proposer.");
    expect(page).toMatch(/<section role="alert"/);
    expect(page).toMatch(/<section aria-labelledby="([^"]+)" aria-roledescription="carousel"[^>]*>.*<h2 id="\1"[^>]*>Autres offres de l&#x27;hôtel<\/h2>/);
    expect(page).toContain('href="/fr-fr/sejour/31?flow=booking"');
    expect(page).toContain('href="/fr-fr/sejour/32?flow=booking"');
    expect(page).toContain('aria-label="Offres suivantes"');
  });

  it('shows nothing without a hotelId (no call), for a hotel without offers, or for an unknown hotel', async () => {
    const api = hotelApi();
    expect(await loadRecoveryOffers('#checkin=2030-05-03', 'fr_FR', api)).toEqual([]);
    expect(api.getHotelOffers).not.toHaveBeenCalled();
    expect(await loadRecoveryOffers('#hotelId=13', 'fr_FR', api)).toEqual([]);
    expect(await loadRecoveryOffers('#hotelId=99', 'fr_FR', api)).toEqual([]);
    expect(await renderInMarket(<TooLateOffers offers={await loadRecoveryOffers('', 'fr_FR', api)} marketPrefix="/fr-fr" />)).toBe('');
  });

  it('speaks the market language (Dutch in Belgium)', async () => {
    const page = text(await renderInMarket(<TooLateOffers offers={[offer(31)]} marketPrefix="/nl-be" />, 'nl_BE'));
    expect(page).toContain('Te laat!');
    expect(page).toContain('Andere aanbiedingen van het hotel');
  });

  it('a card shows the from price per person for 2 people, with the offer-list promo from 10 %', () => {
    expect(offerCardPrice(offer(1).price!)).toEqual({ amountCents: 12_000, unit: 'perPerson', isFrom: true, promo: 20, referenceCents: 15_000 });
    expect(offerCardPrice({ ...offer(1).price!, sellPrice: 27_100, priceType: 'final_price' })).toEqual({ amountCents: 13_550, unit: 'perPerson', isFrom: false, promo: 0 });
    expect(offerHref({ uri: '/sejour/31' }, '')).toBe('/sejour/31?flow=booking');
  });
});
