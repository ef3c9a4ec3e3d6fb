import type { QuerySet } from './query-set';
import type { TimedQuery } from './query-timing';

export interface WorkerInput {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolMax: number;
  perCategory: number;
  seed: number;
}

export type ToWorker =
  | { type: 'take-slowest' }
  | { type: 'explain'; sql: string; parameters: readonly unknown[] }
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
  | { type: 'plan'; plan: string }
  | { type: 'stopped' }
  | { type: 'failed'; message: string };
