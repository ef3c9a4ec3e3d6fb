/**
 * `npm run fuzz [-- --base-url URL] [--seed N] [--count N] [--concurrency N] [--index I,J]`
 *
 * Sends generated requests (valid and hostile, from every route's own schemas) and checks every
 * answer: no 5xx; each 4xx a problem+json whose 400s name the offending field. Without --base-url it
 * starts the API itself (own port, own temporary data folder, the test catalogue) and stops it at
 * the end. Exits 1 on any violation.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatCounts, formatViolations, httpTarget, loadDocument, runFuzz } from './run';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SERVER_START_TIMEOUT_MS = 5 * 60_000;

const { values: args } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    seed: { type: 'string' },
    count: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '8' },
    index: { type: 'string' },
  },
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode} while starting`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      // Up, and not shedding load as it does while it warms up after a start.
      if (response.ok && ((await response.json()) as { load?: string }).load !== 'shedding') return;
    } catch {
      // not listening yet (it migrates and seeds first)
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the API was not up (and not shedding load) on /api/health in time');
}

interface OwnServer {
  baseUrl: string;
  logFile: string;
  /** Stops the API and removes its data folder; its log is kept only when asked (findings to read). */
  stop(options?: { keepLog?: boolean }): Promise<void>;
}

/** The API on a free port, a fresh data folder and the test catalogue; writes are not rate-limited. */
async function startOwnServer(): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'escapade-fuzz-'));
  const logFile = `${dataDir}.log`;
  const log = createWriteStream(logFile);
  const env: Record<string, string | undefined> = {
    ...process.env,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_SCALE: 'test',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_WRITE_PER_MINUTE: '1000000',
  };
  // Its own embedded database and in-process cache, whatever the caller's shell points at.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async ({ keepLog = false } = {}) => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
    if (!keepLog) await rm(logFile, { force: true });
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop({ keepLog: true });
    throw new Error(`${error instanceof Error ? error.message : String(error)} (server log: ${logFile})`);
  }
  return { baseUrl, logFile, stop };
}

async function main(): Promise<number> {
  const seed = args.seed === undefined ? Math.floor(Math.random() * 1_000_000) : Number(args.seed);
  const count = Number(args.count);
  const indexes = args.index?.split(',').map(Number);
  if (![seed, count, Number(args.concurrency)].every(Number.isSafeInteger) || indexes?.some((i) => !Number.isSafeInteger(i) || i < 0)) {
    console.error('--seed, --count, --concurrency and --index take whole numbers');
    return 2;
  }
  const own = args['base-url'] ? undefined : await startOwnServer();
  const baseUrl = args['base-url'] ?? own!.baseUrl;
  let keepLog = true;
  try {
    console.log(`fuzzing ${baseUrl}${own ? ' (own API, test catalogue)' : ''}: seed ${seed}, ${indexes?.length ?? count} requests`);
    const target = httpTarget(baseUrl);
    const report = await runFuzz(target, await loadDocument(target), {
      seed,
      count,
      concurrency: Number(args.concurrency),
      ...(indexes ? { indexes } : {}),
      onProgress: (done, total) => {
        if (done % 1000 === 0 || done === total) process.stderr.write(`  ${done}/${total}\n`);
      },
    });
    console.log(formatCounts(report));
    const seconds = report.elapsedMs / 1000;
    console.log(`${report.total} requests in ${seconds.toFixed(1)} s (${Math.round(report.total / seconds)}/s), seed ${seed}`);
    if (report.shed) console.log(`${report.shed} load-shedding 503(s) retried (the API found the machine too busy)`);
    if (report.violations.length === 0) {
      console.log('no violation');
      keepLog = false;
      return 0;
    }
    console.log(formatViolations(report, baseUrl, own ? '' : ` --base-url ${baseUrl}`));
    if (own) console.log(`server log (5xx stacks): ${own.logFile}`);
    return 1;
  } catch (error) {
    if (own) console.error(`server log: ${own.logFile}`);
    throw error;
  } finally {
    await own?.stop({ keepLog });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
