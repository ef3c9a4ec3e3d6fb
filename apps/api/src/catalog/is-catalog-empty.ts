import type { Db } from '@escapade/db';
import { sql } from 'kysely';

/** The table every seeded catalog fills first; no hotel means nothing to search. */
const CATALOG_TABLE = 'hotel';

/** True when the catalog has no hotel yet (or its table does not exist yet). */
export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const { rows } = await sql<{ exists: boolean }>`select to_regclass(${`public.${CATALOG_TABLE}`}) is not null as exists`.execute(db);
  if (!rows[0]?.exists) return true;
  const result = await sql<{ seeded: boolean }>`select exists (select 1 from ${sql.table(CATALOG_TABLE)}) as seeded`.execute(db);
  return !result.rows[0]?.seeded;
}
