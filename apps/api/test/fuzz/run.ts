import { loadCatalogue, type Catalogue } from './catalogue';
import { violationOf } from './check';
import { createGenerator } from './generate';
import { inputNamesOf, operationsOf, type OpenApiDocument } from './openapi';
import { bodyBytes, curlOf, type Answer, type FuzzRequest } from './request';

/** Where requests go: the app in-process (`app.inject`), or a base URL over HTTP. */
export interface Target {
  /** Prefix of the reproduction lines (`curl <baseUrl>/api/...`). */
  baseUrl: string;
  send(request: FuzzRequest): Promise<Answer>;
}

const REQUEST_TIMEOUT_MS = 30_000;

export function httpTarget(baseUrl: string): Target {
  const base = baseUrl.replace(/\/$/, '');
  return {
    baseUrl: base,
    async send(request) {
      try {
        const response = await fetch(base + request.url, {
          method: request.method,
          headers: request.headers,
          // Bytes, not a string: fetch would add its own text/plain content type to a string.
          body: bodyBytes(request.body),
          redirect: 'manual',
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        return { status: response.status, contentType: response.headers.get('content-type') ?? undefined, body: await response.text() };
      } catch (error) {
        // undici's "fetch failed" says why in its cause (a reset socket, a timeout).
        const cause = error instanceof Error && error.cause ? `: ${String(error.cause)}` : '';
        return { status: 0, contentType: undefined, body: `${String(error)}${cause}` };
      }
    },
  };
}

/** The subset of Fastify's `inject` the fuzzer uses (no import of the app: the e2e suite loads this file). */
export interface Injectable {
  inject(options: { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer }): Promise<{
    statusCode: number;
    headers: Record<string, string | string[] | number | undefined>;
    body: string;
  }>;
}

export function injectTarget(app: Injectable, baseUrl = 'http://127.0.0.1:4000'): Target {
  return {
    baseUrl,
    async send(request) {
      try {
        const bytes = bodyBytes(request.body);
        const response = await app.inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          ...(bytes ? { payload: Buffer.from(bytes) } : {}),
        });
        const contentType = response.headers['content-type'];
        return { status: response.statusCode, contentType: contentType === undefined ? undefined : String(contentType), body: response.body };
      } catch (error) {
        return { status: 0, contentType: undefined, body: String(error) };
      }
    },
  };
}

/** Waits before asking again after a load-shedding 503 (a busy machine, not an answer to the input). */
const SHED_RETRY_DELAYS_MS = [1000, 2000, 4000];

function isShed(answer: Answer): boolean {
  return answer.status === 503 && answer.body.includes('"code":"SERVICE_UNAVAILABLE"');
}

/** A 503 the API sheds under load is retried; one that outlasts the retries is a finding like any 5xx. */
async function sendPatiently(target: Target, request: FuzzRequest, onShed: () => void): Promise<Answer> {
  let answer = await target.send(request);
  for (const delay of SHED_RETRY_DELAYS_MS) {
    if (!isShed(answer)) break;
    onShed();
    await new Promise((resolve) => setTimeout(resolve, delay));
    answer = await target.send(request);
  }
  return answer;
}

export async function loadDocument(target: Target): Promise<OpenApiDocument> {
  // A server that has just started sheds load while it warms up.
  const answer = await sendPatiently(target, { route: 'openapi', label: 'openapi', method: 'GET', url: '/api/openapi.json', headers: {} }, () => undefined);
  if (answer.status !== 200) throw new Error(`GET /api/openapi.json answered ${answer.status}`);
  return JSON.parse(answer.body) as OpenApiDocument;
}

export interface FuzzOptions {
  seed: number;
  count: number;
  concurrency?: number;
  /** Only these request numbers (reproduce a finding); otherwise 0 … count-1. */
  indexes?: number[];
  /** The API's body limit (oversize bodies exceed it); 1 MiB by default, as the API's. */
  bodyLimitBytes?: number;
  /** Real ids of the seeded catalogue; read from the target's list routes when omitted. */
  catalogue?: Catalogue;
  onProgress?: (done: number, total: number) => void;
}

export interface Violation {
  index: number;
  request: FuzzRequest;
  status: number;
  reason: string;
  /** The start of the answer's body. */
  excerpt: string;
}

export interface FuzzReport {
  seed: number;
  total: number;
  /** Answers by route, then by status. */
  counts: Map<string, Map<number, number>>;
  violations: Violation[];
  /** Load-shedding 503s that were retried (counted once per retry). */
  shed: number;
  elapsedMs: number;
}

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

export async function runFuzz(target: Target, document: OpenApiDocument, options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const operations = operationsOf(document);
  const inputNames = new Map(operations.map((o) => [o.key, inputNamesOf(o)]));
  let shed = 0;
  const catalogue = options.catalogue ?? (await loadCatalogue((r) => sendPatiently(target, r, () => (shed += 1))));
  const generate = createGenerator(operations, { catalogue, today: todayUtc(), bodyLimitBytes: options.bodyLimitBytes ?? 1024 * 1024 }, options.seed);
  const indexes = options.indexes ?? Array.from({ length: options.count }, (_, i) => i);
  const counts = new Map<string, Map<number, number>>(operations.map((o) => [o.key, new Map()]));
  const violations: Violation[] = [];
  let next = 0;
  let done = 0;

  const worker = async () => {
    while (next < indexes.length) {
      const index = indexes[next++]!;
      const request = generate(index);
      const answer = await sendPatiently(target, request, () => (shed += 1));
      const byStatus = counts.get(request.route)!;
      byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
      const reason = violationOf(request, answer, inputNames.get(request.route) ?? new Set());
      if (reason) violations.push({ index, request, status: answer.status, reason, excerpt: answer.body.slice(0, 300) });
      options.onProgress?.(++done, indexes.length);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  violations.sort((a, b) => a.index - b.index);
  return { seed: options.seed, total: indexes.length, counts, violations, shed, elapsedMs: Date.now() - started };
}

/** `route  200×12  400×30  404×5`, one line per route that was sent requests. */
export function formatCounts(report: FuzzReport): string {
  const width = Math.max(...[...report.counts.keys()].map((k) => k.length));
  const lines = [...report.counts].filter(([, byStatus]) => byStatus.size > 0).map(([route, byStatus]) => {
    const cells = [...byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status === 0 ? 'none' : status}×${n}`);
    return `${route.padEnd(width)}  ${cells.join('  ')}`;
  });
  return lines.join('\n');
}

/** Findings of the same kind: same route, status, reason and kind of input. */
export function classOf(violation: Violation): string {
  const kind = violation.request.label.replace(/\.\d+(?=\.|$)/g, '.*');
  return `${violation.request.route} | ${violation.status} | ${violation.reason} | ${kind}`;
}

export function groupViolations(violations: Violation[]): Map<string, Violation[]> {
  const classes = new Map<string, Violation[]>();
  for (const violation of violations) {
    const key = classOf(violation);
    classes.set(key, [...(classes.get(key) ?? []), violation]);
  }
  return classes;
}

/** `reproFlags`: what to add to `npm run fuzz -- --seed S --index I` to reach the same target. */
export function formatViolations(report: FuzzReport, baseUrl: string, reproFlags = '', samplesPerClass = 1): string {
  const classes = groupViolations(report.violations);
  const blocks = [...classes].map(([key, list]) => {
    const samples = list.slice(0, samplesPerClass).map((v) =>
      `    #${v.index} → ${v.status} ${v.excerpt.replace(/\s+/g, ' ').slice(0, 200)}\n` +
      `    ${curlOf(v.request, baseUrl)}\n` +
      `    npm run fuzz -- --seed ${report.seed} --index ${v.index}${reproFlags}`,
    );
    return `  ${key}  (${list.length}×)\n${samples.join('\n')}`;
  });
  return `${report.violations.length} violation(s) in ${classes.size} class(es):\n${blocks.join('\n')}`;
}
