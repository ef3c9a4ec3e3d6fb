import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { hrefTo } from '../../i18n/navigation';
import type { ShellFlow } from '../../lib/flow-param';
import { withFlow } from '../../lib/flow-param';

/**
 * The homepage's jumbotron for the current flow (which falls back to the booking flow). The
 * content blocks come with the homepage content call.
 */
export async function HomeScreen({ market, flow }: { market: Market; flow: ShellFlow }) {
  const t = await getTranslations('home');
  const isGifting = flow === 'gifting';
  const subtitle = isGifting ? (market.features.physicalGift ? t('giftingSubtitle') : t('giftingSubtitleDigital')) : t('bookingSubtitle');
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <HeroBackdrop />
      <div className="container-page relative flex min-h-[26rem] flex-col justify-center gap-6 py-16 md:min-h-[32rem]">
        <h1 className="max-w-3xl text-4xl font-bold leading-tight tracking-tight text-balance md:text-6xl">
          {isGifting ? t('giftingTitle') : t('bookingTitle')}
        </h1>
        <p className="max-w-2xl text-lg text-brand-100 md:text-xl">{subtitle}</p>
        <div>
          <Link href={withFlow(hrefTo(market.locale, { screen: 'search' }), flow)} className="button-primary">
            {isGifting ? t('giftingCta') : t('bookingCta')}
          </Link>
        </div>
      </div>
    </section>
  );
}

function HeroBackdrop() {
  return (
    <svg className="absolute inset-0 -z-10 h-full w-full" viewBox="0 0 1200 520" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--color-brand-900)" />
          <stop offset="1" stopColor="var(--color-brand-700)" />
        </linearGradient>
      </defs>
      <rect width="1200" height="520" fill="url(#hero-sky)" />
      <circle cx="960" cy="300" r="150" fill="var(--color-accent-500)" opacity="0.85" />
      <path d="M0 380c120-50 240-50 360 0s240 50 360 0 240-50 360 0 120 25 120 25v115H0z" fill="var(--color-brand-600)" opacity="0.9" />
      <path d="M0 440c120-40 240-40 360 0s240 40 360 0 240-40 360 0 120 20 120 20v80H0z" fill="var(--color-brand-800)" />
    </svg>
  );
}
