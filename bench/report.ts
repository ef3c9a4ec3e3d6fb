import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RunResult } from './load-run';
import type { ExplainedQuery } from './worker-messages';

/** The budgets on this 2-core machine. */
export const BUDGETS = {
  postgres: { searchP95Ms: 50, searchMinRps: 300, autocompleteP95Ms: 10 },
  pglite: { searchP95Ms: 100 },
} as const;

export interface BenchReport {
  startedAt: string;
  engine: 'pglite' | 'postgres';
  database: string;
  hotels: number;
  offerNights: number;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string; platform: string; loadAverage: { start: number[]; end: number[] } };
  /** `select count(*) from generate_series(1, 1000000)` on the database, before and after the runs. */
  calibrationMs: { before: number; after: number };
  settings: { requestsPerCategory: number; warmupPerCategory: number; youngGenerationMb: number; connections: number; maxSecondsPerRun: number; seed: number };
  runs: RunResult[];
  budgets: Array<{ budget: string; run: string; value: number; limit: number; pass: boolean }>;
  /** The slowest distinct statements seen under load, with their own time when run alone. */
  slowest: Array<Omit<ExplainedQuery, 'plan'>>;
  /** The statement whose own planning + execution is the slowest, with its plan. */
  explained?: ExplainedQuery;
  notes: string[];
}

/** The machine, with its load average when the run started (`startLoad`) and ended: other work on it skews every figure. */
/** A fixed CPU workload, timed before and after a run to tell how loaded the machine was: SHA-256 of 64 MiB, in 1 MiB blocks. */
export function cpuCalibrationMs(): number {
  const block = Buffer.alloc(2 ** 20, 7);
  const started = performance.now();
  const hash = createHash('sha256');
  for (let index = 0; index < 64; index += 1) hash.update(block);
  hash.digest();
  return Math.round(performance.now() - started);
}

export function machineInfo(startLoad: number[]): BenchReport['machine'] {
  const cpus = os.cpus();
  const round = (values: number[]) => values.map((value) => Math.round(value * 100) / 100);
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverage: { start: round(startLoad), end: round(os.loadavg()) },
  };
}

const isSearchOrFacets = (label: string) => label.startsWith('search') || label.startsWith('facets');

/** Budget checks for the runs that measure the engine (cache misses only). */
export function checkBudgets(engine: BenchReport['engine'], runs: readonly RunResult[]): BenchReport['budgets'] {
  const checks: BenchReport['budgets'] = [];
  for (const run of runs.filter((r) => !r.label.includes('warm') && r.label !== 'mixed (cold)')) {
    if (engine === 'postgres') {
      if (isSearchOrFacets(run.label)) {
        checks.push({ budget: 'p95 ≤ 50 ms', run: run.label, value: run.p95, limit: BUDGETS.postgres.searchP95Ms, pass: run.p95 <= BUDGETS.postgres.searchP95Ms });
        checks.push({ budget: '≥ 300 req/s', run: run.label, value: run.requestsPerSecond, limit: BUDGETS.postgres.searchMinRps, pass: run.requestsPerSecond >= BUDGETS.postgres.searchMinRps });
      } else if (run.label === 'autocomplete') {
        checks.push({ budget: 'p95 ≤ 10 ms', run: run.label, value: run.p95, limit: BUDGETS.postgres.autocompleteP95Ms, pass: run.p95 <= BUDGETS.postgres.autocompleteP95Ms });
      }
    } else if (run.label.startsWith('search')) {
      checks.push({ budget: 'p95 ≤ 100 ms', run: run.label, value: run.p95, limit: BUDGETS.pglite.searchP95Ms, pass: run.p95 <= BUDGETS.pglite.searchP95Ms });
    }
  }
  return checks;
}

function toMarkdown(report: BenchReport): string {
  const m = report.machine;
  const lines = [
    `# Search benchmark — ${report.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
    '',
    `- Started: ${report.startedAt}`,
    `- Database: ${report.database} — ${report.hotels} hotels, ${report.offerNights} availability rows (offer_night)`,
    `- Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}`,
    `- Load average (1, 5, 15 min): ${m.loadAverage.start.join(', ')} at the start, ${m.loadAverage.end.join(', ')} at the end`,
    `- CPU calibration: the database counted 1,000,000 generated rows in ${report.calibrationMs.before} ms before the runs and ` +
      `${report.calibrationMs.after} ms after (the same statement on the same engine: the lower, the more CPU the database had)`,
    `- Load: autocannon on loopback, ${report.settings.connections} connections, up to ${report.settings.requestsPerCategory} distinct requests per run ` +
      `(each sent once: cache misses) after ${report.settings.warmupPerCategory} warm-up requests per category, ` +
      `${report.settings.maxSecondsPerRun} s cap per run, query-set seed ${report.settings.seed}; API young generation ${report.settings.youngGenerationMb} MB`,
    '',
    '| run | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...report.runs.map(
      (r) => `| ${r.label}${r.stoppedByTimeLimit ? ' (time cap)' : ''} | ${r.requests} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.non2xx} |`,
    ),
    '',
    '## Budgets',
    '',
    ...(report.budgets.length
      ? ['| run | budget | measured | pass |', '|---|---|---:|:---:|', ...report.budgets.map((b) => `| ${b.run} | ${b.budget} | ${b.value} | ${b.pass ? 'yes' : '**no**'} |`)]
      : ['No budget applies to this engine and scale.']),
    '',
    '## Slowest statements',
    '',
    'The slowest distinct statements seen under load (waits for a connection and for the CPU included),',
    'each run again alone with EXPLAIN ANALYZE: the costly ones are those slow on their own.',
    '',
    '| under load ms | alone: planning ms | alone: execution ms | statement (first 140 characters) |',
    '|---:|---:|---:|---|',
    ...report.slowest.slice(0, 10).map(
      (q) => `| ${q.durationMs.toFixed(1)} | ${q.planningMs.toFixed(2)} | ${q.executionMs.toFixed(2)} | \`${q.sql.replace(/\s+/g, ' ').trim().slice(0, 140).replaceAll('|', '\\|')}\` |`,
    ),
    '',
  ];
  if (report.explained) {
    lines.push(
      `## EXPLAIN (ANALYZE, BUFFERS) of the slowest statement (alone: ${report.explained.planningMs.toFixed(2)} ms planning, ` +
        `${report.explained.executionMs.toFixed(2)} ms execution; ${report.explained.durationMs.toFixed(1)} ms under load)`,
      '',
      '```sql',
      report.explained.sql.trim(),
      '```',
      '',
      `Parameters: \`${JSON.stringify(report.explained.parameters)}\``,
      '',
      '```',
      report.explained.plan,
      '```',
      '',
    );
  }
  if (report.notes.length) lines.push('## Notes', '', ...report.notes.map((note) => `- ${note}`), '');
  return lines.join('\n');
}

/** Writes `bench/reports/search-<engine>-<stamp>.{md,json}` and returns the markdown path. */
export async function writeReport(report: BenchReport, folder: string): Promise<{ markdown: string; json: string; text: string }> {
  await mkdir(folder, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  const base = path.join(folder, `search-${report.engine}-${stamp}`);
  const text = toMarkdown(report);
  await writeFile(`${base}.md`, text);
  await writeFile(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  return { markdown: `${base}.md`, json: `${base}.json`, text };
}
