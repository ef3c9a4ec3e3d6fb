'use client';

import { type ReactNode, createContext, use } from 'react';

const WishlistButtonsContext = createContext(false);

/**
 * Whether the hearts of the cards and rooms inside are mounted: the search results' cards ("The
 * wishlist heart shows only behind a feature flag (meaning not shown)") and the hotel page's rooms
 * have them only behind the market's `wishlist` toggle or FEATURE_FLAGS=wishlist, which the server
 * reads (`isWishlistButtonEnabled`) and gives here. Without this provider: no hearts (decision 0031).
 */
export function WishlistButtons({ isEnabled, children }: { isEnabled: boolean; children: ReactNode }) {
  return <WishlistButtonsContext value={isEnabled}>{children}</WishlistButtonsContext>;
}

export function useWishlistButtons(): boolean {
  return use(WishlistButtonsContext);
}
