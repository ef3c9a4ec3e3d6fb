'use client';

import type { ReviewsResponse } from '@escapade/contracts/reviews';
import { criteriaBarWidthPercent } from '@escapade/domain/reviews';
import { useTranslations } from 'next-intl';

/** The criteria details: one bar per criterion, "criteria bar width = score × 10%". */
export function CriteriaBars({ details }: { details: ReviewsResponse['details'] }) {
  const t = useTranslations('reviews');
  if (details.length === 0) return null;
  return (
    <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
      {details.map((criterion) => (
        <div key={criterion.label} className="flex flex-col gap-1">
          <div className="flex justify-between text-sm">
            <dt>{t(`criteria.${criterion.label}`)}</dt>
            <dd className="font-semibold">{criterion.score.toFixed(1).replace('.', ',')}</dd>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
            <div className="h-full rounded-full bg-brand-600" data-testid="criteria-bar" style={{ width: `${criteriaBarWidthPercent(criterion.score)}%` }} />
          </div>
        </div>
      ))}
    </dl>
  );
}
