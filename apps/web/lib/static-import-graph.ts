/**
 * For the tests that keep code out of the pages' first scripts (decisions 0012 and 0018): the
 * modules an entry loads by its static imports, followed through the web's and the domain's own
 * files, and the outside packages they import. A dynamic `import()` is not followed: it is the way
 * code stays out. Test support only (reads the sources from disk).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** `import … from '<module>'` and `export … from '<module>'` that are not type-only. */
function valueImportsOf(source: string): string[] {
  return [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)].map((match) => match[1]!);
}

function resolveModule(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('.') ? join(dirname(from), specifier) : specifier.startsWith('@escapade/domain/') ? join(root, 'packages/domain/src', specifier.slice('@escapade/domain/'.length)) : undefined;
  if (base === undefined) return undefined;
  return ['.ts', '.tsx', '/index.ts'].map((extension) => base + extension).find((path) => existsSync(path));
}

/** Every module of ours the entries load (paths from the repository's root), and every outside module they import. */
export function staticImportGraphOf(entries: string | readonly string[]): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of valueImportsOf(readFileSync(file, 'utf8'))) {
      const resolved = resolveModule(file, specifier);
      if (resolved) visit(resolved);
      else packages.add(specifier);
    }
  };
  for (const entry of typeof entries === 'string' ? [entries] : entries) visit(join(root, entry));
  return { files: [...files].map((file) => relative(root, file)).sort(), packages: [...packages].sort() };
}
