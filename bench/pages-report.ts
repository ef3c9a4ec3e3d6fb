import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EncodingReport } from './pages-encoding';
import type { BenchReport } from './report';

/** The budgets for `/fr-fr/` at 10 connections, with the cache. */
export const PAGES_BUDGETS = { minRequestsPerSecond: 400, maxP95Ms: 50, maxChangeVisibleMs: 1000 } as const;

export interface PagesRun {
  label: string;
  /** Request headers beyond the browser-like ones every run sends. */
  headers: Record<string, string>;
  durationS: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** Mean bytes per response on the wire (headers and encoded body). */
  meanResponseBytes: number;
}

export interface ContentChange {
  text: string;
  /** From sending the staff edit to the first `/fr-fr/` showing it (ms). */
  visibleAfterMs: number;
  /** How long the edit itself took to answer (ms). */
  editMs: number;
  /** What the first response showing it said in X-Page-Cache. */
  cacheStatus: string | null;
}

export interface PagesBenchReport {
  startedAt: string;
  target: string;
  path: string;
  settings: { connections: number; warmupSeconds: number; measuredSeconds: number; acceptEncoding: string; changes: number; pollMs: number };
  machine: BenchReport['machine'];
  /** SHA-256 of 64 MiB in this process before and after (bench/report.ts): the lower, the more CPU the machine had. */
  calibrationMs: { before: number; after: number };
  /** The X-Page-Cache answers of two requests in a row before the runs, and of one with the bypass header. */
  probe: { first: string | null; second: string | null; bypassed: string | null };
  runs: PagesRun[];
  contentChanges: ContentChange[];
  /** Median of `contentChanges[].visibleAfterMs`. */
  changeVisibleMedianMs: number | undefined;
  encoding: EncodingReport | undefined;
  budgets: Array<{ budget: string; value: number | undefined; limit: number; pass: boolean }>;
  notes: string[];
}

export function checkPagesBudgets(cached: PagesRun | undefined, changeVisibleMedianMs: number | undefined): PagesBenchReport['budgets'] {
  return [
    { budget: 'requests/s with the cache ≥ 400', value: cached?.requestsPerSecond, limit: PAGES_BUDGETS.minRequestsPerSecond, pass: (cached?.requestsPerSecond ?? 0) >= PAGES_BUDGETS.minRequestsPerSecond },
    { budget: 'p95 with the cache ≤ 50 ms', value: cached?.p95, limit: PAGES_BUDGETS.maxP95Ms, pass: cached !== undefined && cached.p95 <= PAGES_BUDGETS.maxP95Ms },
    {
      budget: 'a content change visible within 1 s (median)',
      value: changeVisibleMedianMs,
      limit: PAGES_BUDGETS.maxChangeVisibleMs,
      pass: changeVisibleMedianMs !== undefined && changeVisibleMedianMs <= PAGES_BUDGETS.maxChangeVisibleMs,
    },
  ];
}

function toMarkdown(report: PagesBenchReport): string {
  const m = report.machine;
  const lines = [
    `# Page cache benchmark — ${report.path}`,
    '',
    `- Started: ${report.startedAt}`,
    `- Target: ${report.target}`,
    `- Load: autocannon on loopback, ${report.settings.connections} connections, ${report.settings.warmupSeconds} s warm-up (not measured) then ${report.settings.measuredSeconds} s measured per run, \`Accept-Encoding: ${report.settings.acceptEncoding}\` (Chrome's)`,
    `- Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}`,
    `- Load average (1, 5, 15 min): ${m.loadAverage.start.join(', ')} at the start, ${m.loadAverage.end.join(', ')} at the end`,
    `- CPU calibration: SHA-256 of 64 MiB took ${report.calibrationMs.before} ms before the runs and ${report.calibrationMs.after} ms after (the lower, the more CPU this process had)`,
    `- X-Page-Cache before the runs: ${report.probe.first ?? '(none)'}, then ${report.probe.second ?? '(none)'}; with the bypass header: ${report.probe.bypassed ?? '(none)'}`,
    '',
    '| run | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors | timeouts | non-2xx | bytes/response |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...report.runs.map(
      (run) =>
        `| ${run.label} | ${run.requests} | ${run.requestsPerSecond} | ${run.p50} | ${run.p95} | ${run.p99} | ${run.max} | ${run.errors} | ${run.timeouts} | ${run.non2xx} | ${run.meanResponseBytes} |`,
    ),
    '',
    '## A content change',
    '',
    `The announcement of fr_FR changed through \`PUT /api/staff/content/announcement-banner\`, then \`${report.path}\` read every ${report.settings.pollMs} ms until it showed the new text (timed from sending the edit).`,
    '',
    ...(report.contentChanges.length
      ? [
          '| change | visible after ms | edit answered in ms | X-Page-Cache of the first page showing it |',
          '|---:|---:|---:|---|',
          ...report.contentChanges.map((change, index) => `| ${index + 1} | ${change.visibleAfterMs} | ${change.editMs} | ${change.cacheStatus ?? '(none)'} |`),
          '',
          `Median: **${report.changeVisibleMedianMs} ms**.`,
        ]
      : ['Not measured (see the notes).']),
    '',
    '## Budgets',
    '',
    '| budget | measured | pass |',
    '|---|---:|:---:|',
    ...report.budgets.map((budget) => `| ${budget.budget} | ${budget.value ?? '—'} | ${budget.pass ? 'yes' : '**no**'} |`),
    '',
  ];
  if (report.encoding) {
    const { encoding } = report;
    lines.push(
      '## Encoding a hit, on this page',
      '',
      `${encoding.htmlBytes} bytes of HTML, its nonce ${encoding.nonceOccurrences} times; splitting it and deflating the pieces once per entry took ${encoding.prepareMs} ms.`,
      '',
      '| method | CPU ms per response | bytes |',
      '|---|---:|---:|',
      ...encoding.costs.map((cost) => `| ${cost.method} | ${cost.cpuMsPerResponse} | ${cost.bytes} |`),
      '',
    );
  }
  if (report.notes.length) lines.push('## Notes', '', ...report.notes.map((note) => `- ${note}`), '');
  return lines.join('\n');
}

/** Writes `bench/reports/pages-<stamp>.{json,md}`. */
export async function writePagesReport(report: PagesBenchReport, folder: string): Promise<{ markdown: string; json: string; text: string }> {
  await mkdir(folder, { recursive: true });
  const base = path.join(folder, `pages-${report.startedAt.replace(/[:.]/g, '-')}`);
  const text = toMarkdown(report);
  await writeFile(`${base}.md`, text);
  await writeFile(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  return { markdown: `${base}.md`, json: `${base}.json`, text };
}
