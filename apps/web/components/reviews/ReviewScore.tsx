'use client';

import { useTranslations } from 'next-intl';
import { scoreBadge } from './review-view';

/** The score out of 10 with its label ('Perfect' … 'Good', 'New' without a score) and the review count. */
export function ReviewScore({ score, count, size = 'md' }: { score: number | null; count: number; size?: 'md' | 'lg' }) {
  const t = useTranslations('reviews');
  const badge = scoreBadge(score);
  return (
    <div className="flex items-center gap-3">
      {badge.text ? (
        <span
          className={`inline-flex items-baseline rounded-lg bg-brand-800 font-bold text-white ${size === 'lg' ? 'px-3 py-2 text-2xl' : 'px-2 py-1 text-base'}`}
          aria-label={t('scoreOutOf10', { score: badge.text })}
        >
          {badge.text}
          <span className="ml-0.5 text-xs font-semibold opacity-90" aria-hidden="true">
            /10
          </span>
        </span>
      ) : null}
      <span className="flex flex-col leading-tight">
        {badge.label ? <span className="font-bold text-brand-900">{t(`scoreLabels.${badge.label}`)}</span> : null}
        {count > 0 ? <span className="text-sm text-muted">{t('count', { count })}</span> : null}
      </span>
    </div>
  );
}
