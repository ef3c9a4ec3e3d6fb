import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Backups of the embedded database live beside it, in DATA_DIR/backups. */
export const BACKUPS_FOLDER = 'backups';
/** Automatic backups (taken before migrating) kept; older ones are deleted. Manual ones are kept. */
export const AUTOMATIC_BACKUPS_KEPT = 3;
export const AUTOMATIC_BACKUP_PREFIX = 'pglite-before-migrate-';
export const MANUAL_BACKUP_PREFIX = 'pglite-';
export const BACKUP_EXTENSION = '.tar.gz';

export interface BackupFile {
  file: string;
  isAutomatic: boolean;
  modifiedAt: Date;
  bytes: number;
}

/** A name that sorts by time and is safe in every file system: 2026-11-27T22-41-05-123Z. */
export function backupStamp(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

export function backupsFolder(dataDir: string): string {
  return path.resolve(dataDir, BACKUPS_FOLDER);
}

/** DATA_DIR's backups, newest first. */
export function listBackups(dataDir: string): BackupFile[] {
  const folder = backupsFolder(dataDir);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith(MANUAL_BACKUP_PREFIX) && name.endsWith(BACKUP_EXTENSION))
    .map((name) => {
      const file = path.join(folder, name);
      const stat = statSync(file);
      return { file, isAutomatic: name.startsWith(AUTOMATIC_BACKUP_PREFIX), modifiedAt: stat.mtime, bytes: stat.size };
    })
    .sort((a, b) => b.modifiedAt.getTime() - a.modifiedAt.getTime() || b.file.localeCompare(a.file));
}
