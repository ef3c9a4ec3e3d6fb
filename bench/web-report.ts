import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BenchReport } from './report';
import { CATEGORIES, type Category, type FailedAudit, type LighthouseRun, METRICS, type Metric } from './web-lighthouse';
import type { FirstLoadJs } from './web-js';

/** Issues 5 and 6: the scores each page must reach (medians of the runs). */
export const WEB_BUDGETS: Record<PageKey, Partial<Record<Category, { min: number }>>> = {
  // Issue 5: "Performance ≥ 90, Accessibility 100, Best Practices ≥ 95, SEO 100 (on an indexable page)".
  landing: { performance: { min: 90 }, accessibility: { min: 100 }, 'best-practices': { min: 95 }, seo: { min: 100 } },
  // The dated search is the same route with the criteria in the hash: noindex, so no SEO budget.
  datedSearch: { performance: { min: 90 }, accessibility: { min: 100 }, 'best-practices': { min: 95 } },
  // Issue 6: "Lighthouse on a product page: Performance ≥ 90, Accessibility 100, SEO 100".
  product: { performance: { min: 90 }, accessibility: { min: 100 }, seo: { min: 100 } },
  // The home page: "accessibility, best practices and SEO 100, performance ≥ 90".
  home: { performance: { min: 90 }, accessibility: { min: 100 }, 'best-practices': { min: 100 }, seo: { min: 100 } },
};

export type PageKey = 'landing' | 'datedSearch' | 'product' | 'home';

/** The `FirstLoadJs` label of the home page. */
export const HOME_FIRST_LOAD_JS_LABEL = 'home page (/fr-fr/)';
/** First-load JavaScript budgets, kB gzip, by the page label of `FirstLoadJs`: "first-load JS of the home page ≤ 150 kB gzip". */
export const FIRST_LOAD_JS_BUDGETS_KB: Readonly<Record<string, number>> = { [HOME_FIRST_LOAD_JS_LABEL]: 150 };

export function checkFirstLoadJsBudgets(measured: readonly FirstLoadJs[]): WebBenchReport['firstLoadJsBudgets'] {
  return measured.flatMap((js) => {
    const limitKb = FIRST_LOAD_JS_BUDGETS_KB[js.page];
    return limitKb === undefined ? [] : [{ page: js.page, limitKb, gzipKb: js.gzipKb, pass: js.gzipKb <= limitKb }];
  });
}

export interface PageResult {
  key: PageKey;
  title: string;
  url: string;
  runs: LighthouseRun[];
  median: { scores: Record<Category, number>; metrics: Record<Metric, number>; benchmarkIndex: number };
  /** Failed audits of any run, once each, with the number of runs that failed them. */
  failed: Array<FailedAudit & { runs: number }>;
}

export interface WebBenchReport {
  startedAt: string;
  target: string;
  browser: string;
  lighthouse: string;
  settings: { runsPerPage: number; formFactor: 'mobile'; throttling: string };
  machine: BenchReport['machine'];
  /** A fixed CPU workload (SHA-256 of 64 MiB) timed in this process before and after the runs. */
  calibrationMs: { before: number; after: number };
  /** Microseconds per 4 KiB page to touch a new 256 MiB buffer, before and after the runs (bench/web.ts). */
  memoryFirstTouchUs: { before: number; after: number };
  pages: PageResult[];
  firstLoadJs: FirstLoadJs[];
  budgets: Array<{ page: string; category: Category; limit: string; value: number; pass: boolean }>;
  firstLoadJsBudgets: Array<{ page: string; limitKb: number; gzipKb: number; pass: boolean }>;
  notes: string[];
}

export function checkWebBudgets(pages: readonly PageResult[]): WebBenchReport['budgets'] {
  return pages.flatMap((page) =>
    CATEGORIES.flatMap((category) => {
      const budget = WEB_BUDGETS[page.key][category];
      if (!budget) return [];
      const value = page.median.scores[category];
      return [{ page: page.title, category, limit: budget.min === 100 ? '= 100' : `≥ ${budget.min}`, value, pass: value >= budget.min }];
    }),
  );
}

const METRIC_LABELS: Record<Metric, string> = {
  'first-contentful-paint': 'FCP ms',
  'largest-contentful-paint': 'LCP ms',
  'total-blocking-time': 'TBT ms',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI ms',
};

const formatMetric = (metric: Metric, value: number) => (metric === 'cumulative-layout-shift' ? value.toFixed(3) : String(Math.round(value)));
const cell = (text: string) => text.replace(/\s+/g, ' ').replaceAll('|', '\\|');

function toMarkdown(report: WebBenchReport): string {
  const m = report.machine;
  const lines = [
    '# Web benchmark — Lighthouse (mobile) and first-load JavaScript',
    '',
    `- Started: ${report.startedAt}`,
    `- Target: ${report.target}`,
    `- Browser: ${report.browser}; Lighthouse ${report.lighthouse}, default config: ${report.settings.formFactor} emulation, ${report.settings.throttling}; ${report.settings.runsPerPage} runs per page after one unmeasured warm-up load, medians`,
    `- Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}`,
    `- Load average (1, 5, 15 min): ${m.loadAverage.start.join(', ')} at the start, ${m.loadAverage.end.join(', ')} at the end`,
    `- CPU calibration: SHA-256 of 64 MiB took ${report.calibrationMs.before} ms before the runs and ${report.calibrationMs.after} ms after ` +
      `(the lower, the more CPU this process had); Lighthouse's benchmark index per run is in the tables (higher is faster)`,
    `- Memory calibration: touching a new 256 MiB buffer took ${report.memoryFirstTouchUs.before} µs per 4 KiB page before the runs and ${report.memoryFirstTouchUs.after} µs after ` +
      `(first-touch page faults, well under 1 µs on bare-metal Linux; every run's fresh renderer process pays them in its layout and scripts, which Lighthouse counts 4×)`,
    '',
    '## Scores (medians)',
    '',
    `| page | ${CATEGORIES.join(' | ')} | ${METRICS.map((metric) => METRIC_LABELS[metric]).join(' | ')} | benchmark index |`,
    `|---|${CATEGORIES.map(() => '---:').join('|')}|${METRICS.map(() => '---:').join('|')}|---:|`,
    ...report.pages.map(
      (page) =>
        `| ${page.title} | ${CATEGORIES.map((category) => page.median.scores[category]).join(' | ')} | ` +
        `${METRICS.map((metric) => formatMetric(metric, page.median.metrics[metric])).join(' | ')} | ${page.median.benchmarkIndex} |`,
    ),
    '',
    'Every run:',
    '',
    `| page | run | ${CATEGORIES.join(' | ')} | ${METRICS.map((metric) => METRIC_LABELS[metric]).join(' | ')} | benchmark index |`,
    `|---|---:|${CATEGORIES.map(() => '---:').join('|')}|${METRICS.map(() => '---:').join('|')}|---:|`,
    ...report.pages.flatMap((page) =>
      page.runs.map(
        (run, index) =>
          `| ${page.title} | ${index + 1} | ${CATEGORIES.map((category) => run.scores[category]).join(' | ')} | ` +
          `${METRICS.map((metric) => formatMetric(metric, run.metrics[metric])).join(' | ')} | ${run.benchmarkIndex} |`,
      ),
    ),
    '',
    '## Budgets',
    '',
    '| page | category | budget | median | pass |',
    '|---|---|---|---:|:---:|',
    ...report.budgets.map((budget) => `| ${budget.page} | ${budget.category} | ${budget.limit} | ${budget.value} | ${budget.pass ? 'yes' : '**no**'} |`),
    ...report.firstLoadJsBudgets.map((budget) => `| ${budget.page} | first-load JS, kB gzip | ≤ ${budget.limitKb} | ${budget.gzipKb} | ${budget.pass ? 'yes' : '**no**'} |`),
    '',
    '## First-load JavaScript',
    '',
    'The scripts the server-rendered page loads (`<script src>` of its HTML), gzipped one by one; chunks loaded later (dynamic imports) are not counted. "served br kB": the bytes the server sends a browser that accepts Brotli (decision 0017).',
    '',
    '| page | scripts | raw kB | gzip kB | served br kB | bytes from |',
    '|---|---:|---:|---:|---:|---|',
    ...report.firstLoadJs.map((js) => `| ${js.page} | ${js.chunks.length} | ${js.rawKb} | **${js.gzipKb}** | ${js.servedBrotliKb} | ${js.source} |`),
    '',
  ];
  for (const js of report.firstLoadJs) {
    lines.push(`<details><summary>${js.page}: chunks</summary>`, '', '| chunk | raw bytes | gzip bytes | served br bytes |', '|---|---:|---:|---:|');
    lines.push(...[...js.chunks].sort((a, b) => b.gzipBytes - a.gzipBytes).map((chunk) => `| ${chunk.path} | ${chunk.rawBytes} | ${chunk.gzipBytes} | ${chunk.servedBrotliBytes} |`), '', '</details>', '');
  }
  lines.push('## What costs points', '');
  for (const page of report.pages) {
    lines.push(`### ${page.title}`, '', `${page.url}`, '');
    if (page.failed.length === 0) {
      lines.push('Nothing.', '');
      continue;
    }
    lines.push('| category | audit | score | value | runs | examples |', '|---|---|---:|---|---:|---|');
    lines.push(
      ...page.failed.map(
        (audit) =>
          `| ${audit.category} | ${cell(audit.title)} (\`${audit.id}\`) | ${audit.score ?? ''} | ${cell(audit.displayValue ?? '')} | ${audit.runs}/${page.runs.length} | ${cell(audit.items.map((item) => `\`${item}\``).join('<br>'))} |`,
      ),
      '',
    );
    const warnings = [...new Set(page.runs.flatMap((run) => run.warnings))];
    if (warnings.length) lines.push(...warnings.map((warning) => `- Lighthouse warning: ${cell(warning)}`), '');
  }
  if (report.notes.length) lines.push('## Notes', '', ...report.notes.map((note) => `- ${note}`), '');
  return lines.join('\n');
}

/** Writes `bench/reports/web-<stamp>.{md,json}`. */
export async function writeWebReport(report: WebBenchReport, folder: string): Promise<{ markdown: string; json: string; text: string }> {
  await mkdir(folder, { recursive: true });
  const base = path.join(folder, `web-${report.startedAt.replace(/[:.]/g, '-')}`);
  const text = toMarkdown(report);
  await writeFile(`${base}.md`, text);
  await writeFile(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  return { markdown: `${base}.md`, json: `${base}.json`, text };
}
