/**
 * Decision 0018: zod's full API and the contracts' schemas stay out of the pages' first scripts.
 * The browser's fetchers import contract schemas only through `lazyContract` (with their first
 * call), and the modules every page runs as it starts validate with zod/mini. A static import
 * added to one of them would silently put ~35 kB of zod and the contract's schema construction
 * back into every page's hydration; this test names the file that did it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** `import { … } from '<module>'` that is not `import type`. */
function valueImportsOf(source: string, pattern: RegExp): string[] {
  return [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)].map((match) => match[1]!).filter((module) => pattern.test(module));
}

/** The contracts' zod-free modules: constants the pages read as they render. */
const ZOD_FREE_CONTRACT_MODULES = ['@escapade/contracts/quote-errors', '@escapade/contracts/search-limits', '@escapade/contracts/box-limits', '@escapade/contracts/location-kinds'];

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
    'apps/web/instrumentation-client.ts',
  ])('%s validates with zod/mini, not the full API', (path) => {
    const source = read(path);
    expect(valueImportsOf(source, /^zod$/)).toEqual([]);
    expect(valueImportsOf(source, /^zod\/mini$/)).toEqual(['zod/mini']);
  });

  it('the constants the product and search pages read as they render come from zod-free modules', () => {
    for (const path of ZOD_FREE_CONTRACT_MODULES.map((module) => module.replace('@escapade/contracts/', 'packages/contracts/src/') + '.ts')) {
      expect(valueImportsOf(read(path), /./)).toEqual([]);
    }
    expect(valueImportsOf(read('apps/web/screens/product/ProductBooking.tsx'), /^@escapade\/contracts\//)).toEqual(['@escapade/contracts/quote-errors']);
    expect(valueImportsOf(read('apps/web/lib/search-requests.ts'), /^@escapade\/contracts\//)).toEqual(['@escapade/contracts/location-kinds', '@escapade/contracts/search-limits']);
  });
});
