import type { Locale } from '@escapade/domain/markets';
import { ContentLink, blockHeadingId } from './ContentLink';
import { type BlockOf, paletteButtonClass, paletteStyle } from './content-block-model';
import { ArrowRightIcon } from './icons';

/**
 * "marketing block": a panel on its colour palette ("background, font light or dark") with an
 * image, a title, a text and a call to action. The text takes the palette's tone unless that
 * would be unreadable on the background.
 */
export function MarketingBlock({ block, locale }: { block: BlockOf<'marketingBlock'>; locale: Locale }) {
  const palette = paletteStyle(block.colorPalette);
  const headingId = blockHeadingId(block.id);
  return (
    <section aria-labelledby={headingId} className="container-page py-8 md:py-12" data-block="marketingBlock" data-tone={palette.tone}>
      <div className={`grid overflow-hidden rounded-3xl shadow-card md:grid-cols-2 ${palette.textClass}`} style={{ backgroundColor: palette.background }}>
        <div className="flex flex-col justify-center gap-4 p-6 md:p-12">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance md:text-4xl">
            {block.title}
          </h2>
          {block.subtitle ? <p className="max-w-prose text-base md:text-lg">{block.subtitle}</p> : null}
          {block.cta ? (
            <div className="pt-2">
              <ContentLink locale={locale} link={block.cta} className={`button-shape gap-2 ${paletteButtonClass(palette.tone)}`}>
                {block.cta.label}
                <ArrowRightIcon />
              </ContentLink>
            </div>
          ) : null}
        </div>
        <img
          src={block.image['640_360']}
          srcSet={`${block.image['640_360']} 640w, ${block.image['1920_595']} 1920w`}
          sizes="(min-width: 76rem) 38rem, (min-width: 48rem) 50vw, 100vw"
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="order-first h-full min-h-56 w-full object-cover md:order-none"
        />
      </div>
    </section>
  );
}
