/**
 * The acquisition modal's trigger is in every page's first scripts (the app shell mounts it); the
 * modal, its check and the form's zod rules must not be (decisions 0012 and 0018): they are
 * imported when the 10 s are over. This follows the trigger's static imports through the web's and
 * the domain's own modules and names the file that would pull one of them in.
 */
import { describe, expect, it } from 'vitest';
import { staticImportGraphOf as staticGraphOf } from '../../lib/static-import-graph';

describe('acquisition modal out of the first scripts', () => {
  const graph = staticGraphOf('apps/web/components/newsletter/AcquisitionModalTrigger.tsx');

  it('the trigger loads neither the modal, nor its check, nor the form rules', () => {
    for (const lazy of ['AcquisitionModal.tsx', 'acquisition-modal-check.ts', 'newsletter-form-state.ts', 'newsletter-signup.ts']) {
      expect(graph.files).not.toContain(`apps/web/components/newsletter/${lazy}`);
    }
    // The graph is followed at all: the rules it does load are in it.
    expect(graph.files).toContain('apps/web/components/newsletter/acquisition-modal-rules.ts');
    expect(graph.files).toContain('packages/domain/src/site-shell.ts');
  });

  it('nothing it loads imports zod or a contract', () => {
    expect(graph.packages.filter((specifier) => /^zod(\/|$)|^@escapade\/contracts\//.test(specifier))).toEqual([]);
  });
});
