import type { Market } from '@escapade/domain/markets';
import { headers } from 'next/headers';
import { cache } from 'react';
import { isKnownMarketParam, resolveMarketParam } from '../i18n/market-param';
import { orNullWhenFailed } from '../lib/api-transport';
import { serverApi } from '../lib/server-api';
import { UNMATCHED_PATH_HEADER } from './dispatch-headers';
import type { ScreenMatch } from './resolve-screen';
import { resolveScreen } from './resolve-screen';

/**
 * `unmatched`: the proxy found no market in the public path and already answers 404; the page
 * renders the not-found screen itself, so that its HTML is server-rendered (a notFound() thrown by
 * a page reaches the browser as an empty shell that the client fills in).
 */
export type PageMatch = ScreenMatch | { kind: 'unmatched' };

/**
 * The dispatcher's answer for the current request, computed once and shared by generateMetadata
 * and the page (React cache). A failing search-landing call means "not a search page".
 */
export const matchCurrentPage = cache(async (marketSegment: string, slugKey: string): Promise<{ market: Market; match: PageMatch }> => {
  const market = resolveMarketParam(marketSegment);
  const isUnmatched = (await headers()).get(UNMATCHED_PATH_HEADER) === '1';
  if (isUnmatched) return { market, match: { kind: 'unmatched' } };
  if (!isKnownMarketParam(marketSegment)) return { market, match: { kind: 'not-found' } };
  const slug = slugKey ? slugKey.split('/') : [];
  const match = await resolveScreen(market, slug, {
    async findSearchLanding(query) {
      return (await orNullWhenFailed(serverApi().shell.findSearchLanding(query), `search landing lookup failed for ${query.locale} /${query.path}`)) ?? undefined;
    },
  });
  return { market, match };
});
