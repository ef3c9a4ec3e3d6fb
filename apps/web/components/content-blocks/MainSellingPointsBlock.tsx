import { BlockSection } from './BlockSection';
import { blockHeadingId } from './ContentLink';
import { type BlockOf, sellingPointsColumns } from './content-block-model';
import type { Locale } from '@escapade/domain/markets';
import { SellingPointIcon } from './icons';

/** Written out in full so Tailwind sees the classes: 2 columns, or 4 from `lg`. */
const GRID_BY_COLUMNS = { 2: 'grid gap-4 sm:grid-cols-2', 4: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4' } as const;

/** "main selling points (secondary variant has 2 columns)": an icon, a title and a line each. */
export function MainSellingPointsBlock({ block, locale }: { block: BlockOf<'mainSellingPoints'>; locale: Locale }) {
  if (block.items.length === 0) return null;
  const columns = sellingPointsColumns(block.variant);
  return (
    <BlockSection locale={locale} headingId={blockHeadingId(block.id)} title={block.title} subtitle={block.subtitle} blockType="mainSellingPoints">
      <ul className={GRID_BY_COLUMNS[columns]} data-columns={columns}>
        {block.items.map((item) => (
          <li key={`${item.icon}-${item.title}`} className="flex items-center gap-4 rounded-card bg-white p-4 shadow-card ring-1 ring-line md:items-start md:p-5">
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <SellingPointIcon icon={item.icon} />
            </span>
            <div className="flex flex-col gap-1">
              <h3 className="font-bold text-brand-900">{item.title}</h3>
              <p className="text-sm text-muted">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
