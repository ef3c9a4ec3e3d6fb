import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RunResult } from './load-run';
import type { BenchReport } from './report';

/**
 * `bench:search --through-site` / `--instances N`: the same query set sent straight to the API and
 * through the web server's `/api/*` proxy, to one API instance and to N, in one run.
 */

export type ScalePath = 'direct' | 'site';

export interface ScaleRun {
  path: ScalePath;
  instances: number;
  /** Distinct requests, each sent once (cache misses). */
  cold: RunResult;
  /** The same requests again (answered from each instance's cache). */
  warm: RunResult;
}

export interface ScaleReport {
  startedAt: string;
  engine: BenchReport['engine'];
  database: string;
  hotels: number;
  offerNights: number;
  machine: BenchReport['machine'];
  calibrationMs: BenchReport['calibrationMs'];
  settings: { requestsPerCategory: number; connections: number; maxSecondsPerRun: number; seed: number; categories: string[] };
  runs: ScaleRun[];
  notes: string[];
}

export const pathLabel = (run: Pick<ScaleRun, 'path' | 'instances'>) =>
  `${run.path === 'direct' ? 'straight to the API' : 'through the site'} × ${run.instances}`;

const ratio = (value: number, base: number) => (base > 0 && Number.isFinite(value) ? (value / base).toFixed(2) : '—');

/** One row per path and instance count, with its figures against the first run's (straight to one instance). */
export function scaleTable(report: Pick<ScaleReport, 'runs'>): string[] {
  const base = report.runs[0];
  const row = (run: ScaleRun) => {
    const cells = [run.cold, run.warm].flatMap((result) => [
      `${result.requestsPerSecond}${result.stoppedByTimeLimit ? ' (time cap)' : ''}`,
      String(result.p95),
      base ? ratio(result.requestsPerSecond, (result === run.cold ? base.cold : base.warm).requestsPerSecond) : '—',
      base ? ratio(result.p95, (result === run.cold ? base.cold : base.warm).p95) : '—',
    ]);
    return `| ${pathLabel(run)} | ${cells.join(' | ')} | ${run.cold.requests + run.warm.requests} | ${run.cold.non2xx + run.warm.non2xx} |`;
  };
  return [
    '| path × API instances | cold req/s | cold p95 ms | cold req/s ratio | cold p95 ratio | warm req/s | warm p95 ms | warm req/s ratio | warm p95 ratio | requests | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...report.runs.map(row),
  ];
}

function toMarkdown(report: ScaleReport): string {
  const m = report.machine;
  const base = report.runs[0];
  return [
    `# Search benchmark — paths and API instances (${report.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
    '',
    `- Started: ${report.startedAt}`,
    `- Database: ${report.database} — ${report.hotels} hotels, ${report.offerNights} availability rows (offer_night)`,
    `- Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}`,
    `- Load average (1, 5, 15 min): ${m.loadAverage.start.join(', ')} at the start, ${m.loadAverage.end.join(', ')} at the end`,
    `- CPU calibration: ${report.calibrationMs.before} ms before the runs, ${report.calibrationMs.after} ms after (the database counting 1,000,000 generated rows)`,
    `- Load: autocannon on loopback, ${report.settings.connections} connections on every path (spread over the instances, in turn), ` +
      `up to ${report.settings.requestsPerCategory} distinct requests per category and path (${report.settings.categories.join(', ')}, interleaved), ` +
      `${report.settings.maxSecondsPerRun} s cap per run, query-set seed ${report.settings.seed}`,
    '- Straight to the API: autocannon sends to the API instances\' ports (what a load balancer does in production). Through the site: to the web ' +
      "production server's `/api/*` proxy (apps/web/server/api-proxy.ts behind the edge's visitor identity, in a thread of its own), which spreads over the instances.",
    '- Each path gets its own slice of the same query set (cold: every request a cache miss), then the same slice again (warm). Ratios are against the first row.',
    "- The instances run without Redis, each with its own answer cache: with N instances a warm request reaches one that has not seen it about (N−1)/N of the time, so the warm rows of N > 1 mix hits and misses.",
    `- The instances are threads of the benchmark's process on the one machine: they, PostgreSQL, the proxy and autocannon share its ${m.cpus} cores, so N instances can only serve more than one where there are cores to spare.`,
    '',
    ...scaleTable(report),
    '',
    ...(base ? [] : ['No run.']),
    ...(report.notes.length ? ['## Notes', '', ...report.notes.map((note) => `- ${note}`), ''] : []),
  ].join('\n');
}

/** Writes `bench/reports/search-scale-<engine>-<stamp>.{md,json}`. */
export async function writeScaleReport(report: ScaleReport, folder: string): Promise<{ markdown: string; json: string; text: string }> {
  await mkdir(folder, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  const base = path.join(folder, `search-scale-${report.engine}-${stamp}`);
  const text = toMarkdown(report);
  await writeFile(`${base}.md`, text);
  await writeFile(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  return { markdown: `${base}.md`, json: `${base}.json`, text };
}
