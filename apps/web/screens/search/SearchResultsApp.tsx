'use client';

import type { ActivityOnlyHit } from '@escapade/contracts/activity-search';
import { locationKeyOf } from '@escapade/contracts/location-kinds';
import type { SearchDetails, SearchResultCard } from '@escapade/contracts/search';
import type { SuggestionLinkSection } from '@escapade/contracts/search-landing';
import { type SearchCriteria, currentDestination, withoutKeys } from '@escapade/domain/criteria-hash';
import { buildFallbackSequence } from '@escapade/domain/fallback';
import { clearAllFilters } from '@escapade/domain/filters';
import type { Flow } from '@escapade/domain/flow';
import type { Locale } from '@escapade/domain/markets';
import { PAGE_SIZE, shouldShowFallbacks, shouldShowPagination } from '@escapade/domain/results-layout';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { type ReactNode, useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { ActivityCard } from '../../components/cards/ActivityCard';
import { toActivityCardView, toStayCardView } from '../../components/cards/card-view';
import { StayCard } from '../../components/cards/StayCard';
import { EnsureQueryProvider } from '../../components/providers/QueryProvider';
import { useInPageFlowSwitch } from '../../components/shell/flow-switcher';
import { Breadcrumb, type BreadcrumbItem } from './results/Breadcrumb';
import { FallbackBlocks } from './results/FallbackBlocks';
import { destinationInfoFrom, fallbackTitleParts } from './results/fallback-plan';
import { Pagination } from './results/Pagination';
import { PromoBlock } from './results/PromoBlock';
import { ResultsGrid } from './results/ResultsGrid';
import { type HeaderImage, headerImageFrom } from './results/header-image';
import { ResultsHeader } from './results/ResultsHeader';
import { SearchStateMessage } from './results/SearchStateMessage';
import { SkeletonCards } from './results/SkeletonCards';
import { SuggestionLinks } from './results/SuggestionLinks';
import { recordEvent } from '../../lib/analytics';
import { hasLatLng } from '../../lib/search-requests';
import type { ViewItemListEvent } from '@escapade/contracts/analytics';
import { activityListItem, type ListItem, selectItemEvent, stayListItem, viewItemListEvent } from './results-analytics';
import { SearchControls } from './SearchControls';
import { buildSearchHref } from './search-url';
import type { BrowserLocation } from './use-browser-location';
import { useScrollOnNewResults } from './use-scroll-on-new-results';
import { useSearchState } from './use-search-state';
import { type InitialResults, useActivityResults, useFacets, useOffersResults, usePrefetchFirstOffers, useRequestContext } from './use-search-results';
import { useSuggestionLinks } from './use-suggestion-links';

const HotelOffersDrawer = dynamic(() => import('./results/HotelOffersDrawer').then((module) => module.HotelOffersDrawer), { ssr: false });

export interface SearchLinks {
  /** What stands before a market-relative path (`/fr-fr`). */
  prefix: string;
  home: string;
  staysSearch: string;
  activitySearch: string | null;
  giftcard: string;
}

export interface SearchLandingTexts {
  criteria: SearchCriteria;
  title: string;
  subtitle: string;
  seoText: string;
}

export interface SearchResultsAppProps {
  screen: 'stays' | 'activity';
  serverLocation: BrowserLocation;
  landing?: SearchLandingTexts;
  initial?: InitialResults;
  /** The server's header image for a page whose criteria only the browser knows, until its results have one. */
  flowHeaderImage?: HeaderImage;
  market: { locale: Locale; timeZone: string; giftcardBlocks: boolean; giftcardBanner: boolean };
  links: SearchLinks;
  suggestionSections?: SuggestionLinkSection[];
  mapTileUrl: string;
}

const NO_CRITERIA: SearchCriteria = {};

/** The search results page for the four flows. */
export function SearchResultsApp(props: SearchResultsAppProps) {
  return (
    <EnsureQueryProvider>
      <SearchResultsPage {...props} />
    </EnsureQueryProvider>
  );
}

function SearchResultsPage({ screen, serverLocation, landing, initial, flowHeaderImage, market, links, suggestionSections, mapTileUrl }: SearchResultsAppProps) {
  const t = useTranslations('search');
  const baseCriteria = landing?.criteria ?? NO_CRITERIA;
  usePrefetchFirstOffers({ screen, baseCriteria, locale: market.locale, timeZone: market.timeZone, initial });
  const state = useSearchState({
    screen,
    serverLocation,
    baseCriteria,
    isLanding: landing !== undefined,
    searchPaths: { stays: links.staysSearch, activity: links.activitySearch },
  });
  const { flow, page, criteria, searchedCriteria, isLocationKnown } = state;
  // The header's Stays / Gifts toggle switches here, keeping the hash criteria.
  useInPageFlowSwitch(state.changeFlow);
  const context = useRequestContext(market.locale, market.timeZone, flow);
  const isActivity = flow === 'activity';
  const offers = useOffersResults(searchedCriteria, context, page, initial, isLocationKnown);
  const activities = useActivityResults(searchedCriteria, context, page, initial, isLocationKnown);
  const facets = useFacets(searchedCriteria, context, isLocationKnown);
  const suggestionLinks = useSuggestionLinks(searchedCriteria, market.locale, suggestionSections, isLocationKnown);
  const [hotelDrawer, setHotelDrawer] = useState<{ hotel: { id: number; label: string }; trigger: HTMLElement } | null>(null);
  const resultsRef = useRef<HTMLElement>(null);

  const results = isActivity ? activities : offers;
  // Skeletons while the answer of the current search is not there (the last one is only a placeholder).
  const isLoading = results.isPending || results.isPlaceholderData;
  const isAnswered = results.isSuccess && !results.isPlaceholderData;
  const details: SearchDetails | undefined = offers.data?.searchDetails;
  const total = isActivity ? (activities.data?.totalCount ?? 0) : (details?.totalCount ?? 0);
  const pageSize = isActivity ? (activities.data?.pageSize ?? PAGE_SIZE) : PAGE_SIZE;
  const cards = offers.data?.exactMatch ?? [];
  const hits = activities.data?.results ?? [];
  const hasExactMatches = isActivity ? hits.length > 0 : cards.length > 0;
  const searchKey = JSON.stringify([flow, searchedCriteria]);
  useScrollOnNewResults(isAnswered && isLocationKnown ? `${searchKey}|${page}` : undefined, searchKey, hasExactMatches, resultsRef);

  // Analytics: the exact matches a search showed (once per answered page) and the one followed.
  const firstIndex = page * pageSize;
  useRecordViewItemList(isAnswered ? `${searchKey}|${page}` : undefined, () =>
    viewItemListEvent(
      flow,
      isActivity ? hits.map((hit, index) => activityListItem(hit, searchedCriteria, firstIndex + index)) : cards.map((card, index) => stayListItem(card, firstIndex + index)),
    ),
    market.locale,
  );
  const selectItem = (item: ListItem) => recordEvent(selectItemEvent(flow, item), market.locale);

  const openHotelOffers = useCallback((hotel: { id: number; label: string }, trigger: HTMLElement) => setHotelDrawer({ hotel, trigger }), []);
  const renderStayCard = (card: SearchResultCard, options: { isPriority?: boolean; inDrawer?: boolean; listIndex?: number } = {}) => {
    const view = toStayCardView(card, flow, criteria);
    const { listIndex } = options;
    return (
      <StayCard
        card={view}
        href={`${links.prefix}${view.href}`}
        isPriority={options.isPriority}
        onSeeHotelOffers={options.inDrawer ? undefined : openHotelOffers}
        onSelect={listIndex === undefined ? undefined : () => selectItem(stayListItem(card, firstIndex + listIndex))}
      />
    );
  };
  const renderActivityCard = (hit: ActivityOnlyHit, index: number) => {
    const view = toActivityCardView(hit, criteria);
    return (
      <ActivityCard
        card={view}
        href={`${links.prefix}${view.href}`}
        isPriority={page === 0 && index < 1}
        onSelect={() => selectItem(activityListItem(hit, searchedCriteria, firstIndex + index))}
      />
    );
  };

  const destinationLabel = details?.destination ?? null;
  const title = landing?.title ?? (destinationLabel ? t(`titleIn.${flow}`, { destination: destinationLabel }) : t(`title.${flow}`));
  const subtitle = landing?.subtitle ?? t(`subtitle.${flow}`);
  const headerImages = isActivity
    ? hits.slice(0, 1).map((hit) => hit.imagesBySize['960_540'])
    : cards.slice(0, 3).flatMap((card) => card.images);
  const breadcrumb = buildBreadcrumb(details, flow, links, t('breadcrumbHome'), title);

  const removeAllFilters = () => state.applyCriteria(clearAllFilters(criteria));
  const noResults = (
    <SearchStateMessage tone="info" action={<button type="button" className="button-primary" onClick={removeAllFilters}>{t('removeAllFilters')}</button>}>
      {t('noResults')}
    </SearchStateMessage>
  );

  const fallbackSteps = useMemo(() => {
    // Fallbacks are fetched in the browser when scrolled into view: never part of the server's HTML.
    if (!isLocationKnown || isActivity || !offers.isSuccess || offers.isPlaceholderData || !shouldShowFallbacks(offers.data.searchDetails.totalCount)) return undefined;
    const relaxable = flow === 'gifting' ? withoutKeys(searchedCriteria, ['checkin', 'checkout', 'night']) : searchedCriteria;
    return buildFallbackSequence(relaxable, destinationInfoFrom(offers.data.searchDetails));
  }, [isLocationKnown, isActivity, offers.isSuccess, offers.isPlaceholderData, offers.data, flow, searchedCriteria]);

  let body: ReactNode;
  if (isLoading) {
    body = <SkeletonCards label={t('loading')} />;
  } else if (results.isError) {
    body = (
      <SearchStateMessage tone="error" action={<button type="button" className="button-secondary" onClick={() => void results.refetch()}>{t('retry')}</button>}>
        {t('error')}
      </SearchStateMessage>
    );
  } else if (isActivity) {
    body =
      hits.length === 0 ? (
        <SearchStateMessage tone="info">{t('noActivity')}</SearchStateMessage>
      ) : (
        <ResultsGrid items={hits.map((hit, index) => ({ key: hit.id, node: renderActivityCard(hit, index) }))} />
      );
  } else {
    body = (
      <>
        {cards.length > 0 ? (
          <ResultsGrid
            items={cards.map((card, index) => ({ key: card.id, node: renderStayCard(card, { isPriority: page === 0 && index < 1, listIndex: index }) }))}
            afterFirstRow={inlineBlockAfterFirstRow(flow, market, links, t)}
            afterSecondBlock={inlineBlockAfterSecondBlock(flow, market, links, t)}
          />
        ) : null}
        {fallbackSteps ? (
          <FallbackBlocks
            key={searchKey}
            steps={fallbackSteps}
            context={context}
            exactMatchHotelIds={cards.map((card) => card.hotel.id)}
            renderCard={(card) => renderStayCard(card)}
            renderNoResults={() => noResults}
            labels={{
              suggestion: t('fallback.suggestion'),
              noExactResults: t('fallback.noExactResults'),
              placeholder: t('fallback.placeholder'),
              loading: t('fallback.loading'),
              title: (step) =>
                fallbackTitleParts(step.descriptor, details)
                  .map((part) =>
                    part.kind === 'around'
                      ? t('fallback.around', { destination: part.place ?? '' })
                      : part.kind === 'widerArea'
                        ? part.place
                          ? t('fallback.widerArea', { destination: part.place })
                          : t('fallback.widerAreaUnnamed')
                        : t(`fallback.${part.kind}`),
                  )
                  .join(' · '),
            }}
          />
        ) : null}
      </>
    );
  }

  const countHeading = isAnswered ? t(`count.${flow}`, { count: total }) : results.isError && !results.isFetching ? t('resultsHeading') : t('searching');
  const hasPlace = currentDestination(searchedCriteria) !== undefined || hasLatLng(searchedCriteria);

  return (
    <>
      <ResultsHeader
        image={headerImageFrom(headerImages) ?? flowHeaderImage}
        title={title}
        subtitle={subtitle}
        breadcrumb={<Breadcrumb items={breadcrumb} label={t('breadcrumbLabel')} />}
      />
      <SearchControls
        flow={flow}
        criteria={criteria}
        destination={{ label: destinationLabel }}
        facets={facets}
        mapTileUrl={mapTileUrl}
        onSearch={(next) => state.applyCriteria(next, { fromSearchBar: true })}
        onApply={(next) => state.applyCriteria(next)}
        onFlowChange={state.changeFlow}
      />
      <section ref={resultsRef} aria-labelledby="results-heading" className="container-page scroll-mt-20 py-6 md:py-8" data-testid="results">
        <h2 id="results-heading" className="mb-5 text-2xl font-bold text-brand-900" aria-live="polite">
          {countHeading}
          {isActivity && hasPlace && isAnswered ? <span className="ml-2 text-base font-normal text-muted">{t('activityAround')}</span> : null}
        </h2>
        <div className="flex flex-col gap-8">{body}</div>
        {isAnswered && shouldShowPagination(total, pageSize) ? (
          <Pagination
            page={page}
            total={total}
            pageSize={pageSize}
            hrefFor={state.pageHref}
            onNavigate={state.goToPage}
            labels={{
              navigation: t('pagination.label'),
              range: (values) => t('pagination.range', values),
              previous: t('pagination.previous'),
              next: t('pagination.next'),
              page: (number) => t('pagination.page', { page: number }),
            }}
          />
        ) : null}
      </section>
      {landing?.seoText ? (
        <section className="container-page pb-8" aria-labelledby="seo-heading">
          <h2 id="seo-heading" className="mb-2 text-xl font-bold text-brand-900">
            {t('seoHeading')}
          </h2>
          <p className="max-w-3xl text-muted" data-testid="seo-text">
            {landing.seoText}
          </p>
        </section>
      ) : null}
      {suggestionLinks.length > 0 ? (
        <div className="container-page pb-10">
          <SuggestionLinks sections={suggestionLinks} prefix={links.prefix} offersLabel={(count) => t('offersCount', { count })} />
        </div>
      ) : null}
      {hotelDrawer ? (
        <HotelOffersDrawer
          hotel={hotelDrawer.hotel}
          returnFocusTo={hotelDrawer.trigger}
          criteria={searchedCriteria}
          context={context}
          renderCard={(card) => renderStayCard(card, { inDrawer: true })}
          onClose={() => setHotelDrawer(null)}
        />
      ) : null}
    </>
  );
}

/**
 * view_item_list once per answered page of a search: the event is built only then, not on each of
 * the page's renders, and a re-render or refetch of the same answer records nothing.
 */
function useRecordViewItemList(answerKey: string | undefined, buildEvent: () => ViewItemListEvent, locale: Locale): void {
  const recordedKey = useRef<string | undefined>(undefined);
  const record = useEffectEvent(() => {
    const event = buildEvent();
    if (event.items.length > 0) recordEvent(event, locale);
  });
  useEffect(() => {
    if (answerKey === undefined || recordedKey.current === answerKey) return;
    recordedKey.current = answerKey;
    record();
  }, [answerKey]);
}

type SearchT = ReturnType<typeof useTranslations<'search'>>;

/** The gift-stay promo block; giftcard purchase blocks show in the gift flow (five markets). */
function inlineBlockAfterFirstRow(flow: Flow, market: SearchResultsAppProps['market'], links: SearchLinks, t: SearchT): ReactNode {
  if (flow === 'booking' || flow === 'hotel') {
    return <PromoBlock tone="gift" testId="gift-stay-promo" title={t('giftStayPromo.title')} text={t('giftStayPromo.text')} cta={t('giftStayPromo.cta')} href={`${links.staysSearch}?flow=gifting`} />;
  }
  if (flow === 'gifting' && market.giftcardBlocks) {
    return <PromoBlock tone="giftcard" testId="giftcard-block" title={t('giftcardBlock.title')} text={t('giftcardBlock.text')} cta={t('giftcardBlock.cta')} href={links.giftcard} />;
  }
  return null;
}

/** The Italian gift search shows a giftcard banner instead of the single voucher block. */
function inlineBlockAfterSecondBlock(flow: Flow, market: SearchResultsAppProps['market'], links: SearchLinks, t: SearchT): ReactNode {
  if (flow !== 'gifting') return null;
  if (market.giftcardBanner) {
    return <PromoBlock tone="banner" testId="giftcard-banner" title={t('giftcardBanner.title')} text={t('giftcardBanner.text')} cta={t('giftcardBanner.cta')} href={links.giftcard} />;
  }
  return <PromoBlock tone="gift" testId="single-voucher-block" title={t('singleVoucherBlock.title')} text={t('singleVoucherBlock.text')} cta={t('singleVoucherBlock.cta')} href={`${links.staysSearch}?flow=gifting`} />;
}

/** Home, then the searched place's hierarchy from the country down (each a search of that place), then the page. */
function buildBreadcrumb(details: SearchDetails | undefined, flow: Flow, links: SearchLinks, homeLabel: string, title: string): BreadcrumbItem[] {
  const params: Record<string, string> = flow === 'booking' || flow === 'activity' ? {} : { flow };
  const searchPath = flow === 'activity' && links.activitySearch ? links.activitySearch : links.staysSearch;
  const places = (details?.locationHierarchy ?? []).flatMap((item): BreadcrumbItem[] => {
    const key = locationKeyOf(item.type);
    return key ? [{ label: item.label, href: buildSearchHref(searchPath, params, { [key]: item.id }) }] : [];
  });
  return [{ label: homeLabel, href: links.home }, ...(places.length > 0 ? places : [{ label: title }])];
}
