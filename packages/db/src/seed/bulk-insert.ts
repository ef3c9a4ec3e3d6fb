import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { OfferNightColumns } from './catalog/availability';

/** PostgreSQL's bind-parameter limit is 65,535 per statement; stay well below. */
const MAX_PARAMETERS = 30_000;

type LooseDb = Kysely<Record<string, Record<string, unknown>>>;

/** Multi-row INSERTs, as many rows per statement as the parameter limit allows. */
export async function insertRows<T extends keyof Database & string>(
  db: Kysely<Database>, table: T, rows: ReadonlyArray<Insertable<Database[T]>>,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length || 1;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  const loose = db as unknown as LooseDb;
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement) as unknown as Record<string, unknown>[];
    await loose.insertInto(table).values(chunk).execute();
  }
}

/** A PostgreSQL array literal of numbers, dates or booleans (no element needs quoting). */
function arrayLiteral(values: ReadonlyArray<number | string | boolean>): string {
  return `{${values.map((v) => (typeof v === 'boolean' ? (v ? 't' : 'f') : v)).join(',')}}`;
}

/** A text[] literal whose elements are array literals themselves ('{2,3}') or null. */
function nestedLiteral(values: ReadonlyArray<string | null>): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${v}"`)).join(',')}}`;
}

/**
 * The nightly availability, as column arrays unnested server side: one statement carries
 * ~100k rows with 8 parameters, an order of magnitude faster than multi-row VALUES. The literals
 * are built here in one join each, cheaper than the driver's element-by-element escaping.
 */
export async function insertOfferNights(db: Kysely<Database>, c: OfferNightColumns): Promise<void> {
  if (c.offerIds.length === 0) return;
  await sql`
    insert into offer_night (offer_id, night, sell_cents, ref_cents, rooms_left, min_stay, allowed_nights, flash_deal)
    select o, n, s, r, rl, ms, an::smallint[], fd
    from unnest(${arrayLiteral(c.offerIds)}::int[], ${arrayLiteral(c.nights)}::date[], ${arrayLiteral(c.sellCents)}::int[],
                ${arrayLiteral(c.refCents)}::int[], ${arrayLiteral(c.roomsLeft)}::smallint[], ${arrayLiteral(c.minStay)}::smallint[],
                ${nestedLiteral(c.allowedNights)}::text[], ${arrayLiteral(c.flashDeal)}::bool[])
      as t(o, n, s, r, rl, ms, an, fd)
  `.execute(db);
}

/** Destinations as column arrays (tens of thousands of towns in one statement). */
export async function insertDestinations(db: Kysely<Database>, rows: ReadonlyArray<Insertable<Database['destination']>>): Promise<void> {
  const col = <K extends keyof Insertable<Database['destination']>>(key: K) => rows.map((r) => r[key] ?? null);
  await sql`
    insert into destination (id, type, country_code, parent_id, country_id, region_id, department_id, latitude, longitude, postal_code, importance, radius_km)
    select * from unnest(${col('id')}::int[], ${col('type')}::text[], ${col('country_code')}::char(2)[], ${col('parent_id')}::int[],
      ${col('country_id')}::int[], ${col('region_id')}::int[], ${col('department_id')}::int[], ${col('latitude')}::float8[],
      ${col('longitude')}::float8[], ${col('postal_code')}::text[], ${col('importance')}::int[], ${col('radius_km')}::real[])
  `.execute(db);
}

/** Destination names with their search text computed by the database's own unaccent. */
export async function insertDestinationNames(
  db: Kysely<Database>, rows: { ids: number[]; languages: string[]; names: string[]; slugs: string[] },
): Promise<void> {
  const size = 50_000;
  for (let i = 0; i < rows.ids.length; i += size) {
    const end = i + size;
    await sql`
      insert into destination_name (destination_id, language, name, slug, search_text)
      select d, l, n, s, lower(f_unaccent(n))
      from unnest(${rows.ids.slice(i, end)}::int[], ${rows.languages.slice(i, end)}::text[], ${rows.names.slice(i, end)}::text[], ${rows.slugs.slice(i, end)}::text[])
        as t(d, l, n, s)
    `.execute(db);
  }
}

export async function insertPairs(db: Kysely<Database>, table: 'activity_date', activityIds: number[], dates: string[]): Promise<void> {
  const size = 200_000;
  for (let i = 0; i < activityIds.length; i += size) {
    await sql`
      insert into ${sql.table(table)} (activity_id, date)
      select a, d from unnest(${activityIds.slice(i, i + size)}::int[], ${dates.slice(i, i + size)}::date[]) as t(a, d)
    `.execute(db);
  }
}

export async function insertHotelDestinations(db: Kysely<Database>, hotelIds: number[], destinationIds: number[], distances: number[]): Promise<void> {
  const size = 100_000;
  for (let i = 0; i < hotelIds.length; i += size) {
    await sql`
      insert into hotel_destination (hotel_id, destination_id, distance_km)
      select h, d, k from unnest(${hotelIds.slice(i, i + size)}::int[], ${destinationIds.slice(i, i + size)}::int[], ${distances.slice(i, i + size)}::real[]) as t(h, d, k)
    `.execute(db);
  }
}
