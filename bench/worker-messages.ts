import type { QuerySet } from './query-set';
import type { TimedQuery } from './query-timing';

/** A statement seen under load, run again alone with EXPLAIN (ANALYZE, BUFFERS). */
export interface ExplainedQuery extends TimedQuery {
  planningMs: number;
  executionMs: number;
  plan: string;
}

export interface WorkerInput {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolMax: number;
  perCategory: number;
  seed: number;
}

export type ToWorker =
  | { type: 'take-slowest' }
  | { type: 'calibrate' }
  | { type: 'explain'; queries: TimedQuery[] }
  | { type: 'stop' };

export type FromWorker =
  | {
      type: 'ready';
      port: number;
      engine: 'pglite' | 'postgres';
      hotels: number;
      offerNights: number;
      /** True when the worker had to ANALYZE a catalog that had no planner statistics. */
      analyzed: boolean;
      querySet: QuerySet;
    }
  | { type: 'slowest'; queries: TimedQuery[] }
  | { type: 'plans'; plans: ExplainedQuery[] }
  | { type: 'stopped' }
  | { type: 'calibrated'; ms: number }
  | { type: 'failed'; message: string };
