import { MARKETS, type Language, type Locale } from '@escapade/domain/markets';
import { SCREEN_SEGMENTS } from '@escapade/domain/screen-segments';

/** Market-relative paths of the pages the catalog answers point to, with the web dispatcher's segments. */
const SEGMENTS = SCREEN_SEGMENTS;

export function productUri(language: Language, offerId: number): string {
  return `/${SEGMENTS.product[language]}/${offerId}`;
}

export function hotelUri(language: Language, hotelId: number): string {
  return `/${SEGMENTS.hotel[language]}/${hotelId}`;
}

export function activityProductUri(language: Language, productId: number): string {
  return `/${SEGMENTS.activity[language]}/${productId}`;
}

/** A path with its market segment (`/fr-fr/activite/12`): canonical and alternate URLs name the market. */
export function marketPath(locale: Locale, relativePath: string): string {
  return `/${MARKETS[locale].segment}${relativePath}`;
}

/** Search landing paths: `/destination-slug`, `/theme-slug` or `/destination-slug/theme-slug`. */
export function searchLandingPath(slugs: { destination?: string | undefined; theme?: string | undefined }): string {
  return `/${[slugs.destination, slugs.theme].filter((slug): slug is string => Boolean(slug)).join('/')}`;
}
