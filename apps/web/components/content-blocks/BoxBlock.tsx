import type { BoxBlockResponse } from '@escapade/contracts/content';
import type { Locale } from '@escapade/domain/markets';
import { useTranslations } from 'next-intl';
import { BoxesRow } from './BoxesRow';
import { ContentLink, blockHeadingId } from './ContentLink';
import { paletteButtonClass, paletteStyle } from './content-block-model';
import { ArrowRightIcon } from './icons';

/** The box block's call: its answer, or the message of its failure. */
export type BoxBlockLoad = { status: 'loaded'; block: BoxBlockResponse } | { status: 'failed'; message: string };

/**
 * The gift box block (`box-block-serp`): the boxes on the block's colour palette. "Gift box block:
 * 'Error: {message}' only when errors are set to be shown, else nothing."
 */
export function BoxBlock({ load, locale, showErrors }: { load: BoxBlockLoad; locale: Locale; showErrors: boolean }) {
  const t = useTranslations('homepage');
  if (load.status === 'failed') {
    if (!showErrors) return null;
    return (
      <div className="container-page py-4" data-block="boxBlock">
        <p className="rounded-card bg-white p-4 text-sm font-semibold text-accent-800 ring-1 ring-accent-600">{t('boxBlockError', { message: load.message })}</p>
      </div>
    );
  }
  const { block } = load;
  if (block.boxes.length === 0) return null;
  const palette = paletteStyle(block.colorPalette);
  const headingId = blockHeadingId(block.id);
  return (
    <section
      aria-labelledby={headingId}
      style={{ backgroundColor: palette.background }}
      className={`${palette.textClass} py-10 md:py-14`}
      data-block="boxBlock"
      data-tone={palette.tone}
    >
      <div className="container-page">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
          <div className="flex max-w-3xl flex-col gap-1">
            <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance md:text-3xl">
              {block.title}
            </h2>
            {block.subtitle ? <p className="text-base md:text-lg">{block.subtitle}</p> : null}
          </div>
          {block.cta ? (
            <ContentLink locale={locale} link={block.cta} className={`button-shape gap-2 ${paletteButtonClass(palette.tone)}`}>
              {block.cta.label}
              <ArrowRightIcon />
            </ContentLink>
          ) : null}
        </div>
        <BoxesRow boxes={block.boxes} locale={locale} title={block.title} />
      </div>
    </section>
  );
}
