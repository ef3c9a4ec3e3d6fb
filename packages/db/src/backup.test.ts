import { existsSync, mkdirSync, readdirSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTOMATIC_BACKUP_PREFIX,
  backupBeforeMigrating,
  backupsFolder,
  listBackups,
  pruneAutomaticBackups,
  restoreBackup,
  writeBackup,
} from './backup';
import { openDatabase, pgliteFolder, type DatabaseHandle } from './connect';
import { DataDirDamagedError } from './data-dir-damaged';
import { DataDirLockedError } from './data-dir-lock';
import { migrateToLatest } from './migrate';
import { createTemplateDataDir } from './test-support/embedded-folders';

const labels = async (handle: DatabaseHandle) =>
  (await sql<{ label: string }>`select label from item order by id`.execute(handle.db)).rows.map((r) => r.label);

describe('backups of the embedded database', () => {
  let folders: Awaited<ReturnType<typeof createTemplateDataDir>>;
  beforeAll(async () => {
    folders = await createTemplateDataDir();
  }, 120_000);
  afterAll(() => folders.cleanup());

  it('backup, change, restore: gives back the snapshot, and keeps the replaced folder aside', { timeout: 120_000 }, async () => {
    const dataDir = folders.copy();
    let handle = await openDatabase({ dataDir });
    await sql`insert into item (label) values ('in the backup')`.execute(handle.db);
    if (!handle.embedded) throw new Error('expected an embedded folder');
    const backup = await writeBackup(handle.embedded);
    expect(path.dirname(backup.file)).toBe(backupsFolder(dataDir));
    expect(path.basename(backup.file)).toMatch(/^pglite-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar\.gz$/);
    await sql`insert into item (label) values ('after the backup')`.execute(handle.db);
    await sql`delete from item where label = 'first'`.execute(handle.db);

    // Refused while the folder is held: the restore must not swap a database under a live process.
    await expect(restoreBackup(dataDir, backup.file)).rejects.toBeInstanceOf(DataDirLockedError);
    await handle.close();

    const { replacedFolder } = await restoreBackup(dataDir, backup.file);
    expect(replacedFolder && existsSync(path.join(replacedFolder, 'PG_VERSION'))).toBe(true);
    handle = await openDatabase({ dataDir });
    try {
      expect(await labels(handle)).toEqual(['first', 'second', 'in the backup']);
    } finally {
      await handle.close();
    }
  });

  it('backs up before migrating only a database that has data and pending migrations', { timeout: 180_000 }, async () => {
    const dataDir = folders.copy();
    const handle = await openDatabase({ dataDir });
    try {
      // Never migrated: nothing of the project's to protect.
      expect(await backupBeforeMigrating(handle)).toBeUndefined();
      await migrateToLatest(handle.db);
      // Up to date: nothing will change.
      expect(await backupBeforeMigrating(handle)).toBeUndefined();
      // The newest migration pending again, as after pulling a new one.
      await sql`delete from kysely_migration where name = (select max(name) from kysely_migration)`.execute(handle.db);
      const backup = await backupBeforeMigrating(handle);
      expect(backup && path.basename(backup.file)).toMatch(new RegExp(`^${AUTOMATIC_BACKUP_PREFIX}.*\\.tar\\.gz$`));
      expect(listBackups(dataDir).map((b) => b.file)).toEqual([backup?.file]);
    } finally {
      await handle.close();
    }
  });

  it('keeps the newest automatic backups only, and never deletes a manual one', () => {
    const dataDir = folders.copy();
    const folder = backupsFolder(dataDir);
    mkdirSync(folder, { recursive: true });
    const names = [
      'pglite-2026-01-01T00-00-00-000Z.tar.gz',
      ...[1, 2, 3, 4, 5].map((day) => `${AUTOMATIC_BACKUP_PREFIX}2026-01-0${day}T00-00-00-000Z.tar.gz`),
    ];
    for (const [index, name] of names.entries()) {
      const file = path.join(folder, name);
      writeFileSync(file, 'x', { flag: 'w' });
      const time = new Date(Date.UTC(2026, 0, index + 1));
      utimesSync(file, time, time);
    }
    pruneAutomaticBackups(dataDir);
    expect(readdirSync(folder).sort()).toEqual([
      'pglite-2026-01-01T00-00-00-000Z.tar.gz',
      ...[3, 4, 5].map((day) => `${AUTOMATIC_BACKUP_PREFIX}2026-01-0${day}T00-00-00-000Z.tar.gz`),
    ]);
  });

  it('names the last backup and the way back when the folder cannot be opened', { timeout: 120_000 }, async () => {
    const dataDir = folders.copy();
    const handle = await openDatabase({ dataDir });
    if (!handle.embedded) throw new Error('expected an embedded folder');
    const backup = await writeBackup(handle.embedded);
    await handle.close();
    // Zeroed WAL segments: the checkpoint record PostgreSQL starts from is gone.
    const wal = path.join(pgliteFolder(dataDir), 'pg_wal');
    for (const name of readdirSync(wal).filter((n) => /^[0-9A-F]{24}$/.test(n))) {
      truncateSync(path.join(wal, name), 0);
      truncateSync(path.join(wal, name), 16 * 1024 * 1024);
    }
    const opening = openDatabase({ dataDir, holder: 'the API server' });
    await expect(opening).rejects.toBeInstanceOf(DataDirDamagedError);
    await expect(opening).rejects.toThrow(`npm run db:restore ${backup.file}`);
    await expect(opening).rejects.toThrow(`mv ${pgliteFolder(dataDir)} ${pgliteFolder(dataDir)}.damaged && npm start`);
    // The failed opener let the folder go, so the restore can take it.
    expect(listBackups(dataDir)[0]?.file).toBe(backup.file);
    await restoreBackup(dataDir, backup.file);
    const restored = await openDatabase({ dataDir });
    try {
      expect(await labels(restored)).toEqual(['first', 'second']);
    } finally {
      await restored.close();
    }
  });
});
