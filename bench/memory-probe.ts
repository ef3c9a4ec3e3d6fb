/**
 * Loaded into the API process by `npm run bench:memory` only (`--import`, after tsx), and inert
 * unless MEMORY_PROBE_FILE is set: on SIGUSR2 it writes where the process's memory is to that file
 * (JSON, `MemorySnapshot`), first as it is, then again after a full garbage collection.
 *
 * It reads the app through Fastify's `fastify.initialization` diagnostics channel (the instance
 * server.ts builds), and PGlite's WebAssembly memory by recording every `WebAssembly.Memory` the
 * process creates: PGlite makes its own before instantiating PostgreSQL, and nothing else exposes it.
 * No route, no listener on the network: the bench is the parent process and sends the signal.
 */
import { subscribe } from 'node:diagnostics_channel';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { App } from '../apps/api/src/app';
import type { MemorySnapshot, MemoryState } from './memory-snapshot';

const file = process.env.MEMORY_PROBE_FILE;

/** Every WebAssembly memory made in the process (PGlite's; sharp is native, not WebAssembly). */
const memories: Array<WeakRef<WebAssembly.Memory>> = [];
let app: App | undefined;
let autocompleteReady: boolean | undefined;
let sequence = 0;

function recordWebAssemblyMemories(): void {
  const Original = WebAssembly.Memory;
  class RecordedMemory extends Original {
    constructor(descriptor: WebAssembly.MemoryDescriptor) {
      super(descriptor);
      memories.push(new WeakRef(this));
    }
  }
  // `instanceof WebAssembly.Memory` and instantiation with an imported memory behave as before.
  Object.defineProperty(WebAssembly, 'Memory', { value: RecordedMemory, writable: true, configurable: true });
}

function procStatusKb(field: string, text: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
  return match ? Number(match[1]) : 0;
}

/** glibc gives each thread's malloc arena a heap of its own, 64 MiB-aligned and at most 64 MiB long. */
const ARENA_HEAP = 64 * 2 ** 20;

interface Mapping {
  start: number;
  size: number;
  rss: number;
  permissions: string;
  name: string;
}

function mappings(): Mapping[] {
  const list: Mapping[] = [];
  let current: Mapping | undefined;
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      const start = parseInt(header[1]!, 16);
      current = { start, size: parseInt(header[2]!, 16) - start, rss: 0, permissions: header[3]!, name: header[4]! };
      list.push(current);
    } else if (current && line.startsWith('Rss:')) current.rss = Number(line.split(/\s+/)[1]) * 1024;
  }
  return list;
}

/**
 * Resident memory by kind of mapping: the WebAssembly memories' (a writable anonymous mapping of
 * exactly their size), malloc's (the main heap and the threads' arenas), executable anonymous
 * memory (V8's generated code), mapped files, and the other anonymous mappings (V8's heap pages,
 * large mallocs, stacks).
 */
function residentByKind(wasmSizes: readonly number[]): MemoryState['resident'] {
  const resident = { wasm: 0, malloc: 0, code: 0, files: 0, otherAnonymous: 0 };
  const wasmLeft = [...wasmSizes];
  for (const mapping of mappings()) {
    const anonymous = mapping.name === '' || mapping.name === '[heap]' || mapping.name === '[stack]';
    const wasmAt = mapping.permissions.startsWith('rw') && mapping.name === '' ? wasmLeft.indexOf(mapping.size) : -1;
    if (!anonymous) resident.files += mapping.rss;
    else if (wasmAt >= 0) {
      wasmLeft.splice(wasmAt, 1);
      resident.wasm += mapping.rss;
    } else if (mapping.name === '[heap]' || (mapping.start % ARENA_HEAP === 0 && mapping.size <= ARENA_HEAP && mapping.permissions.startsWith('rw'))) resident.malloc += mapping.rss;
    else if (mapping.permissions.includes('x')) resident.code += mapping.rss;
    else resident.otherAnonymous += mapping.rss;
  }
  return resident;
}

function isSharpLoaded(): boolean {
  // Its native addon maps libvips into the process when `sharp` is imported.
  return readFileSync('/proc/self/maps', 'utf8').includes('libvips');
}

function state(): MemoryState {
  const status = readFileSync('/proc/self/status', 'utf8');
  const usage = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  const live = memories.map((ref) => ref.deref()).filter((memory): memory is WebAssembly.Memory => memory !== undefined);
  const wasmSizes = live.map((memory) => memory.buffer.byteLength);
  const resident = residentByKind(wasmSizes);
  return {
    rss: procStatusKb('VmRSS', status) * 1024,
    rssPeak: procStatusKb('VmHWM', status) * 1024,
    rssAnonymous: procStatusKb('RssAnon', status) * 1024,
    rssFile: procStatusKb('RssFile', status) * 1024,
    heapUsed: usage.heapUsed,
    heapTotal: usage.heapTotal,
    heapPhysical: heap.total_physical_size,
    heapLimit: heap.heap_size_limit,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
    mallocedByV8: heap.malloced_memory,
    spaces: v8.getHeapSpaceStatistics().map((space) => ({
      name: space.space_name,
      size: space.space_size,
      used: space.space_used_size,
      physical: space.physical_space_size,
    })),
    wasm: { memories: live.length, bytes: wasmSizes.reduce((a, b) => a + b, 0) },
    resident,
  };
}

function snapshot(collect: () => void): MemorySnapshot {
  const holder = app?.autocompleteIndex;
  if (holder && autocompleteReady === undefined) {
    autocompleteReady = false;
    void holder.whenReady().then((built) => (autocompleteReady = built));
  }
  const asIs = state();
  collect();
  const afterGc = state();
  const stats = app?.searchIndex?.stats;
  return {
    sequence,
    at: new Date().toISOString(),
    pid: process.pid,
    asIs,
    afterGc,
    searchIndex: stats ? { state: stats.state, buildMs: stats.buildMs, hotels: stats.hotels, offers: stats.offers, gridBytes: stats.gridBytes } : null,
    autocompleteIndex: holder ? { ready: autocompleteReady === true, ...(holder.current()?.stats() ?? { destinationNames: 0, hotelLabels: 0 }) } : null,
    cache: app ? { kind: app.cache.kind, ...(app.cache.usage?.() ?? {}) } : null,
    sharpLoaded: isSharpLoaded(),
  };
}

if (file) {
  recordWebAssemblyMemories();
  subscribe('fastify.initialization', (message) => {
    app ??= (message as { fastify: App }).fastify;
  });
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  process.on('SIGUSR2', () => {
    sequence += 1;
    const written = `${file}.${process.pid}.tmp`;
    writeFileSync(written, JSON.stringify(snapshot(gc)));
    renameSync(written, file);
  });
}
