'use client';

import { useTranslations } from 'next-intl';

/**
 * The family-composition hint ("shows when children or babies are in the hash and
 * the theme is not 39"), with a way to the family stays.
 */
export function FamilyHint({ onShowFamilyStays }: { onShowFamilyStays(): void }) {
  const t = useTranslations('searchBox.familyHint');
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-brand-50 px-4 py-2 text-sm text-brand-900">
      <span>{t('text')}</span>
      <button type="button" onClick={onShowFamilyStays} className="min-h-11 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-600">
        {t('action')}
      </button>
    </p>
  );
}
