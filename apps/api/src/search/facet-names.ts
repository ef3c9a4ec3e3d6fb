/**
 * Names of facet values in the market's language (`withNames=true`): activity tags and their
 * groups, hotel attribute codes (hotel_attribute), price buckets as money ranges of the market.
 */
import type { Db } from '@escapade/db';
import { MARKETS, type Locale } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';

export interface TagGroupNames {
  id: number;
  name: string;
  tags: Array<{ id: number; name: string }>;
}

export type CodeKind = 'facility' | 'style' | 'type' | 'environment';

export interface FacetNames {
  tagGroups: TagGroupNames[];
  priceName(bucket: { min: number; max: number | null }): string;
  codeName(kind: CodeKind, code: string): string;
}

/** `sea_view` → `Sea view`: for a code the attribute table does not name. */
export function spellCode(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

async function loadTagGroups(db: Db, locale: Locale): Promise<TagGroupNames[]> {
  const language = MARKETS[locale].language;
  const rows = await db
    .selectFrom('activity_tag as t')
    .innerJoin('activity_tag_group as g', 'g.id', 't.group_id')
    .select(['g.id as group_id', 'g.name as group_name', 't.id as tag_id', 't.name as tag_name'])
    .orderBy('g.position')
    .orderBy('g.id')
    .orderBy('t.position')
    .orderBy('t.id')
    .execute();
  const groups = new Map<number, TagGroupNames>();
  for (const row of rows) {
    const group = groups.get(row.group_id) ?? { id: row.group_id, name: row.group_name[language], tags: [] };
    group.tags.push({ id: row.tag_id, name: row.tag_name[language] });
    groups.set(row.group_id, group);
  }
  return [...groups.values()];
}

async function loadAttributeNames(db: Db, locale: Locale): Promise<Map<string, string>> {
  const language = MARKETS[locale].language;
  const rows = await db.selectFrom('hotel_attribute').select(['kind', 'code', 'name']).execute();
  return new Map(rows.map((row) => [`${row.kind}:${row.code}`, row.name[language]]));
}

export async function loadFacetNames(db: Db, locale: Locale, withTags: boolean): Promise<FacetNames> {
  const { bcp47 } = MARKETS[locale];
  const [tagGroups, attributes] = await Promise.all([
    withTags ? loadTagGroups(db, locale) : Promise.resolve([]),
    loadAttributeNames(db, locale),
  ]);
  return {
    tagGroups,
    priceName: ({ min, max }) =>
      max === null ? `${formatMoney(min, bcp47)}+` : `${formatMoney(min, bcp47)} - ${formatMoney(max + 1, bcp47)}`,
    codeName: (kind, code) => attributes.get(`${kind}:${code}`) ?? spellCode(code),
  };
}

const MAX_REMEMBERED_NAMES = 64;
const rememberedNames = new Map<string, Promise<FacetNames>>();

/**
 * The names under one catalog version (tags, groups and attribute names bump it, migrations 0008
 * and 0010): read once per version, market and tag need instead of two queries per facets request.
 */
export function rememberedFacetNames(db: Db, locale: Locale, withTags: boolean, version: string): Promise<FacetNames> {
  const key = `${version}|${locale}|${withTags}`;
  let names = rememberedNames.get(key);
  if (!names) {
    if (rememberedNames.size >= MAX_REMEMBERED_NAMES) rememberedNames.clear();
    names = loadFacetNames(db, locale, withTags);
    names.catch(() => rememberedNames.delete(key));
    rememberedNames.set(key, names);
  }
  return names;
}
