import { useTranslations } from 'next-intl';
import Link from 'next/link';

/**
 * An unpublished activity shows the expired message 'Too late!' - 'This offer has expired...
 * Luckily, we have other stays to suggest you.', with 'See other offers' leading to the activity
 * search page.
 */
export function ActivityTooLate({ searchHref }: { searchHref: string }) {
  const t = useTranslations('activity');
  return (
    <section role="alert" aria-labelledby="activity-too-late" className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-card bg-white p-8 text-center shadow-card">
      <h1 id="activity-too-late" className="text-3xl font-bold text-brand-900">
        {t('tooLateTitle')}
      </h1>
      <p>{t('tooLateText')}</p>
      <Link href={searchHref} className="button-primary">
        {t('seeOtherOffers')}
      </Link>
    </section>
  );
}
