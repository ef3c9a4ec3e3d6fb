import type { Locale } from '@escapade/domain/markets';
import { getWebConfig } from '../config';
import { buildMarketHref } from './market-urls';
import type { ScreenPath } from './routes';

/** Server-side link building with this process's URL mode (single host or market hosts). */
export function hrefTo(from: Locale, page: ScreenPath, to: Locale = from): string {
  return buildMarketHref(from, to, page, getWebConfig().urlMode);
}
