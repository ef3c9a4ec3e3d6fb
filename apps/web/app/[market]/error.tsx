'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorPanel } from '../../components/errors/ErrorPanel';
import { useMarket } from '../../components/market-context';
import { reportCrash } from '../../lib/browser-api';

/** The crash page, 'It seems that the page went on holidays' with 'Go to the homepage'; reported at level ERROR. */
export default function CrashPage({ error }: { error: unknown; retry: () => void }) {
  const t = useTranslations('crash');
  const { locale, homeHref } = useMarket();
  useEffect(() => {
    reportCrash(error, locale, window.location.href);
  }, [error, locale]);
  return (
    <>
      <title>{t('title')}</title>
      <ErrorPanel
        title={t('title')}
        action={
          // A full load: the broken client state must not survive.
          <a href={homeHref} className="button-primary">
            {t('home')}
          </a>
        }
      />
    </>
  );
}
