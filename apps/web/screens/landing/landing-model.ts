import type { LandingSlug } from '@escapade/contracts/content';
import { PROMO_CAMPAIGN_PAGES } from '@escapade/domain/site-shell';

/**
 * The campaign a promo landing path names (`/promo/{slug}`): "Promo campaign pages black-friday,
 * spring, valentines, xmas exist per locale". Any other path under the segment names nothing.
 */
export function landingSlugOf(rest: readonly string[]): LandingSlug | undefined {
  if (rest.length !== 1) return undefined;
  const [slug] = rest;
  return (PROMO_CAMPAIGN_PAGES as readonly string[]).includes(slug ?? '') ? (slug as LandingSlug) : undefined;
}
