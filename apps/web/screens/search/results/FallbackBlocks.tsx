'use client';

import type { SearchResultCard } from '@escapade/contracts/search';
import { type FallbackStep, fallbackMessage } from '@escapade/domain/fallback';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { browserSearchApi } from '../../../lib/api/search';
import { type RequestContext, buildFallbackRequest } from '../../../lib/search-requests';
import { canBlockSearch, excludedHotelIdsFor } from './fallback-plan';
import { SearchStateMessage } from './SearchStateMessage';

export interface FallbackLabels {
  suggestion: string;
  noExactResults: string;
  placeholder: string;
  loading: string;
  title(step: FallbackStep): string;
}

type Outcome = number[] | 'failed';

/** A fallback block's search runs once 30% of the block is in view. */
const VIEWPORT_VISIBILITY_THRESHOLD = 0.3;

/**
 * Fallback suggestions: the relaxed searches of `buildFallbackSequence`, "each
 * runs only when scrolled into view. Until all are loaded an info placeholder shows; pending
 * entries show a loader." Hotels shown before are excluded; a failed block is hidden; then the
 * message rule of `fallbackMessage` ("Suggestion of stays...", "No exact results...", or the
 * no-results message).
 */
export function FallbackBlocks({
  steps,
  context,
  exactMatchHotelIds,
  renderCard,
  renderNoResults,
  labels,
}: {
  steps: FallbackStep[];
  context: RequestContext;
  exactMatchHotelIds: number[];
  renderCard(card: SearchResultCard): ReactNode;
  renderNoResults(): ReactNode;
  labels: FallbackLabels;
}) {
  const [outcomes, setOutcomes] = useState<(Outcome | undefined)[]>(() => steps.map(() => undefined));
  const settle = useCallback((index: number, outcome: Outcome) => {
    setOutcomes((current) => (current[index] === outcome ? current : current.map((value, i) => (i === index ? outcome : value))));
  }, []);

  const settled = outcomes.map((outcome) => outcome !== undefined);
  const hotelIds = outcomes.map((outcome) => (Array.isArray(outcome) ? outcome : undefined));
  const isComplete = settled.every(Boolean);
  const hasFallbackResults = hotelIds.some((ids) => ids !== undefined && ids.length > 0);
  const message = isComplete ? fallbackMessage(exactMatchHotelIds.length > 0, hasFallbackResults) : undefined;

  return (
    <div className="flex flex-col gap-8" data-testid="fallbacks">
      {!isComplete ? (
        <div role="status" className="rounded-card border border-dashed border-line bg-white p-6 text-muted" data-testid="fallback-placeholder">
          {labels.placeholder}
        </div>
      ) : message === 'noResults' ? (
        renderNoResults()
      ) : message ? (
        <SearchStateMessage tone="info">{message === 'suggestion' ? labels.suggestion : labels.noExactResults}</SearchStateMessage>
      ) : null}
      {steps.map((step, index) => (
        <FallbackBlock
          key={step.descriptor.value}
          index={index}
          step={step}
          context={context}
          canSearch={canBlockSearch(index, settled)}
          excludedHotelIds={canBlockSearch(index, settled) ? excludedHotelIdsFor(index, exactMatchHotelIds, hotelIds) : []}
          onSettled={settle}
          renderCard={renderCard}
          labels={labels}
        />
      ))}
    </div>
  );
}

function FallbackBlock({
  index,
  step,
  context,
  canSearch,
  excludedHotelIds,
  onSettled,
  renderCard,
  labels,
}: {
  index: number;
  step: FallbackStep;
  context: RequestContext;
  canSearch: boolean;
  excludedHotelIds: number[];
  onSettled(index: number, outcome: Outcome): void;
  renderCard(card: SearchResultCard): ReactNode;
  labels: FallbackLabels;
}) {
  const ref = useRef<HTMLElement>(null);
  const [isInView, setIsInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isInView) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setIsInView(true);
    }, { threshold: VIEWPORT_VISIBILITY_THRESHOLD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isInView]);

  const request = useMemo(() => buildFallbackRequest(step.criteria, context, excludedHotelIds), [step.criteria, context, excludedHotelIds]);
  const query = useQuery({
    queryKey: ['search', 'fallback', request],
    queryFn: ({ signal }) => browserSearchApi.searchOffers(request, signal),
    enabled: isInView && canSearch,
    retry: false,
  });

  useEffect(() => {
    if (query.isError) onSettled(index, 'failed');
    else if (query.data) onSettled(index, query.data.exactMatch.map((card) => card.hotel.id));
  }, [query.isError, query.data, index, onSettled]);

  // "failure hides the block silently"; an empty block has nothing to suggest.
  if (query.isError || (query.data && query.data.exactMatch.length === 0)) return null;
  const titleId = `fallback-${step.descriptor.order}`;
  return (
    <section ref={ref} aria-labelledby={query.data ? titleId : undefined} className="min-h-24" data-testid="fallback-block" data-fallback={step.descriptor.value}>
      {query.data ? (
        <>
          <h3 id={titleId} className="mb-4 text-xl font-bold text-brand-900">
            {labels.title(step)}
          </h3>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" role="list">
            {query.data.exactMatch.map((card) => (
              <li key={card.id}>{renderCard(card)}</li>
            ))}
          </ul>
        </>
      ) : (
        <div role="status" className="flex min-h-24 items-center justify-center gap-3 text-muted" data-testid="fallback-loader">
          <span className="size-5 animate-spin rounded-full border-2 border-brand-300 border-t-brand-700" aria-hidden="true" />
          {labels.loading}
        </div>
      )}
    </section>
  );
}
