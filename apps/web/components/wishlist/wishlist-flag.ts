import type { Market } from '@escapade/domain/markets';
import { shouldShowHeaderWishlist } from '@escapade/domain/site-shell';
import type { FeatureFlags } from '../../config';

/**
 * Whether the search results' cards and the hotel page's rooms mount their wishlist hearts ("The
 * wishlist heart shows only behind a feature flag (meaning not shown)"): the market's `wishlist`
 * toggle, or the site's feature flag (FEATURE_FLAGS=wishlist), which turns them on in every market.
 * The stay product page's gallery and the activity page have theirs always (decision 0031).
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
