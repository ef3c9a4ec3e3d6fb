'use client';

import { useTranslations } from 'next-intl';
import { Accordion } from 'radix-ui';
import { useMarket } from '../market-context';

/** 'How it works' with the localized video: a poster and a source per locale, served by the site itself. */
export function giftVideoPaths(locale: string): { poster: string; source: string } {
  return { poster: `/gift-video/${locale}/poster.webp`, source: `/gift-video/${locale}/how-it-works.mp4` };
}

export function HowItWorks() {
  const t = useTranslations('gift');
  const { locale } = useMarket();
  const video = giftVideoPaths(locale);
  return (
    <Accordion.Root type="single" collapsible className="rounded-xl ring-1 ring-line">
      <Accordion.Item value="how">
        <Accordion.Header>
          <Accordion.Trigger className="flex min-h-12 w-full items-center justify-between px-3 text-left font-semibold text-brand-900">
            {t('howItWorksTitle')}
            <span aria-hidden="true">▾</span>
          </Accordion.Trigger>
        </Accordion.Header>
        <Accordion.Content className="flex flex-col gap-3 px-3 pb-4">
          <ol className="list-decimal pl-5 text-sm">
            <li>{t('howStep1')}</li>
            <li>{t('howStep2')}</li>
            <li>{t('howStep3')}</li>
          </ol>
          <video controls preload="none" poster={video.poster} className="aspect-video w-full rounded-xl bg-brand-950" aria-label={t('videoLabel')}>
            <source src={video.source} type="video/mp4" />
          </video>
        </Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  );
}
