import type { GiftBlockItem } from '@escapade/contracts/content';
import type { Locale } from '@escapade/domain/markets';
import { useTranslations } from 'next-intl';
import { contentHref } from '../../i18n/navigation';
import { BlockSection } from './BlockSection';
import { ArrowRightIcon } from './icons';

type GiftKind = 'singleVoucher' | 'box' | 'giftcard' | 'activity';

/** The gifts an item links to, in this order; a box or gift card only where the item has its link. */
export function giftLinksOf(item: GiftBlockItem): Array<{ kind: GiftKind; url: string }> {
  const links: Array<{ kind: GiftKind; url: string | null }> = [
    { kind: 'singleVoucher', url: item.singleVoucherURL },
    { kind: 'box', url: item.boxURL },
    { kind: 'giftcard', url: item.giftcardURL },
    { kind: 'activity', url: item.activityOnlyURL },
  ];
  return links.filter((link): link is { kind: GiftKind; url: string } => Boolean(link.url));
}

/** Where the large image (imageL) replaces the small one (imageS). */
const LARGE_MEDIA = '(min-width: 48rem)';

/**
 * The gift block: each item ("title, subtitle, imageS, imageL, boxURL, singleVoucherURL,
 * giftcardURL, activityOnlyURL") with the ways to offer it: a stay, a box, a gift card, an activity.
 */
export function GiftBlock({ items, locale }: { items: readonly GiftBlockItem[]; locale: Locale }) {
  const t = useTranslations('homepage.giftBlock');
  if (items.length === 0) return null;
  return (
    <BlockSection locale={locale} headingId="gift-block" title={t('title')} subtitle={t('subtitle')} blockType="giftBlock">
      <ul className="flex flex-col gap-6">
        {items.map((item, index) => (
          <li key={`${index}-${item.title}`} className="grid overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line md:grid-cols-[5fr_6fr]">
            <picture>
              <source media={LARGE_MEDIA} srcSet={item.imageL} />
              <img src={item.imageS} alt="" width={640} height={360} loading="lazy" decoding="async" className="h-full min-h-52 w-full bg-brand-100 object-cover" />
            </picture>
            <div className="flex flex-col gap-4 p-6 md:p-10">
              <div className="flex flex-col gap-1">
                <h3 className="text-xl font-bold text-brand-900 md:text-2xl">{item.title}</h3>
                <p className="text-muted md:text-lg">{item.subtitle}</p>
              </div>
              <ul className="grid gap-3 sm:grid-cols-2">
                {giftLinksOf(item).map((link) => (
                  <li key={link.kind}>
                    <a
                      href={contentHref(locale, link.url)}
                      className="flex min-h-14 items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3 font-semibold text-brand-900 no-underline ring-1 ring-brand-100 transition hover:bg-brand-100 hover:ring-brand-300"
                      data-gift={link.kind}
                    >
                      <span className="flex flex-col">
                        <span>{t(`links.${link.kind}`)}</span>
                        <span className="text-sm font-normal text-muted">{t(`hints.${link.kind}`)}</span>
                      </span>
                      <ArrowRightIcon className="size-5 shrink-0 text-brand-700" />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
