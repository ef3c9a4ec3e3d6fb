import type { AvailableCustomSubElementsResponse } from '@escapade/contracts/gift';
import type { Db } from '@escapade/db';
import { withStandardDefault, type Sleeve } from '@escapade/domain/gift';
import type { Locale } from '@escapade/domain/markets';
import { imagesBySize } from '../catalog/image-urls';
import { languageOf } from '../catalog/market-language';

/**
 * `GET /api/sub-elements/available-custom-sub-elements`: the sleeve categories with their
 * elements, in position order. "Category 2 gets a standard default option with price 0" (the
 * domain's `withStandardDefault`, id 'default').
 */
export async function listCustomSleeves(db: Db, locale: Locale): Promise<AvailableCustomSubElementsResponse> {
  const language = languageOf(locale);
  const [categories, sleeves] = await Promise.all([
    db.selectFrom('sleeve_category').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('sleeve').selectAll().orderBy('position').orderBy('id').execute(),
  ]);
  return {
    availableCustomSubElements: categories.map((category) => {
      const elements: Sleeve[] = sleeves
        .filter((sleeve) => sleeve.category_id === category.id)
        .map((sleeve) => ({
          id: String(sleeve.id),
          name: sleeve.name[language],
          imageUrl: imagesBySize(sleeve.image_id)['640_360'],
          categoryId: category.id,
          price: sleeve.price_cents,
          recommendedByWed: sleeve.recommended,
        }));
      return {
        id: category.id,
        description: category.description,
        names: category.names,
        name: category.names[language],
        singleSelection: category.single_selection,
        elements: withStandardDefault(category.id, elements).map((element) => ({
          id: element.id,
          name: element.name,
          imageUrl: element.imageUrl ?? null,
          categoryId: element.categoryId,
          price: element.price,
          recommendedByWed: element.recommendedByWed ?? false,
        })),
      };
    }),
  };
}
