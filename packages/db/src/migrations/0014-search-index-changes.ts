import { sql, type Kysely } from 'kysely';

/**
 * The change log of the API's in-memory search index (docs/decisions/0009): which offers and
 * hotels a statement touched, so that an index built from a snapshot applies the rows changed since
 * (a booking, a price change) instead of rebuilding. Statement-level triggers with transition
 * tables write one row per distinct offer or hotel of the statement (a bulk load of a million
 * nights writes one row per offer, not per night); a truncate writes a `catalog` row (rebuild).
 *
 * kind: 'offer' (key = offer id: its row, nights, summary, vouchers), 'hotel' (key = hotel id: its
 * row, rooms, destinations and offers), 'catalog' (key 0: everything).
 */
const OFFER_KEYED: ReadonlyArray<[table: string, column: string]> = [
  ['offer', 'id'],
  ['offer_night', 'offer_id'],
  ['offer_summary', 'offer_id'],
  ['single_voucher_price', 'offer_id'],
];
const HOTEL_KEYED: ReadonlyArray<[table: string, column: string]> = [
  ['hotel', 'id'],
  ['hotel_destination', 'hotel_id'],
  ['room', 'hotel_id'],
];

const EVENTS = [
  ['insert', 'new table as changed_rows'],
  ['update', 'new table as changed_rows'],
  ['delete', 'old table as changed_rows'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table search_index_change (
      id bigserial primary key,
      kind text not null check (kind in ('offer', 'hotel', 'catalog')),
      key integer not null,
      changed_at timestamptz not null default now()
    )
  `.execute(db);
  for (const [kind, tables] of [['offer', OFFER_KEYED], ['hotel', HOTEL_KEYED]] as const) {
    for (const [table, column] of tables) {
      const fn = `log_${table}_search_changes`;
      await sql`
        create function ${sql.raw(fn)}() returns trigger language plpgsql as ${sql.lit(`
        begin
          insert into search_index_change (kind, key)
            select distinct '${kind}', ${column} from changed_rows;
          return null;
        end`)}
      `.execute(db);
      for (const [event, referencing] of EVENTS) {
        await sql`
          create trigger ${sql.raw(`${table}_${event}_logs_search_changes`)}
          after ${sql.raw(event)} on ${sql.table(table)}
          referencing ${sql.raw(referencing)}
          for each statement execute function ${sql.raw(fn)}()
        `.execute(db);
      }
    }
  }
  await sql`
    create function log_catalog_search_change() returns trigger language plpgsql as $$
    begin
      insert into search_index_change (kind, key) values ('catalog', 0);
      return null;
    end
    $$
  `.execute(db);
  for (const [table] of [...OFFER_KEYED, ...HOTEL_KEYED]) {
    await sql`
      create trigger ${sql.raw(`${table}_truncate_logs_search_changes`)}
      after truncate on ${sql.table(table)}
      for each statement execute function log_catalog_search_change()
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of [...OFFER_KEYED, ...HOTEL_KEYED]) {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await sql`drop trigger if exists ${sql.raw(`${table}_${event}_logs_search_changes`)} on ${sql.table(table)}`.execute(db);
    }
    await sql`drop function if exists ${sql.raw(`log_${table}_search_changes`)}()`.execute(db);
  }
  await sql`drop function if exists log_catalog_search_change()`.execute(db);
  await sql`drop table if exists search_index_change`.execute(db);
}
