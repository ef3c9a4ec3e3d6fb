import type { ThemesResponse } from '@escapade/contracts/themes';
import type { Db } from '@escapade/db';
import type { Locale } from '@escapade/domain/markets';
import { languageOf } from './market-language';

/**
 * The themes of the theme selector, in the market's language and catalog order. Sub-themes (the
 * gift boxes' subthemas) are not offered there.
 */
export async function listThemes(db: Db, locale: Locale): Promise<ThemesResponse> {
  const language = languageOf(locale);
  const rows = await db
    .selectFrom('theme')
    .select(['id', 'name', 'slug'])
    .where('parent_id', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name[language], slug: row.slug[language] }));
}
