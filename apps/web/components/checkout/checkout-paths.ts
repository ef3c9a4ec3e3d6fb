'use client';

import type { Locale } from '@escapade/domain/markets';
import { buildScreenPath, type ScreenPath } from '../../i18n/routes';
import { LEGAL_CONTENT_IDS } from '../../lib/legal-content';
import { useMarket } from '../market-context';

export interface CheckoutLinks {
  /** `/fr-fr/confirmation`: a paid order's confirmation is under it. */
  confirmationPath: string;
  salesConditionsHref: string;
}

/**
 * A page of the visitor's market, from the market's home (`/fr-fr/`, `/`, `/nl/`, as the layout
 * built it with the site's URL mode): the same path the server's `buildMarketPath` gives.
 */
export function marketPathFromHome(homeHref: string, locale: Locale, page: ScreenPath): string {
  return `${homeHref.replace(/\/+$/, '')}${buildScreenPath(locale, page) || '/'}`;
}

export function checkoutLinksOf(homeHref: string, locale: Locale): CheckoutLinks {
  return {
    confirmationPath: marketPathFromHome(homeHref, locale, { screen: 'confirmation' }),
    salesConditionsHref: marketPathFromHome(homeHref, locale, { screen: 'content', rest: [LEGAL_CONTENT_IDS.salesConditions] }),
  };
}

/** The checkout's links in the visitor's market, for a checkout whose screen does not hand them over. */
export function useCheckoutLinks(): CheckoutLinks {
  const { locale, homeHref } = useMarket();
  return checkoutLinksOf(homeHref, locale);
}
