import type { Market } from '@escapade/domain/markets';
import { hrefTo } from '../../i18n/navigation';
import { isScreenEnabled } from '../../i18n/routes';
import type { SearchPaths } from './home-model';

/** The search routes of a market as its visitors' browsers address them. */
export function searchPathsOf(market: Market): SearchPaths {
  return {
    stays: hrefTo(market.locale, { screen: 'search' }),
    activity: isScreenEnabled('activitySearch', market) ? hrefTo(market.locale, { screen: 'activitySearch' }) : null,
  };
}
