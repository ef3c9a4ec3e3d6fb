/**
 * The hearts are in the first scripts of the product, activity and search pages, and the session
 * read (the header's) runs the marker's check on every page; the account's wishlist client, its
 * contract and zod's full API must not be (decision 0018): they are imported by the first sync of a
 * signed-in visitor. This follows the static imports through the web's and the domain's own modules
 * and names the file that would pull one of them in.
 */
import { describe, expect, it } from 'vitest';
import { staticImportGraphOf } from '../../lib/static-import-graph';

describe('the wishlist\'s account code out of the first scripts', () => {
  const graph = staticImportGraphOf([
    'apps/web/components/wishlist/WishlistToggle.tsx',
    'apps/web/components/wishlist/WishlistList.tsx',
    'apps/web/components/cards/StayCard.tsx',
    'apps/web/components/cards/ActivityCard.tsx',
    'apps/web/components/account-menu/account-state.ts',
  ]);

  it('loads neither the wishlist client nor the session read', () => {
    for (const lazy of ['apps/web/lib/api/wishlist.ts', 'apps/web/lib/api/accounts.ts', 'apps/web/components/account-menu/account-session.ts']) {
      expect(graph.files).not.toContain(lazy);
    }
    // The graph is followed at all: the sync and the marker are in it.
    expect(graph.files).toContain('apps/web/components/wishlist/wishlist-sync.ts');
    expect(graph.files).toContain('apps/web/components/wishlist/wishlist-owner.ts');
  });

  it('nothing it loads imports zod\'s full API or a contract (zod/mini only, for the stored list)', () => {
    expect(graph.packages.filter((specifier) => /^zod$|^@escapade\/contracts\//.test(specifier))).toEqual([]);
    expect(graph.packages).toContain('zod/mini');
  });
});
