import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../connect';

/**
 * A fresh PGlite folder takes PGlite's initdb (tens of seconds on a busy machine): a test file
 * creates one template DATA_DIR with a small table, and each test works on its own copy.
 */
export async function createTemplateDataDir(): Promise<{ template: string; copy: () => string; cleanup: () => void }> {
  const root = mkdtempSync(path.join(tmpdir(), 'escapade-db-folder-'));
  const template = path.join(root, 'template');
  const handle = await openDatabase({ dataDir: template, holder: 'the test template' });
  await sql`create table item (id serial primary key, label text not null)`.execute(handle.db);
  await sql`create table tally (id int primary key, total int not null)`.execute(handle.db);
  await sql`insert into item (label) values ('first'), ('second')`.execute(handle.db);
  await sql`insert into tally values (1, 0)`.execute(handle.db);
  await handle.close();
  let copies = 0;
  return {
    template,
    copy: () => {
      copies += 1;
      const target = path.join(root, `copy-${copies}`);
      cpSync(template, target, { recursive: true });
      return target;
    },
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** Every file under a folder with its size and modification time: "nothing was written" is this unchanged. */
export function snapshotFolder(folder: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const name of readdirSync(folder, { recursive: true }) as string[]) {
    const stat = statSync(path.join(folder, name));
    if (stat.isFile()) entries[name] = `${stat.size}:${stat.mtimeMs}`;
  }
  return entries;
}

/** A pid that no process has any more: a child's, after it exited. */
export function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (!child.pid) throw new Error('could not start a child process');
  return child.pid;
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** A TypeScript entry run by Node with tsx, as `npm run` scripts run; output collected. */
export function runTs(entry: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => ({ stdout, stderr }),
    /** Resolves once stdout holds `text`; rejects if the process exits first. */
    waitFor: (text: string | RegExp, timeoutMs = 60_000) =>
      new Promise<void>((resolve, reject) => {
        const matches = () => (typeof text === 'string' ? stdout.includes(text) : text.test(stdout));
        if (matches()) return resolve();
        const timer = setTimeout(() => reject(new Error(`timed out waiting for ${String(text)}; stdout: ${stdout}; stderr: ${stderr}`)), timeoutMs);
        child.stdout.on('data', () => {
          if (matches()) {
            clearTimeout(timer);
            resolve();
          }
        });
        void exited.then((code) => {
          clearTimeout(timer);
          reject(new Error(`exited (${code}) before ${String(text)}; stdout: ${stdout}; stderr: ${stderr}`));
        });
      }),
  };
}

export const REPO_ROOT = repoRoot;
