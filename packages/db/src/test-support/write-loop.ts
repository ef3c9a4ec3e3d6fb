/**
 * A process that writes until it is killed (the crash test's victim): each transaction adds an
 * item and bumps the tally, then prints the tally it committed.
 */
import { sql } from 'kysely';
import { openDatabase } from '../connect';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: write-loop.ts DATA_DIR');
const handle = await openDatabase({ dataDir, holder: 'the write-loop test child' });
console.log('opened');
for (;;) {
  const total = await handle.db.transaction().execute(async (trx) => {
    await sql`insert into item (label) values (${'x'.repeat(200)})`.execute(trx);
    const { rows } = await sql<{ total: number }>`update tally set total = total + 1 where id = 1 returning total`.execute(trx);
    return rows[0]?.total ?? -1;
  });
  console.log(`committed ${total}`);
}
