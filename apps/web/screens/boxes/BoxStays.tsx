'use client';

import type { BoxOffersResponse } from '@escapade/contracts/boxes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEmblaCarousel } from '../../components/cards/use-embla-carousel';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { EMBLA_SWIPE_DURATION } from '../../components/cards/embla-duration';
import { useMarket } from '../../components/market-context';
import { browserBoxesApi } from '../../lib/api/boxes';
import { nextBoxOffersPage } from './box-model';

type BoxStay = BoxOffersResponse['exactMatch'][number];

/** Tailwind's `lg`, where SLIDE_CLASS shows 4 slides. */
const FOUR_SLIDES_MEDIA_QUERY = '(min-width: 64rem)';
/** Where four slides show, an arrow scrolls by four. */
const CAROUSEL_SCROLL_ITEMS = 4;

/**
 * The stays a box opens, in a swipe carousel scrolling 4 items: they load 8 a page while the
 * loader is visible, stopping when a page returns empty. The loader is the carousel's last slide:
 * while it is in view the next page loads.
 */
export function BoxStays({ code, marketPrefix }: { code: string; marketPrefix: string }) {
  const t = useTranslations('boxes');
  const { locale } = useMarket();
  const headingId = useId();
  const offers = useInfiniteQuery({
    queryKey: ['box-offers', code, locale],
    queryFn: ({ pageParam, signal }) => browserBoxesApi.getBoxOffers(code, { locale, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextBoxOffersPage,
  });
  const stays = offers.data?.pages.flatMap((page) => page.exactMatch) ?? [];
  const totalCount = offers.data?.pages[0]?.searchDetails.totalCount;
  const isLoaderShown = offers.isPending || offers.hasNextPage;

  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    duration: EMBLA_SWIPE_DURATION,
    breakpoints: { [FOUR_SLIDES_MEDIA_QUERY]: { slidesToScroll: CAROUSEL_SCROLL_ITEMS } },
  });
  const [edges, setEdges] = useState({ canPrevious: false, canNext: false });
  useEffect(() => {
    if (!api) return;
    const update = () => setEdges({ canPrevious: api.canScrollPrev(), canNext: api.canScrollNext() });
    update();
    api.on('select', update).on('reInit', update).on('scroll', update);
    return () => {
      api.off('select', update).off('reInit', update).off('scroll', update);
    };
  }, [api]);

  // "while the loader is visible": observe it inside the carousel's viewport. The observer is made
  // anew after each page, so a loader still in view asks for the page after.
  const loaderRef = useRef<HTMLLIElement>(null);
  const viewportNode = useRef<HTMLDivElement | null>(null);
  const setViewport = useCallback(
    (node: HTMLDivElement | null) => {
      viewportNode.current = node;
      viewportRef(node);
    },
    [viewportRef],
  );
  const { hasNextPage, isFetchingNextPage, isFetching, isError, fetchNextPage } = offers;
  const pageCount = offers.data?.pages.length ?? 0;
  useEffect(() => {
    const loader = loaderRef.current;
    if (!loader || !hasNextPage || isFetchingNextPage || isFetching || isError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { root: viewportNode.current, threshold: 0.1 },
    );
    observer.observe(loader);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetching, isError, fetchNextPage, pageCount]);

  const arrowClass = 'grid size-11 place-items-center rounded-full bg-white text-brand-900 shadow-card ring-1 ring-line hover:bg-brand-50 disabled:opacity-40';
  return (
    <section aria-labelledby={headingId} aria-roledescription="carousel" className="flex min-w-0 flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold text-brand-900">
          {t('staysTitle')}
          {totalCount !== undefined ? <span className="ml-2 text-base font-semibold text-muted">{t('staysCount', { count: totalCount })}</span> : null}
        </h2>
        <div className="hidden gap-2 md:flex">
          <button type="button" className={arrowClass} onClick={() => api?.scrollPrev()} disabled={!edges.canPrevious} aria-label={t('previousStays')}>
            <Chevron direction="left" />
          </button>
          <button type="button" className={arrowClass} onClick={() => api?.scrollNext()} disabled={!edges.canNext} aria-label={t('nextStays')}>
            <Chevron direction="right" />
          </button>
        </div>
      </div>
      {offers.isError && stays.length === 0 ? (
        <p role="alert" className="rounded-card bg-white p-4 font-semibold text-brand-900 ring-1 ring-line">
          {t('errorTitle')}
        </p>
      ) : (
        <div
          ref={setViewport}
          className="-mx-1 overflow-hidden px-1 py-1"
        >
          <ul className="flex touch-pan-y gap-4" aria-busy={offers.isFetching} data-testid="box-stays">
            {stays.map((stay) => (
              <li key={stay.id} className={SLIDE_CLASS} data-testid="box-stay">
                <StayCard stay={stay} href={`${marketPrefix}${stay.uri}`} />
              </li>
            ))}
            {isLoaderShown ? (
              <li ref={loaderRef} className={`${SLIDE_CLASS} grid min-h-48 place-items-center rounded-card bg-white ring-1 ring-line`}>
                <span role="status" className="flex flex-col items-center gap-3 text-sm text-muted">
                  <span className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden="true" />
                  {t('staysLoading')}
                </span>
              </li>
            ) : null}
          </ul>
        </div>
      )}
      {offers.isError && stays.length > 0 ? (
        <p role="alert" className="text-sm font-semibold text-brand-900">
          {t('errorTitle')}{' '}
          <button type="button" className="underline" onClick={() => void fetchNextPage()}>
            {t('retry')}
          </button>
        </p>
      ) : null}
    </section>
  );
}

/** 4 slides in view on desktop (the carousel scrolls 4 by default), a peek of the next on mobile. */
const SLIDE_CLASS = 'min-w-0 shrink-0 grow-0 basis-[78%] sm:basis-[45%] lg:basis-[calc((100%-3rem)/4)]';

function StayCard({ stay, href }: { stay: BoxStay; href: string }) {
  const t = useTranslations('boxes');
  return (
    <a href={href} className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line hover:ring-brand-300">
      <img src={stay.imagesBySize['640_360']} alt="" width={640} height={360} loading="lazy" decoding="async" className="aspect-[16/9] w-full bg-brand-100 object-cover" />
      <span className="flex flex-1 flex-col gap-1 p-3">
        <span className="text-sm text-muted">
          <span className="font-semibold text-ink">{stay.hotel.label}</span>
          {stay.hotel.stars ? (
            <>
              {' '}
              <span role="img" aria-label={t('stars', { count: stay.hotel.stars })} className="text-accent-700">
                {'★'.repeat(stay.hotel.stars)}
              </span>
            </>
          ) : null}
          {' · '}
          {stay.hotel.location.label}
        </span>
        <span className="line-clamp-2 font-bold text-brand-900">{stay.label}</span>
        <span className="line-clamp-2 text-sm text-muted">{stay.shortProgramIntroWithoutRoom}</span>
      </span>
    </a>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
