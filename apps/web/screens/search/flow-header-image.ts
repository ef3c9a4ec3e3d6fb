import { todayIn } from '@escapade/domain/calendar-day';
import type { Flow } from '@escapade/domain/flow';
import type { Market } from '@escapade/domain/markets';
import { type HeaderImage, headerImageFrom } from './results/header-image';
import type { SearchApi } from '../../lib/api/search';
import { buildOffersRequest } from '../../lib/search-requests';

/** How long a flow's header image is reused before it is picked again (the catalog changes slowly). */
export const FLOW_HEADER_IMAGE_TTL_MS = 10 * 60 * 1000;

/**
 * The header image of a search page whose criteria only the browser knows. The hash is never sent
 * to the server, so the page would otherwise have no image until the browser's search answers, and
 * the largest thing on the screen would appear last. The server picks it with the results page's
 * own rule from the flow's first results without criteria; once the browser's results arrive, the
 * header takes its image from them. Picked once per market and flow for ten minutes; a failure is
 * not kept, so the next page asks again.
 */
export function createFlowHeaderImages(searchOffers: SearchApi['searchOffers'], now: () => number = Date.now) {
  const cache = new Map<string, { expiresAt: number; image: Promise<HeaderImage | undefined> }>();

  return async function flowHeaderImage(flow: Exclude<Flow, 'activity'>, market: Pick<Market, 'locale' | 'timeZone'>): Promise<HeaderImage | undefined> {
    const key = `${market.locale}|${flow}`;
    const cached = cache.get(key);
    if (cached && cached.expiresAt > now()) return cached.image;
    const context = { locale: market.locale, flow, today: todayIn(market.timeZone, new Date(now())) };
    const image = searchOffers(buildOffersRequest({}, context, 0)).then((response) =>
      headerImageFrom(response.exactMatch.slice(0, 3).flatMap((card) => card.images)),
    );
    cache.set(key, { expiresAt: now() + FLOW_HEADER_IMAGE_TTL_MS, image });
    try {
      return await image;
    } catch (error) {
      cache.delete(key);
      throw error;
    }
  };
}
