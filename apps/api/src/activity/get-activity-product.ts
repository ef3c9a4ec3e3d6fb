import type { ActivityProduct } from '@escapade/contracts/activity-product';
import type { Db } from '@escapade/db';
import type { Locale } from '@escapade/domain/markets';
import { activityPromo, moneySaved, pricePerPerson } from '@escapade/domain/price';
import { imagesBySize } from '../catalog/image-urls';
import { languageOf } from '../catalog/market-language';
import { loadActivityHits } from '../catalog/load-activity-hits';
import { ACTIVITY_PARTICIPANTS_MAX_PRICED } from './activity-limits';
import { loadActivityImageIds } from './list-activity-images';
import { activityNotFound, loadActivityProductRow } from './load-activity-product-row';
import { buildBreadcrumb } from '../hotel/build-breadcrumb';
import { textsIn } from '../product/localize-text';

/**
 * `GET /api/activity-only/weekend/{id}/detail.json`: an activity-only product. An unpublished
 * product still answers, with published=false and robots noindex, so the page shows 'Too late!'.
 */
export async function getActivityProduct(db: Db, id: number, locale: Locale): Promise<ActivityProduct> {
  const row = await loadActivityProductRow(db, id, locale);
  if (!row) throw activityNotFound(id);
  const language = languageOf(locale);
  const [[hit], prices, breadCrumb, imageIds] = await Promise.all([
    loadActivityHits(db, [{ id, distance: null }], { locale, maxPrices: ACTIVITY_PARTICIPANTS_MAX_PRICED }),
    db.selectFrom('activity_price').selectAll().where('product_id', '=', id).orderBy('group_size').execute(),
    buildBreadcrumb(db, row.city_id, language),
    loadActivityImageIds(db, id, row.image_ids),
  ]);
  if (!hit) throw activityNotFound(id);
  const mainActivity = hit.activities.find((activity) => activity.activityCenter.main) ?? hit.activities[0];
  if (!mainActivity) throw activityNotFound(id);
  const centres = new Map(hit.activities.map((activity) => [activity.activityCenter.id, activity.activityCenter]));

  return {
    id,
    label: hit.label,
    description: hit.description,
    imagesBySize: hit.imagesBySize,
    images: imageIds.map(imagesBySize),
    activities: hit.activities,
    locations: [...centres.values()].map((centre) => ({
      ...centre.location,
      activityCenterId: centre.id,
      activityCenterLabel: centre.label,
    })),
    niceToKnow: textsIn(row.nice_to_know, language),
    importantInfo: row.important_info[language],
    mainActivityCenter: mainActivity.activityCenter,
    prices: Object.fromEntries(
      prices.map((price) => [
        String(price.group_size),
        {
          groupSize: price.group_size,
          sellPrice: price.sell_cents,
          barPrice: price.bar_cents,
          refPrice: price.bar_cents,
          promo: activityPromo(price.sell_cents, price.bar_cents),
          promoPercentageRounded: activityPromo(price.sell_cents, price.bar_cents),
          moneySaved: moneySaved(price.sell_cents, price.bar_cents),
          pricePerPerson: pricePerPerson(price.sell_cents, price.group_size),
        },
      ]),
    ),
    groupSizes: prices.map((price) => price.group_size),
    breadCrumb,
    pageModel: { ...hit.pageModel, metaRobots: row.published ? hit.pageModel.metaRobots : 'noindex,follow' },
    published: row.published,
    uri: hit.uri,
  };
}
