import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connect';
import { DataDirLockedError, readDataDirLock } from './data-dir-lock';
import { createTemplateDataDir, runTs } from './test-support/embedded-folders';

const writeLoop = path.join(import.meta.dirname, 'test-support/write-loop.ts');

describe('a process killed (SIGKILL) while it writes', () => {
  let folders: Awaited<ReturnType<typeof createTemplateDataDir>>;
  beforeAll(async () => {
    folders = await createTemplateDataDir();
  }, 120_000);
  afterAll(() => folders.cleanup());

  it('leaves every committed transaction readable, and its lock is taken over', { timeout: 120_000 }, async () => {
    const dataDir = folders.copy();
    const writer = runTs(writeLoop, [dataDir], {});
    try {
      await writer.waitFor('opened');
      // While it lives, the folder is its own: another process is refused, naming it.
      const refused = openDatabase({ dataDir, holder: 'the test' });
      await expect(refused).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(refused).rejects.toThrow(`the write-loop test child (pid ${writer.child.pid}, started`);
      await writer.waitFor(/committed 200\b/);
    } finally {
      writer.child.kill('SIGKILL');
    }
    await writer.exited;
    const commits = [...writer.output().stdout.matchAll(/committed (\d+)/g)].map((m) => Number(m[1]));
    const lastReported = Math.max(...commits);
    expect(lastReported).toBeGreaterThanOrEqual(200);
    // The killed holder's lock is still there, with a dead pid.
    expect(readDataDirLock(dataDir)).toBeUndefined();

    const handle = await openDatabase({ dataDir, holder: 'the test' });
    try {
      expect(readDataDirLock(dataDir)?.pid).toBe(process.pid);
      const { rows } = await sql<{ items: number; total: number }>`
        select (select count(*)::int from item) as items, (select total from tally where id = 1) as total`.execute(handle.db);
      const { items, total } = rows[0] ?? { items: -1, total: -1 };
      // Both writes of each transaction, or neither: two seed rows plus one item per commit.
      expect(items).toBe(total + 2);
      // Nothing reported committed is lost (one more may have committed before its line was printed).
      expect(total).toBeGreaterThanOrEqual(lastReported);
      expect(total).toBeLessThanOrEqual(lastReported + 1);
      // And the database still takes writes.
      await sql`insert into item (label) values ('after the crash')`.execute(handle.db);
    } finally {
      await handle.close();
    }
  });
});
