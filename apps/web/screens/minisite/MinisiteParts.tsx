import type { MinisiteResponse } from '@escapade/contracts/content';

/** Where the desktop banner takes over from the mobile one (Tailwind's `md`). */
const DESKTOP_BANNER_MEDIA = '(min-width: 48rem)';

export interface MinisiteBannerLabels {
  title: string;
  /** "with {partnerName}", when the minisite names its partner. */
  withPartner: string | null;
  /** The logo's text when no partner name is written beside it. */
  partnerLogo: string;
}

/**
 * The co-branded banner: the partner's banner picture (desktop 1920×595, mobile 750×360), its
 * logo and the page title "with {partnerName}".
 */
export function MinisiteBanner({ minisite, labels, headingId }: { minisite: Pick<MinisiteResponse, 'bannerUrls' | 'logoUrl'>; labels: MinisiteBannerLabels; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col">
      <picture>
        <source media={DESKTOP_BANNER_MEDIA} srcSet={minisite.bannerUrls.desktop} width={1920} height={595} />
        <img
          src={minisite.bannerUrls.mobile}
          alt=""
          width={750}
          height={360}
          fetchPriority="high"
          decoding="async"
          className="block h-auto max-h-[37rem] w-full bg-brand-100 object-cover"
        />
      </picture>
      <div className="container-page relative -mt-8 md:-mt-14">
        <div className="flex flex-wrap items-center gap-4 rounded-card bg-white p-4 shadow-card md:p-6">
          {minisite.logoUrl ? (
            // Beside a written partner name the logo repeats it; alone it names the partner.
            <img src={minisite.logoUrl} alt={labels.withPartner ? '' : labels.partnerLogo} className="h-12 w-auto max-w-40 object-contain md:h-16" decoding="async" />
          ) : null}
          <h1 id={headingId} className="flex flex-col text-2xl font-bold tracking-tight text-brand-900 md:text-4xl">
            {labels.title}
            {labels.withPartner ? <span className="text-lg font-semibold text-brand-700 md:text-2xl">{labels.withPartner}</span> : null}
          </h1>
        </div>
      </div>
    </section>
  );
}

/** The partner's legal text ("Partner minisite footers"), when the minisite has one. */
export function MinisiteFooter({ text, label }: { text: string | null; label: string }) {
  if (!text) return null;
  return (
    <section aria-label={label} className="border-t border-line pt-6" data-testid="minisite-footer">
      <p className="whitespace-pre-line text-xs leading-relaxed text-muted">{text}</p>
    </section>
  );
}
