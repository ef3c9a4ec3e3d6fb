import type { ContentLink as ContentLinkData } from '@escapade/contracts/content';
import type { Locale } from '@escapade/domain/markets';
import type { ReactNode } from 'react';
import { ContentLink } from './ContentLink';
import { ArrowRightIcon } from './icons';

export interface BlockSectionProps {
  locale: Locale;
  headingId: string;
  title: string;
  subtitle?: string | null;
  /** 'See all'-type link beside the heading. */
  cta?: ContentLinkData | null;
  children: ReactNode;
  /** The block's kind, as `data-block` (tests and analytics find a block by it). */
  blockType: string;
}

/** A block of the page: its h2 (the page's h1 is the jumbotron's), subtitle and link, then its content. */
export function BlockSection({ locale, headingId, title, subtitle, cta, children, blockType }: BlockSectionProps) {
  return (
    <section aria-labelledby={headingId} className="container-page py-8 md:py-12" data-block={blockType}>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-2 md:mb-7">
        <div className="flex max-w-3xl flex-col gap-1">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance text-brand-900 md:text-3xl">
            {title}
          </h2>
          {subtitle ? <p className="text-base text-muted md:text-lg">{subtitle}</p> : null}
        </div>
        {cta ? (
          <ContentLink
            locale={locale}
            link={cta}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-1 font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
          >
            {cta.label}
            <ArrowRightIcon />
          </ContentLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}
