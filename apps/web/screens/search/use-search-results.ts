'use client';

import type { ActivitySearchResponse } from '@escapade/contracts/activity-search';
import type { FacetsResponse, OffersRequestInput, OffersResponse } from '@escapade/contracts/search';
import { todayIn } from '@escapade/domain/calendar-day';
import { type SearchCriteria, criteriaEqual } from '@escapade/domain/criteria-hash';
import { type FilterState, filtersToHash, shouldRefreshFacets } from '@escapade/domain/filters';
import type { Flow } from '@escapade/domain/flow';
import type { Locale } from '@escapade/domain/markets';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { browserSearchApi } from '../../lib/api/search';
import { type RequestContext, buildActivitySearchRequest, buildFacetsQuery, buildOffersRequest } from '../../lib/search-requests';
import { DEBOUNCE_MS } from '../../lib/ui-constants';
import { readSearchLocation } from './search-url';

/** Results the server rendered, and for which criteria: used as the first answer when they match. */
export interface InitialResults {
  flow: Flow;
  page: number;
  criteria: SearchCriteria;
  offers?: OffersResponse;
  activities?: ActivitySearchResponse;
}

/**
 * The market's today is read only when a request needs it (a dated search): the first time-zone
 * formatter a page creates costs the browser its zone data, some 15 ms of CPU, which an undated
 * landing page would otherwise spend during hydration for nothing.
 */
function requestContextOf(locale: Locale, timeZone: string, flow: Flow): RequestContext {
  let today: string | undefined;
  return {
    locale,
    flow,
    get today() {
      return (today ??= todayIn(timeZone, new Date()));
    },
  };
}

export function useRequestContext(locale: Locale, timeZone: string, flow: Flow): RequestContext {
  return useMemo(() => requestContextOf(locale, timeZone, flow), [locale, flow, timeZone]);
}

/** The offers query of a request: one key and one fetch for `useOffersResults` and the first-render prefetch. */
function offersQuery(request: OffersRequestInput) {
  return {
    queryKey: ['search', 'offers', request] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => browserSearchApi.searchOffers(request, signal),
  };
}

export interface FirstOffersOptions {
  screen: 'stays' | 'activity';
  baseCriteria: SearchCriteria;
  locale: Locale;
  timeZone: string;
  initial: InitialResults | undefined;
}

/**
 * During hydration the screen sees the server's location, which never has the hash (where the
 * criteria live), so a dated search would ask for its offers only once the whole page
 * has hydrated and rendered again with the browser's location — and its first card's picture is
 * the page's largest paint. The request that render will make is known from the browser's location
 * already: it is sent on the first render, into the query cache entry `useOffersResults` then
 * reads (in flight or answered; staleTime keeps it from asking twice). Nothing is sent when the
 * server's results are the answer, or on the server.
 */
export function usePrefetchFirstOffers(options: FirstOffersOptions): void {
  const client = useQueryClient();
  useState(() => {
    if (typeof window === 'undefined') return;
    const request = firstOffersRequest(window.location, options);
    if (request) void client.prefetchQuery(offersQuery(request));
  });
}

/**
 * The offers request the screen will make for a browser location once hydrated (as
 * `useSearchState` and `useOffersResults` derive it), or undefined when it makes none: the activity
 * flow, or the server's results are the answer.
 */
export function firstOffersRequest(
  location: { search: string; hash: string },
  { screen, baseCriteria, locale, timeZone, initial }: FirstOffersOptions,
): OffersRequestInput | undefined {
  const { url, criteria } = readSearchLocation(location, screen, baseCriteria);
  if (url.flow === 'activity') return undefined;
  if (matchesInitial(initial, url.flow, url.page, criteria)) return undefined;
  return buildOffersRequest(criteria, requestContextOf(locale, timeZone, url.flow), url.page);
}

function matchesInitial(initial: InitialResults | undefined, flow: Flow, page: number, criteria: SearchCriteria): boolean {
  return initial !== undefined && initial.flow === flow && initial.page === page && criteriaEqual(initial.criteria, criteria, flow);
}

/** Exact-match results of the stays flows (`POST /api/offers.json`). */
export function useOffersResults(criteria: SearchCriteria, context: RequestContext, page: number, initial: InitialResults | undefined, isEnabled: boolean) {
  const request = useMemo(() => buildOffersRequest(criteria, context, page), [criteria, context, page]);
  const isInitial = matchesInitial(initial, context.flow, page, criteria);
  return useQuery({
    ...offersQuery(request),
    enabled: isEnabled && context.flow !== 'activity',
    initialData: isInitial ? initial?.offers : undefined,
    // The header (title, breadcrumb, image) keeps the last answer while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** Activity-only results (`POST /api/search/activity-only.json`); "first load uses server-rendered data". */
export function useActivityResults(criteria: SearchCriteria, context: RequestContext, page: number, initial: InitialResults | undefined, isEnabled: boolean) {
  const request = useMemo(() => buildActivitySearchRequest(criteria, context.locale, page), [criteria, context.locale, page]);
  const isInitial = matchesInitial(initial, 'activity', page, criteria);
  return useQuery({
    queryKey: ['search', 'activities', request],
    queryFn: ({ signal }) => browserSearchApi.searchActivities(request, signal),
    enabled: isEnabled && context.flow === 'activity',
    initialData: isInitial ? initial?.activities : undefined,
    placeholderData: keepPreviousData,
  });
}

/**
 * Facets for the filter bar (`GET /api/facets.json`). While a panel is open the counts follow the
 * draft: "Facets are refreshed when a panel is open and the draft differs from the last request"
 * (after the search's debounce, so that a slider drag asks once).
 */
export function useFacets(criteria: SearchCriteria, context: RequestContext, isEnabled: boolean) {
  const [draft, setDraft] = useState<FilterState | null>(null);
  const [requested, setRequested] = useState<FilterState | undefined>(undefined);

  useEffect(() => {
    if (!draft) {
      setRequested(undefined);
      return;
    }
    if (!shouldRefreshFacets(true, draft, requested)) return;
    const timer = window.setTimeout(() => setRequested(draft), requested === undefined ? 0 : DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, requested]);

  const facetsCriteria = useMemo(() => (requested ? filtersToHash(criteria, requested) : criteria), [criteria, requested]);
  const query = useMemo(() => buildFacetsQuery(facetsCriteria, context), [facetsCriteria, context]);
  const facets = useQuery<FacetsResponse>({
    queryKey: ['search', 'facets', query],
    queryFn: ({ signal }) => browserSearchApi.getFacets(query, signal),
    enabled: isEnabled && context.flow !== 'activity',
    placeholderData: keepPreviousData,
  });
  // During the debounce the answer is the one of an older draft: its count is not the draft's.
  const isDraftPending = draft !== null && shouldRefreshFacets(true, draft, requested);
  return { facets: facets.data, isFacetsLoading: facets.isFetching || isDraftPending, onDraftChange: setDraft };
}
