import { sql, type Kysely } from 'kysely';

/**
 * `hotel.commission_bps`: the commission the marketplace keeps on a hotel's sales, agreed per hotel
 * in basis points (10 % to 30 %). The hotel's net price of a night is its sell price less it: what
 * customer care reads beside the sell price. Existing hotels take the demo catalog's rate
 * (demoCommissionBps: 15 % to 25 %, by id); a real catalog sets its contracts' rates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table hotel add column commission_bps integer not null default 1800 check (commission_bps between 1000 and 3000)`.execute(db);
  await sql`update hotel set commission_bps = 1500 + ((id * 7) % 11) * 100`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table hotel drop column commission_bps`.execute(db);
}
