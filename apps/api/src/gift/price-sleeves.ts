import type { Db } from '@escapade/db';
import { DEFAULT_SLEEVE_ID } from '@escapade/domain/gift';
import type { Language } from '@escapade/domain/markets';
import { AppError } from '../errors/app-error';

export interface PricedSleeve {
  id: string;
  /** In the market's language. */
  name: string;
  priceCents: number;
}

/**
 * The chosen sleeves with their names and prices ("single selection one id": one sleeve at most per
 * such category); 'default' is the free standard option and is left out. An unknown sleeve is a
 * 400 on `field`.
 */
export async function priceSleeves(db: Db, sleeveIds: readonly string[], language: Language, field = 'sleeves'): Promise<PricedSleeve[]> {
  const ids = [...new Set(sleeveIds.filter((id) => id !== DEFAULT_SLEEVE_ID).map(Number))];
  if (ids.length === 0) return [];
  const sleeves = await db
    .selectFrom('sleeve as s')
    .innerJoin('sleeve_category as c', 'c.id', 's.category_id')
    .select(['s.id', 's.name', 's.price_cents', 's.category_id', 'c.single_selection'])
    .where('s.id', 'in', ids)
    .execute();
  const unknown = ids.filter((id) => !sleeves.some((sleeve) => sleeve.id === id));
  if (unknown.length > 0) {
    throw new AppError('VALIDATION_FAILED', `sleeves: unknown sleeve ${unknown.join(', ')}`, {
      errors: [{ field, message: `unknown sleeve ${unknown.join(', ')}` }],
    });
  }
  const singleCategories = sleeves.filter((sleeve) => sleeve.single_selection).map((sleeve) => sleeve.category_id);
  if (new Set(singleCategories).size !== singleCategories.length) {
    throw new AppError('VALIDATION_FAILED', 'sleeves: one sleeve at most per single-selection category', {
      errors: [{ field, message: 'one sleeve at most per single-selection category' }],
    });
  }
  return sleeves.map((sleeve) => ({ id: String(sleeve.id), name: sleeve.name[language], priceCents: sleeve.price_cents }));
}

/** The chosen sleeves' total (cents). */
export async function sleevesTotalCents(db: Db, sleeveIds: readonly string[]): Promise<number> {
  const sleeves = await priceSleeves(db, sleeveIds, 'fr');
  return sleeves.reduce((total, sleeve) => total + sleeve.priceCents, 0);
}

