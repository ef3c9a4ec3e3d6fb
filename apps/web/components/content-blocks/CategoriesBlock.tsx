import type { Locale } from '@escapade/domain/markets';
import { contentHref } from '../../i18n/navigation';
import { BlockSection } from './BlockSection';
import { blockHeadingId } from './ContentLink';
import type { BlockOf } from './content-block-model';

/** "categories": the themes as image tiles, each leading to its search page. */
export function CategoriesBlock({ block, locale }: { block: BlockOf<'categories'>; locale: Locale }) {
  if (block.items.length === 0) return null;
  return (
    <BlockSection locale={locale} headingId={blockHeadingId(block.id)} title={block.title} subtitle={block.subtitle} blockType="categories">
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-5 lg:grid-cols-4">
        {block.items.map((item) => (
          <li key={item.themeId}>
            <a
              href={contentHref(locale, item.url)}
              className="group relative isolate flex aspect-[4/3] items-end overflow-hidden rounded-card bg-brand-900 no-underline shadow-card"
              data-theme-id={item.themeId}
            >
              <img
                src={item.imageUrl}
                alt=""
                width={640}
                height={360}
                loading="lazy"
                decoding="async"
                className="absolute inset-0 -z-10 h-full w-full object-cover transition duration-300 group-hover:scale-105"
              />
              <span className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950/90 via-brand-950/35 to-transparent" aria-hidden="true" />
              <span className="p-3 text-base leading-tight font-bold text-white md:p-4 md:text-lg">{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
