import autocannon from 'autocannon';
import type { BenchRequest } from './query-set';

export interface RunResult {
  label: string;
  requests: number;
  durationS: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  stoppedByTimeLimit: boolean;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

const round = (value: number, digits = 2): number => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Sends every request of the list once, over `connections` keep-alive connections, and measures
 * each response's latency on the client side. Requests are handed out from one shared cursor, so
 * no two connections send the same request (autocannon's own list restarts per connection).
 * Several URLs (API instances): autocannon gives each its share of the connections, in turn.
 */
export function runLoad(
  label: string,
  url: string | readonly string[],
  list: readonly BenchRequest[],
  options: { connections: number; maxSeconds: number },
): Promise<RunResult> {
  let cursor = 0;
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  const started = performance.now();
  let lastResponseAt: number | undefined;
  return new Promise((resolve, reject) => {
    let stoppedByTimeLimit = false;
    const instance = autocannon(
      {
        url: typeof url === 'string' ? url : [...url],
        connections: Math.min(options.connections, list.length),
        amount: list.length,
        timeout: 30,
        requests: [{ setupRequest: (request) => ({ ...request, ...list[cursor++ % list.length] }) }],
      },
      (error, result) => {
        clearTimeout(timer);
        if (error) return reject(error);
        // Until the last response, not until autocannon's callback: autocannon ends a run at its next
        // one-second sample tick, so timing the callback rounded every run up to whole seconds (1,000
        // requests answered in 3.1 s counted 4 s: 250 req/s instead of 323).
        const durationS = ((lastResponseAt ?? performance.now()) - started) / 1000;
        const sorted = [...latencies].sort((a, b) => a - b);
        resolve({
          label,
          requests: latencies.length,
          durationS: round(durationS),
          requestsPerSecond: round(latencies.length / durationS, 1),
          p50: round(percentile(sorted, 50)),
          p95: round(percentile(sorted, 95)),
          p99: round(percentile(sorted, 99)),
          max: round(sorted[sorted.length - 1] ?? Number.NaN),
          non2xx: result.non2xx,
          errors: result.errors,
          statusCodes,
          stoppedByTimeLimit,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      lastResponseAt = performance.now();
      latencies.push(responseTime);
      statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
    });
    const timer = setTimeout(() => {
      stoppedByTimeLimit = true;
      instance.stop();
    }, options.maxSeconds * 1000);
  });
}
