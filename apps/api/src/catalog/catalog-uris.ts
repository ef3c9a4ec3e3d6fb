import { MARKETS, type Language, type Locale } from '@escapade/domain/markets';

/**
 * Market-relative paths of the pages the catalog answers point to. The segments are the web
 * dispatcher's (apps/web/i18n/routes.ts `SCREEN_SEGMENTS`): the API cannot import the web app, so
 * they are repeated here for the three screens the catalog links to.
 */
const SEGMENTS = {
  product: { fr: 'sejour', es: 'estancia', it: 'soggiorno', nl: 'verblijf' },
  hotel: { fr: 'hotel', es: 'hotel', it: 'hotel', nl: 'hotel' },
  activity: { fr: 'activite', es: 'actividad', it: 'attivita', nl: 'activiteit' },
} as const satisfies Record<string, Record<Language, string>>;

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
