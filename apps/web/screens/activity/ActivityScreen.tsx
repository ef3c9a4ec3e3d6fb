import type { ActivityProduct } from '@escapade/contracts/activity-product';
import { type BreadcrumbItem, breadcrumbItemSchema } from '@escapade/contracts/hotel';
import type { Market } from '@escapade/domain/markets';
import { truncateActivitySummary } from '@escapade/domain/text';
import { getTranslations } from 'next-intl/server';
import { Gallery } from '../../components/gallery';
import { HotelBreadcrumb } from '../../components/hotel/HotelBreadcrumb';
import { HotelDescription } from '../../components/hotel/HotelDescription';
import { RecordViewItem } from '../../components/analytics/RecordViewItem';
import { RecentlyViewedList, RecordRecentlyViewed } from '../../components/recently-viewed';
import { WishlistToggle } from '../../components/wishlist/WishlistToggle';
import { activityWishlistItem } from '../../components/wishlist/wishlist-items';
import { getWebConfig } from '../../config';
import { buildMarketPath } from '../../i18n/market-urls';
import { hrefTo } from '../../i18n/navigation';
import { isScreenEnabled } from '../../i18n/routes';
import { ActivityHowItWorks } from './ActivityHowItWorks';
import { ActivityPracticalInfo } from './ActivityPracticalInfo';
import { ActivityPurchase } from './ActivityPurchase';
import { ActivityTooLate } from './ActivityTooLate';
import { activityCheckoutSegment } from './activity-checkout-segment';

/** "See other offers leading to the activity search page" (the stays search where a market has none). */
export function otherOffersHref(market: Market): string {
  return hrefTo(market.locale, { screen: isScreenEnabled('activitySearch', market) ? 'activitySearch' : 'search' });
}

/** The product's destinations (country to city), each a search landing like the hotel page's. */
function destinations(product: ActivityProduct): BreadcrumbItem[] {
  return product.breadCrumb.flatMap((item) => {
    const parsed = breadcrumbItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The activity page: images, label, description, activities,
 * locations, schedules, nice-to-know, important info, price and group-size setup with 'Offer' and
 * 'Buy for myself', how it works and the recently viewed activities, plus the practical-info modal.
 * The content is server-rendered; the group size (hash `a`) and the recently viewed list are the
 * browser's. An unpublished product shows 'Too late!'.
 */
export async function ActivityScreen({ market, product }: { market: Market; product: ActivityProduct }) {
  const t = await getTranslations('activity');
  if (!product.published) {
    return (
      <div className="container-page py-10">
        <ActivityTooLate searchHref={otherOffersHref(market)} />
      </div>
    );
  }
  const { urlMode, mapTileUrl } = getWebConfig();
  const pageHref = hrefTo(market.locale, { screen: 'activity', rest: [String(product.id)] });
  const checkoutPath = buildMarketPath(market.locale, { screen: 'activity', rest: [activityCheckoutSegment(market.language)] }, urlMode);
  const lowestPrice = Math.min(...Object.values(product.prices).map((price) => price.sellPrice));
  const centre = product.mainActivityCenter;

  return (
    <>
      <RecordRecentlyViewed
        id={product.id}
        label={product.label}
        imageUrl={product.imagesBySize['640_360']}
        hotel={centre.label}
        uri={pageHref}
        type="ACTIVITY"
        {...(Number.isFinite(lowestPrice) ? { price: lowestPrice } : {})}
      />
      <RecordViewItem id={String(product.id)} name={product.label} category="activity_only" priceCents={Number.isFinite(lowestPrice) ? lowestPrice : undefined} />
      <div className="container-page flex flex-col gap-4 pt-4 md:pt-6">
        <HotelBreadcrumb
          homeHref={hrefTo(market.locale, { screen: 'home' })}
          items={destinations(product)}
          hrefOf={(item) => hrefTo(market.locale, { screen: 'home', rest: [item.slug] })}
          current={product.label}
        />
        <header className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{product.label}</h1>
          <p className="text-muted">
            <span className="font-semibold text-brand-800">{centre.label}</span> · {centre.location.label}
          </p>
        </header>
      </div>
      <div className="container-page mt-4 px-0 md:px-8">
        <Gallery
          images={product.images.length ? product.images : [product.imagesBySize]}
          name={product.label}
          // The activity's heart, on for everyone as on the stay product page (decision 0031).
          overlay={<WishlistToggle item={{ ...activityWishlistItem(product), uri: pageHref }} />}
        />
      </div>
      <div className="container-page grid gap-10 py-8 lg:grid-cols-[1fr_24rem]">
        {/* First in the document, as phones show it (a panel moved up with CSS order arrives after the
            streamed content has painted and pushes it down); desktop puts it in the second column. */}
        <aside aria-label={t('purchasePanel')} className="lg:col-start-2 lg:row-start-1">
          <div className="lg:sticky lg:top-20">
            <ActivityPurchase id={product.id} label={product.label} prices={product.prices} groupSizes={product.groupSizes} checkoutPath={checkoutPath} />
          </div>
        </aside>
        <div className="flex min-w-0 flex-col gap-10 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="activity-description-title" className="flex flex-col gap-3">
            <h2 id="activity-description-title" className="text-2xl font-bold text-brand-900">
              {t('descriptionTitle')}
            </h2>
            <HotelDescription text={product.description} />
          </section>
          <section aria-labelledby="activity-activities-title" className="flex flex-col gap-4">
            <h2 id="activity-activities-title" className="text-2xl font-bold text-brand-900">
              {t('activitiesTitle')}
            </h2>
            <ul className="flex flex-col gap-4">
              {product.activities.map((activity) => (
                <li key={activity.id} className="flex flex-col gap-2 rounded-card bg-white p-4 shadow-card ring-1 ring-line">
                  <h3 className="text-lg font-bold text-brand-900">{activity.title}</h3>
                  <p>{truncateActivitySummary(activity.description)}</p>
                  <dl className="grid gap-x-4 gap-y-1 text-sm md:grid-cols-[auto_1fr]">
                    {activity.composition ? (
                      <>
                        <dt className="font-semibold">{t('composition')}</dt>
                        <dd>{activity.composition}</dd>
                      </>
                    ) : null}
                    {activity.schedules ? (
                      <>
                        <dt className="font-semibold">{t('schedules')}</dt>
                        <dd>{activity.schedules}</dd>
                      </>
                    ) : null}
                    {activity.importantInformation ? (
                      <>
                        <dt className="font-semibold">{t('importantInformation')}</dt>
                        <dd>{activity.importantInformation}</dd>
                      </>
                    ) : null}
                    <dt className="font-semibold">{t('activityCenter')}</dt>
                    <dd>
                      {activity.activityCenter.label}, {activity.activityCenter.location.address}, {activity.activityCenter.location.zipCode}{' '}
                      {activity.activityCenter.location.label}
                    </dd>
                  </dl>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="activity-locations-title" className="flex flex-col gap-2">
            <h2 id="activity-locations-title" className="text-2xl font-bold text-brand-900">
              {t('locationsTitle')}
            </h2>
            <ul className="flex flex-col gap-1">
              {product.locations.map((location) => (
                <li key={location.activityCenterId}>
                  <span className="font-semibold">{location.activityCenterLabel}</span> – {location.address}, {location.zipCode} {location.label}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="activity-schedules-title" className="flex flex-col gap-2">
            <h2 id="activity-schedules-title" className="text-2xl font-bold text-brand-900">
              {t('schedulesTitle')}
            </h2>
            <ul className="flex flex-col gap-1">
              {product.activities.map((activity) => (
                <li key={activity.id}>
                  <span className="font-semibold">{activity.title}</span>: {activity.schedules || t('noSchedules')}
                </li>
              ))}
            </ul>
          </section>
          {product.niceToKnow.length ? (
            <section aria-labelledby="activity-nice-to-know-title" className="flex flex-col gap-2">
              <h2 id="activity-nice-to-know-title" className="text-2xl font-bold text-brand-900">
                {t('niceToKnowTitle')}
              </h2>
              <ul className="list-disc pl-5">
                {product.niceToKnow.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {product.importantInfo ? (
            <section aria-labelledby="activity-important-title" className="flex flex-col gap-2">
              <h2 id="activity-important-title" className="text-2xl font-bold text-brand-900">
                {t('importantInfoTitle')}
              </h2>
              <p>{product.importantInfo}</p>
            </section>
          ) : null}
          <section aria-labelledby="activity-practical-title" className="flex flex-col gap-3">
            <h2 id="activity-practical-title" className="text-2xl font-bold text-brand-900">
              {t('practicalTitle')}
            </h2>
            <ActivityPracticalInfo
              tileUrl={mapTileUrl}
              product={{ locations: product.locations, activities: product.activities, niceToKnow: product.niceToKnow, importantInfo: product.importantInfo }}
            />
          </section>
          <ActivityHowItWorks />
          <RecentlyViewedList type="ACTIVITY" excludeId={product.id} />
        </div>
      </div>
    </>
  );
}
