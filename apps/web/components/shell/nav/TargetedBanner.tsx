import type { TargetedBanner as TargetedBannerContent } from '@escapade/contracts/content';
import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { contentHref } from '../../../i18n/navigation';
import { loadShellContent } from '../../../lib/shell-content';

/**
 * The "targeted banner" of the flow, a slim banner under the header of the home and search pages.
 * It comes with the shell content (one call per request, shared with the layout); nothing when
 * the flow has none (only the booking and gifting flows have one) or the content call failed.
 * Not dismissible.
 */
export async function TargetedBanner({ market, flow }: { market: Market; flow: string }) {
  const banners = (await loadShellContent(market.locale))?.targetedBanners;
  const banner = (flow === 'booking' || flow === 'gifting' ? banners?.[flow] : null) ?? null;
  if (!banner) return null;
  const t = await getTranslations('navigation');
  return <TargetedBannerView banner={banner} toHref={(url) => contentHref(market.locale, url)} newTabLabel={t('newTab')} />;
}

const OBJECT_POSITION = { center: 'object-center', left: 'object-left', right: 'object-right' } as const;

export interface TargetedBannerViewProps {
  banner: TargetedBannerContent;
  /** Builds a content link's href for the site's URL mode. */
  toHref(url: string): string;
  /** Read after a link that opens in a new tab. */
  newTabLabel: string;
}

/** The banner itself: its picture (desktop and mobile images), title, subtitle and calls to action. */
export function TargetedBannerView({ banner, toHref, newTabLabel }: TargetedBannerViewProps) {
  const newTab = (isNewTab: boolean) => (isNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {});
  // The title leads to the banner's url, unless a call to action already does.
  const isTitleLinked = !banner.ctas.some((cta) => cta.url === banner.url);
  return (
    <section aria-label={banner.title} className="relative isolate overflow-hidden bg-brand-900 text-white">
      <picture>
        <source media="(min-width: 48rem)" srcSet={banner.imageUrl} />
        {/* Lazy: under the jumbotron, whose picture is the page's largest paint and must not share the first requests with it. */}
        <img src={banner.imageMobile} alt={banner.imageAlt} width={750} height={360} loading="lazy" decoding="async" className={`absolute inset-0 -z-20 size-full object-cover ${OBJECT_POSITION[banner.imagePosition]}`} />
      </picture>
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/85 via-brand-950/65 to-brand-950/30" />
      <div className="container-page flex min-h-24 flex-col gap-3 py-4 md:flex-row md:items-center md:justify-between md:gap-6">
        <div className="flex flex-col gap-1">
          <p className="text-lg font-bold leading-snug">
            {isTitleLinked ? (
              <Link prefetch={false} href={toHref(banner.url)} {...newTab(banner.newTab)} className="text-white underline-offset-4 hover:underline">
                {banner.title}
                {banner.newTab ? <span className="sr-only">{` ${newTabLabel}`}</span> : null}
              </Link>
            ) : (
              banner.title
            )}
          </p>
          {banner.subtitle ? <p className="text-sm text-brand-100">{banner.subtitle}</p> : null}
        </div>
        {banner.ctas.length > 0 ? (
          <ul className="flex flex-wrap gap-3">
            {banner.ctas.map((cta) => (
              <li key={`${cta.url} ${cta.label}`}>
                <Link prefetch={false} href={toHref(cta.url)} {...newTab(cta.newTab)} className="button-primary min-h-11">
                  {cta.label}
                  {cta.newTab ? <span className="sr-only">{` ${newTabLabel}`}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
