import path from 'node:path';
import { listBackups } from './backup-files';

/**
 * PGlite failing to start on a folder it had created: the WebAssembly build aborts
 * (`RuntimeError: Aborted()`) where PostgreSQL would log a PANIC such as "could not locate a valid
 * checkpoint record".
 */
export function isPGliteAbort(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'RuntimeError' || /Aborted\(|PANIC|ExitStatus/.test(`${error.name} ${error.message}`);
}

/** The embedded folder exists but cannot be opened: says what happened and the way back. */
export class DataDirDamagedError extends Error {
  constructor(
    readonly dataDir: string,
    override readonly cause: unknown,
  ) {
    const folder = path.join(dataDir, 'pglite');
    const reason = cause instanceof Error ? `${cause.name}: ${cause.message.split('\n')[0]}` : String(cause);
    const latest = listBackups(dataDir)[0];
    const restore = latest
      ? `restore the last backup (${latest.modifiedAt.toISOString()}): npm run db:restore ${latest.file}`
      : `restore a backup, if you have one: npm run db:restore <file.tar.gz> (none in ${path.join(dataDir, 'backups')})`;
    super(
      [
        `The embedded database in ${folder} cannot be opened: PGlite stopped while starting (${reason}).`,
        'Its files are damaged, e.g. by two processes having had the folder open at once, or by a copy or disk problem.',
        'Ways back (stop every process using the folder first):',
        `  - ${restore}`,
        `  - or set the folder aside and start again, which seeds a new demo catalog: mv ${folder} ${folder}.damaged && npm start`,
      ].join('\n'),
    );
    this.name = 'DataDirDamagedError';
  }
}
