import type { ActivityOnlyHit } from '@escapade/contracts/activity-search';
import type { Db } from '@escapade/db';
import { activityPromo } from '@escapade/domain/price';
import { isLocale, type Locale } from '@escapade/domain/markets';
import { activityProductUri, marketPath } from './catalog-uris';
import { imagesBySize, imageUrl } from './image-urls';
import { languageOf } from './market-language';

export interface ActivityHitOptions {
  locale: Locale;
  /** "numberOfPackagesPerHotel": how many group-size prices a hit lists at most. */
  maxPrices: number;
}

/** km with one decimal: what a card can show. */
const roundKm = (km: number | null): number | null => (km === null ? null : Math.round(km * 10) / 10);

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

/** The activity-only hits of the given products, in the given order. */
export async function loadActivityHits(
  db: Db,
  found: ReadonlyArray<{ id: number; distance: number | null }>,
  { locale, maxPrices }: ActivityHitOptions,
): Promise<ActivityOnlyHit[]> {
  if (found.length === 0) return [];
  const language = languageOf(locale);
  const ids = found.map((row) => row.id);
  const [products, prices, activities] = await Promise.all([
    db
      .selectFrom('activity_product as p')
      .innerJoin('activity_center as ac', 'ac.id', 'p.main_activity_center_id')
      .leftJoin('destination_name as town', (join) => join.onRef('town.destination_id', '=', 'ac.city_id').on('town.language', '=', language))
      .select([
        'p.id', 'p.label', 'p.description', 'p.image_ids', 'p.locales', 'p.published', 'p.page_title', 'p.meta_robots',
        'ac.label as centre_label', 'ac.stars as centre_stars', 'town.name as town_name',
      ])
      .where('p.id', 'in', ids)
      .execute(),
    db
      .selectFrom('activity_price')
      .select(['product_id', 'group_size', 'sell_cents', 'bar_cents'])
      .where('product_id', 'in', ids)
      .orderBy('group_size')
      .execute(),
    db
      .selectFrom('activity_product_activity as pa')
      .innerJoin('activity as a', 'a.id', 'pa.activity_id')
      .innerJoin('activity_product as p', 'p.id', 'pa.product_id')
      .innerJoin('activity_center as c', (join) =>
        // An activity run by the product's own centre may leave its centre unset.
        join.on((eb) => eb('c.id', '=', eb.fn.coalesce('a.activity_center_id', 'p.main_activity_center_id'))),
      )
      .leftJoin('destination_name as town', (join) => join.onRef('town.destination_id', '=', 'c.city_id').on('town.language', '=', language))
      .select([
        'pa.product_id', 'a.id', 'a.title', 'a.description', 'a.univers', 'a.composition', 'a.schedules', 'a.important_information',
        'a.image_ids', 'p.main_activity_center_id', 'c.id as centre_id', 'c.label as centre_label', 'c.stars as centre_stars',
        'c.latitude', 'c.longitude', 'c.street_address', 'c.zip_code', 'town.name as town_name',
      ])
      .where('pa.product_id', 'in', ids)
      .orderBy('pa.product_id')
      .orderBy('pa.position')
      .execute(),
  ]);
  const productById = new Map(products.map((product) => [product.id, product]));
  const pricesOf = groupBy(prices, (price) => price.product_id);
  const activitiesOf = groupBy(activities, (activity) => activity.product_id);

  return found.flatMap(({ id, distance }): ActivityOnlyHit[] => {
    const product = productById.get(id);
    if (!product) return [];
    const uri = activityProductUri(language, id);
    const productActivities = activitiesOf.get(id) ?? [];
    const imageId = product.image_ids[0] ?? productActivities.find((a) => a.image_ids.length > 0)?.image_ids[0];
    return [
      {
        id,
        label: product.label[language],
        hotel: {
          label: product.centre_label,
          location: { label: product.town_name ?? '' },
          stars: product.centre_stars,
          uri,
        },
        imageUrl: imageId ? imageUrl(imageId, '640_360') : '',
        uri,
        prices: (pricesOf.get(id) ?? []).slice(0, maxPrices).map((price) => ({
          paxComposition: { adults: price.group_size },
          barPrice: price.bar_cents,
          sellPrice: price.sell_cents,
          promo: activityPromo(price.sell_cents, price.bar_cents),
        })),
        description: product.description[language],
        imagesBySize: imageId ? imagesBySize(imageId) : { '120_80': '', '640_360': '', '960_540': '' },
        activities: productActivities.map((activity) => ({
          id: activity.id,
          title: activity.title[language],
          description: activity.description[language],
          univers: activity.univers,
          composition: activity.composition[language],
          schedules: activity.schedules[language],
          importantInformation: activity.important_information[language],
          activityCenter: {
            id: activity.centre_id,
            label: activity.centre_label,
            location: {
              label: activity.town_name ?? '',
              latitude: activity.latitude,
              longitude: activity.longitude,
              address: activity.street_address,
              zipCode: activity.zip_code,
            },
            uri,
            star: activity.centre_stars,
            main: activity.centre_id === activity.main_activity_center_id,
          },
        })),
        published: product.published,
        pageModel: {
          pageTitle: product.page_title[language],
          canonicalUrl: marketPath(locale, uri),
          alternateUrls: product.locales.filter(isLocale).map((other) => ({
            locale: other,
            url: marketPath(other, activityProductUri(languageOf(other), id)),
          })),
          metaRobots: product.meta_robots,
        },
        distance: roundKm(distance),
        itemCategory: 'activity_only',
      },
    ];
  });
}
