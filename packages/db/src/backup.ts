/**
 * Backups of the embedded database: PGlite's own tarball of its folder (`dumpDataDir`), restored
 * with `loadDataDir` into a new folder. On PostgreSQL, pg_dump and pg_restore do this job.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  AUTOMATIC_BACKUP_PREFIX,
  AUTOMATIC_BACKUPS_KEPT,
  BACKUP_EXTENSION,
  backupsFolder,
  backupStamp,
  listBackups,
  MANUAL_BACKUP_PREFIX,
} from './backup-files';
import { createPGlite, pgliteFolder, type DatabaseHandle, type EmbeddedFolder } from './connect';
import { acquireDataDirLock } from './data-dir-lock';
import { getMigrationState } from './migrate';

export * from './backup-files';

/** What to run on PostgreSQL instead (the URL stays in the environment: it may hold a password). */
export const POSTGRES_BACKUP_COMMAND = 'pg_dump --format=custom --file=escapade.dump "$DATABASE_URL"';
export const POSTGRES_RESTORE_COMMAND = 'pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" escapade.dump';

export interface WrittenBackup {
  file: string;
  bytes: number;
}

/** Writes a tarball of the open embedded database; the file appears whole or not at all. */
export async function writeBackup(folder: EmbeddedFolder, file?: string, prefix = MANUAL_BACKUP_PREFIX): Promise<WrittenBackup> {
  const target = path.resolve(file ?? path.join(backupsFolder(folder.dataDir), `${prefix}${backupStamp()}${BACKUP_EXTENSION}`));
  mkdirSync(path.dirname(target), { recursive: true });
  const bytes = Buffer.from(await (await folder.dump()).arrayBuffer());
  const partial = `${target}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, target);
  return { file: target, bytes: bytes.length };
}

/** Deletes automatic backups beyond the newest `kept`; manual backups are never deleted. */
export function pruneAutomaticBackups(dataDir: string, kept = AUTOMATIC_BACKUPS_KEPT): string[] {
  const extra = listBackups(dataDir).filter((b) => b.isAutomatic).slice(kept);
  for (const backup of extra) unlinkSync(backup.file);
  return extra.map((b) => b.file);
}

/**
 * Before a migration changes an embedded database that holds data: a backup, so that a failed or
 * unwanted migration can be undone. Nothing when there is nothing to migrate or nothing to lose.
 */
export async function backupBeforeMigrating(handle: DatabaseHandle): Promise<WrittenBackup | undefined> {
  if (!handle.embedded) return undefined;
  const { pending, appliedCount } = await getMigrationState(handle.db);
  if (pending.length === 0 || appliedCount === 0) return undefined;
  const written = await writeBackup(handle.embedded, undefined, AUTOMATIC_BACKUP_PREFIX);
  pruneAutomaticBackups(handle.embedded.dataDir);
  return written;
}

export interface RestoredBackup {
  folder: string;
  /** Where the replaced database was set aside (undefined when there was none). */
  replacedFolder: string | undefined;
}

/**
 * Replaces DATA_DIR's database with a backup. Holds the folder's lock throughout (so it refuses
 * while a server or a command uses it) and sets the replaced folder aside rather than deleting it.
 */
export async function restoreBackup(dataDir: string, file: string): Promise<RestoredBackup> {
  const tarball = new Blob([readFileSync(path.resolve(file))]);
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir, 'npm run db:restore');
  try {
    const folder = pgliteFolder(dataDir);
    const replacedFolder = existsSync(folder) ? `${folder}.replaced-${backupStamp()}` : undefined;
    if (replacedFolder) renameSync(folder, replacedFolder);
    try {
      mkdirSync(folder);
      const pglite = await createPGlite(folder, tarball);
      try {
        await pglite.query('select 1');
      } finally {
        await pglite.close();
      }
    } catch (error) {
      rmSync(folder, { recursive: true, force: true });
      if (replacedFolder) renameSync(replacedFolder, folder);
      throw new Error(`Could not restore ${file}: ${error instanceof Error ? error.message : String(error)}. The database was left as it was.`, { cause: error });
    }
    return { folder, replacedFolder };
  } finally {
    lock.release();
  }
}
