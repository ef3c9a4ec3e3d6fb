import type { Locale } from '@escapade/domain/markets';
import { SCREEN_SEGMENTS } from '@escapade/domain/screen-segments';
import { marketPath } from '../catalog/catalog-uris';
import { languageOf } from '../catalog/market-language';

/** A gift box's page, `/fr-fr/coffrets-cadeaux/{CODE}`: the dispatcher's boxes screen with the code. */
export function boxPagePath(locale: Locale, code: string): string {
  return marketPath(locale, `/${SCREEN_SEGMENTS.boxes[languageOf(locale)]}/${encodeURIComponent(code)}`);
}

/** A destination's search landing, `/fr-fr/{slug}`. */
export function destinationLandingPath(locale: Locale, slug: string): string {
  return marketPath(locale, `/${encodeURIComponent(slug)}`);
}
