import type { Locale } from '@escapade/domain/markets';
import { BlockSection } from './BlockSection';
import { BoxesRow } from './BoxesRow';
import { blockHeadingId } from './ContentLink';
import type { BlockOf } from './content-block-model';

/** "boxes": the market's gift boxes as cards, and the link to all of them; nothing without boxes. */
export function BoxesBlock({ block, locale }: { block: BlockOf<'boxes'>; locale: Locale }) {
  if (block.boxes.length === 0) return null;
  const headingId = blockHeadingId(block.id);
  return (
    <BlockSection locale={locale} headingId={headingId} title={block.title} subtitle={block.subtitle} cta={block.cta} blockType="boxes">
      <BoxesRow boxes={block.boxes} locale={locale} title={block.title} />
    </BlockSection>
  );
}
