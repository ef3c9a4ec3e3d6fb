import type { DestinationType } from '@escapade/db/schema';
import { sql, type RawBuilder } from 'kysely';

/**
 * "bigger places first (type weight + population)": a place weighs its type's weight plus the
 * order of magnitude of its importance (the population for cities), so a country outranks its
 * regions, a region its departments, and a city of two million a village of the same name. The
 * type weights leave room for log10(population) ≤ 7 between levels only where it matters:
 * Paris (log10 ≈ 6.3) stays below a department (6) plus its own importance.
 */
export const TYPE_WEIGHT: Readonly<Record<DestinationType | 'hotel', number>> = {
  country: 12,
  region: 10,
  touristic_region: 9,
  department: 8,
  sea_resort: 6,
  ski_resort: 6,
  city: 0,
  poi: 5,
  hotel: 0,
};

/** A place's weight in SQL, for ordering before LIMIT: its type's weight plus log10(1 + importance). */
export function placeWeightSql(type: RawBuilder<unknown>, importance: RawBuilder<unknown>): RawBuilder<number> {
  const cases = Object.entries(TYPE_WEIGHT).map(([name, weight]) => sql`when ${sql.lit(name)} then ${sql.lit(weight)}`);
  return sql<number>`((case ${type} ${sql.join(cases, sql` `)} else 0 end) + log(1 + greatest(${importance}, 0)))`;
}
