'use client';

import type { ReviewsResponse } from '@escapade/contracts/reviews';
import { criteriaBarWidthPercent } from '@escapade/domain/reviews';
import { useTranslations } from 'next-intl';

/** The criteria details: one bar per criterion, "criteria bar width = score × 10%". */
export function CriteriaBars({ details }: { details: ReviewsResponse['details'] }) {
  const t = useTranslations('reviews');
  if (details.length === 0) return null;
  return (
    <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2" aria-label={t('criteriaLabel')}>
      {details.map((criterion) => (
        <li key={criterion.label} className="flex flex-col gap-1">
          <span className="flex justify-between text-sm">
            <span>{t(`criteria.${criterion.label}`)}</span>
            <span className="font-semibold">{criterion.score.toFixed(1).replace('.', ',')}</span>
          </span>
          <span className="block h-2 overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
            <span className="block h-full rounded-full bg-brand-600" data-testid="criteria-bar" style={{ width: `${criteriaBarWidthPercent(criterion.score)}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}
