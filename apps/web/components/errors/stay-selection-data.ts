import type { SearchResultCard } from '@escapade/contracts/search';
import { todayIn } from '@escapade/domain/calendar-day';
import type { Market } from '@escapade/domain/markets';
import { orNullWhenFailed } from '../../lib/api-transport';
import { buildOffersRequest } from '../../lib/search-requests';
import { serverApi } from '../../lib/server-api';

/**
 * A selection of the market's stays: the first `count` results of the market's undated search in
 * the booking flow, as the search page asks for them. A failed search gives none, silently.
 */
export async function loadStaySelection(market: Market, count: number): Promise<SearchResultCard[]> {
  const request = buildOffersRequest({}, { locale: market.locale, flow: 'booking', today: todayIn(market.timeZone, new Date()) }, 0);
  const answer = await orNullWhenFailed(serverApi().search.searchOffers({ ...request, pagination: { limit: count, page: 0 } }), `stay selection for ${market.locale} failed, not shown`);
  return answer?.exactMatch.slice(0, count) ?? [];
}
