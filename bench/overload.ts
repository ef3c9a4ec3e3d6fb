/**
 * `npm run bench:overload`: the API past its capacity, with load shedding on. See bench/README.md.
 *
 * Starts the API (apps/api/src/server.ts, NODE_ENV=production) on 127.0.0.1 with a fresh DATA_DIR
 * seeded at SEED_SCALE=test, measures what one client at a time gets (capacity), then saturates an
 * uncached, database-bound route (a product's offers for a stay, every request a different stay)
 * with many connections, then lets it rest: requests accepted vs shed (503), latency of the
 * accepted ones, the server's RSS before, at its peak and after. The load phases take at most
 * 60 s together; the server is stopped at the end whatever happens.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { z } from 'zod';
import { startApi, stopApi } from './lib/api-process';
import { freePort } from './lib/free-port';
import { percentile } from './load-run';
import { cpuCalibrationMs } from './report';

const here = path.dirname(fileURLToPath(import.meta.url));
const log = (line: string) => console.log(`[bench:overload] ${line}`);

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const env = z
  .object({
    /** The API's own port for this run (loopback only); a free one when unset. */
    BENCH_OVERLOAD_PORT: z.coerce.number().int().positive().optional(),
    /** Connections of the saturating phase. */
    BENCH_OVERLOAD_CONNECTIONS: positiveInt(64),
    BENCH_OVERLOAD_SECONDS: positiveInt(20),
    BENCH_OVERLOAD_BASELINE_SECONDS: positiveInt(8),
    BENCH_OVERLOAD_REST_SECONDS: positiveInt(10),
    /** The API's LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS for the run. */
    BENCH_OVERLOAD_MAX_DELAY_MS: positiveInt(50),
    BENCH_OVERLOAD_START_TIMEOUT_S: positiveInt(240),
  })
  .parse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));

const LOAD_BUDGET_S = 60;
if (env.BENCH_OVERLOAD_BASELINE_SECONDS + env.BENCH_OVERLOAD_SECONDS + env.BENCH_OVERLOAD_REST_SECONDS > LOAD_BUDGET_S) {
  throw new Error(`the three phases must fit in ${LOAD_BUDGET_S} s together`);
}

const port = env.BENCH_OVERLOAD_PORT ?? (await freePort());
const baseUrl = `http://127.0.0.1:${port}`;

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return kib ? Number(kib) * 1024 : Number.NaN;
}

const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stays to price: products of the catalogue × checkins over the window, each sent once. */
async function stayPaths(): Promise<string[]> {
  const answer = await fetch(`${baseUrl}/api/offers.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locale: 'fr_FR', pagination: { limit: 100, page: 0 } }),
  });
  if (!answer.ok) throw new Error(`the search answered ${answer.status}: ${await answer.text()}`);
  const { exactMatch } = (await answer.json()) as { exactMatch: Array<{ id: number }> };
  if (!exactMatch.length) throw new Error('the seeded catalogue has no product in fr_FR');
  const today = new Date();
  const paths: string[] = [];
  for (let day = 1; day <= 330; day += 1) {
    const checkin = new Date(today.getTime() + day * 86_400_000).toISOString().slice(0, 10);
    for (const { id } of exactMatch) paths.push(`/api/product/${id}/offers?locale=fr_FR&checkin=${checkin}&nights=${1 + (day % 3)}`);
  }
  // Deterministic shuffle, so that consecutive requests are different products and days.
  return paths.sort((a, b) => createHash('md5').update(a).digest()[0]! - createHash('md5').update(b).digest()[0]!);
}

interface Phase {
  label: string;
  connections: number;
  seconds: number;
  sent: number;
  accepted: number;
  shed: number;
  otherStatuses: Record<string, number>;
  errors: number;
  /** Of the accepted (2xx) answers, client side. */
  p50: number;
  p95: number;
  p99: number;
  acceptedPerSecond: number;
}

function runPhase(label: string, paths: string[], cursor: { next: number }, connections: number, seconds: number): Promise<Phase> {
  const accepted: number[] = [];
  const statuses: Record<string, number> = {};
  let shed = 0;
  let sent = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        timeout: 30,
        requests: [{ setupRequest: (request) => ({ ...request, method: 'GET', path: paths[cursor.next++ % paths.length] }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        accepted.sort((a, b) => a - b);
        const round = (value: number) => Math.round(value * 10) / 10;
        resolve({
          label,
          connections,
          seconds,
          sent,
          accepted: accepted.length,
          shed,
          otherStatuses: statuses,
          errors: result.errors + result.timeouts,
          p50: round(percentile(accepted, 50)),
          p95: round(percentile(accepted, 95)),
          p99: round(percentile(accepted, 99)),
          acceptedPerSecond: round(accepted.length / seconds),
        });
      },
    );
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      sent += 1;
      if (statusCode >= 200 && statusCode < 300) accepted.push(responseTime);
      else if (statusCode === 503) shed += 1;
      else statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const startLoad = os.loadavg().map((value) => Math.round(value * 100) / 100);
  const calibrationBefore = cpuCalibrationMs();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'h2-overload-'));
  log(`starting the API on ${baseUrl} (DATA_DIR ${dataDir}, SEED_SCALE=test, shedding past ${env.BENCH_OVERLOAD_MAX_DELAY_MS} ms event-loop delay)`);
  const child = await startApi({
    port,
    dataDir,
    startTimeoutS: env.BENCH_OVERLOAD_START_TIMEOUT_S,
    env: {
      DATABASE_URL: '',
      SEED_SCALE: 'test',
      SEED_ON_START: 'true',
      LOAD_SHEDDING: 'true',
      LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: String(env.BENCH_OVERLOAD_MAX_DELAY_MS),
      LOAD_SHED_RETRY_AFTER_SECONDS: '1',
    },
    // Up, and no longer shedding: right after a start the index builds keep the event loop busy.
    isReady: (health) => health.load !== 'shedding',
  });
  const pid = child.pid!;
  try {
    const paths = await stayPaths();
    const cursor = { next: 0 };
    // One short pass so that the JIT and the statement caches are warm before the baseline.
    await runPhase('warm-up', paths, cursor, 1, 2);
    await sleep(1500);
    const rssBefore = await rssOf(pid);
    const samples: Array<{ at: number; rss: number; shedding: boolean }> = [];
    const started = Date.now();
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const health = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) })
          .then((response) => response.json() as Promise<{ load?: string }>)
          .catch(() => undefined);
        samples.push({ at: Date.now() - started, rss: await rssOf(pid), shedding: health?.load === 'shedding' });
        await sleep(250);
      }
    })();

    log(`baseline: 1 connection for ${env.BENCH_OVERLOAD_BASELINE_SECONDS} s`);
    const baseline = await runPhase('baseline (1 connection)', paths, cursor, 1, env.BENCH_OVERLOAD_BASELINE_SECONDS);
    log(`overload: ${env.BENCH_OVERLOAD_CONNECTIONS} connections for ${env.BENCH_OVERLOAD_SECONDS} s`);
    const overloadStart = Date.now() - started;
    const overload = await runPhase(`overload (${env.BENCH_OVERLOAD_CONNECTIONS} connections)`, paths, cursor, env.BENCH_OVERLOAD_CONNECTIONS, env.BENCH_OVERLOAD_SECONDS);
    const overloadEnd = Date.now() - started;
    log(`rest: ${env.BENCH_OVERLOAD_REST_SECONDS} s without load`);
    await sleep(env.BENCH_OVERLOAD_REST_SECONDS * 1000);
    const after = await runPhase('after (1 connection)', paths, cursor, 1, 2);
    sampling = false;
    await sampler;
    const rssAfter = await rssOf(pid);
    const peak = Math.max(...samples.map((sample) => sample.rss));
    const sheddingSamples = samples.filter((sample) => sample.at >= overloadStart && sample.at <= overloadEnd);
    const shedShare = sheddingSamples.length ? sheddingSamples.filter((sample) => sample.shedding).length / sheddingSamples.length : 0;
    const stillShedding = samples.slice(-4).some((sample) => sample.shedding);
    const calibrationAfter = cpuCalibrationMs();
    const phases = [baseline, overload, after];

    const lines = [
      '# Overload benchmark — load shedding',
      '',
      `- Started: ${startedAt}`,
      `- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
        `load average ${startLoad.join(', ')} at the start, ${os.loadavg().map((v) => Math.round(v * 100) / 100).join(', ')} at the end`,
      `- CPU calibration: SHA-256 of 64 MiB took ${calibrationBefore} ms before the runs and ${calibrationAfter} ms after (the lower, the more CPU this process had)`,
      `- API: apps/api/src/server.ts, NODE_ENV=production, PGlite, SEED_SCALE=test, on 127.0.0.1:${port}; ` +
        `LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS=${env.BENCH_OVERLOAD_MAX_DELAY_MS}, heap threshold at its default (90% of V8's limit), Retry-After 1 s`,
      `- Route: GET /api/product/{id}/offers for a stay (uncached: priced per request from the nightly table), every request a different product × checkin × nights`,
      '',
      '| phase | connections | seconds | answered | accepted (2xx) | shed (503) | other | accepted/s | p50 ms | p95 ms | p99 ms |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...phases.map(
        (p) =>
          `| ${p.label} | ${p.connections} | ${p.seconds} | ${p.sent} | ${p.accepted} | ${p.shed} | ${JSON.stringify(p.otherStatuses)}${p.errors ? `, ${p.errors} errors` : ''} | ${p.acceptedPerSecond} | ${p.p50} | ${p.p95} | ${p.p99} |`,
      ),
      '',
      `- RSS of the API: ${mib(rssBefore)} MiB before the load, ${mib(peak)} MiB at its peak, ${mib(rssAfter)} MiB after ${env.BENCH_OVERLOAD_REST_SECONDS} s of rest ` +
        `(${Math.round((rssAfter / rssBefore) * 100)}% of the baseline)`,
      `- /api/health reported \`load: shedding\` in ${Math.round(shedShare * 100)}% of its samples during the overload; ${stillShedding ? 'still shedding' : 'no longer shedding'} at the end`,
      '',
    ];
    const text = lines.join('\n');
    const reports = path.join(here, 'reports');
    await mkdir(reports, { recursive: true });
    const stamp = startedAt.replace(/[:.]/g, '-');
    await writeFile(path.join(reports, `overload-${stamp}.md`), text);
    await writeFile(
      path.join(reports, `overload-${stamp}.json`),
      `${JSON.stringify({ startedAt, calibrationMs: { before: calibrationBefore, after: calibrationAfter }, settings: env, phases, rss: { before: rssBefore, peak, after: rssAfter }, samples }, null, 2)}\n`,
    );
    console.log(`\n${text}`);
    log(`report: bench/reports/overload-${stamp}.md`);
  } finally {
    await stopApi(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`[bench:overload] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
