'use client';

import type { ReviewsResponse } from '@escapade/contracts/reviews';
import type { ReviewLanguage } from '@escapade/domain/reviews';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { EnsureQueryProvider } from '../providers/QueryProvider';
import { CriteriaBars } from './CriteriaBars';
import { ReviewCard } from './ReviewCard';
import { ReviewScore } from './ReviewScore';
import { ReviewsHeadlineText } from './ReviewsHeadlineText';
import { positiveReviews, reviewsHeadline } from './review-view';

// The modal (and its data fetching) loads when the visitor first opens it.
const ReviewsModal = dynamic(() => import('./ReviewsModal').then((module) => module.ReviewsModal), { ssr: false });

export interface ReviewsSectionProps {
  /** The hotel whose reviews these are (the product page passes its hotel's). */
  hotelId: number;
  /** The first page, asked with `initialReviewsQuery(locale)`; null when the call failed ("error hides review block"). */
  initial: ReviewsResponse | null;
  /** Anchor of the section (sticky tabs scroll to it). */
  id?: string;
}

/**
 * The reviews block: the score
 * with its label, the criteria bars, up to 4 positive reviews, and 'See all reviews' opening the
 * modal where sort and language change. Server-rendered from the first page.
 */
export function ReviewsSection({ hotelId, initial, id }: ReviewsSectionProps) {
  const t = useTranslations('reviews');
  const headingId = useId();
  const [modal, setModal] = useState<{ open: boolean; language?: ReviewLanguage }>({ open: false });
  const [hasOpened, setHasOpened] = useState(false);
  if (!initial) return null;

  function openModal(language?: ReviewLanguage) {
    setHasOpened(true);
    setModal({ open: true, language });
  }

  const headline = reviewsHeadline(initial);
  const excerpt = positiveReviews(initial.list);
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 flex flex-col gap-5">
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {t('title')}
      </h2>
      {initial.hotelReviewCount === 0 ? (
        <ReviewsHeadlineText headline={headline} />
      ) : (
        <>
          <div className="flex flex-col gap-5 rounded-card bg-white p-5 ring-1 ring-line md:flex-row md:items-start md:gap-10">
            <div className="shrink-0">
              <ReviewScore score={initial.score} count={initial.hotelReviewCount} size="lg" />
            </div>
            <div className="min-w-0 flex-1">
              <CriteriaBars details={initial.details} />
            </div>
          </div>
          <ReviewsHeadlineText headline={headline} onSeeAllLanguages={() => openModal('all')} />
          {excerpt.length > 0 ? (
            <ul className="grid gap-4 md:grid-cols-2">
              {excerpt.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
          ) : null}
          <div>
            <button type="button" className="button-secondary" onClick={() => openModal()}>
              {t('seeAll', { count: initial.hotelReviewCount })}
            </button>
          </div>
        </>
      )}
      {hasOpened ? (
        <EnsureQueryProvider>
          <ReviewsModal
            hotelId={hotelId}
            initial={initial}
            open={modal.open}
            openLanguage={modal.language}
            onOpenChange={(open) => setModal((current) => ({ ...current, open }))}
          />
        </EnsureQueryProvider>
      ) : null}
    </section>
  );
}
