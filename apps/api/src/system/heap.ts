/**
 * The API's young generation. V8's default semi-space (16 MB on 64-bit) makes a busy API scavenge
 * every few milliseconds; each scavenge stops the event loop, and at eight requests in flight every
 * pause lands on all eight. 32 MB halves how often it happens for a cost in resident memory of
 * 3 × 16 MB, and scavenges cost what survives, not what died: per request, less GC work in all.
 * Measured with `npm run bench:search` (autocomplete, decision 0013).
 */
export const API_SEMI_SPACE_MB = 32;

/** Node flags of the API process (scripts/start.ts). */
export const API_NODE_FLAGS: readonly string[] = [`--max-semi-space-size=${API_SEMI_SPACE_MB}`];

/**
 * The same limit for an API run in a worker thread (the benchmark's): a worker's young generation
 * is given whole, and V8 makes it three semi-spaces (two, and the new large-object space).
 */
export const API_YOUNG_GENERATION_MB = 3 * API_SEMI_SPACE_MB;
