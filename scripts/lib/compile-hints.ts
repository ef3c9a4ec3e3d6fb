import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with this comment has all its
 * functions compiled eagerly, on the background thread that compiles the script while it streams
 * in. Without it V8 only pre-parses functions, and compiles each on the main thread when it is first
 * called — for our first-load chunks that is at hydration, in the page's longest tasks. See
 * docs/decisions/0015-compile-hints-on-first-load-chunks.md.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>;
}

function listFiles(dir: string, name: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, name, out);
    else if (entry.name === name) out.push(full);
  }
  return out;
}

/** A client reference manifest is a script that assigns `globalThis.__RSC_MANIFEST[route]`: run it in a sandbox. */
function readClientReferenceManifest(file: string): ClientReferenceManifest[] {
  const sandbox: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
  sandbox.globalThis = sandbox;
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox, { filename: file, timeout: 1000 });
  return Object.values(sandbox.__RSC_MANIFEST ?? {});
}

/**
 * The chunks a page loads with its HTML, for every route of the build (paths relative to `.next`,
 * `static/chunks/…`): Next's root main files (the runtime, React, the router) and the entry chunks
 * of each route's layouts, pages and boundaries. Chunks of dynamic imports (the calendar, the map,
 * dialogs) load later, when they are needed, and are not in this set.
 */
export function firstLoadChunks(nextDir: string): string[] {
  const chunks = new Set<string>();
  const buildManifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] };
  for (const file of buildManifest.rootMainFiles ?? []) chunks.add(file);
  for (const manifestFile of listFiles(path.join(nextDir, 'server/app'), 'page_client-reference-manifest.js')) {
    for (const manifest of readClientReferenceManifest(manifestFile)) {
      for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const file of files) chunks.add(file);
    }
  }
  return [...chunks].filter((file) => file.endsWith('.js')).sort();
}

interface SourceMapV3 {
  mappings?: string;
  sections?: Array<{ offset: { line: number; column: number } }>;
}

/** The source map of a script one line further down: a plain map gets an empty first line, an index map moves its sections. */
export function shiftSourceMapOneLine(map: SourceMapV3): SourceMapV3 {
  if (map.sections) return { ...map, sections: map.sections.map((section) => ({ ...section, offset: { ...section.offset, line: section.offset.line + 1 } })) };
  return { ...map, mappings: `;${map.mappings ?? ''}` };
}

/**
 * Puts the compile hint at the top of every first-load chunk of the build in `webDir/.next`, and
 * moves the chunk's source map (when the build has them) one line down to match. Idempotent.
 * Returns the chunks it changed.
 */
export function addCompileHints(webDir: string): string[] {
  const nextDir = path.join(webDir, '.next');
  const changed: string[] = [];
  for (const chunk of firstLoadChunks(nextDir)) {
    const file = path.join(nextDir, chunk);
    if (!existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + code);
    const mapUrl = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const mapFile = mapUrl && !mapUrl.startsWith('data:') ? path.join(path.dirname(file), mapUrl) : undefined;
    if (mapFile && existsSync(mapFile)) {
      writeFileSync(mapFile, JSON.stringify(shiftSourceMapOneLine(JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapV3)));
    }
    changed.push(chunk);
  }
  return changed;
}
