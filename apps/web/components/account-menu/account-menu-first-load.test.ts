/**
 * The header's account button is in every page's first scripts (the market layout draws it); the
 * account menu, the session read and the accounts client must not be (decisions 0012 and 0018):
 * they are imported once the page has started. This follows the button's static imports through
 * the web's and the domain's own modules and names the file that would pull one of them in.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

/** `import … from '<module>'` and `export … from '<module>'` that are not type-only. */
function valueImportsOf(source: string): string[] {
  return [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)].map((match) => match[1]!);
}

function resolveModule(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('.') ? join(dirname(from), specifier) : specifier.startsWith('@escapade/domain/') ? join(root, 'packages/domain/src', specifier.slice('@escapade/domain/'.length)) : undefined;
  if (base === undefined) return undefined;
  return ['.ts', '.tsx', '/index.ts'].map((extension) => base + extension).find((path) => existsSync(path));
}

/** Every module of ours the entry loads, and every outside module they import. */
function staticGraphOf(entry: string): { files: string[]; packages: string[] } {
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
  visit(join(root, entry));
  return { files: [...files].map((file) => relative(root, file)).sort(), packages: [...packages].sort() };
}

describe('account menu out of the first scripts', () => {
  const graph = staticGraphOf('apps/web/components/account-menu/AccountButton.tsx');

  it('the button loads neither the menu, nor the session read, nor the accounts client', () => {
    for (const lazy of ['apps/web/components/account-menu/AccountMenu.tsx', 'apps/web/components/account-menu/account-session.ts', 'apps/web/lib/api/accounts.ts']) {
      expect(graph.files).not.toContain(lazy);
    }
    // The graph is followed at all: what it does load is in it.
    expect(graph.files).toContain('apps/web/components/account-menu/account-state.ts');
    expect(graph.files).toContain('apps/web/components/account-menu/account-paths.ts');
  });

  it('nothing it loads imports zod, a contract or Radix', () => {
    expect(graph.packages.filter((specifier) => /^zod(\/|$)|^@escapade\/contracts\/|^radix-ui/.test(specifier))).toEqual([]);
  });
});
