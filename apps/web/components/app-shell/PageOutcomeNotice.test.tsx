import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../search-box/test-render';
import { pageOutcomeOf, withoutPageOutcome } from './page-outcome';
import { PageOutcomeNotice } from './PageOutcomeNotice';

describe('page outcome notice', () => {
  it('the server renders the empty live region only: the browser fills it from the address, so it is announced', async () => {
    const html = await renderInMarket(<PageOutcomeNotice />);
    expect(html).toMatch(/^<div role="status" class="[^"]*"><\/div>$/);
  });

  it('reads the newsletter links\' outcomes and the deleted account from the address, and nothing else', () => {
    expect(pageOutcomeOf('?newsletter=confirmed')).toEqual({ kind: 'newsletter', outcome: 'confirmed' });
    expect(pageOutcomeOf('?flow=gifting&account=deleted')).toEqual({ kind: 'accountDeleted' });
    expect(pageOutcomeOf('?account=hacked')).toBeUndefined();
    expect(pageOutcomeOf('')).toBeUndefined();
  });

  it('dismissed, the address loses the outcome and keeps the rest', () => {
    expect(withoutPageOutcome('https://www.escapade.example/fr-fr/?account=deleted')).toBe('/fr-fr/');
    expect(withoutPageOutcome('http://localhost:3000/fr-fr/?flow=gifting&newsletter=confirmed#top')).toBe('/fr-fr/?flow=gifting#top');
  });
});
