'use client';

import { useTranslations } from 'next-intl';
import type { DatesVariation } from './calendar-model';

/**
 * The dates variations of a search: 'forced dates' asks for both dates before a
 * search; 'suggested' asks once and lets the visitor go on with flexible dates.
 */
export function CalendarNotices({ variation, onFlexibleDates }: { variation?: DatesVariation; onFlexibleDates?(): void }) {
  const t = useTranslations('calendar');
  if (!variation) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
      <p>{variation === 'forced' ? t('forcedDates') : t('suggestedDates')}</p>
      {variation === 'suggested' && onFlexibleDates ? (
        <button type="button" onClick={onFlexibleDates} className="button-secondary min-h-10 bg-white px-4 text-sm">
          {t('flexibleDates')}
        </button>
      ) : null}
    </div>
  );
}
