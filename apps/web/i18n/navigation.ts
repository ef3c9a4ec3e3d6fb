import type { Locale } from '@escapade/domain/markets';
import { getWebConfig } from '../config';
import { buildContentHref } from './content-links';
import { buildMarketHref } from './market-urls';
import type { ScreenPath } from './routes';

/** Server-side link building with this process's URL mode (single host or market hosts). */
export function hrefTo(from: Locale, page: ScreenPath, to: Locale = from): string {
  return buildMarketHref(from, to, page, getWebConfig().urlMode);
}

/** Server-side href of a link written in editorial content (`/fr-fr/…` paths), for this process's URL mode. */
export function contentHref(from: Locale, url: string): string {
  return buildContentHref(from, url, getWebConfig().urlMode);
}
