import type { Locale } from '@escapade/domain/markets';
import { marketBySegment } from '@escapade/domain/markets';
import { buildMarketHref, type UrlMode } from './market-urls';

/**
 * The href of a link written in editorial content. Content stores site paths in single-host form,
 * the market first (`/fr-fr/idees-week-end`, `/nl-be/?flow=gifting`); in market-hosts mode the same
 * page lives on the market's own host, so the path is rebuilt for the URL mode like every other link.
 * A path without a market segment, an absolute URL, `mailto:` or `tel:` is kept as written.
 */
export function buildContentHref(from: Locale, url: string, mode: UrlMode): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const suffixAt = url.search(/[?#]/);
  const path = suffixAt === -1 ? url : url.slice(0, suffixAt);
  const suffix = suffixAt === -1 ? '' : url.slice(suffixAt);
  const [segment = '', ...rest] = path.split('/').filter(Boolean);
  const market = marketBySegment(segment);
  if (!market) return url;
  const decoded = rest.map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
  return `${buildMarketHref(from, market.locale, { screen: 'home', rest: decoded }, mode)}${suffix}`;
}
