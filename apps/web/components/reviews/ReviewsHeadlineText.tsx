'use client';

import { useTranslations } from 'next-intl';
import type { ReviewsHeadline } from './review-view';

/** The line above a review list, and 'See all the languages' when the language has none. */
export function ReviewsHeadlineText({ headline, onSeeAllLanguages }: { headline: ReviewsHeadline; onSeeAllLanguages?(): void }) {
  const t = useTranslations('reviews');
  switch (headline.kind) {
    case 'none':
      return <p className="text-muted">{t('noReviews')}</p>;
    case 'all':
      return <p className="font-semibold">{t('count', { count: headline.count })}</p>;
    case 'inLanguage':
      return <p className="font-semibold">{t('countInLanguage', { count: headline.count, language: t(`languagesIn.${headline.language}`) })}</p>;
    case 'noneInLanguage':
      return (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="text-muted">{t('noReviewsInLanguage', { language: t(`languagesIn.${headline.language}`) })}</p>
          {onSeeAllLanguages ? (
            <button type="button" onClick={onSeeAllLanguages} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-600">
              {t('seeAllLanguages')}
            </button>
          ) : null}
        </div>
      );
  }
}
