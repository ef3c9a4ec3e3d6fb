/**
 * Decision 0018: zod's full API and the contracts' schemas stay out of the pages' first scripts.
 * The browser's fetchers import contract schemas only through `lazyContract` (with their first
 * call), and the modules every page runs as it starts validate with zod/mini. A static import
 * added to one of them would silently put ~35 kB of zod and the contract's schema construction
 * back into every page's hydration; this test names the file that did it.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** `import { … } from '<module>'` that is not `import type`. */
function valueImportsOf(source: string, pattern: RegExp): string[] {
  return [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)].map((match) => match[1]!).filter((module) => pattern.test(module));
}

/** The contracts' zod-free modules: constants the pages read as they render. */
const ZOD_FREE_CONTRACT_MODULES = ['@escapade/contracts/quote-errors', '@escapade/contracts/search-limits', '@escapade/contracts/box-limits', '@escapade/contracts/location-kinds', '@escapade/contracts/activity-date-value'];

describe('first-load zod (decision 0018)', () => {
  const fetchers = readdirSync(join(root, 'apps/web/lib/api')).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

  it.each(fetchers)('lib/api/%s imports no contract schema statically (lazyContract only)', (file) => {
    const imports = valueImportsOf(read(`apps/web/lib/api/${file}`), /^@escapade\/contracts\//);
    expect(imports.filter((module) => !ZOD_FREE_CONTRACT_MODULES.includes(module))).toEqual([]);
  });

  it('the transport they share imports neither a contract nor zod', () => {
    expect(valueImportsOf(read('apps/web/lib/api-transport.ts'), /^@escapade\/contracts\/|^zod/)).toEqual([]);
  });

  it.each([
    'packages/domain/src/criteria-hash.ts',
    'packages/domain/src/last-searches.ts',
    'packages/domain/src/recently-viewed.ts',
    'packages/domain/src/gift.ts',
    'packages/domain/src/validators.ts',
    'apps/web/components/wishlist/wishlist-storage.ts',
    'apps/web/components/gift/gift-message-storage.ts',
  ])('%s validates with zod/mini, not the full API', (path) => {
    const source = read(path);
    expect(valueImportsOf(source, /^zod$/)).toEqual([]);
    expect(valueImportsOf(source, /^zod\/mini$/)).toEqual(['zod/mini']);
  });

  it('the constants the product and search pages read as they render come from zod-free modules', () => {
    for (const path of ZOD_FREE_CONTRACT_MODULES.map((module) => module.replace('@escapade/contracts/', 'packages/contracts/src/') + '.ts')) {
      // Nothing but the domain's day rule (itself zod-free, checked below).
      expect(valueImportsOf(read(path), /./).filter((module) => module !== '@escapade/domain/calendar-day')).toEqual([]);
    }
    expect(valueImportsOf(read('packages/domain/src/calendar-day.ts'), /zod/)).toEqual([]);
    expect(valueImportsOf(read('apps/web/screens/product/ProductBooking.tsx'), /^@escapade\/contracts\//)).toEqual(['@escapade/contracts/quote-errors']);
    expect(valueImportsOf(read('apps/web/lib/search-requests.ts'), /^@escapade\/contracts\//)).toEqual(['@escapade/contracts/location-kinds', '@escapade/contracts/search-limits']);
  });
});

/** Every static module a file names: value imports, side-effect imports and re-exports (`import()` excluded: it loads later). */
function staticImportsOf(source: string): string[] {
  const modules: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(type\s+)?(?:([^;]*?)\s+from\s+)?'([^']+)';/gms)) {
    if (match[1]) continue;
    const names = match[2];
    // `import { type A, type B } from` names types only: the bundler drops it.
    if (names && /^\{[^}]*\}$/s.test(names.trim()) && names.replace(/[{}\s]/g, '').split(',').filter(Boolean).every((name) => name.startsWith('type'))) continue;
    modules.push(match[3]!);
  }
  return modules;
}

/** A module name to a file of the repository, or undefined for a package of node_modules. */
function resolveModule(from: string, module: string): string | undefined {
  const candidates = (base: string) => [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  let base: string | undefined;
  if (module.startsWith('.')) base = resolve(dirname(join(root, from)), module);
  else if (module.startsWith('@escapade/domain/')) base = join(root, 'packages/domain/src', module.slice('@escapade/domain/'.length));
  else if (module.startsWith('@escapade/contracts/')) base = join(root, 'packages/contracts/src', module.slice('@escapade/contracts/'.length));
  if (!base) return undefined;
  const file = candidates(base).find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
  return file ? relative(root, file) : undefined;
}

/**
 * The browser's first scripts of a route: every module a 'use client' file reachable from the
 * route's server modules imports statically, transitively. Returns, for each module a client file
 * reaches, the chain that reached it.
 */
function clientModulesOf(entries: readonly string[]): Map<string, string[]> {
  const serverSeen = new Set<string>();
  const clientChains = new Map<string, string[]>();
  const walkClient = (file: string, chain: string[]) => {
    for (const module of staticImportsOf(read(file))) {
      const target = resolveModule(file, module) ?? `node_modules:${module}`;
      if (clientChains.has(target)) continue;
      const next = [...chain, target];
      clientChains.set(target, next);
      if (!target.startsWith('node_modules:')) walkClient(target, next);
    }
  };
  const walkServer = (file: string) => {
    if (serverSeen.has(file)) return;
    serverSeen.add(file);
    const source = read(file);
    if (/^['"]use client['"]/.test(source.trimStart())) {
      clientChains.set(file, [file]);
      walkClient(file, [file]);
      return;
    }
    for (const module of staticImportsOf(source)) {
      const target = resolveModule(file, module);
      if (target) walkServer(target);
    }
  };
  entries.forEach(walkServer);
  return clientChains;
}

/** The chains that reach a forbidden zod module, or a contract module with schemas. */
function chainsReaching(reached: Map<string, string[]>, isForbiddenZod: (module: string) => boolean): string[] {
  const isSchemaContract = (module: string) =>
    module.startsWith('packages/contracts/src/') && !ZOD_FREE_CONTRACT_MODULES.includes(module.replace('packages/contracts/src/', '@escapade/contracts/').replace(/\.ts$/, ''));
  return [...reached.entries()].filter(([module]) => isForbiddenZod(module) || isSchemaContract(module)).map(([, chain]) => chain.join(' → '));
}

/** The routes whose first-load budget is the smallest (home and content pages), and the shell around every page. */
const LIGHT_ROUTES = ['layout.tsx', 'screen-route/home/page.tsx', 'screen-route/content/[[...rest]]/page.tsx', 'screen-route/weekendIdeas/[[...rest]]/page.tsx', 'screen-route/landing/[[...rest]]/page.tsx', 'screen-route/minisite/[[...rest]]/page.tsx'].map(
  (file) => `apps/web/app/[market]/${file}`,
);

describe('first-load zod of the shell, the home and the content pages, transitively', () => {
  const reached = clientModulesOf(LIGHT_ROUTES);

  it('finds the client modules (the walk reads the routes)', () => {
    expect([...reached.keys()]).toEqual(expect.arrayContaining(['apps/web/components/search-box/SearchPageSearchBox.tsx', 'apps/web/components/islands/on-demand.tsx', 'apps/web/components/shell/FlowToggle.tsx']));
  });

  it('no client module they load reaches zod (not even zod/mini) or a contract with schemas: they validate nothing as they start', () => {
    const offending = chainsReaching(reached, (module) => module.startsWith('node_modules:zod'));
    expect(offending).toEqual([]);
  });

  it('the client instrumentation, which every page runs first, sets zod\'s jitless without loading zod', () => {
    expect(staticImportsOf(read('apps/web/instrumentation-client.ts'))).toEqual(['./lib/zod-jitless']);
    expect(staticImportsOf(read('apps/web/lib/zod-jitless.ts'))).toEqual([]);
  });
});

describe('first-load zod of the search and product pages, transitively', () => {
  const reached = clientModulesOf(['layout.tsx', 'screen-route/search/[[...rest]]/page.tsx', 'screen-route/product/[[...rest]]/page.tsx', '[[...slug]]/page.tsx'].map((file) => `apps/web/app/[market]/${file}`));

  it('no client module they load reaches zod\'s full API or a contract with schemas (zod/mini validates what they read as they start)', () => {
    const offending = chainsReaching(reached, (module) => module === 'node_modules:zod');
    expect(offending).toEqual([]);
  });
});
