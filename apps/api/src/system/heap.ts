/**
 * How the API process is started, per database engine: V8's young generation and glibc's malloc.
 *
 * Young generation. V8's default semi-space (16 MB on 64-bit) makes a busy API scavenge every few
 * milliseconds; each scavenge stops the event loop, and at eight requests in flight every pause lands
 * on all eight. On PostgreSQL (a server under load) 32 MB halves how often it happens for a cost in
 * resident memory of 3 × 16 MB, and scavenges cost what survives, not what died: per request, less
 * GC work in all (measured with `npm run bench:search`, autocomplete, decision 0013). The embedded
 * default (PGlite) serves one visitor on a laptop, one statement at a time: there the larger young
 * generation bought no latency (bench:search, demo, one connection: the same p50 and p95 with 16 and
 * 32 MB) and cost 33 MB of the process's 400 MB budget (bench:memory).
 *
 * malloc. glibc raises its mmap threshold each time a large block is freed (up to 32 MB), after which
 * blocks of that size come from its heaps and stay there once freed. A first start seeds the demo
 * catalog in the API process, through PGlite's large query buffers: the heaps kept 427 MB after it.
 * A fixed threshold keeps large blocks in their own mappings, given back on free (127 MB kept).
 */
export type ApiEngine = 'pglite' | 'postgres';

export interface ApiProcessSettings {
  /** Node options of the API process (before tsx's loader). */
  nodeFlags: readonly string[];
  /** Environment added to the API process's (read by glibc when the process starts). */
  env: Readonly<Record<string, string>>;
  /** The young generation those flags give, for an API run in a worker thread (the benchmark's): three semi-spaces. */
  youngGenerationMb: number;
}

const SEMI_SPACE_MB: Readonly<Record<ApiEngine, number>> = { postgres: 32, pglite: 16 };

/** glibc's default starting threshold (128 KiB), fixed: set explicitly, it no longer moves. */
const MALLOC_ENV: Readonly<Record<ApiEngine, Readonly<Record<string, string>>>> = {
  postgres: {},
  pglite: { MALLOC_MMAP_THRESHOLD_: String(128 * 1024) },
};

/** The engine the API will open: PostgreSQL when DATABASE_URL is set, the embedded PGlite otherwise. */
export function apiEngineOf(env: { DATABASE_URL?: string | undefined }): ApiEngine {
  return env.DATABASE_URL ? 'postgres' : 'pglite';
}

/** How `npm start` (scripts/start.ts) and the benchmarks start the API on `engine`. */
export function apiProcessSettings(engine: ApiEngine): ApiProcessSettings {
  const semiSpaceMb = SEMI_SPACE_MB[engine];
  return { nodeFlags: [`--max-semi-space-size=${semiSpaceMb}`], env: MALLOC_ENV[engine], youngGenerationMb: 3 * semiSpaceMb };
}
