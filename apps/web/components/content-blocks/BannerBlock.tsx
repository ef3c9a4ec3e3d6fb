import type { Locale } from '@escapade/domain/markets';
import { ContentLink, blockHeadingId } from './ContentLink';
import type { BlockOf } from './content-block-model';
import { ArrowRightIcon } from './icons';
import { WidePicture } from './WidePicture';

/** "banner": a wide image with its title, subtitle and call to action over a shade that keeps them readable. */
export function BannerBlock({ block, locale }: { block: BlockOf<'banner'>; locale: Locale }) {
  const headingId = blockHeadingId(block.id);
  return (
    <section aria-labelledby={headingId} className="container-page py-8 md:py-12" data-block="banner">
      <div className="relative isolate overflow-hidden rounded-3xl bg-brand-900 text-white shadow-card">
        <div className="absolute inset-0 -z-10">
          <WidePicture image={block.image} />
        </div>
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950/90 via-brand-950/60 to-brand-950/20 md:bg-gradient-to-r md:from-brand-950/90 md:via-brand-950/55 md:to-transparent" aria-hidden="true" />
        <div className="flex min-h-72 max-w-2xl flex-col justify-end gap-3 p-6 md:min-h-80 md:justify-center md:p-12">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance md:text-4xl">
            {block.title}
          </h2>
          {block.subtitle ? <p className="text-base md:text-lg">{block.subtitle}</p> : null}
          {block.cta ? (
            <div className="pt-2">
              <ContentLink locale={locale} link={block.cta} className="button-primary gap-2">
                {block.cta.label}
                <ArrowRightIcon />
              </ContentLink>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
