import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connect';
import { DATA_DIR_LOCK_FILE, DataDirLockedError, readDataDirLock } from './data-dir-lock';
import { createTemplateDataDir, deadPid, snapshotFolder } from './test-support/embedded-folders';

describe('the lock on DATA_DIR', () => {
  let folders: Awaited<ReturnType<typeof createTemplateDataDir>>;
  beforeAll(async () => {
    folders = await createTemplateDataDir();
  }, 120_000);
  afterAll(() => folders.cleanup());

  it('is held while a handle is open and released on close', async () => {
    const dataDir = folders.copy();
    const handle = await openDatabase({ dataDir, holder: 'the first opener' });
    const lockFile = path.join(dataDir, DATA_DIR_LOCK_FILE);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid, command: 'the first opener' });
    expect(readDataDirLock(dataDir)?.command).toBe('the first opener');
    await handle.close();
    expect(existsSync(lockFile)).toBe(false);
    expect(readDataDirLock(dataDir)).toBeUndefined();
  });

  it('refuses a second opener, naming the holder, and the second opener writes nothing', async () => {
    const dataDir = folders.copy();
    const handle = await openDatabase({ dataDir, holder: 'the API server' });
    handle.embedded?.lock.record({ apiUrl: 'http://127.0.0.1:4999' });
    const before = snapshotFolder(dataDir);
    const second = openDatabase({ dataDir, holder: 'npm run catalog:stats' });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(
      `the API server (this process, pid ${process.pid}) is using ${path.resolve(dataDir)}; stop it first, or use the running server's API: http://127.0.0.1:4999/api/`,
    );
    expect(snapshotFolder(dataDir)).toEqual(before);
    // The first holder is unaffected.
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from item`.execute(handle.db);
    expect(rows[0]?.n).toBe(2);
    await handle.close();
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const dataDir = folders.copy();
    const pid = deadPid();
    const stale = { pid, command: 'a killed seed', startedAt: new Date().toISOString(), token: `${pid}-stale` };
    writeFileSync(path.join(dataDir, DATA_DIR_LOCK_FILE), JSON.stringify(stale));
    expect(readDataDirLock(dataDir)).toBeUndefined();
    const handle = await openDatabase({ dataDir, holder: 'the next opener' });
    expect(readDataDirLock(dataDir)).toMatchObject({ pid: process.pid, command: 'the next opener' });
    await handle.close();
  });

  it('takes over a lock left by an earlier process with this same pid (a reused pid)', async () => {
    const dataDir = folders.copy();
    const stale = { pid: process.pid, command: 'an earlier server', startedAt: new Date(0).toISOString(), processStart: '1', token: 'earlier' };
    writeFileSync(path.join(dataDir, DATA_DIR_LOCK_FILE), JSON.stringify(stale));
    const handle = await openDatabase({ dataDir });
    expect(readDataDirLock(dataDir)?.token).not.toBe('earlier');
    await handle.close();
  });

  it('takes over an unreadable lock file (a crash while it was written)', async () => {
    const dataDir = folders.copy();
    writeFileSync(path.join(dataDir, DATA_DIR_LOCK_FILE), '{"pid": 12');
    const handle = await openDatabase({ dataDir });
    expect(readDataDirLock(dataDir)?.pid).toBe(process.pid);
    await handle.close();
  });

  it('is not taken for memory:// databases', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    expect(handle.embedded).toBeUndefined();
    await handle.close();
  }, 60_000);
});
