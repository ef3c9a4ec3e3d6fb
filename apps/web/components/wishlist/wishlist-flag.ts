import type { Market } from '@escapade/domain/markets';
import { shouldShowHeaderWishlist } from '@escapade/domain/site-shell';
import type { FeatureFlags } from '../../config';

/**
 * Whether pages mount the client-side wishlist buttons: the market's `wishlist` toggle, or the
 * `wishlist` feature flag of the site (FEATURE_FLAGS=wishlist), which turns them on everywhere.
 */
export function isWishlistButtonEnabled(market: Pick<Market, 'features'>, flags: FeatureFlags): boolean {
  return market.features.wishlist || flags.wishlist;
}

/**
 * "Wishlist heart in header shows only when the customer-account toggle is off (on mobile not in
 * Belgium)": `never`, `always`, or `desktop` (Belgium, where the phone header leaves it out).
 */
export function headerWishlistVisibility(market: Pick<Market, 'features' | 'country'>): 'never' | 'always' | 'desktop' {
  const input = { customerAccount: market.features.customerAccount, isBelgium: market.country === 'BE' };
  const onDesktop = shouldShowHeaderWishlist({ ...input, isMobile: false });
  const onMobile = shouldShowHeaderWishlist({ ...input, isMobile: true });
  if (onDesktop && onMobile) return 'always';
  return onDesktop ? 'desktop' : 'never';
}
