import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './connect';
import { migrateToLatest } from './migrate';

describe('embedded database (PGlite)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
  }, 60_000);
  afterAll(async () => handle.close());

  it('migrates and reads calendar days back as yyyy-MM-dd strings', { timeout: 60_000 }, async () => {
    await migrateToLatest(handle.db);
    const { rows } = await sql<{ d: string; n: number }>`select date '2026-03-29' as d, 42::bigint as n`.execute(handle.db);
    expect(rows[0]).toEqual({ d: '2026-03-29', n: 42 });
  });

  it('matches accent-insensitively with f_unaccent', async () => {
    const { rows } = await sql<{ v: string }>`select f_unaccent('Île-de-France Ségovie') as v`.execute(handle.db);
    expect(rows[0]?.v).toBe('Ile-de-France Segovie');
  });

  it('serialises transactions on the single embedded connection', async () => {
    await sql`create temp table t (v int)`.execute(handle.db);
    await Promise.all(
      [1, 2, 3].map((v) => handle.db.transaction().execute(async (trx) => {
        await sql`insert into t values (${v})`.execute(trx);
        await sql`insert into t values (${v * 10})`.execute(trx);
      })),
    );
    const { rows } = await sql<{ c: number }>`select count(*)::int as c from t`.execute(handle.db);
    expect(rows[0]?.c).toBe(6);
  });
});

describe('closing', () => {
  it('closes an embedded database that never ran a query, and tolerates a second close', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await handle.close();
    await handle.close();
    await expect(handle.db.selectNoFrom((eb) => eb.val(1).as('one')).execute()).rejects.toThrow();
  }, 60_000);
});
