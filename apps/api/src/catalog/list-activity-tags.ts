import type { ActivityTagsResponse } from '@escapade/contracts/themes';
import type { Db } from '@escapade/db';
import type { Locale } from '@escapade/domain/markets';
import { languageOf } from './market-language';

/** Activity tags in their groups ("name, list of id, name"), in the market's language and catalog order. */
export async function listActivityTags(db: Db, locale: Locale): Promise<ActivityTagsResponse> {
  const language = languageOf(locale);
  const [groups, tags] = await Promise.all([
    db.selectFrom('activity_tag_group').select(['id', 'name']).orderBy('position').orderBy('id').execute(),
    db.selectFrom('activity_tag').select(['id', 'group_id', 'name']).orderBy('position').orderBy('id').execute(),
  ]);
  return groups
    .map((group) => ({
      name: group.name[language],
      list: tags.filter((tag) => tag.group_id === group.id).map((tag) => ({ id: tag.id, name: tag.name[language] })),
    }))
    .filter((group) => group.list.length > 0);
}
