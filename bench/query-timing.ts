import {
  PostgresQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

export interface TimedQuery {
  sql: string;
  parameters: readonly unknown[];
  durationMs: number;
}

/**
 * The slowest statements seen. Under load a trivial statement can wait longer than a costly one
 * runs, so the report re-runs the distinct ones among these with EXPLAIN ANALYZE and explains the
 * one whose own execution is the slowest.
 */
export const SLOWEST_KEPT = 200;

/**
 * A Kysely plugin that times every statement the API runs (from compilation to result, so a wait
 * for a pooled connection counts) and keeps the slowest ones. Only a statement that enters the
 * slowest list is compiled to text, so timing costs the API next to nothing.
 */
export class QueryTimingPlugin implements KyselyPlugin {
  private readonly started = new WeakMap<object, { at: number; node: RootOperationNode; queryId: PluginTransformQueryArgs['queryId'] }>();
  private readonly compiler = new PostgresQueryCompiler();
  private slowest: TimedQuery[] = [];
  private enabled = true;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.enabled) this.started.set(args.queryId, { at: performance.now(), node: args.node, queryId: args.queryId });
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const start = this.started.get(args.queryId);
    if (start) {
      this.started.delete(args.queryId);
      this.record(performance.now() - start.at, start.node, start.queryId);
    }
    return args.result;
  }

  private record(durationMs: number, node: RootOperationNode, queryId: PluginTransformQueryArgs['queryId']): void {
    const floor = this.slowest.length < SLOWEST_KEPT ? -1 : this.slowest[this.slowest.length - 1]!.durationMs;
    if (durationMs <= floor) return;
    const compiled = this.compiler.compileQuery(node, queryId);
    this.slowest.push({ sql: compiled.sql, parameters: compiled.parameters, durationMs });
    this.slowest.sort((a, b) => b.durationMs - a.durationMs);
    this.slowest.length = Math.min(this.slowest.length, SLOWEST_KEPT);
  }

  /** The slowest statements since the last reset, slowest first. */
  takeSlowest(): TimedQuery[] {
    const list = this.slowest;
    this.slowest = [];
    return list;
  }

  /** Timing stops while the report explains a plan (its own statements are not the API's). */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
  }
}
