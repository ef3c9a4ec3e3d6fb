/**
 * The report of `npm run bench:memory`: the API process's memory per part at each moment of the
 * run, and what each in-memory index holds (measured by starting the API without it), written to
 * `bench/reports/memory-<engine>-<time>.md` and `.json`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RunResult } from './load-run';
import type { MemorySnapshot, MemoryState } from './memory-snapshot';
import type { BenchReport } from './report';

/** The issue's budgets for the API process's resident memory, at idle and after load. */
export const MEMORY_BUDGETS = { pglite: 400 * 2 ** 20, postgres: 2 ** 30 } as const;

export interface MemoryMoment {
  label: string;
  snapshot: MemorySnapshot;
}

/** One API start without an index, to tell what that index holds (idle, after a full GC). */
export interface PartRun {
  label: string;
  env: Record<string, string>;
  idle: MemorySnapshot;
}

export interface MemoryReport {
  startedAt: string;
  engine: 'pglite' | 'postgres';
  database: string;
  /** `first start`: a fresh folder the API seeded itself, as a new user's first `npm start`. */
  start: 'first start' | 'later start';
  hotels: number;
  offerNights: number;
  nodeArgs: readonly string[];
  /** What apps/api/src/system/heap.ts adds to the API process's environment. */
  processEnv: Readonly<Record<string, string>>;
  machine: BenchReport['machine'];
  /** SHA-256 of 64 MiB in the bench process, before and after (bench/report.ts). */
  calibrationMs: { before: number; after: number };
  settings: { requestsPerCategory: number; connections: number; settleSeconds: number; restSeconds: number; seed: number };
  moments: MemoryMoment[];
  /** The highest RSS sampled (every 200 ms) while the load ran. */
  loadPeakRss: number;
  load: RunResult | undefined;
  /** The same start with every index, then without one at a time (idle, after GC). */
  parts: PartRun[];
  budgets: Array<{ moment: string; value: number; limit: number; pass: boolean }>;
  notes: string[];
}

const mb = (bytes: number | undefined) => (bytes === undefined ? '—' : (bytes / 2 ** 20).toFixed(1));

function newSpace(state: MemoryState): number {
  return state.spaces.filter((space) => space.name === 'new_space' || space.name === 'new_large_object_space').reduce((sum, space) => sum + space.size, 0);
}

function partRows(moments: readonly MemoryMoment[]): string[] {
  const row = (name: string, value: (snapshot: MemorySnapshot) => string) => `| ${name} | ${moments.map((moment) => value(moment.snapshot)).join(' | ')} |`;
  return [
    `| part (MB unless said) | ${moments.map((moment) => moment.label).join(' | ')} |`,
    `|---|${moments.map(() => '---:').join('|')}|`,
    row('**RSS**', (s) => `**${mb(s.asIs.rss)}**`),
    row('RSS after a full GC', (s) => mb(s.afterGc.rss)),
    row('peak RSS since start (VmHWM)', (s) => mb(s.asIs.rssPeak)),
    row('V8 heap: committed / resident', (s) => `${mb(s.asIs.heapTotal)} / ${mb(s.asIs.heapPhysical)}`),
    row('— of which the young generation (committed)', (s) => mb(newSpace(s.asIs))),
    row('V8 heap: used / used after a full GC', (s) => `${mb(s.asIs.heapUsed)} / ${mb(s.afterGc.heapUsed)}`),
    row('ArrayBuffers (Buffers, typed arrays)', (s) => mb(s.asIs.arrayBuffers)),
    row('— search index night grid (typed arrays)', (s) => (s.searchIndex ? mb(s.searchIndex.gridBytes) : 'off')),
    row('PGlite WebAssembly memory: size / resident', (s) => (s.asIs.wasm.memories ? `${mb(s.asIs.wasm.bytes)} / ${mb(s.asIs.resident.wasm)}` : 'none')),
    row('resident: malloc heaps (main and per-thread arenas)', (s) => mb(s.asIs.resident.malloc)),
    row('resident: other anonymous (V8 heap pages, large mallocs, stacks)', (s) => mb(s.asIs.resident.otherAnonymous)),
    row('resident: generated code (V8, WebAssembly)', (s) => mb(s.asIs.resident.code)),
    row('resident: mapped files (node, libraries)', (s) => mb(s.asIs.resident.files)),
    row('answer cache: entries / MB of JSON', (s) => (s.cache?.kind === 'memory' ? `${s.cache.entries ?? '—'} / ${mb(s.cache.bytes)}` : (s.cache?.kind ?? '—'))),
    row('search index: hotels / offers / build ms', (s) => (s.searchIndex ? `${s.searchIndex.hotels} / ${s.searchIndex.offers} / ${s.searchIndex.buildMs ?? '—'}` : 'off')),
    row('autocomplete index: names / hotel labels', (s) => (s.autocompleteIndex ? `${s.autocompleteIndex.destinationNames} / ${s.autocompleteIndex.hotelLabels}` : 'off')),
    row('sharp (libvips) loaded', (s) => (s.sharpLoaded ? 'yes' : 'no')),
  ];
}

function partsRows(parts: readonly PartRun[]): string[] {
  const baseline = parts[0];
  if (!baseline) return [];
  const delta = (value: (s: MemorySnapshot) => number, part: PartRun) => mb(value(baseline.idle) - value(part.idle));
  return [
    '## What each index holds',
    '',
    'The API started again on the same database and left idle: with every index, then without one of them.',
    'What an index holds is the difference (its objects in the V8 heap after a full GC, its typed arrays,',
    'and the resident memory the process gave up without it — RSS moves by ±20 MB between two starts of the same build).',
    '',
    '| start | RSS | heap used after GC | ArrayBuffers | WebAssembly | held by the index: heap + ArrayBuffers | RSS difference |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...parts.map((part, index) =>
      `| ${part.label} | ${mb(part.idle.asIs.rss)} | ${mb(part.idle.afterGc.heapUsed)} | ${mb(part.idle.afterGc.arrayBuffers)} | ${mb(part.idle.asIs.wasm.bytes)} | ` +
        (index === 0 ? '— | — |' : `${delta((s) => s.afterGc.heapUsed + s.afterGc.arrayBuffers, part)} | ${delta((s) => s.asIs.rss, part)} |`),
    ),
    '',
  ];
}

function toMarkdown(report: MemoryReport): string {
  const m = report.machine;
  const load = report.load;
  return [
    `# Memory of the API process — ${report.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${report.start}`,
    '',
    `- Started: ${report.startedAt}`,
    `- Database: ${report.database} — ${report.hotels} hotels, ${report.offerNights} availability rows (offer_night)`,
    `- API process: \`${Object.entries(report.processEnv).map(([name, value]) => `${name}=${value} `).join('')}node ${[...report.nodeArgs, '--import tsx'].join(' ')} apps/api/src/server.ts\`, NODE_ENV=production, no Redis (apps/api/src/system/heap.ts's settings for this engine, with the bench's memory probe)`,
    `- Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}`,
    `- Load average (1, 5, 15 min): ${m.loadAverage.start.join(', ')} at the start, ${m.loadAverage.end.join(', ')} at the end; ` +
      `CPU calibration (SHA-256 of 64 MiB) ${report.calibrationMs.before} ms before, ${report.calibrationMs.after} ms after`,
    `- Moments: *ready* when both indexes are built (and the autocomplete's JIT warm-up done), *idle* ${report.settings.settleSeconds} s later, ` +
      `*after load* ${report.settings.settleSeconds} s after ${load ? `${load.requests} distinct requests (${report.settings.requestsPerCategory} per category of bench/query-set.ts, interleaved: searches, facets, autocomplete; ${report.settings.connections} connection(s), ${load.requestsPerSecond} req/s, p95 ${load.p95} ms, non-2xx ${load.non2xx})` : 'no load'}; ` +
      `peak RSS during the load ${mb(report.loadPeakRss)} MB` +
      (report.settings.restSeconds > 0 ? `; *rested* ${report.settings.restSeconds} s after that (V8's memory reducer gives memory back when it judges the process idle)` : ''),
    '',
    ...partRows(report.moments),
    '',
    'RSS is VmRSS. The V8 heap and ArrayBuffer figures are what V8 reports; the "resident:" rows split RSS by kind of mapping',
    '(/proc/self/smaps, read by the probe in the process): they add up to RSS, and the V8 heap lives in "other anonymous".',
    '',
    '## Budget',
    '',
    '| moment | RSS MB | budget MB | pass |',
    '|---|---:|---:|:---:|',
    ...report.budgets.map((b) => `| ${b.moment} | ${mb(b.value)} | ${mb(b.limit)} | ${b.pass ? 'yes' : '**no**'} |`),
    '',
    ...partsRows(report.parts),
    ...(report.notes.length ? ['## Notes', '', ...report.notes.map((note) => `- ${note}`), ''] : []),
  ].join('\n');
}

/** Writes `bench/reports/memory-<engine>-<stamp>.{md,json}`. */
export async function writeMemoryReport(report: MemoryReport, folder: string): Promise<{ markdown: string; json: string; text: string }> {
  await mkdir(folder, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  const base = path.join(folder, `memory-${report.engine}-${stamp}`);
  const text = toMarkdown(report);
  await writeFile(`${base}.md`, text);
  await writeFile(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  return { markdown: `${base}.md`, json: `${base}.json`, text };
}
