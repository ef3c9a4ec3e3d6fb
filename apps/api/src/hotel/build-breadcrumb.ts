import type { BreadcrumbItem } from '@escapade/contracts/hotel';
import type { Db } from '@escapade/db';
import type { Language } from '@escapade/domain/markets';

/**
 * The hotel's place, from the country down to its city (country, region, department, city), in
 * the market's language: the ancestors are denormalized on the city, so this is one query.
 */
export async function buildBreadcrumb(db: Db, cityId: number, language: Language): Promise<BreadcrumbItem[]> {
  const city = await db
    .selectFrom('destination')
    .select(['id', 'country_id', 'region_id', 'department_id'])
    .where('id', '=', cityId)
    .executeTakeFirst();
  if (!city) return [];
  const chain = [city.country_id, city.region_id, city.department_id, city.id].filter((id): id is number => id !== null);
  const rows = await db
    .selectFrom('destination as d')
    .innerJoin('destination_name as n', (join) => join.onRef('n.destination_id', '=', 'd.id').on('n.language', '=', language))
    .select(['d.id', 'd.type', 'n.name', 'n.slug'])
    .where('d.id', 'in', chain)
    .execute();
  return chain.flatMap((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? [{ id: row.id, type: row.type, label: row.name, slug: row.slug }] : [];
  });
}
