/**
 * The API under test, in a worker thread of the benchmark's process: it opens the database, checks
 * that a catalog is there (it never seeds), draws the query set, listens on loopback, and explains
 * the slowest statement when asked. Running it apart from autocannon's thread keeps the load
 * generator from stealing the API's event loop.
 *
 * With `perCategory` 0 it is one more instance of the API on the same database (`--instances`):
 * it draws no query set and writes no profile.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '@escapade/db';
import { CompiledQuery, sql } from 'kysely';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { BENCH_CATEGORIES, buildQuerySet, type BenchRequest, type QuerySet } from './query-set';
import { QueryTimingPlugin, type TimedQuery } from './query-timing';
import type { ExplainedQuery, FromWorker, ToWorker, WorkerInput } from './worker-messages';

const input = workerData as WorkerInput;
if (!parentPort) throw new Error('api-worker runs as a worker thread of bench/search.ts');
const port = parentPort;
const send = (message: FromWorker) => port.postMessage(message);

/**
 * A fixed CPU-bound statement timed before and after the runs: its time tells how much CPU the
 * database got while the figures were taken, so runs on a busy and a quiet machine can be told apart.
 */
const CALIBRATION_ROWS = 1_000_000;

const readMs = (plan: string, label: string): number => Number(new RegExp(`${label} Time: ([\\d.]+) ms`).exec(plan)?.[1] ?? Number.NaN);

async function main(): Promise<void> {
  // The API as `npm start` runs it (scripts/start.ts): the search routes then skip their answers'
  // schema check (apps/api/src/search/response-serializer.ts), which the API suites run.
  process.env.NODE_ENV = 'production';
  const handle = await openDatabase(input.databaseUrl ? { databaseUrl: input.databaseUrl, poolMax: input.poolMax } : { dataDir: input.dataDir });
  const timing = new QueryTimingPlugin();
  const explainAll = async (queries: readonly TimedQuery[]): Promise<ExplainedQuery[]> => {
    const plans: ExplainedQuery[] = [];
    for (const query of queries) {
      try {
        const result = await handle.db.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain (analyze, buffers) ${query.sql}`, [...query.parameters]),
        );
        const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
        plans.push({ ...query, plan, planningMs: readMs(plan, 'Planning'), executionMs: readMs(plan, 'Execution') });
      } catch (error) {
        plans.push({ ...query, plan: `EXPLAIN failed: ${error instanceof Error ? error.message : String(error)}`, planningMs: Number.NaN, executionMs: Number.NaN });
      }
    }
    return plans;
  };
  const db = handle.db.withPlugin(timing);
  const stats = await db
    .selectFrom('hotel')
    .select((eb) => [eb.fn.countAll<number>().as('hotels')])
    .executeTakeFirstOrThrow();
  const nights = await db.selectFrom('offer_night').select((eb) => [eb.fn.countAll<number>().as('rows')]).executeTakeFirstOrThrow();
  if (Number(stats.hotels) === 0) {
    send({ type: 'failed', message: 'The catalog is empty: seed it first (npm run seed -- --scale demo, or --scale full with DATABASE_URL).' });
    await handle.close();
    return;
  }
  // PGlite has no autovacuum: a freshly seeded catalog has no planner statistics, and plans made
  // without them are not what a maintained database runs. ANALYZE changes no data.
  // (pg_stat_user_tables cannot tell: PGlite does not keep those counters across restarts.)
  const unanalyzed = await sql<{ tables: number }>`
    select count(*)::int as tables from unnest(array['hotel', 'offer', 'offer_night', 'destination_name']) as t(name)
    where not exists (select 1 from pg_stats s where s.schemaname = 'public' and s.tablename = t.name)`.execute(handle.db);
  const analyzed = (unanalyzed.rows[0]?.tables ?? 0) > 0;
  if (analyzed) await sql`analyze`.execute(handle.db);
  const isAnotherInstance = input.perCategory === 0;
  const querySet = isAnotherInstance
    ? (Object.fromEntries(BENCH_CATEGORIES.map((category) => [category, [] as BenchRequest[]])) as QuerySet)
    : await buildQuerySet(handle.db, { perCategory: input.perCategory, seed: input.seed });
  const config = loadConfig({
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    // Which search engine answers (decision 0009); unset: the API's default.
    SEARCH_INDEX: process.env.SEARCH_INDEX,
    // The autocomplete's in-process index (decision 0007); false: SQL only, as before it.
    AUTOCOMPLETE_INDEX: process.env.AUTOCOMPLETE_INDEX,
    // Set by `--through-site`: the API believes the visitor header of the site's proxy, as in production.
    PROXY_SECRET: process.env.PROXY_SECRET,
    ...(input.databaseUrl ? { DATABASE_URL: input.databaseUrl, DB_POOL_MAX: String(input.poolMax) } : { DATA_DIR: input.dataDir }),
  });
  const app = await buildApp({ config, db: { ...handle, db } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  // The runs measure the in-memory index, not the SQL engine answering while it builds; its build
  // statements are not search statements.
  timing.setEnabled(false);
  await app.searchIndex?.whenReady();
  await app.autocompleteIndex?.whenReady();
  timing.setEnabled(true);
  // BENCH_PROFILE=<folder>: the API thread's CPU profile over every run, under load (request-cpu.ts
  // profiles one request at a time, without sockets or queueing).
  const profileDir = isAnotherInstance ? undefined : process.env.BENCH_PROFILE || undefined;
  const profiler = profileDir ? new Session() : undefined;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const address = app.server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;
  send({ type: 'ready', port: listening, engine: handle.engine, hotels: Number(stats.hotels), offerNights: Number(nights.rows), analyzed, querySet });

  port.on('message', async (message: ToWorker) => {
    if (message.type === 'calibrate') {
      timing.setEnabled(false);
      const started = performance.now();
      await sql`select count(*) from generate_series(1, ${CALIBRATION_ROWS}::int)`.execute(handle.db);
      timing.setEnabled(true);
      send({ type: 'calibrated', ms: performance.now() - started });
    } else if (message.type === 'take-slowest') {
      send({ type: 'slowest', queries: timing.takeSlowest() });
    } else if (message.type === 'explain') {
      timing.setEnabled(false);
      try {
        send({ type: 'plans', plans: await explainAll(message.queries) });
      } finally {
        timing.setEnabled(true);
      }
    } else if (message.type === 'stop') {
      if (profiler && profileDir) {
        const { profile } = await profiler.post('Profiler.stop');
        mkdirSync(profileDir, { recursive: true });
        writeFileSync(path.join(profileDir, 'api-under-load.cpuprofile'), JSON.stringify(profile));
        profiler.disconnect();
      }
      await app.close();
      await handle.close();
      send({ type: 'stopped' });
    }
  });
}

main().catch((error: unknown) => send({ type: 'failed', message: error instanceof Error ? error.stack ?? error.message : String(error) }));
