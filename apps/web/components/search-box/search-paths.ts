import type { Market } from '@escapade/domain/markets';
import { hrefTo } from '../../i18n/navigation';
import { isScreenEnabled } from '../../i18n/routes';
import type { SearchPaths } from './search-page-link';

/** The market's search pages for a search box outside them (server side: the URL mode is the server's). */
export function marketSearchPaths(market: Market): SearchPaths {
  return {
    stays: hrefTo(market.locale, { screen: 'search' }),
    activity: isScreenEnabled('activitySearch', market) ? hrefTo(market.locale, { screen: 'activitySearch' }) : null,
  };
}
