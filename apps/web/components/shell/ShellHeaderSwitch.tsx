'use client';

import { usePathname } from 'next/navigation';
import { MARKETS } from '@escapade/domain/markets';
import { type ReactNode, useState } from 'react';
import { useMarket } from '../market-context';
import { isCheckoutSubPath, pathHasScreenSegment } from './screen-path';

export interface ShellHeaderSwitchProps {
  /** The site header and the simplified header, both rendered by the server. */
  full: ReactNode;
  simplified: ReactNode;
  /** What the proxy said of the requested page (the layout cannot see the path). */
  isCheckoutAtLoad: boolean;
  /** The first path segments of the checkout-type screens in this market's language. */
  checkoutSegments: readonly string[];
}

/**
 * The market layout stays mounted across in-app navigations: the page first loaded keeps the
 * proxy's answer, and a later page (a footer link from the booking page…) is judged by its path.
 * The checkout pages below another screen (the box and gift card checkouts) are judged by their
 * path on every page: the proxy names only the screen.
 */
export function ShellHeaderSwitch({ full, simplified, isCheckoutAtLoad, checkoutSegments }: ShellHeaderSwitchProps) {
  const pathname = usePathname();
  const { locale } = useMarket();
  const [pathAtLoad] = useState(pathname);
  const isCheckout = (pathname === pathAtLoad ? isCheckoutAtLoad : pathHasScreenSegment(pathname, checkoutSegments)) || isCheckoutSubPath(pathname, MARKETS[locale].language);
  return isCheckout ? simplified : full;
}
