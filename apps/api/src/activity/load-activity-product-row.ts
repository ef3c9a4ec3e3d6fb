import type { Db } from '@escapade/db';
import type { Locale } from '@escapade/domain/markets';
import { sql } from 'kysely';
import { AppError } from '../errors/app-error';

export function activityNotFound(id: number): AppError {
  return new AppError('NOT_FOUND', `Activity ${id} does not exist in this market.`);
}

/** The activity product when the market sells it (published or not), with its main centre's city. */
export async function loadActivityProductRow(db: Db, id: number, locale: Locale) {
  return db
    .selectFrom('activity_product as p')
    .innerJoin('activity_center as ac', 'ac.id', 'p.main_activity_center_id')
    .select(['p.id', 'p.image_ids', 'p.nice_to_know', 'p.important_info', 'p.published', 'ac.city_id'])
    .where('p.id', '=', id)
    .where(sql<boolean>`${locale} = any(p.locales)`)
    .executeTakeFirst();
}
