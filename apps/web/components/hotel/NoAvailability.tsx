'use client';

import { useTranslations } from 'next-intl';

/**
 * "'Sorry, no availability on your dates' with a phone number ({phone}) and opening hours
 * (Mon-Fri 10h-21h, Sat-Sun 10h-19h) and a 'See all offers' button that clears dates."
 */
export function NoAvailability({ phone, onSeeAllOffers }: { phone: string; onSeeAllOffers(): void }) {
  const t = useTranslations('hotel');
  return (
    <div role="status" className="flex flex-col items-start gap-3 rounded-card bg-white p-5 ring-1 ring-line">
      <p className="text-lg font-bold text-brand-900">{t('noAvailability')}</p>
      <p>
        {t('callUs')}{' '}
        <a href={`tel:${phone.replace(/\s+/g, '')}`} className="font-semibold text-brand-800 underline underline-offset-2">
          {phone}
        </a>
      </p>
      <p className="text-sm text-muted">{t('openingHours')}</p>
      <button type="button" className="button-primary" onClick={onSeeAllOffers}>
        {t('seeAllOffers')}
      </button>
    </div>
  );
}
