/**
 * `npm run bench:pages`: the home page `/fr-fr/` under load with and without the page cache, and
 * how long a content change takes to show (decision 0027). See bench/README.md.
 *
 * Target: `--target http://127.0.0.1:3300` (or BENCH_PAGES_URL), a running production site, started
 * with STAFF_API_TOKEN for the content changes; else a production server started by
 * scripts/start.ts on free ports with a fresh DATA_DIR and a staff token of its own (bench/web-target.ts).
 *
 * 1. Load, bounded: autocannon on loopback, 10 connections, a warm-up then a measured run, first with
 *    `X-Page-Cache-Bypass: 1` (every request rendered, as before the cache; the server honours it
 *    from loopback only), then without (the cache).
 * 2. Content changes: the fr_FR announcement edited through the staff API, `/fr-fr/` read every
 *    50 ms until it shows the new text (5 changes, the median reported), the original put back.
 * 3. What a hit costs to encode, on the page itself (bench/pages-encoding.ts).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import { homepageResponseSchema, type AnnouncementBanner } from '@escapade/contracts/content';
import { z } from 'zod';
import { nonceOfPolicy } from '../apps/web/server/page-cache-rules';
import { percentile } from './load-run';
import { measureEncodings, type EncodingReport } from './pages-encoding';
import { checkPagesBudgets, type ContentChange, type PagesBenchReport, type PagesRun, writePagesReport } from './pages-report';
import { cpuCalibrationMs, machineInfo } from './report';
import { externalTarget, startProductionServer, type Target } from './web-target';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const log = (line: string) => console.log(`[bench:pages] ${line}`);

const PAGE_PATH = '/fr-fr/';
const LOCALE = 'fr_FR';
/** What Chrome sends: the cache answers it in gzip (its nonce spliced), a miss in Brotli. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const POLL_MS = 50;
/** A change not visible by then counts as this long, and the bench goes on. */
const CHANGE_GIVE_UP_MS = 15_000;

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const env = z
  .object({
    BENCH_PAGES_URL: z.string().url().optional(),
    BENCH_PAGES_CONNECTIONS: positiveInt(10),
    BENCH_PAGES_WARMUP_S: positiveInt(10),
    BENCH_PAGES_SECONDS: positiveInt(20),
    BENCH_PAGES_CHANGES: positiveInt(5),
    /** The token the target's API was started with (a site the bench starts gets one of its own). */
    STAFF_API_TOKEN: z.string().optional(),
    BENCH_WEB_API_PORT: z.coerce.number().int().positive().optional(),
    BENCH_WEB_START_TIMEOUT_S: positiveInt(1200),
  })
  .parse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function median(values: readonly number[]): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One autocannon run of `seconds` on the page, every response timed on the client side. */
function load(url: string, headers: Record<string, string>, seconds: number): Promise<Omit<PagesRun, 'label' | 'headers'>> {
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let bytes = 0;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const instance = autocannon({ url, connections: env.BENCH_PAGES_CONNECTIONS, duration: seconds, timeout: 10, headers: { 'accept-encoding': ACCEPT_ENCODING, ...headers } }, (error, result) => {
      if (error) return reject(error);
      const durationS = (performance.now() - started) / 1000;
      const sorted = latencies.sort((a, b) => a - b);
      resolve({
        durationS: round(durationS),
        requests: latencies.length,
        requestsPerSecond: round(latencies.length / durationS, 1),
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
        p99: round(percentile(sorted, 99)),
        max: round(sorted.at(-1) ?? Number.NaN),
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        statusCodes,
        meanResponseBytes: latencies.length ? Math.round(bytes / latencies.length) : 0,
      });
    });
    instance.on('response', (_client, statusCode, responseBytes, responseTime) => {
      latencies.push(responseTime);
      bytes += responseBytes;
      statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
    });
  });
}

async function run(label: string, url: string, headers: Record<string, string>): Promise<PagesRun> {
  log(`${label}: ${env.BENCH_PAGES_WARMUP_S} s warm-up…`);
  await load(url, headers, env.BENCH_PAGES_WARMUP_S);
  log(`${label}: ${env.BENCH_PAGES_SECONDS} s measured…`);
  const measured = await load(url, headers, env.BENCH_PAGES_SECONDS);
  log(`${label}: ${measured.requestsPerSecond} req/s, p50 ${measured.p50} ms, p95 ${measured.p95} ms, p99 ${measured.p99} ms, errors ${measured.errors}, non-2xx ${measured.non2xx}`);
  return { label, headers, ...measured };
}

async function cacheStatusOf(url: string, headers: Record<string, string> = {}): Promise<string | null> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
  await response.arrayBuffer();
  return response.headers.get('x-page-cache');
}

async function readAnnouncement(baseUrl: string): Promise<AnnouncementBanner | null> {
  const response = await fetch(`${baseUrl}/api/cms/homepage?locale=${LOCALE}`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET /api/cms/homepage answered ${response.status}`);
  // Only the announcement: the rest of the home page's contract is not this bench's business.
  return homepageResponseSchema.pick({ announcementBanner: true }).parse(await response.json()).announcementBanner;
}

async function editAnnouncement(baseUrl: string, token: string, content: string, linkUrl: string | null): Promise<void> {
  const response = await fetch(`${baseUrl}/api/staff/content/announcement-banner?locale=${LOCALE}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content, linkUrl }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`PUT /api/staff/content/announcement-banner answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
}

/** Edits the announcement and reads the page every 50 ms until it shows the new text. */
async function timeChange(baseUrl: string, token: string, text: string, linkUrl: string | null): Promise<ContentChange> {
  const started = performance.now();
  await editAnnouncement(baseUrl, token, text, linkUrl);
  const editMs = Math.round(performance.now() - started);
  while (performance.now() - started < CHANGE_GIVE_UP_MS) {
    const response = await fetch(`${baseUrl}${PAGE_PATH}`, { headers: { 'accept-encoding': ACCEPT_ENCODING }, signal: AbortSignal.timeout(10_000) });
    const html = await response.text();
    if (html.includes(text)) return { text, visibleAfterMs: Math.round(performance.now() - started), editMs, cacheStatus: response.headers.get('x-page-cache') };
    await delay(POLL_MS);
  }
  return { text, visibleAfterMs: CHANGE_GIVE_UP_MS, editMs, cacheStatus: null };
}

async function measureChanges(baseUrl: string, token: string, notes: string[]): Promise<ContentChange[]> {
  const original = await readAnnouncement(baseUrl);
  const linkUrl = original?.link?.url ?? null;
  const changes: ContentChange[] = [];
  try {
    for (let index = 1; index <= env.BENCH_PAGES_CHANGES; index += 1) {
      // Letters and digits only: the page shows it as sent, without HTML escapes.
      const text = `Bench ${randomBytes(6).toString('hex')} change ${index}`;
      const change = await timeChange(baseUrl, token, text, linkUrl);
      changes.push(change);
      log(`content change ${index}: visible after ${change.visibleAfterMs} ms (edit answered in ${change.editMs} ms, X-Page-Cache ${change.cacheStatus ?? '(none)'})`);
      // The next change starts from a settled cache, as an editor's would.
      await delay(500);
    }
  } finally {
    if (original) {
      await editAnnouncement(baseUrl, token, original.content, linkUrl);
      notes.push(`The announcement was put back to its original text ("${original.content.slice(0, 80)}"), on every flow and page group (the staff edit sets them all).`);
    } else {
      notes.push('The fr_FR home page had no announcement before the bench, and the staff API cannot remove one: the last bench text stays until an editor changes it.');
    }
  }
  return changes;
}

async function main(): Promise<void> {
  const { values: args } = parseArgs({ options: { target: { type: 'string' } } });
  const startedAt = new Date().toISOString();
  const startLoad = os.loadavg();
  const calibrationBefore = cpuCalibrationMs();
  const targetUrl = args.target ?? env.BENCH_PAGES_URL;
  const ownToken = randomBytes(32).toString('base64url');
  const target: Target = targetUrl
    ? externalTarget(targetUrl, undefined, args.target ? '--target' : 'BENCH_PAGES_URL')
    : await startProductionServer(root, { apiPort: env.BENCH_WEB_API_PORT, startTimeoutMs: env.BENCH_WEB_START_TIMEOUT_S * 1000, log, env: { STAFF_API_TOKEN: ownToken } });
  const token = targetUrl ? env.STAFF_API_TOKEN : ownToken;
  const notes: string[] = [];
  try {
    log(`target: ${target.description}`);
    const url = `${target.baseUrl}${PAGE_PATH}`;
    const probe = { first: await cacheStatusOf(url), second: await cacheStatusOf(url), bypassed: await cacheStatusOf(url, { 'x-page-cache-bypass': '1' }) };
    log(`X-Page-Cache: ${probe.first ?? '(none)'}, then ${probe.second ?? '(none)'}; with the bypass header ${probe.bypassed ?? '(none)'}`);
    if (probe.second === null) notes.push('The target answered without X-Page-Cache: its page cache is off (PAGE_CACHE=off), not running yet (no version read), or absent.');
    if (probe.bypassed !== 'bypass') notes.push('The bypass header was not honoured (the bench is not on the target\'s loopback, or the cache is off): the first run is not "without the cache".');

    const runs = [await run('without the cache (X-Page-Cache-Bypass: 1)', url, { 'x-page-cache-bypass': '1' }), await run('with the cache', url, {})];

    let contentChanges: ContentChange[] = [];
    if (token) {
      try {
        contentChanges = await measureChanges(target.baseUrl, token, notes);
      } catch (error) {
        notes.push(`Content changes not measured: ${error instanceof Error ? error.message : String(error)}`);
      }
    } else {
      notes.push('Content changes not measured: STAFF_API_TOKEN is not set (give the token the target was started with).');
    }

    let encoding: EncodingReport | undefined;
    const page = await fetch(url, { signal: AbortSignal.timeout(60_000) });
    if (page.ok) encoding = await measureEncodings(Buffer.from(await page.arrayBuffer()), nonceOfPolicy(page.headers.get('content-security-policy') ?? undefined));

    const changeVisibleMedianMs = median(contentChanges.map((change) => change.visibleAfterMs));
    const report: PagesBenchReport = {
      startedAt,
      target: target.description,
      path: PAGE_PATH,
      settings: {
        connections: env.BENCH_PAGES_CONNECTIONS,
        warmupSeconds: env.BENCH_PAGES_WARMUP_S,
        measuredSeconds: env.BENCH_PAGES_SECONDS,
        acceptEncoding: ACCEPT_ENCODING,
        changes: env.BENCH_PAGES_CHANGES,
        pollMs: POLL_MS,
      },
      machine: machineInfo(startLoad),
      calibrationMs: { before: calibrationBefore, after: cpuCalibrationMs() },
      probe,
      runs,
      contentChanges,
      changeVisibleMedianMs,
      encoding,
      budgets: checkPagesBudgets(runs.find((entry) => entry.label === 'with the cache'), changeVisibleMedianMs),
      notes,
    };
    const written = await writePagesReport(report, path.join(here, 'reports'));
    console.log(`\n${written.text}`);
    log(`report: ${path.relative(process.cwd(), written.markdown)} and ${path.relative(process.cwd(), written.json)}`);
    if (report.budgets.some((budget) => !budget.pass)) log('some budgets are not met (see the report)');
  } finally {
    await target.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[bench:pages] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
