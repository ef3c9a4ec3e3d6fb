import type { SearchLanding, SuggestionLinkSection } from '@escapade/contracts/search-landing';
import { todayIn } from '@escapade/domain/calendar-day';
import type { Flow } from '@escapade/domain/flow';
import type { Market } from '@escapade/domain/markets';
import { MARKETS } from '@escapade/domain/markets';
import { getLocale, getTranslations } from 'next-intl/server';
import { WishlistButtons } from '../../components/wishlist/WishlistButtons';
import { isWishlistButtonEnabled } from '../../components/wishlist/wishlist-flag';
import { getWebConfig } from '../../config';
import { localeOfBcp47 } from '../../i18n/market-param';
import { buildMarketPath, buildMarketPrefix } from '../../i18n/market-urls';
import { hrefTo } from '../../i18n/navigation';
import { isScreenEnabled } from '../../i18n/routes';
import { orNullWhenFailed } from '../../lib/api-transport';
import { serverApi } from '../../lib/server-api';
import { buildActivitySearchRequest, buildOffersRequest } from '../../lib/search-requests';
import type { HeaderImage } from './results/header-image';
import { createFlowHeaderImages } from './flow-header-image';
import { SearchResultsApp, type SearchLinks } from './SearchResultsApp';
import { landingCriteria, readSearchUrl } from './search-url';
import type { InitialResults } from './use-search-results';

let flowHeaderImages: ReturnType<typeof createFlowHeaderImages> | undefined;

export type SearchQuery = Record<string, string | string[] | undefined>;

/** The page title of a search route for a flow (the SEO landings bring their own). */
export async function searchTitle(flow: Flow): Promise<string> {
  const t = await getTranslations('search');
  return t(`title.${flow}`);
}

async function currentMarket(): Promise<Market> {
  return MARKETS[localeOfBcp47(await getLocale()) ?? 'fr_FR'];
}

function queryString(query: SearchQuery | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(key, first);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface SearchScreenProps {
  /** The Stays / Gifts flow the dispatcher read; `query.flow` (any of the four flows) wins when given. */
  flow: Flow;
  market?: Market;
  landing?: SearchLanding;
  /** The search part of the URL (flow, page, from), when the dispatcher passes it. */
  query?: SearchQuery;
  screen?: 'stays' | 'activity';
}

/**
 * The search results page for the four flows. On an SEO landing path (and on the activity search:
 * "first load uses server-rendered data") the first results are rendered on the server for the
 * path's criteria; criteria in the hash are applied in the browser, which the server never sees.
 */
export async function SearchScreen({ flow: shellFlow, market: givenMarket, landing, query, screen = 'stays' }: SearchScreenProps) {
  const market = givenMarket ?? (await currentMarket());
  const { locale } = market;
  const { urlMode, mapTileUrl, featureFlags } = getWebConfig();
  const search = query ? queryString(query) : queryString({ flow: shellFlow === 'booking' ? undefined : shellFlow });
  const url = readSearchUrl(search, '', screen);
  const baseCriteria = landingCriteria(landing);
  const api = serverApi().search;

  const links: SearchLinks = {
    prefix: buildMarketPrefix(locale, urlMode),
    home: hrefTo(locale, { screen: 'home' }),
    staysSearch: hrefTo(locale, { screen: 'search' }),
    activitySearch: isScreenEnabled('activitySearch', market) ? hrefTo(locale, { screen: 'activitySearch' }) : null,
    giftcard: hrefTo(locale, { screen: 'giftcard', rest: ['customization'] }),
  };
  const pathname = landing
    ? buildMarketPath(locale, { screen: 'home', rest: landing.canonicalPath.split('/').filter(Boolean) }, urlMode)
    : buildMarketPath(locale, { screen: screen === 'activity' ? 'activitySearch' : 'search' }, urlMode);

  const renderOnServer = landing !== undefined || screen === 'activity';
  const [initial, suggestionSections, flowHeaderImage] = await Promise.all([
    renderOnServer ? loadInitialResults(url.flow, url.page, baseCriteria, market) : Promise.resolve(undefined),
    landing ? loadLinks(landing, market) : Promise.resolve(undefined),
    !renderOnServer && url.flow !== 'activity' ? loadFlowHeaderImage(url.flow, market) : Promise.resolve(undefined),
  ]);

  return (
    // The cards' hearts: only behind the wishlist flag ("The wishlist heart shows only behind a feature flag").
    <WishlistButtons isEnabled={isWishlistButtonEnabled(market, featureFlags)}>
      <SearchResultsApp
        screen={screen}
        serverLocation={{ pathname, search, hash: '' }}
        landing={landing && { criteria: baseCriteria, title: landing.title, subtitle: landing.subtitle, seoText: landing.seoText }}
        initial={initial}
        flowHeaderImage={flowHeaderImage}
        market={{
          locale,
          timeZone: market.timeZone,
          giftcardBlocks: market.features.giftcardBlocks,
          giftcardBanner: market.features.giftcardBannerInsteadOfSingleVoucher,
        }}
        links={links}
        suggestionSections={suggestionSections}
        mapTileUrl={mapTileUrl}
      />
    </WishlistButtons>
  );

  async function loadInitialResults(flow: Flow, page: number, criteria: InitialResults['criteria'], { timeZone }: Market): Promise<InitialResults | undefined> {
    const results = async (): Promise<InitialResults> => {
      if (flow === 'activity') return { flow, page, criteria, activities: await api.searchActivities(buildActivitySearchRequest(criteria, locale, page)) };
      const context = { locale, flow, today: todayIn(timeZone, new Date()) };
      return { flow, page, criteria, offers: await api.searchOffers(buildOffersRequest(criteria, context, page)) };
    };
    // The browser asks again and shows the error state if it fails there too.
    return (await orNullWhenFailed(results(), `search results for ${locale} ${pathname} not rendered on the server`)) ?? undefined;
  }

  async function loadFlowHeaderImage(flow: Exclude<Flow, 'activity'>, { timeZone }: Market): Promise<HeaderImage | undefined> {
    flowHeaderImages ??= createFlowHeaderImages(api.searchOffers);
    // The header then waits for the browser's results, as it would without this image.
    return (await orNullWhenFailed(flowHeaderImages(flow, { locale, timeZone }), `header image for ${locale} ${flow} not picked on the server`)) ?? undefined;
  }

  async function loadLinks({ destination, theme }: SearchLanding, { locale: linksLocale }: Market): Promise<SuggestionLinkSection[]> {
    const links = api.getSearchLandingLinks({ locale: linksLocale, destinationId: destination?.id, themeId: theme?.id });
    return (await orNullWhenFailed(links, `suggestion links for ${linksLocale} not loaded`)) ?? [];
  }
}
