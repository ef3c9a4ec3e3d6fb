import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { hrefTo } from '../../i18n/navigation';
import { BoxPrice } from './BoxPrice';
import { includedItems, listedBoxes } from './box-model';
import { loadBoxList } from './box-data';

/** Included items a card shows before the price; the box page lists them all. */
const CARD_INCLUDED_ITEMS = 3;
/** Box images are asked for at 250 px high. */
const BOX_IMAGE_HEIGHT_PX = 250;
/** The box grid's columns on desktop. */
const BOXES_GRID_COLUMNS = 4;

/**
 * The gift box list page: banner titled 'A box for every
 * moment and every person', four-column grid of box cards, skeletons while loading. A card click
 * goes to the box page with the code. Only codes ending in EBOX are listed. The banner is sent at
 * once; the grid streams in behind its skeletons.
 */
export async function BoxListScreen({ market }: { market: Market }) {
  const t = await getTranslations('boxes');
  return (
    <div className="flex flex-col">
      <section aria-labelledby="boxes-banner-title" className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white">
        <div className="container-page flex flex-col gap-3 py-10 md:py-16">
          <h1 id="boxes-banner-title" className="max-w-3xl text-3xl font-bold tracking-tight md:text-5xl">
            {t('listTitle')}
          </h1>
          <p className="max-w-2xl text-lg text-brand-50">{t('listIntro')}</p>
        </div>
      </section>
      <div className="container-page py-8 md:py-10">
        <Suspense fallback={<BoxGridSkeleton label={t('listLoading')} />}>
          <BoxGrid market={market} />
        </Suspense>
      </div>
    </div>
  );
}

/**
 * The grid: BOXES_GRID_COLUMNS (4) columns on desktop, 2 on mobile.
 * Written out in full so Tailwind sees the class.
 */
const GRID_CLASS = 'grid grid-cols-2 gap-3 md:gap-6 lg:grid-cols-4';

async function BoxGrid({ market }: { market: Market }) {
  const [t, boxes] = await Promise.all([getTranslations('boxes'), loadBoxList(market.locale)]);
  if (!boxes) {
    return (
      <p role="alert" className="rounded-card bg-white p-6 text-center text-lg font-semibold text-brand-900 ring-1 ring-line">
        {t('errorTitle')}
      </p>
    );
  }
  const shown = listedBoxes(boxes);
  if (shown.length === 0) return <p className="text-center text-muted">{t('listEmpty')}</p>;
  return (
    <ul className={GRID_CLASS} aria-label={t('listLabel')}>
      {shown.map((box, index) => (
        <li key={box.code} className="min-w-0" data-box-code={box.code}>
          <a
            href={hrefTo(market.locale, { screen: 'boxes', rest: [box.code] })}
            className="group flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line hover:ring-brand-300"
          >
            <img
              src={box.mainImageBySize['640_360']}
              srcSet={`${box.mainImageBySize['640_360']} 640w, ${box.mainImageBySize['960_540']} 960w`}
              sizes="(min-width: 64rem) 25vw, 50vw"
              alt=""
              width={640}
              height={BOX_IMAGE_HEIGHT_PX}
              loading={index < 4 ? 'eager' : 'lazy'}
              decoding="async"
              className="w-full bg-brand-100 object-cover"
              style={{ height: BOX_IMAGE_HEIGHT_PX }}
            />
            <div className="flex flex-1 flex-col gap-2 p-3 md:p-4">
              <h2 className="text-base font-bold text-brand-900 group-hover:underline md:text-lg">{box.title}</h2>
              <ul className="hidden flex-col gap-0.5 text-sm text-muted sm:flex">
                {includedItems(box.includedContent)
                  .slice(0, CARD_INCLUDED_ITEMS)
                  .map((item) => (
                    <li key={item}>{item}</li>
                  ))}
              </ul>
              <p className="text-sm text-muted">{t('staysCount', { count: box.offerCount })}</p>
              <div className="mt-auto pt-2">
                <BoxPrice price={box.price} bcp47={market.bcp47} labels={{ insteadOf: t('insteadOf'), promo: (percent) => t('promo', { percent }) }} />
              </div>
            </div>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** "skeletons while loading": 8 placeholder cards, announced once to screen readers. */
function BoxGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" data-testid="box-skeletons">
      <span className="sr-only">{label}</span>
      <ul className={GRID_CLASS} aria-hidden="true">
        {Array.from({ length: 2 * BOXES_GRID_COLUMNS }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-card bg-white shadow-card">
            <div className="animate-pulse bg-brand-100" style={{ height: BOX_IMAGE_HEIGHT_PX }} />
            <div className="flex flex-col gap-3 p-4">
              <div className="h-5 w-4/5 animate-pulse rounded bg-line" />
              <div className="h-4 w-2/3 animate-pulse rounded bg-line" />
              <div className="h-6 w-1/3 animate-pulse rounded bg-line" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
