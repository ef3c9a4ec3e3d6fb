'use client';

import type { ReviewsResponse } from '@escapade/contracts/reviews';
import { REVIEW_LANGUAGES, REVIEW_SORTS, type ReviewLanguage, type ReviewSort, hasMoreReviews, reviewQueryChange } from '@escapade/domain/reviews';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { browserHotelApi } from '../../lib/api/hotel';
import { useMarket } from '../market-context';
import { DialogHeader, SheetDialog } from '../ui/Dialog';
import { CriteriaBars } from './CriteriaBars';
import { ReviewCard } from './ReviewCard';
import { ReviewScore } from './ReviewScore';
import { ReviewsHeadlineText } from './ReviewsHeadlineText';
import { reviewsHeadline, reviewsQueryKey } from './review-view';

export interface ReviewsModalProps {
  hotelId: number;
  /** The page the section shows: the modal starts from it without a new call. */
  initial: ReviewsResponse;
  open: boolean;
  /** A language to open on ('See all the languages' opens on 'all'). */
  openLanguage?: ReviewLanguage;
  onOpenChange(open: boolean): void;
}

/**
 * The reviews modal: "default sort newest first; changing sort or language refetches and
 * resets paging; 'Show more' loads next page while more than 10 per page remain". A bottom drawer
 * on mobile, a centred modal on desktop.
 */
export function ReviewsModal({ hotelId, initial, open, openLanguage, onOpenChange }: ReviewsModalProps) {
  const t = useTranslations('reviews');
  const { locale } = useMarket();
  const sortId = useId();
  const languageId = useId();
  const [query, setQuery] = useState({ sort: initial.sort, language: initial.language, page: 0 });
  const [lastOpenLanguage, setLastOpenLanguage] = useState<ReviewLanguage | undefined>(undefined);
  if (open && openLanguage && openLanguage !== lastOpenLanguage) {
    setLastOpenLanguage(openLanguage);
    setQuery((current) => reviewQueryChange(current, { language: openLanguage }));
  }
  const isInitialQuery = query.sort === initial.sort && query.language === initial.language;

  const reviews = useInfiniteQuery({
    queryKey: reviewsQueryKey(hotelId, locale, query.sort, query.language),
    queryFn: ({ pageParam, signal }) => browserHotelApi.getReviews(hotelId, { locale, sort: query.sort, language: query.language, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (hasMoreReviews(last.page, last.totalCount, last.pageSize) ? last.page + 1 : undefined),
    initialData: isInitialQuery ? { pages: [initial], pageParams: [0] } : undefined,
    enabled: open,
  });

  function change(next: Partial<{ sort: ReviewSort; language: ReviewLanguage }>) {
    setQuery((current) => reviewQueryChange(current, next));
  }

  const first = reviews.data?.pages[0];
  const list = reviews.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <SheetDialog open={open} onOpenChange={onOpenChange} className="bg-canvas md:w-[48rem]">
      <DialogHeader title={t('title')} closeLabel={t('close')} className="flex items-center justify-between gap-3 border-b border-line bg-white px-5 py-3 md:rounded-t-card" />
      <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-5 py-4">
        <div className="flex flex-col gap-4 md:flex-row md:items-start md:gap-8">
          <ReviewScore score={initial.score} count={initial.hotelReviewCount} size="lg" />
          <div className="min-w-0 flex-1">
            <CriteriaBars details={initial.details} />
          </div>
        </div>
        <div className="flex flex-wrap gap-4">
          <label htmlFor={sortId} className="flex flex-col gap-1 text-sm font-semibold">
            {t('sortLabel')}
            <select
              id={sortId}
              value={query.sort}
              onChange={(event) => change({ sort: event.target.value as ReviewSort })}
              className="min-h-11 rounded-lg bg-white px-3 font-normal ring-1 ring-line"
            >
              {REVIEW_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sorts.${sort}`)}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={languageId} className="flex flex-col gap-1 text-sm font-semibold">
            {t('languageLabel')}
            <select
              id={languageId}
              value={query.language}
              onChange={(event) => change({ language: event.target.value as ReviewLanguage })}
              className="min-h-11 rounded-lg bg-white px-3 font-normal ring-1 ring-line"
            >
              {REVIEW_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`languages.${language}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {reviews.isError && !first ? null : (
          <div className="flex flex-col gap-4" aria-busy={reviews.isFetching}>
            {first ? <ReviewsHeadlineText headline={reviewsHeadline(first)} onSeeAllLanguages={() => change({ language: 'all' })} /> : null}
            {reviews.isPending ? <p className="text-muted">{t('loading')}</p> : null}
            <ul className="flex flex-col gap-3" aria-label={t('listLabel')}>
              {list.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
            {reviews.hasNextPage ? (
              <button
                type="button"
                className="button-secondary self-center"
                disabled={reviews.isFetchingNextPage}
                onClick={() => void reviews.fetchNextPage()}
              >
                {reviews.isFetchingNextPage ? t('loading') : t('showMore')}
              </button>
            ) : null}
          </div>
        )}
      </div>
    </SheetDialog>
  );
}
