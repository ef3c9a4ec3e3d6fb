/**
 * "top search results (type stays, gifts or activities, default count 3)": the block names the
 * search, the page runs it on the server. "Top search results: stays use the offers search, gifts
 * the catalogue search, activities a search body of limit, locale, numberOfPackagesPerHotel 20,
 * page 0, searchCriterias." The cards are the search cards (same views, same links).
 */
import type { ActivitySearchRequestInput, ActivitySearchResponse } from '@escapade/contracts/activity-search';
import type { Locale } from '@escapade/domain/markets';
import type { OffersRequestInput, OffersResponse } from '@escapade/contracts/search';
import { buildActivitySearchRequest, buildOffersRequest } from '../../lib/search-requests';
import { type ActivityCardView, type StayCardView, toActivityCardView, toStayCardView } from '../cards/card-view';
import { type BlockOf, cutToCount } from './content-block-model';

export type TopResultsBlock = BlockOf<'topSearchResults'>;

/** The two search calls the block may make (the search API client's). */
export interface TopResultsSearch {
  searchOffers(request: OffersRequestInput): Promise<OffersResponse>;
  searchActivities(request: ActivitySearchRequestInput): Promise<ActivitySearchResponse>;
}

export interface TopResultsContext {
  locale: Locale;
  /** Today in the market's time zone (the offers search refuses a stay in the past). */
  today: string;
  /** What stands before a market-relative card link (`/fr-fr`, or '' on a market's own host). */
  prefix: string;
}

export type TopResults =
  | { resultType: 'stays' | 'gifts'; cards: Array<{ view: StayCardView; href: string }> }
  | { resultType: 'activities'; cards: Array<{ view: ActivityCardView; href: string }> };

/** The offers search of a stays block (booking flow, default sort) or of a gifts block (gifting flow, catalogue provider), one page of `count`. */
export function topOffersRequest(block: Pick<TopResultsBlock, 'resultType' | 'count'>, context: Pick<TopResultsContext, 'locale' | 'today'>): OffersRequestInput {
  const isGifts = block.resultType === 'gifts';
  const request = buildOffersRequest({}, { locale: context.locale, flow: isGifts ? 'gifting' : 'booking', today: context.today }, 0);
  return { ...request, pagination: { limit: block.count, page: 0 }, ...(isGifts && { searchProvider: 'catalog' as const }) };
}

/**
 * The activity search of an activities block: "numberOfPackagesPerHotel 20, page 0". Its contract
 * takes no limit: the answer is cut to `count` ("activity top results cut to 3").
 */
export function topActivitiesRequest(context: Pick<TopResultsContext, 'locale'>): ActivitySearchRequestInput {
  return buildActivitySearchRequest({}, context.locale, 0);
}

/** Runs the block's search; "Top search result failures …: empty list silently". */
export async function loadTopResults(block: TopResultsBlock, search: TopResultsSearch, context: TopResultsContext): Promise<TopResults> {
  try {
    if (block.resultType === 'activities') {
      const answer = await search.searchActivities(topActivitiesRequest(context));
      const cards = cutToCount(answer.results, block.count).map((hit) => {
        const view = toActivityCardView(hit, {});
        return { view, href: `${context.prefix}${view.href}` };
      });
      return { resultType: 'activities', cards };
    }
    const flow = block.resultType === 'gifts' ? 'gifting' : 'booking';
    const answer = await search.searchOffers(topOffersRequest(block, context));
    const cards = cutToCount(answer.exactMatch, block.count).map((card) => {
      const view = toStayCardView(card, flow, {});
      return { view, href: `${context.prefix}${view.href}` };
    });
    return { resultType: block.resultType, cards };
  } catch (error) {
    // Nothing shows on the page; the server's log keeps the reason.
    console.warn(`top search results ${block.id} (${block.resultType}, ${context.locale}): ${error instanceof Error ? error.message : String(error)}`);
    return block.resultType === 'activities' ? { resultType: 'activities', cards: [] } : { resultType: block.resultType, cards: [] };
  }
}
