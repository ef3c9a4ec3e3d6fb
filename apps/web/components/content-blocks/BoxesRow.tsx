import type { BoxBlockItem } from '@escapade/contracts/content';
import type { Locale } from '@escapade/domain/markets';
import { useTranslations } from 'next-intl';
import { BlockScrollerOnView } from './block-scroller-on-view';
import { BoxCard } from './BoxCard';
import { CAROUSEL_ITEM_CLASS } from './content-block-model';

/** The boxes of a block in their position order, as a carousel of box cards. */
export function BoxesRow({ boxes, locale, title }: { boxes: readonly BoxBlockItem[]; locale: Locale; title: string }) {
  const t = useTranslations('homepage.carousel');
  const ordered = [...boxes].sort((a, b) => a.position - b.position);
  return (
    <BlockScrollerOnView itemCount={ordered.length} labels={{ previous: t('previous', { title }), next: t('next', { title }), list: title }}>
      {ordered.map((item) => (
        <li key={item.id} className={CAROUSEL_ITEM_CLASS}>
          <BoxCard item={item} locale={locale} />
        </li>
      ))}
    </BlockScrollerOnView>
  );
}
