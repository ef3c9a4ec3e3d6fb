'use client';

import type { Review } from '@escapade/contracts/reviews';
import { useFormatter, useTranslations } from 'next-intl';
import { reviewDate } from './review-view';

/** One review: id, locale, customer, type, date, average, positive, negative. */
export function ReviewCard({ review }: { review: Review }) {
  const t = useTranslations('reviews');
  const format = useFormatter();
  return (
    <article className="flex flex-col gap-2 rounded-card bg-white p-4 ring-1 ring-line">
      <header className="flex items-start justify-between gap-3">
        <div className="flex flex-col">
          <span className="font-semibold text-ink">{review.customer}</span>
          <span className="text-sm text-muted">
            {t(`travellerTypes.${review.type}`)} · {format.dateTime(reviewDate(review), { month: 'long', year: 'numeric', timeZone: 'UTC' })}
          </span>
        </div>
        <span className="shrink-0 rounded-md bg-brand-800 px-1.5 py-0.5 text-sm font-bold text-white" aria-label={t('scoreOutOf10', { score: review.average.toFixed(1).replace('.', ',') })}>
          {review.average.toFixed(1).replace('.', ',')}
        </span>
      </header>
      {review.positive ? (
        <p className="flex gap-2 text-sm">
          <span className="font-bold text-brand-700" aria-hidden="true">+</span>
          <span>
            <span className="sr-only">{t('positive')} </span>
            {review.positive}
          </span>
        </p>
      ) : null}
      {review.negative ? (
        <p className="flex gap-2 text-sm">
          <span className="font-bold text-accent-700" aria-hidden="true">−</span>
          <span>
            <span className="sr-only">{t('negative')} </span>
            {review.negative}
          </span>
        </p>
      ) : null}
    </article>
  );
}
