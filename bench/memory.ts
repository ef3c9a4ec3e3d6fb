/**
 * `npm run bench:memory`: where the API process's memory goes, per part, at idle and after a
 * bounded load. See bench/README.md.
 *
 * The API runs as `npm start` runs it (apps/api/src/server.ts, NODE_ENV=production, the node flags
 * of apps/api/src/system/heap.ts), as a child process on loopback, with the memory probe
 * (bench/memory-probe.ts) loaded: on PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '@escapade/db';
import { sql } from 'kysely';
import { z } from 'zod';
import { apiEngineOf, apiProcessSettings } from '../apps/api/src/system/heap';
import { startEnv } from '../scripts/lib/start-env';
import { startApi, stopApi } from './lib/api-process';
import { freePort } from './lib/free-port';
import { runLoad } from './load-run';
import { MEMORY_BUDGETS, writeMemoryReport, type MemoryMoment, type MemoryReport, type PartRun } from './memory-report';
import { memorySnapshotSchema, type MemorySnapshot } from './memory-snapshot';
import { BENCH_CATEGORIES, buildQuerySet, type BenchRequest, type QuerySet } from './query-set';
import { cpuCalibrationMs, machineInfo } from './report';

const here = path.dirname(fileURLToPath(import.meta.url));
const PROBE = path.join(here, 'memory-probe.ts');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const flag = (fallback: boolean) => z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true').default(fallback);
const env = z
  .object({
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('./data'),
    BENCH_MEMORY_REQUESTS: positiveInt(500),
    BENCH_MEMORY_CONNECTIONS: z.coerce.number().int().positive().optional(),
    BENCH_MEMORY_SETTLE_S: positiveInt(10),
    BENCH_MEMORY_REST_S: z.coerce.number().int().nonnegative().default(60),
    BENCH_MEMORY_FIRST_START: flag(false),
    BENCH_MEMORY_PARTS: flag(true),
    BENCH_MEMORY_PORT: z.coerce.number().int().positive().optional(),
    BENCH_MEMORY_START_TIMEOUT_S: positiveInt(1200),
    BENCH_MEMORY_MAX_SECONDS: positiveInt(300),
    BENCH_SEED: positiveInt(1),
  })
  .parse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));

const engine = apiEngineOf(env);
const processSettings = apiProcessSettings(engine);
const nodeArgs = [...processSettings.nodeFlags, '--import', PROBE];
const log = (message: string) => console.log(`[bench:memory] ${message}`);

function describeDatabase(dataDir: string): string {
  if (!env.DATABASE_URL) return `PGlite in ${path.resolve(dataDir, 'pglite')}`;
  const url = new URL(env.DATABASE_URL);
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

/** The query set and the catalog's size, read before the API takes the database (PGlite allows one process). */
async function readCatalog(): Promise<{ set: QuerySet; hotels: number; offerNights: number }> {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, holder: 'bench:memory' });
  try {
    const { rows } = await sql<{ hotels: number; nights: number }>`
      select (select count(*) from hotel)::int as hotels, (select count(*) from offer_night)::int as nights`.execute(handle.db);
    const counts = rows[0] ?? { hotels: 0, nights: 0 };
    if (counts.hotels === 0) {
      throw new Error(`the catalog of ${describeDatabase(env.DATA_DIR)} is empty: seed it first (npm run seed -- --scale demo, or --scale full on PostgreSQL)`);
    }
    const set = await buildQuerySet(handle.db, { perCategory: env.BENCH_MEMORY_REQUESTS, seed: env.BENCH_SEED });
    return { set, hotels: counts.hotels, offerNights: counts.nights };
  } finally {
    await handle.close();
  }
}

/** Round-robin over the categories: the load mixes every kind of request. */
function interleave(set: QuerySet): BenchRequest[] {
  const lists = BENCH_CATEGORIES.map((category) => set[category]);
  const mixed: BenchRequest[] = [];
  for (let i = 0; i < Math.max(0, ...lists.map((list) => list.length)); i += 1) for (const list of lists) if (list[i]) mixed.push(list[i]!);
  return mixed;
}

class ProbedApi {
  private constructor(
    readonly child: ChildProcess,
    readonly url: string,
    private readonly probeFile: string,
  ) {}

  static async start(dataDir: string, probeFile: string, extraEnv: Record<string, string> = {}): Promise<ProbedApi> {
    const port = await freePort(env.BENCH_MEMORY_PORT);
    // The previous process's last snapshot must not pass for this one's.
    rmSync(probeFile, { force: true });
    const child = await startApi({
      port,
      dataDir,
      nodeArgs,
      startTimeoutS: env.BENCH_MEMORY_START_TIMEOUT_S,
      env: {
        // What `npm start` gives the API (PROXY_SECRET made for this start), and the probe's file.
        ...(startEnv(process.env, { port: 0, apiPort: port }) as Record<string, string>),
        ...processSettings.env,
        ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {}),
        MEMORY_PROBE_FILE: probeFile,
        ...extraEnv,
      },
    });
    return new ProbedApi(child, `http://127.0.0.1:${port}`, probeFile);
  }

  private last = 0;

  /** Asks the probe for a snapshot (SIGUSR2) and reads it. */
  async snapshot(): Promise<MemorySnapshot> {
    this.child.kill('SIGUSR2');
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`the API exited (${this.child.exitCode})`);
      if (existsSync(this.probeFile)) {
        const snapshot = memorySnapshotSchema.parse(JSON.parse(readFileSync(this.probeFile, 'utf8')));
        if (snapshot.pid === this.child.pid && snapshot.sequence > this.last) {
          this.last = snapshot.sequence;
          return snapshot;
        }
      }
      await sleep(100);
    }
    throw new Error('the memory probe did not answer (is the API started with bench/memory-probe.ts?)');
  }

  /** Once both indexes are built (and the autocomplete warmed up): what a started API holds. */
  async whenIndexesReady(): Promise<MemorySnapshot> {
    const deadline = Date.now() + env.BENCH_MEMORY_START_TIMEOUT_S * 1000;
    while (Date.now() < deadline) {
      const snapshot = await this.snapshot();
      const searchReady = !snapshot.searchIndex || snapshot.searchIndex.state === 'ready';
      const autocompleteReady = !snapshot.autocompleteIndex || snapshot.autocompleteIndex.ready;
      if (snapshot.searchIndex?.state === 'failed') throw new Error('the search index build failed');
      if (searchReady && autocompleteReady) return snapshot;
      await sleep(1000);
    }
    throw new Error('the indexes were not ready in time');
  }

  /** The process's RSS from /proc, sampled by the bench while the load runs. */
  rss(): number {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${this.child.pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  }

  stop(): Promise<void> {
    return stopApi(this.child);
  }
}

async function main(): Promise<void> {
  if (env.DATABASE_URL && env.BENCH_MEMORY_FIRST_START) throw new Error('BENCH_MEMORY_FIRST_START is for the embedded database (the API seeds a fresh folder): unset DATABASE_URL');
  const startedAt = new Date().toISOString();
  const startLoad = os.loadavg();
  const calibrationBefore = cpuCalibrationMs();
  const notes: string[] = [];
  log(`database: ${describeDatabase(env.DATA_DIR)}; building the query set`);
  const catalog = await readCatalog();

  const work = await mkdtemp(path.join(os.tmpdir(), 'escapade-bench-memory-'));
  const probeFile = path.join(work, 'probe.json');
  // A first start: a fresh folder where the API seeds the demo catalog itself, as `npm start` does
  // the first time. The seed is deterministic for a given day, so DATA_DIR's query set fits it.
  const dataDir = env.BENCH_MEMORY_FIRST_START ? path.join(work, 'data') : env.DATA_DIR;
  if (env.BENCH_MEMORY_FIRST_START) notes.push(`First start: the API seeded the demo catalog in a fresh folder; the requests were drawn from the catalog of ${path.resolve(env.DATA_DIR)} (the demo seed makes the same one on a given day).`);
  const connections = env.BENCH_MEMORY_CONNECTIONS ?? (engine === 'pglite' ? 1 : 8);
  const moments: MemoryMoment[] = [];
  let loadPeakRss = 0;
  let load: MemoryReport['load'];
  const parts: PartRun[] = [];
  try {
    log(`starting the API (${env.BENCH_MEMORY_FIRST_START ? 'first start: it seeds the demo catalog' : 'on the existing catalog'})`);
    const api = await ProbedApi.start(dataDir, probeFile);
    try {
      moments.push({ label: 'ready', snapshot: await api.whenIndexesReady() });
      log(`indexes ready: RSS ${(moments[0]!.snapshot.asIs.rss / 2 ** 20).toFixed(0)} MB`);
      await sleep(env.BENCH_MEMORY_SETTLE_S * 1000);
      const idle = await api.snapshot();
      moments.push({ label: 'idle', snapshot: idle });
      log(`idle: RSS ${(idle.asIs.rss / 2 ** 20).toFixed(0)} MB; load: ${env.BENCH_MEMORY_REQUESTS} requests per category, ${connections} connection(s)`);
      const sampler = setInterval(() => (loadPeakRss = Math.max(loadPeakRss, api.rss())), 200);
      try {
        load = await runLoad('load', api.url, interleave(catalog.set), { connections, maxSeconds: env.BENCH_MEMORY_MAX_SECONDS });
      } finally {
        clearInterval(sampler);
      }
      if (load.stoppedByTimeLimit) notes.push(`The load stopped at its time cap (${env.BENCH_MEMORY_MAX_SECONDS} s) after ${load.requests} requests.`);
      await sleep(env.BENCH_MEMORY_SETTLE_S * 1000);
      const after = await api.snapshot();
      moments.push({ label: 'after load', snapshot: after });
      log(`after load: RSS ${(after.asIs.rss / 2 ** 20).toFixed(0)} MB (peak during the load ${(loadPeakRss / 2 ** 20).toFixed(0)} MB)`);
      if (env.BENCH_MEMORY_REST_S > 0) {
        // V8's memory reducer gives back the young generation and old-space slack some time after
        // the allocations stop, when it judges the process idle: not on a schedule.
        await sleep(env.BENCH_MEMORY_REST_S * 1000);
        const rested = await api.snapshot();
        moments.push({ label: 'rested', snapshot: rested });
        log(`rested (${env.BENCH_MEMORY_REST_S} s more): RSS ${(rested.asIs.rss / 2 ** 20).toFixed(0)} MB`);
      }
    } finally {
      await api.stop();
    }

    if (env.BENCH_MEMORY_PARTS) {
      // Later starts on the same (now seeded) database: every index, then one index off at a time.
      const variants: Array<{ label: string; env: Record<string, string> }> = [
        { label: 'every index', env: {} },
        { label: 'without the search index (SEARCH_INDEX=sql)', env: { SEARCH_INDEX: 'sql' } },
        { label: 'without the autocomplete index (AUTOCOMPLETE_INDEX=false)', env: { AUTOCOMPLETE_INDEX: 'false' } },
      ];
      for (const variant of variants) {
        log(`parts: ${variant.label}`);
        const api = await ProbedApi.start(dataDir, probeFile, variant.env);
        try {
          await api.whenIndexesReady();
          await sleep(env.BENCH_MEMORY_SETTLE_S * 1000);
          parts.push({ label: variant.label, env: variant.env, idle: await api.snapshot() });
        } finally {
          await api.stop();
        }
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }

  const limit = MEMORY_BUDGETS[engine];
  const report: MemoryReport = {
    startedAt,
    engine,
    database: describeDatabase(dataDir),
    start: env.BENCH_MEMORY_FIRST_START ? 'first start' : 'later start',
    hotels: catalog.hotels,
    offerNights: catalog.offerNights,
    nodeArgs: processSettings.nodeFlags,
    processEnv: processSettings.env,
    machine: machineInfo(startLoad),
    calibrationMs: { before: calibrationBefore, after: cpuCalibrationMs() },
    settings: { requestsPerCategory: env.BENCH_MEMORY_REQUESTS, connections, settleSeconds: env.BENCH_MEMORY_SETTLE_S, restSeconds: env.BENCH_MEMORY_REST_S, seed: env.BENCH_SEED },
    moments,
    loadPeakRss,
    load,
    parts,
    budgets: moments
      .filter((moment) => moment.label === 'idle' || moment.label === 'after load')
      .map((moment) => ({ moment: moment.label, value: moment.snapshot.asIs.rss, limit, pass: moment.snapshot.asIs.rss < limit })),
    notes,
  };
  const written = await writeMemoryReport(report, path.join(here, 'reports'));
  console.log(`\n${written.text}`);
  log(`report: ${path.relative(process.cwd(), written.markdown)} and ${path.relative(process.cwd(), written.json)}`);
}

main().catch((error: unknown) => {
  console.error(`[bench:memory] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
