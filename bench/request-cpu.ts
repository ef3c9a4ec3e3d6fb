/**
 * `npx tsx bench/request-cpu.ts` (DATABASE_URL or DATA_DIR as bench:search): the CPU time each
 * request of the bench's query set costs, measured without load — one request at a time through
 * `app.inject` (routing, validation, handler, serialization; no socket) — so that a change can be
 * compared before and after on a busy machine, where req/s and latencies are noise.
 *
 * Per category: the API process's CPU per request (user + system, `process.cpuUsage`, GC threads
 * included), the PostgreSQL backends' CPU per request (from /proc, the backends of this database
 * only; PostgreSQL on this machine only) and the statements per request. Cache misses only: each
 * request of a pass is sent once.
 *
 * BENCH_REQUESTS (default 300) requests per category, BENCH_WARMUP (30) before them, BENCH_REPEAT (3)
 * passes over them (the answer cache emptied before each; the best pass is reported: the least
 * disturbed by the rest of the machine), BENCH_SEED and BENCH_CATEGORIES as bench:search.
 * BENCH_PROFILE=<folder>: a CPU profile of each category's measured requests, `<category>.cpuprofile`
 * (open it in Chrome DevTools or speedscope).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import os from 'node:os';
import { openDatabase } from '@escapade/db';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { BENCH_CATEGORIES, buildQuerySet, type BenchCategory } from './query-set';

/** Requests per category sent before measuring (BENCH_WARMUP): more of them fill the per-version memos. */
const WARMUP = Number(process.env.BENCH_WARMUP || 30);
/** Passes over each category's requests (BENCH_REPEAT), the answer cache emptied before each: the best is reported. */
const REPEAT = Number(process.env.BENCH_REPEAT || 3);

class StatementCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

const TICKS_PER_MS = 100 / 1000; // USER_HZ 100

/** CPU ms of each PostgreSQL backend serving `database` (every process whose title names it), by pid. */
function postgresCpuMs(database: string | undefined): Map<string, number> {
  const byPid = new Map<string, number>();
  if (!database) return byPid;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.startsWith('postgres:') || !cmdline.includes(` ${database} `)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      byPid.set(pid, (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS);
    } catch {
      // The process ended meanwhile.
    }
  }
  return byPid;
}

/** The CPU the backends used between two readings (a backend that ended meanwhile is not counted). */
function postgresCpuSince(before: Map<string, number>, database: string | undefined): number {
  let ms = 0;
  for (const [pid, now] of postgresCpuMs(database)) ms += now - (before.get(pid) ?? 0);
  return ms;
}

async function main(): Promise<void> {
  // As bench:search (api-worker.ts): the API as `npm start` runs it.
  process.env.NODE_ENV = 'production';
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const database = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : undefined;
  const perCategory = Number(process.env.BENCH_REQUESTS || 300);
  const categories = (process.env.BENCH_CATEGORIES?.split(',').map((c) => c.trim()) ?? [...BENCH_CATEGORIES]) as BenchCategory[];
  const handle = await openDatabase(databaseUrl ? { databaseUrl, poolMax: 10 } : { dataDir: process.env.DATA_DIR ?? './data' });
  const counter = new StatementCounter();
  const querySet = await buildQuerySet(handle.db, { perCategory: WARMUP + perCategory, seed: Number(process.env.BENCH_SEED || 1) });
  const config = loadConfig({
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    SEARCH_INDEX: process.env.SEARCH_INDEX,
    AUTOCOMPLETE_INDEX: process.env.AUTOCOMPLETE_INDEX,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DB_POOL_MAX: '10' } : { DATA_DIR: process.env.DATA_DIR ?? './data' }),
  });
  const app = await buildApp({ config, db: { ...handle, db: handle.db.withPlugin(counter) } });
  await app.ready();
  await app.searchIndex?.whenReady();
  await app.autocompleteIndex?.whenReady();
  console.log(`engine ${handle.engine}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; ${perCategory} requests per category`);

  const send = async (request: (typeof querySet)[BenchCategory][number]) => {
    const response = await app.inject({
      method: request.method,
      url: request.path,
      ...(request.body ? { payload: request.body } : {}),
      headers: request.headers ?? {},
    });
    if (response.statusCode !== 200) throw new Error(`${request.method} ${request.path} → ${response.statusCode}: ${response.body.slice(0, 300)}`);
    return response.body.length;
  };
  for (const category of categories) for (const request of querySet[category].slice(0, WARMUP)) await send(request);

  const profileDir = process.env.BENCH_PROFILE || undefined;
  const session = profileDir ? new Session() : undefined;
  if (session && profileDir) {
    mkdirSync(profileDir, { recursive: true });
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
  }
  for (const category of categories) {
    const list = querySet[category].slice(WARMUP, WARMUP + perCategory);
    const n = list.length;
    const passes: Array<{ cpu: number; pg: number; statements: number; wall: number; bytes: number }> = [];
    for (let pass = 0; pass < REPEAT; pass += 1) {
      // Every pass misses the answer cache (each request is a search, not a cache read).
      await app.cache.delByPrefix('');
      globalThis.gc?.();
      const profiling = session && pass === REPEAT - 1;
      if (profiling) await session.post('Profiler.start');
      const statementsBefore = counter.count;
      const pgBefore = postgresCpuMs(database);
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      let bytes = 0;
      for (const request of list) bytes += await send(request);
      const wall = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      const pg = postgresCpuSince(pgBefore, database);
      passes.push({ cpu: (cpu.user + cpu.system) / 1000 / n, pg: pg / n, statements: (counter.count - statementsBefore) / n, wall: wall / n, bytes: bytes / n });
      if (profiling && profileDir) {
        const { profile } = await session.post('Profiler.stop');
        writeFileSync(path.join(profileDir, `${category}.cpuprofile`), JSON.stringify(profile));
      }
    }
    const min = (pick: (p: (typeof passes)[number]) => number) => Math.min(...passes.map(pick)).toFixed(3);
    console.log(
      `${category.padEnd(15)} API CPU ${min((p) => p.cpu)} ms/req  PostgreSQL CPU ${min((p) => p.pg)} ms/req  ` +
        `statements ${min((p) => p.statements)}/req  wall ${min((p) => p.wall)} ms/req  response ${Math.round(passes[0]!.bytes)} B  ` +
        `(best of ${REPEAT}; CPU of each pass ${passes.map((p) => p.cpu.toFixed(2)).join(' ')})`,
    );
  }
  await app.close();
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
