import type { BoxDetail } from '@escapade/contracts/boxes';
import type { Market } from '@escapade/domain/markets';
import { BOX_CHECKOUT_SEGMENT } from '@escapade/domain/screen-segments';
import { getTranslations } from 'next-intl/server';
import { RecordViewItem } from '../../components/analytics/RecordViewItem';
import { Gallery } from '../../components/gallery';
import { EnsureQueryProvider } from '../../components/providers/QueryProvider';
import { PageBreadcrumb } from '../../components/shell/PageBreadcrumb';
import { getWebConfig } from '../../config';
import { buildMarketPath, buildMarketPrefix } from '../../i18n/market-urls';
import { hrefTo } from '../../i18n/navigation';
import { BoxPurchase } from './BoxPurchase';
import { BoxStays } from './BoxStays';
import { BOX_GIFT_VALIDITY_MONTHS, BOX_PHYSICAL_DELIVERY_WORKING_DAYS, boxFormatOptions, boxGalleryImages, includedItems } from './box-model';

/**
 * The gift box detail page: gallery, title, included
 * items, physical and digital format options, the stays-available carousel loaded page by page,
 * the how-it-works block; the desktop side panel with price, promo and free delivery, and the
 * mobile 'Offer' button (BoxPurchase).
 */
export async function BoxDetailScreen({ market, box }: { market: Market; box: BoxDetail }) {
  const t = await getTranslations('boxes');
  const { urlMode } = getWebConfig();
  const listHref = hrefTo(market.locale, { screen: 'boxes' });
  const items = includedItems(box.includedContent);

  return (
    <EnsureQueryProvider>
      <RecordViewItem id={box.code} name={box.title} category="box" priceCents={box.price.sellPrice} />
      <div className="container-page flex flex-col gap-3 pt-4 md:pt-6">
        <PageBreadcrumb
          label={t('breadcrumb')}
          links={[
            { href: hrefTo(market.locale, { screen: 'home' }), label: t('home') },
            { href: listHref, label: t('allBoxes') },
          ]}
          current={box.title}
        />
        <header className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{box.title}</h1>
          <p className="text-lg text-muted">{box.description}</p>
        </header>
      </div>
      <div className="container-page mt-4 px-0 md:px-8">
        <Gallery images={boxGalleryImages(box.imagesBySize)} name={box.title} pictures={4} />
      </div>
      <BoxPurchase
        code={box.code}
        title={box.title}
        options={boxFormatOptions(box, market.features.physicalGift)}
        boxPathTemplate={buildMarketPath(market.locale, { screen: 'boxes', rest: ['__CODE__'] }, urlMode)}
        checkoutPath={buildMarketPath(market.locale, { screen: 'boxes', rest: [BOX_CHECKOUT_SEGMENT] }, urlMode)}
        included={
          <section aria-labelledby="box-included-title" className="flex flex-col gap-3">
            <h2 id="box-included-title" className="text-2xl font-bold text-brand-900">
              {t('includedTitle')}
            </h2>
            <ul className="grid gap-2 sm:grid-cols-2" data-testid="box-included">
              {items.map((item) => (
                <li key={item} className="flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 font-semibold text-brand-900">
                  <svg viewBox="0 0 24 24" className="size-4 shrink-0 text-brand-600" aria-hidden="true" focusable="false">
                    <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  {item}
                </li>
              ))}
            </ul>
          </section>
        }
        stays={<BoxStays code={box.code} marketPrefix={buildMarketPrefix(market.locale, urlMode)} />}
        howItWorks={
          <section aria-labelledby="box-how-title" className="flex flex-col gap-4 rounded-card bg-white p-5 ring-1 ring-line md:p-6">
            <h2 id="box-how-title" className="text-2xl font-bold text-brand-900">
              {t('howItWorksTitle')}
            </h2>
            <p className="-mt-2 font-semibold text-brand-700">{t('howItWorksIntro')}</p>
            <ol className="grid gap-4 md:grid-cols-3">
              {(['howStep1', 'howStep2', 'howStep3'] as const).map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white">
                    {index + 1}
                  </span>
                  <span className="flex flex-col gap-1">
                    <span className="font-bold text-brand-900">{t(`${step}.title`)}</span>
                    <span className="text-sm text-muted">
                      {t(`${step}.text`, { min: BOX_PHYSICAL_DELIVERY_WORKING_DAYS.min, max: BOX_PHYSICAL_DELIVERY_WORKING_DAYS.max, months: BOX_GIFT_VALIDITY_MONTHS })}
                    </span>
                  </span>
                </li>
              ))}
            </ol>
          </section>
        }
      />
    </EnsureQueryProvider>
  );
}
