/**
 * The header's account button is in every page's first scripts (the market layout draws it); the
 * account menu, the session read and the accounts client must not be (decisions 0012 and 0018):
 * they are imported once the page has started. This follows the button's static imports through
 * the web's and the domain's own modules and names the file that would pull one of them in.
 */
import { describe, expect, it } from 'vitest';
import { staticImportGraphOf as staticGraphOf } from '../../lib/static-import-graph';

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
