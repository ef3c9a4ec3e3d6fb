/**
 * An exclusive lock on DATA_DIR for whatever process opens the embedded database.
 *
 * PGlite has no locking of its own: two processes on one folder each keep their own shared
 * buffers and write their own checkpoint on close, and the folder no longer starts. The lock is a
 * file created atomically and exclusively (a hard link, which fails if the name exists) that names its holder (pid, command, start time, the API's address).
 * It needs no timer, so a long synchronous query cannot make it look abandoned; a holder that died
 * without releasing it (kill -9, a crash) is detected by its pid and the lock is taken over.
 */
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The lock file, beside (not inside) the PGlite folder, so a restore can swap the folder under it. */
export const DATA_DIR_LOCK_FILE = 'pglite.lock';

const lockHolderSchema = z.object({
  pid: z.number().int().positive(),
  /** What holds it, in words: "the API server", "npm run seed". */
  command: z.string(),
  startedAt: z.iso.datetime(),
  /** Linux: the process's start time in clock ticks since boot, which tells a reused pid apart. */
  processStart: z.string().optional(),
  /** The API server's address, recorded once it listens: other commands ask it instead. */
  apiUrl: z.string().optional(),
  /** Tells this holder's own lock from another one with the same pid (another thread, a reused pid). */
  token: z.string(),
});
export type LockHolder = z.infer<typeof lockHolderSchema>;

export interface DataDirLock {
  readonly file: string;
  readonly holder: LockHolder;
  /** Adds facts to the lock file (atomically): the API's address once it listens. */
  record(facts: { apiUrl: string }): void;
  /** Removes the lock file if it is still this holder's; safe to call twice. */
  release(): void;
}

function formatStart(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const isToday = date.toDateString() === new Date().toDateString();
  return isToday ? time : `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${time}`;
}

/** A second opener of a folder that is in use: names the holder and what to do instead. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const who = holder.pid === process.pid ? `${holder.command} (this process, pid ${holder.pid})` : `${holder.command} (pid ${holder.pid}, started ${formatStart(holder.startedAt)})`;
    const instead = holder.apiUrl ? `, or use the running server's API: ${holder.apiUrl}/api/` : '';
    super(`${who} is using ${dataDir}; stop it first${instead} (the embedded database allows one process at a time).`);
    this.name = 'DataDirLockedError';
  }
}

/** Linux's start time of a process (field 22 of /proc/<pid>/stat); undefined elsewhere. */
function processStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

const ownStart = processStartOf(process.pid);
/** Where /proc is missing: a lock taken after this process started is this process's. */
const ownStartMs = Date.now() - process.uptime() * 1000;
/** Locks this module instance holds (another thread of this process has its own instance). */
const heldTokens = new Set<string>();

function isAlive(holder: LockHolder): boolean {
  if (holder.pid === process.pid) {
    // This process: its own lock (this thread or another one), unless a previous process with
    // the same pid left it behind.
    if (heldTokens.has(holder.token)) return true;
    if (ownStart !== undefined) return holder.processStart === ownStart;
    return Date.parse(holder.startedAt) >= ownStartMs - 1_000;
  }
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A live pid may be a newer process that reuses a dead holder's pid.
  const start = processStartOf(holder.pid);
  return holder.processStart === undefined || start === undefined || start === holder.processStart;
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const parsed = lockHolderSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The live holder of DATA_DIR's lock, if any (a dead holder's lock counts as free). */
export function readDataDirLock(dataDir: string): LockHolder | undefined {
  const text = readText(path.join(path.resolve(dataDir), DATA_DIR_LOCK_FILE));
  const holder = text === undefined ? undefined : parseHolder(text);
  return holder && isAlive(holder) ? holder : undefined;
}

/**
 * Moves a dead holder's lock away, but only the very file judged dead: a rename is atomic, and if
 * another opener replaced it in between, its fresh lock is linked back (link fails if one exists).
 */
function removeStaleLock(file: string, staleText: string): void {
  const aside = `${file}.stale-${process.pid}-${Date.now()}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readFileSync(aside, 'utf8') !== staleText) {
    try {
      linkSync(aside, file);
    } catch {
      // A third opener created a lock meanwhile: it holds the folder now.
    }
  }
  unlinkSync(aside);
}

let exitHookInstalled = false;
const releasers = new Set<() => void>();

function releaseAllOnExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // 'exit' runs on process.exit() and a normal end; a killed process leaves a lock whose pid is
  // dead, which the next opener takes over.
  process.on('exit', () => {
    for (const release of [...releasers]) release();
  });
}

/**
 * Takes DATA_DIR's lock for this process, or throws DataDirLockedError naming the live holder.
 * Creates nothing but the lock file (DATA_DIR must exist).
 */
export function acquireDataDirLock(dataDir: string, command: string): DataDirLock {
  const resolved = path.resolve(dataDir);
  const file = path.join(resolved, DATA_DIR_LOCK_FILE);
  let holder: LockHolder = {
    pid: process.pid,
    command,
    startedAt: new Date().toISOString(),
    ...(ownStart === undefined ? {} : { processStart: ownStart }),
    token: `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  };
  // The lock appears with its content in one step (link fails if the name exists), so a reader
  // never sees a half-written lock and never mistakes it for a crashed one.
  const draft = `${file}.${holder.token}`;
  writeFileSync(draft, JSON.stringify(holder));
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const text = readText(file);
      if (text === undefined) continue; // released meanwhile
      const current = parseHolder(text);
      if (current && isAlive(current)) throw new DataDirLockedError(resolved, current);
      // A dead holder's lock, or an unreadable one: take it over.
      if (attempt >= 3) throw new Error(`Cannot take the lock ${file} over: another process keeps replacing it.`);
      removeStaleLock(file, text);
    }
  } finally {
    unlinkSync(draft);
  }
  heldTokens.add(holder.token);
  const isOurs = () => parseHolder(readText(file) ?? '')?.token === holder.token;
  const release = () => {
    if (!heldTokens.delete(holder.token)) return;
    releasers.delete(release);
    try {
      if (isOurs()) unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
  releasers.add(release);
  releaseAllOnExit();
  return {
    file,
    get holder() {
      return holder;
    },
    record(facts) {
      if (!heldTokens.has(holder.token)) return;
      holder = { ...holder, ...facts };
      const temporary = `${file}.${holder.token}`;
      writeFileSync(temporary, JSON.stringify(holder));
      renameSync(temporary, file);
    },
    release,
  };
}
