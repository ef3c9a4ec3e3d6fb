/**
 * `npm run bench:search`: the search API under load on loopback. See bench/README.md.
 *
 * PostgreSQL when DATABASE_URL is set (meant for the full-scale catalog), otherwise PGlite in
 * DATA_DIR (the demo catalog). It never seeds: seed first with `npm run seed`.
 *
 * `--through-site`: the same query set also through the web server's `/api/*` proxy;
 * `--instances N`: also over N API instances on the one PostgreSQL database. Both: every path with
 * one and with N instances, compared in one report (bench/scale-report.ts).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import { apiEngineOf, apiProcessSettings } from '../apps/api/src/system/heap';
import { runLoad, type RunResult } from './load-run';
import { BENCH_CATEGORIES, type BenchRequest, type QuerySet } from './query-set';
import type { TimedQuery } from './query-timing';
import type { FromProxyWorker, ProxyWorkerInput, ToProxyWorker } from './proxy-worker';
import { checkBudgets, machineInfo, writeReport, type BenchReport } from './report';
import { pathLabel, scaleTable, writeScaleReport, type ScalePath, type ScaleRun } from './scale-report';
import type { FromWorker, ToWorker, WorkerInput } from './worker-messages';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Distinct statements (the slowest seen) run again alone with EXPLAIN ANALYZE to find the costliest. */
const EXPLAINED_STATEMENTS = 15;

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const env = z
  .object({
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('./data'),
    DB_POOL_MAX: positiveInt(10),
    BENCH_REQUESTS: positiveInt(1000),
    BENCH_CONNECTIONS: z.coerce.number().int().positive().optional(),
    BENCH_MAX_SECONDS: positiveInt(60),
    BENCH_SEED: positiveInt(1),
    /** Requests sent before measuring, per category: JIT, pool and plan caches warm up on them. */
    BENCH_WARMUP: positiveInt(30),
    /** The API thread's young generation, in MB: the API process's by default. */
    BENCH_YOUNG_GENERATION_MB: positiveInt(apiProcessSettings(apiEngineOf(process.env)).youngGenerationMb),
    /** Comma-separated subset of the categories to run (all by default). */
    BENCH_CATEGORIES: z
      .string()
      .transform((value) => value.split(',').map((name) => name.trim()))
      .pipe(z.array(z.enum(BENCH_CATEGORIES)).min(1))
      .optional(),
  })
  .parse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));

/** More API instances than this in one benchmark process is a mistake (each holds its own indexes). */
const MAX_INSTANCES = 8;
/** The API's default request body limit, which the site's proxy enforces too. */
const BODY_LIMIT_BYTES = 1024 * 1024;

function readArgs(): { throughSite: boolean; instances: number } {
  const usage = `usage: npm run bench:search [-- --through-site] [--instances N (1-${MAX_INSTANCES}, PostgreSQL only)]`;
  let values;
  try {
    ({ values } = parseArgs({ options: { 'through-site': { type: 'boolean', default: false }, instances: { type: 'string' } } }));
  } catch (error) {
    console.error(`[bench:search] ${error instanceof Error ? error.message : String(error)}\n${usage}`);
    process.exit(1);
  }
  const instances = z.coerce.number().int().min(1).max(MAX_INSTANCES).default(1).safeParse(values.instances);
  if (!instances.success) {
    console.error(`[bench:search] --instances: expected a whole number from 1 to ${MAX_INSTANCES}\n${usage}`);
    process.exit(1);
  }
  if (instances.data > 1 && !env.DATABASE_URL) {
    console.error('[bench:search] --instances needs DATABASE_URL (PostgreSQL): several API instances share one database, and PGlite opens its folder in one process only.');
    process.exit(1);
  }
  return { throughSite: values['through-site'], instances: instances.data };
}
const args = readArgs();
/** The comparison of paths and instance counts, when asked: straight to one instance first (the baseline), then the others. */
const scalePlan: Array<{ path: ScalePath; instances: number }> = [];
if (args.throughSite || args.instances > 1) {
  for (const instances of args.instances > 1 ? [1, args.instances] : [1]) {
    for (const route of args.throughSite ? (['direct', 'site'] as const) : (['direct'] as const)) scalePlan.push({ path: route, instances });
  }
}
/** Proves the proxy's visitor header to the API under test, as PROXY_SECRET does between the web server and the API. */
const proxySecret = args.throughSite ? randomBytes(32).toString('base64url') : undefined;

function describeDatabase(): string {
  if (!env.DATABASE_URL) return `PGlite in ${path.resolve(env.DATA_DIR, 'pglite')}`;
  const url = new URL(env.DATABASE_URL);
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

function startThread(file: string, input: WorkerInput | ProxyWorkerInput, threadEnv: NodeJS.ProcessEnv = process.env): Worker {
  // tsx does not carry over to worker threads by itself: the worker registers it, then loads the TS entry.
  const entry = new URL(file, import.meta.url).href;
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`, {
    eval: true,
    workerData: input,
    env: threadEnv,
    // The API's heap as `npm start` sizes it (apps/api/src/system/heap.ts).
    resourceLimits: { maxYoungGenerationSizeMb: env.BENCH_YOUNG_GENERATION_MB },
  });
}

function startWorker(input: WorkerInput): Worker {
  // PROXY_SECRET: the API believes the site proxy's visitor header (the worker reads its environment).
  return startThread('./api-worker.ts', input, proxySecret ? { ...process.env, PROXY_SECRET: proxySecret } : process.env);
}

/** Awaits a worker's next message of a type; its `failed` message rejects. */
function messagesOf<M extends { type: string }>() {
  return <T extends M['type']>(worker: Worker, type: T): Promise<Extract<M, { type: T }>> =>
    new Promise((resolve, reject) => {
      const onMessage = (message: M) => {
        if (message.type === 'failed') {
          cleanup();
          reject(new Error((message as unknown as { message: string }).message));
        } else if (message.type === type) {
          cleanup();
          resolve(message as Extract<M, { type: T }>);
        }
      };
      const onError = (error: Error) => {
        cleanup();
        reject(error);
      };
      const cleanup = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
    });
}
const nextMessage = messagesOf<FromWorker>();
const nextProxyMessage = messagesOf<FromProxyWorker>();

/** Round-robin over the categories, so a mixed run interleaves every kind of request. */
function interleave(lists: readonly (readonly BenchRequest[])[]): BenchRequest[] {
  const mixed: BenchRequest[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest; i += 1) for (const list of lists) if (list[i]) mixed.push(list[i]!);
  return mixed;
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const startLoad = os.loadavg();
  console.log(`[bench:search] database: ${describeDatabase()}`);
  const perCategory = env.BENCH_REQUESTS;
  const worker = startWorker({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolMax: env.DB_POOL_MAX,
    // The per-category runs and the mixed ones, then a fresh slice for each compared path.
    perCategory: env.BENCH_WARMUP + (2 + scalePlan.length) * perCategory,
    seed: env.BENCH_SEED,
  });
  const tell = (message: ToWorker) => worker.postMessage(message);
  const ready = await nextMessage(worker, 'ready');
  console.log(`[bench:search] engine ${ready.engine}: ${ready.hotels} hotels, ${ready.offerNights} offer_night rows; API on 127.0.0.1:${ready.port}`);
  const url = `http://127.0.0.1:${ready.port}`;
  const set: QuerySet = ready.querySet;
  // PGlite runs one statement at a time: concurrent connections only queue, so its default is one
  // visitor (the embedded demo); PostgreSQL is loaded like a server.
  const connections = env.BENCH_CONNECTIONS ?? (ready.engine === 'pglite' ? 1 : 8);
  const load = { connections, maxSeconds: env.BENCH_MAX_SECONDS };
  const runs: RunResult[] = [];
  const slowest: TimedQuery[] = [];
  const notes: string[] = [];
  if (ready.analyzed) notes.push('The catalog had no planner statistics (never analyzed): the benchmark ran ANALYZE before measuring.');

  const measure = async (label: string, list: readonly BenchRequest[]): Promise<RunResult | undefined> => {
    if (list.length === 0) {
      notes.push(`${label}: no request could be drawn from this catalog.`);
      return undefined;
    }
    const result = await runLoad(label, url, list, load);
    runs.push(result);
    tell({ type: 'take-slowest' });
    slowest.push(...(await nextMessage(worker, 'slowest')).queries);
    console.log(
      `[bench:search] ${label.padEnd(16)} ${String(result.requests).padStart(5)} req  ${String(result.requestsPerSecond).padStart(7)} req/s  ` +
        `p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms  non-2xx ${result.non2xx}`,
    );
    return result;
  };

  tell({ type: 'calibrate' });
  const calibrationBefore = (await nextMessage(worker, 'calibrated')).ms;
  const warmup = interleave((env.BENCH_CATEGORIES ?? BENCH_CATEGORIES).map((category) => set[category].slice(0, env.BENCH_WARMUP)));
  await runLoad('warm-up', url, warmup, load);
  tell({ type: 'take-slowest' });
  await nextMessage(worker, 'slowest');

  const categories = env.BENCH_CATEGORIES ?? BENCH_CATEGORIES;
  for (const category of categories) {
    await measure(category, set[category].slice(env.BENCH_WARMUP, env.BENCH_WARMUP + perCategory));
  }
  /** The `index`-th slice of `perCategory` requests of every category after the warm-up, interleaved. */
  const mixedSlice = (index: number) =>
    interleave(categories.map((category) => set[category].slice(env.BENCH_WARMUP + index * perCategory, env.BENCH_WARMUP + (index + 1) * perCategory)));
  const mixed = mixedSlice(1);
  const cold = await measure('mixed (cold)', mixed);
  // The requests the cold run sent, again: now answered from the cache, as repeated searches are.
  await measure('mixed (warm)', mixed.slice(0, cold?.requests ?? 0));

  const scaleRuns: ScaleRun[] = [];
  if (scalePlan.length) {
    // The other instances: the same API on the same database, each in its own thread, started once
    // the first has drawn the query set (and analyzed a catalog that needed it).
    const others = Array.from({ length: args.instances - 1 }, () =>
      startWorker({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolMax: env.DB_POOL_MAX, perCategory: 0, seed: env.BENCH_SEED }),
    );
    try {
      const apiUrls = [url, ...(await Promise.all(others.map(async (other) => `http://127.0.0.1:${(await nextMessage(other, 'ready')).port}`)))];
      for (const [index, step] of scalePlan.entries()) {
        const upstreams = apiUrls.slice(0, step.instances);
        const proxy = step.path === 'site' ? startThread('./proxy-worker.ts', { upstreams, proxySecret: proxySecret!, bodyLimitBytes: BODY_LIMIT_BYTES }) : undefined;
        try {
          const targets = proxy ? [`http://127.0.0.1:${(await nextProxyMessage(proxy, 'ready')).port}`] : upstreams;
          // Not measured: the proxy's thread and new instances warm their JIT and pools up first.
          await runLoad('warm-up', targets, warmup, load);
          const list = mixedSlice(2 + index);
          const label = pathLabel(step);
          const scaleCold = await runLoad(`${label}: mixed (cold)`, targets, list, load);
          const scaleWarm = await runLoad(`${label}: mixed (warm)`, targets, list.slice(0, scaleCold.requests), load);
          scaleRuns.push({ ...step, cold: scaleCold, warm: scaleWarm });
          for (const result of [scaleCold, scaleWarm]) {
            console.log(
              `[bench:search] ${result.label.padEnd(44)} ${String(result.requests).padStart(5)} req  ${String(result.requestsPerSecond).padStart(7)} req/s  ` +
                `p50 ${result.p50} ms  p95 ${result.p95} ms  non-2xx ${result.non2xx}`,
            );
          }
        } finally {
          if (proxy) {
            proxy.postMessage({ type: 'stop' } satisfies ToProxyWorker);
            await nextProxyMessage(proxy, 'stopped');
            await proxy.terminate();
          }
        }
        // The statements of these runs are not the per-category runs' whose plans are explained.
        tell({ type: 'take-slowest' });
        await nextMessage(worker, 'slowest');
      }
    } finally {
      await Promise.all(
        others.map(async (other) => {
          other.postMessage({ type: 'stop' } satisfies ToWorker);
          await nextMessage(other, 'stopped').catch(() => undefined);
          await other.terminate();
        }),
      );
    }
  }

  slowest.sort((a, b) => b.durationMs - a.durationMs);
  // One instance per distinct statement (its slowest), the slowest first.
  const distinct = slowest.filter((query, index) => slowest.findIndex((other) => other.sql === query.sql) === index).slice(0, EXPLAINED_STATEMENTS);
  tell({ type: 'explain', queries: distinct });
  const plans = (await nextMessage(worker, 'plans')).plans.sort((a, b) => (b.planningMs + b.executionMs || 0) - (a.planningMs + a.executionMs || 0));
  tell({ type: 'calibrate' });
  const calibrationAfter = (await nextMessage(worker, 'calibrated')).ms;
  tell({ type: 'stop' });
  await nextMessage(worker, 'stopped');
  await worker.terminate();

  if (!set['search-undated'].length) notes.push('No search request could be built.');
  const report: BenchReport = {
    startedAt,
    engine: ready.engine,
    database: describeDatabase(),
    hotels: ready.hotels,
    offerNights: ready.offerNights,
    machine: machineInfo(startLoad),
    calibrationMs: { before: Math.round(calibrationBefore), after: Math.round(calibrationAfter) },
    settings: { requestsPerCategory: perCategory, warmupPerCategory: env.BENCH_WARMUP, youngGenerationMb: env.BENCH_YOUNG_GENERATION_MB, connections, maxSecondsPerRun: env.BENCH_MAX_SECONDS, seed: env.BENCH_SEED },
    runs,
    budgets: checkBudgets(ready.engine, runs),
    slowest: plans.map(({ plan: _plan, ...timed }) => timed),
    ...(plans[0] ? { explained: plans[0] } : {}),
    notes,
  };
  if (scaleRuns.length) {
    const scale = await writeScaleReport(
      {
        startedAt,
        engine: ready.engine,
        database: describeDatabase(),
        hotels: ready.hotels,
        offerNights: ready.offerNights,
        machine: report.machine,
        calibrationMs: report.calibrationMs,
        settings: { requestsPerCategory: perCategory, connections, maxSecondsPerRun: env.BENCH_MAX_SECONDS, seed: env.BENCH_SEED, categories: [...categories] },
        runs: scaleRuns,
        notes: [],
      },
      path.join(here, 'reports'),
    );
    notes.push(`Paths and API instances compared in ${path.basename(scale.markdown)}.`);
    console.log(`\n${scaleTable({ runs: scaleRuns }).join('\n')}`);
    console.log(`[bench:search] paths and instances: ${path.relative(process.cwd(), scale.markdown)} and ${path.relative(process.cwd(), scale.json)}`);
  }
  const written = await writeReport(report, path.join(here, 'reports'));
  console.log(`\n${written.text}`);
  console.log(`[bench:search] report: ${path.relative(process.cwd(), written.markdown)} and ${path.relative(process.cwd(), written.json)}`);
}

main().catch((error: unknown) => {
  console.error(`[bench:search] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
