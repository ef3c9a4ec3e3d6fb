import type { AnnouncementBanner as AnnouncementBannerData } from '@escapade/contracts/content';
import type { Locale } from '@escapade/domain/markets';
import { contentHref } from '../../i18n/navigation';
import { ArrowRightIcon } from '../../components/content-blocks/icons';
import { type AnnouncementTone, announcementToneOf } from './home-model';

/** Each tone's colours, white or ink text at 4.5:1 or more. */
const TONE_CLASS: Record<AnnouncementTone, string> = {
  promo: 'bg-accent-700 text-white',
  info: 'bg-brand-800 text-white',
  neutral: 'bg-brand-50 text-brand-900 border-b border-brand-100',
};

/**
 * The announcement banner ("content, colorVariation, link url"): one line above the page, the
 * whole line the link when it has one. Without an announcement nothing is drawn; the page is
 * rendered with it on the server, so nothing moves when it loads.
 */
export function AnnouncementBanner({ banner, locale }: { banner: AnnouncementBannerData | null; locale: Locale }) {
  if (!banner || banner.content.trim() === '') return null;
  const tone = announcementToneOf(banner.colorVariation);
  return (
    <div className={`${TONE_CLASS[tone]} text-sm md:text-base`} data-testid="announcement-banner" data-tone={tone}>
      <p className="container-page flex min-h-10 items-center justify-center py-2 text-center font-semibold">
        {banner.link ? (
          <a href={contentHref(locale, banner.link.url)} className="inline-flex items-center gap-2 underline decoration-2 underline-offset-4 hover:decoration-transparent">
            {banner.content}
            <ArrowRightIcon />
          </a>
        ) : (
          banner.content
        )}
      </p>
    </div>
  );
}
