'use client';

import type { ShippingCostsResponse, SleeveCategoryResponse } from '@escapade/contracts/gift';
import { MARKETS } from '@escapade/domain/markets';
import { useQuery } from '@tanstack/react-query';
import { useMarket } from '../../components/market-context';
import { browserProductApi } from '../../lib/api/product';
import { type PhysicalGiftStatus, physicalGiftStatus } from './gift-checkout-model';

export interface PhysicalGift {
  status: PhysicalGiftStatus;
  /** The market's shipping costs, once loaded. */
  costs: ShippingCostsResponse | undefined;
}

/** The physical format's availability and shipping costs (the product page's own query, shared). */
export function usePhysicalGift(isOffered: boolean): PhysicalGift {
  const { locale } = useMarket();
  const flagOn = MARKETS[locale].features.physicalGift;
  const shipping = useQuery({
    queryKey: ['shipping-costs', locale],
    queryFn: ({ signal }) => browserProductApi.getShippingCosts(locale, signal),
    enabled: isOffered && flagOn,
    retry: false,
  });
  return { status: physicalGiftStatus(flagOn, shipping.isSuccess ? 'loaded' : shipping.isError ? 'failed' : 'loading'), costs: shipping.data };
}

/** The custom sleeves by category, fetched only for the physical format. */
export function useSleeveCategories(isPhysical: boolean): readonly SleeveCategoryResponse[] | undefined {
  const { locale } = useMarket();
  const sleeves = useQuery({
    queryKey: ['sleeves', locale],
    queryFn: ({ signal }) => browserProductApi.getSleeves(locale, signal),
    enabled: isPhysical,
  });
  return sleeves.data?.availableCustomSubElements;
}
