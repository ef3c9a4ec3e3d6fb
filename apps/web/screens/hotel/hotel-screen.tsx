import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { HotelScreen } from './HotelScreen';
import { loadHotel } from './hotel-data';
import { hotelPageHead } from './hotel-head';

interface HotelScreenContext {
  market: Market;
  rest: string[];
}

/**
 * The dispatcher's hotel screen: "Hotel id is the second path element (or the hotel's own uri)".
 * An unknown hotel or extra segments are a 404; "An inactive hotel gets robots noindex".
 */
export const hotelScreen = {
  async describe({ market, rest }: HotelScreenContext) {
    const [idOrUri] = rest;
    if (rest.length !== 1 || !idOrUri) return undefined;
    const hotel = await loadHotel(idOrUri, market.locale);
    if (!hotel) return undefined;
    const t = await getTranslations('hotel');
    return hotelPageHead(hotel, t('metaTitle', { name: hotel.label, city: hotel.location.label }));
  },
  async render({ market, rest }: HotelScreenContext): Promise<ReactNode> {
    const hotel = rest[0] ? await loadHotel(rest[0], market.locale) : null;
    return hotel ? <HotelScreen market={market} hotel={hotel} /> : null;
  },
};
