/**
 * The real API (apps/api/src/server.ts, NODE_ENV=production) started as a child process of a
 * benchmark on loopback, waited for through /api/health, and stopped at the end of the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What /api/health answers (only the field a bench waits on). */
export interface Health {
  load?: string;
}

export interface ApiProcessOptions {
  port: number;
  dataDir: string;
  /** The run's own settings, over the defaults below and the bench's environment. */
  env: Record<string, string>;
  startTimeoutS: number;
  /** Whether the API can take the run once its health check answers 200 (default: at once). */
  isReady?: (health: Health) => boolean;
  /** Node options after tsx's loader: `npm start`'s V8 flags (apiProcessSettings in apps/api/src/system/heap.ts), a bench's own `--import`. */
  nodeArgs?: readonly string[];
}

/**
 * Starts the API with its logs at error level, no Redis, on 127.0.0.1:`port` with `dataDir`, and
 * resolves once it is ready; it is killed if it exits or does not get ready within the timeout.
 */
export async function startApi(options: ApiProcessOptions): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...(options.nodeArgs ?? []), path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_HOST: '127.0.0.1',
      REDIS_URL: '',
      LOG_LEVEL: 'error',
      ...options.env,
      API_PORT: String(options.port),
      DATA_DIR: options.dataDir,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-4000)));
  const isReady = options.isReady ?? (() => true);
  const deadline = Date.now() + options.startTimeoutS * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}): ${stderr}`);
    const health = await fetch(`http://127.0.0.1:${options.port}/api/health`, { signal: AbortSignal.timeout(2000) })
      .then(async (response) => (response.ok ? ((await response.json()) as Health) : undefined))
      .catch(() => undefined);
    if (health && isReady(health)) return child;
    await sleep(500);
  }
  child.kill('SIGKILL');
  throw new Error(`the API did not answer within ${options.startTimeoutS} s: ${stderr}`);
}

/** SIGTERM (the API drains and closes its pool), SIGKILL if it has not exited after 15 s. */
export async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  // A timer that is cleared once the API has exited, so that it does not hold the bench open.
  const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(kill);
}
