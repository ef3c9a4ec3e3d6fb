/**
 * `npm run bench:web`: Lighthouse (mobile emulation, system Chromium) on the home page, an
 * indexable search landing, a dated search and a stay product page, 3 runs each after one
 * unmeasured warm-up load (medians), and the first-load JavaScript of the home page and of the
 * search and product routes in kB gzip. See bench/README.md.
 *
 * Target: BENCH_WEB_URL when set, else a production server started by scripts/start.ts on free
 * ports with a fresh DATA_DIR (it builds the web app when its sources changed since the last build).
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { cpuCalibrationMs, machineInfo } from './report';
import { measureFirstLoadJs, type FirstLoadJs } from './web-js';
import { CATEGORIES, METRICS, launchBrowser, median, type Category, type LighthouseRun, type Metric } from './web-lighthouse';
import { checkFirstLoadJsBudgets, checkWebBudgets, HOME_FIRST_LOAD_JS_LABEL, writeWebReport, type PageKey, type PageResult, type WebBenchReport } from './web-report';
import { externalTarget, findPages, startProductionServer, type Target } from './web-target';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const require = (await import('node:module')).createRequire(import.meta.url);

const env = z
  .object({
    BENCH_WEB_URL: z.string().url().optional(),
    /** The build folder whose chunks BENCH_WEB_URL serves (read instead of downloading them). */
    BENCH_WEB_BUILD_DIR: z.string().optional(),
    BENCH_WEB_RUNS: z.coerce.number().int().positive().default(3),
    /** API port of the started server (the e2e suite's by default, to reuse its build). */
    BENCH_WEB_API_PORT: z.coerce.number().int().positive().optional(),
    BENCH_WEB_START_TIMEOUT_S: z.coerce.number().int().positive().default(1200),
    CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  })
  .parse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));

const log = (line: string) => console.log(`[bench:web] ${line}`);

/**
 * Fresh memory: microseconds to touch each 4 KiB page of a new 256 MiB buffer (first-touch page
 * faults). Every Lighthouse run loads the page in a new renderer process, which faults in its heap,
 * layout and script memory as it goes, and Lighthouse multiplies that process's main-thread time by
 * 4. On a virtual machine whose page faults are slow the same build scores far lower (session 8:
 * 11–16 µs per page, where Linux on bare metal takes well under 1 µs; the landing went from 96 to
 * 67). The SHA-256 calibration does not see it: it runs in memory already faulted in.
 */
function memoryCalibration(): number {
  const size = 256 * 2 ** 20;
  const pageSize = 4096;
  const started = performance.now();
  const buffer = Buffer.allocUnsafeSlow(size);
  for (let offset = 0; offset < size; offset += pageSize) buffer[offset] = 1;
  return Math.round(((performance.now() - started) * 1000 * 100) / (size / pageSize)) / 100;
}

function pageResult(key: PageKey, title: string, url: string, runs: LighthouseRun[]): PageResult {
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))])) as Record<Category, number>;
  const metrics = Object.fromEntries(METRICS.map((metric) => [metric, median(runs.map((run) => run.metrics[metric]))])) as Record<Metric, number>;
  const failed = new Map<string, PageResult['failed'][number]>();
  for (const run of runs) {
    for (const audit of run.failed) {
      const seen = failed.get(`${audit.category}:${audit.id}`);
      failed.set(`${audit.category}:${audit.id}`, seen ? { ...seen, runs: seen.runs + 1 } : { ...audit, runs: 1 });
    }
  }
  return {
    key,
    title,
    url,
    runs,
    median: { scores, metrics, benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)) },
    failed: [...failed.values()].sort((a, b) => CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category) || (a.score ?? 0) - (b.score ?? 0)),
  };
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const startLoad = os.loadavg();
  const calibrationBefore = cpuCalibrationMs();
  const memoryBefore = memoryCalibration();
  const target: Target = env.BENCH_WEB_URL
    ? externalTarget(env.BENCH_WEB_URL, env.BENCH_WEB_BUILD_DIR)
    : await startProductionServer(root, { apiPort: env.BENCH_WEB_API_PORT, startTimeoutMs: env.BENCH_WEB_START_TIMEOUT_S * 1000, log });
  const notes: string[] = [];
  try {
    log(`target: ${target.description}`);
    const pages = await findPages(target.baseUrl);
    log(`indexable landing ${pages.landing.path} (${pages.landing.label}, ${pages.landing.numberOfOffers} hotels); dated search ${pages.datedSearch.checkin} → ${pages.datedSearch.checkout}; product ${pages.product.id}`);
    notes.push(
      `Home page: /fr-fr/. Search landing: ${pages.landing.path} (${pages.landing.label}), indexable (${pages.landing.numberOfOffers} hotels). ` +
        `Dated search: the same destination in the hash, ${pages.datedSearch.checkin} to ${pages.datedSearch.checkout}, 2 adults (a noindex page: no SEO budget). Product: stay ${pages.product.id}.`,
    );

    const firstLoadJs: FirstLoadJs[] = [];
    firstLoadJs.push(await measureFirstLoadJs(HOME_FIRST_LOAD_JS_LABEL, pages.home.url, target.buildDir));
    firstLoadJs.push(await measureFirstLoadJs('search route (landing)', pages.landing.url, target.buildDir));
    firstLoadJs.push(await measureFirstLoadJs('search route (/recherche)', pages.datedSearch.url.split('#')[0]!, target.buildDir));
    firstLoadJs.push(await measureFirstLoadJs('product route', pages.product.url, target.buildDir));
    for (const js of firstLoadJs) log(`first-load JS ${js.page}: ${js.gzipKb} kB gzip, ${js.servedBrotliKb} kB served in Brotli (${js.rawKb} kB raw, ${js.chunks.length} scripts)`);

    const browser = await launchBrowser(env.CHROMIUM_PATH);
    const results: PageResult[] = [];
    try {
      const measured: Array<[PageKey, string, string]> = [
        ['home', 'Home page /fr-fr/', pages.home.url],
        ['landing', `Search landing ${pages.landing.path}`, pages.landing.url],
        ['datedSearch', 'Dated search', pages.datedSearch.url],
        ['product', `Product page ${pages.product.id}`, pages.product.url],
      ];
      for (const [key, title, url] of measured) {
        // One unmeasured load first: the API resizes each image size on its first request (then
        // keeps it) and both servers compile the route's code on first use. A first run measured
        // those cold caches, not the page: one run in three scored 10–20 points lower.
        const warmUp = await browser.run(url);
        log(`${title} warm-up run (not counted): performance ${warmUp.scores.performance}`);
        const runs: LighthouseRun[] = [];
        for (let index = 0; index < env.BENCH_WEB_RUNS; index += 1) {
          const run = await browser.run(url);
          runs.push(run);
          log(`${title} run ${index + 1}: ${CATEGORIES.map((category) => `${category} ${run.scores[category]}`).join(', ')}; LCP ${Math.round(run.metrics['largest-contentful-paint'])} ms, TBT ${Math.round(run.metrics['total-blocking-time'])} ms (benchmark index ${run.benchmarkIndex})`);
        }
        results.push(pageResult(key, title, url, runs));
      }
    } finally {
      await browser.close();
    }

    const report: WebBenchReport = {
      startedAt,
      target: target.description,
      browser: browser.version,
      lighthouse: (require('lighthouse/package.json') as { version: string }).version,
      settings: { runsPerPage: env.BENCH_WEB_RUNS, formFactor: 'mobile', throttling: 'simulated slow 4G and 4× CPU slowdown' },
      machine: machineInfo(startLoad),
      calibrationMs: { before: calibrationBefore, after: cpuCalibrationMs() },
      memoryFirstTouchUs: { before: memoryBefore, after: memoryCalibration() },
      pages: results,
      firstLoadJs,
      budgets: checkWebBudgets(results),
      firstLoadJsBudgets: checkFirstLoadJsBudgets(firstLoadJs),
      notes,
    };
    const written = await writeWebReport(report, path.join(here, 'reports'));
    console.log(`\n${written.text}`);
    log(`report: ${path.relative(process.cwd(), written.markdown)} and ${path.relative(process.cwd(), written.json)}`);
    if ([...report.budgets, ...report.firstLoadJsBudgets].some((budget) => !budget.pass)) log('some budgets are not met (see the report)');
  } finally {
    await target.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[bench:web] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
