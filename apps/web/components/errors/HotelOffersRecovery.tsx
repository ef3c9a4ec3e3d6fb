'use client';

import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useMarket } from '../market-context';
import { useBrowserSnapshot } from '../../lib/use-browser-snapshot';
import { loadRecoveryOffers, recoveryHotelIdOf } from './not-found-recovery';

/** The carousel's code (Embla, the cards) loads only on a not-found page whose hash names a hotel. */
const TooLateOffers = dynamic(() => import('./TooLateOffers').then((module) => module.TooLateOffers), { ssr: false });

function subscribeHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const readHash = () => window.location.hash;

/**
 * The not-found page's 'Too late' recovery: the hash is the browser's alone, so this island reads
 * its hotelId and asks the hotel's offers; the warning and carousel show when there are some.
 */
export function HotelOffersRecovery({ marketPrefix }: { marketPrefix: string }) {
  const { locale } = useMarket();
  const hash = useBrowserSnapshot(subscribeHash, readHash, '');
  const hotelId = recoveryHotelIdOf(hash);
  const offers = useQuery({
    queryKey: ['not-found-hotel-offers', hotelId, locale],
    queryFn: async ({ signal }) => {
      const { browserHotelApi } = await import('../../lib/api/hotel');
      return loadRecoveryOffers(hash, locale, browserHotelApi, signal);
    },
    enabled: hotelId !== undefined,
  });
  if (!offers.data || offers.data.length === 0) return null;
  return <TooLateOffers offers={offers.data} marketPrefix={marketPrefix} />;
}
