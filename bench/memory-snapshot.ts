/**
 * What the memory probe (bench/memory-probe.ts, inside the API process) writes and bench:memory
 * reads: the process's memory as it is and after a full garbage collection, and the parts the API
 * can name.
 */
import { z } from 'zod';

const bytes = z.number().int().nonnegative();

export const memoryStateSchema = z.object({
  /** Resident set (VmRSS), its peak since start (VmHWM), and its anonymous and file-backed shares. */
  rss: bytes,
  rssPeak: bytes,
  rssAnonymous: bytes,
  rssFile: bytes,
  heapUsed: bytes,
  /** V8's committed heap, and how much of it is resident. */
  heapTotal: bytes,
  heapPhysical: bytes,
  heapLimit: bytes,
  /** Memory held by JS objects outside the V8 heap (Buffers, typed arrays' backing stores, WebAssembly memories), and the ArrayBuffer share of it. */
  external: bytes,
  arrayBuffers: bytes,
  mallocedByV8: bytes,
  spaces: z.array(z.object({ name: z.string(), size: bytes, used: bytes, physical: bytes })),
  /** WebAssembly memories (PGlite's) and their size. */
  wasm: z.object({ memories: z.number().int().nonnegative(), bytes }),
  /** RSS by kind of mapping (/proc/self/smaps): see the probe's `residentByKind`. */
  resident: z.object({ wasm: bytes, malloc: bytes, code: bytes, files: bytes, otherAnonymous: bytes }),
});
export type MemoryState = z.infer<typeof memoryStateSchema>;

export const memorySnapshotSchema = z.object({
  sequence: z.number().int().positive(),
  at: z.string(),
  pid: z.number().int().positive(),
  asIs: memoryStateSchema,
  afterGc: memoryStateSchema,
  /** Null with SEARCH_INDEX=sql. */
  searchIndex: z.object({ state: z.string(), buildMs: z.number().nullable(), hotels: z.number().int(), offers: z.number().int(), gridBytes: bytes }).nullable(),
  /** Null with AUTOCOMPLETE_INDEX=false. */
  autocompleteIndex: z.object({ ready: z.boolean(), destinationNames: z.number().int(), hotelLabels: z.number().int() }).nullable(),
  /** The answer cache: in process (entries, and the bytes of JSON text it holds) or Redis (nothing here). */
  cache: z.object({ kind: z.enum(['memory', 'redis']), entries: z.number().int().optional(), bytes: bytes.optional() }).nullable(),
  sharpLoaded: z.boolean(),
});
export type MemorySnapshot = z.infer<typeof memorySnapshotSchema>;
