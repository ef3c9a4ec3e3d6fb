import type { BoxBlockItem } from '@escapade/contracts/content';
import type { Locale } from '@escapade/domain/markets';
import { MARKETS } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';
import { contentHref } from '../../i18n/navigation';
import { boxCardPrice } from './content-block-model';
import { StarIcon } from './icons';

/** Included items a card lists before the price; the box page lists them all. */
const CARD_INCLUDED_ITEMS = 2;

/**
 * A gift box card of the boxes block and the box block: image, title, what is included, rating and
 * price; "Box promo shown only if discount over 5 percent" (badge and struck price). The whole card
 * is the link to the box page.
 */
export function BoxCard({ item, locale }: { item: BoxBlockItem; locale: Locale }) {
  const t = useTranslations('homepage.boxes');
  const { bcp47 } = MARKETS[locale];
  const price = boxCardPrice(item);
  const included = item.includedContent
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, CARD_INCLUDED_ITEMS);
  return (
    <a
      href={contentHref(locale, item.url)}
      className="group flex h-full flex-col overflow-hidden rounded-card bg-white text-ink no-underline shadow-card ring-1 ring-line transition hover:-translate-y-0.5 hover:shadow-lg hover:ring-brand-300"
      data-box={item.sku}
    >
      <div className="relative">
        <img src={item.image} alt="" width={640} height={360} loading="lazy" decoding="async" className="aspect-[16/9] w-full bg-brand-100 object-cover" />
        {price.promo ? (
          <span className="absolute top-3 left-3 rounded-full bg-accent-700 px-2.5 py-1 text-sm font-bold text-white shadow-sm" data-testid="box-promo">
            {t('promo', { percent: price.promo.percent })}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg leading-snug font-bold text-brand-900 group-hover:underline">{item.title}</h3>
        {included.length > 0 ? (
          <ul className="flex flex-col gap-0.5 text-sm text-muted">
            {included.map((line, index) => (
              <li key={`${index}-${line}`} className="line-clamp-1">
                {line}
              </li>
            ))}
          </ul>
        ) : null}
        {item.rating > 0 ? (
          <p className="inline-flex items-center gap-1 text-sm font-semibold text-brand-900">
            <StarIcon className="size-4 text-accent-600" />
            {t('rating', { rating: new Intl.NumberFormat(bcp47, { maximumFractionDigits: 1 }).format(item.rating) })}
          </p>
        ) : null}
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2">
          <span className="text-xl font-bold text-brand-900">{formatMoney(price.sellCents, bcp47)}</span>
          {price.promo ? (
            <span className="text-sm text-muted">
              <span className="sr-only">{t('insteadOf')} </span>
              <s>{formatMoney(price.promo.referenceCents, bcp47)}</s>
            </span>
          ) : null}
        </p>
      </div>
    </a>
  );
}
