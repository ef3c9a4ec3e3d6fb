/**
 * Typed parameters for raw SQL: a bare `$1` in an arithmetic or array expression leaves PostgreSQL
 * guessing its type, so every value crosses with an explicit cast.
 */
import { sql, type RawBuilder } from 'kysely';

export const intValue = (value: number): RawBuilder<number> => sql<number>`${Math.trunc(value)}::int`;
export const floatValue = (value: number): RawBuilder<number> => sql<number>`${value}::float8`;
export const dayValue = (value: string): RawBuilder<string> => sql<string>`${value}::date`;
export const textValue = (value: string): RawBuilder<string> => sql<string>`${value}::text`;
export const intArray = (values: readonly number[]): RawBuilder<number[]> => sql<number[]>`${[...values]}::int[]`;
export const textArray = (values: readonly string[]): RawBuilder<string[]> => sql<string[]>`${[...values]}::text[]`;

export const TRUE_SQL = sql<boolean>`true`;

/** `a and b and …`, or `true` for none. */
export function andAll(conditions: ReadonlyArray<RawBuilder<unknown>>): RawBuilder<boolean> {
  return conditions.length === 0 ? TRUE_SQL : sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}
