/**
 * What the customer care mode adds to every visitor's page is its switch only: the hook, the mode's
 * reading of the header's account state, and the product page's empty section. The agent panel,
 * the customer care client, the session read, zod and the contracts load only once the mode is on
 * (decisions 0012 and 0018). This follows the static imports of the pieces every page carries
 * through the web's and the domain's own modules and names what would pull one of them in.
 */
import { describe, expect, it } from 'vitest';
import { staticImportGraphOf as staticGraphOf } from '../../lib/static-import-graph';

describe('customer care mode out of the first scripts', () => {
  const graph = staticGraphOf([
    'apps/web/screens/product/agent-panel/AgentPanelSection.tsx',
    'apps/web/screens/search/results/PromoBlock.tsx',
    'apps/web/lib/analytics.ts',
  ]);

  it('loads neither the agent panel, nor the customer care client, nor the session read', () => {
    for (const lazy of [
      'apps/web/screens/product/agent-panel/AgentOfferPanel.tsx',
      'apps/web/screens/product/agent-panel/ShareLinkField.tsx',
      'apps/web/lib/api/customer-care.ts',
      'apps/web/lib/api/accounts.ts',
      'apps/web/components/account-menu/account-session.ts',
    ]) {
      expect(graph.files).not.toContain(lazy);
    }
    // The graph is followed at all: the switch itself is in it.
    expect(graph.files).toContain('apps/web/components/customer-care-mode/use-customer-care-mode.ts');
    expect(graph.files).toContain('apps/web/components/account-menu/account-state.ts');
  });

  it('nothing it loads imports zod, a contract or Radix', () => {
    expect(graph.packages.filter((specifier) => /^zod(\/|$)|^@escapade\/contracts\/|^radix-ui/.test(specifier))).toEqual([]);
  });
});
