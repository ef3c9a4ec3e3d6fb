import type { ActivityImagesResponse } from '@escapade/contracts/activity-product';
import type { Db } from '@escapade/db';
import type { Locale } from '@escapade/domain/markets';
import { imagesBySize } from '../catalog/image-urls';
import { activityNotFound, loadActivityProductRow } from './load-activity-product-row';

/** The product's own pictures, then its activities', without repeats. */
export async function loadActivityImageIds(db: Db, id: number, ownImageIds: readonly string[]): Promise<string[]> {
  const activities = await db
    .selectFrom('activity_product_activity as pa')
    .innerJoin('activity as a', 'a.id', 'pa.activity_id')
    .select('a.image_ids')
    .where('pa.product_id', '=', id)
    .orderBy('pa.position')
    .execute();
  return [...new Set([...ownImageIds, ...activities.flatMap((activity) => activity.image_ids)])];
}

/** `GET /api/activities/{id}/images.json`: the activity product's pictures, then its activities'. */
export async function listActivityImages(db: Db, id: number, locale: Locale): Promise<ActivityImagesResponse> {
  const row = await loadActivityProductRow(db, id, locale);
  if (!row) throw activityNotFound(id);
  return { images: (await loadActivityImageIds(db, id, row.image_ids)).map(imagesBySize) };
}
