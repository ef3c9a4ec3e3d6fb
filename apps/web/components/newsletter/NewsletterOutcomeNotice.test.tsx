import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../search-box/test-render';
import { NewsletterOutcomeNotice } from './NewsletterOutcomeNotice';

describe('newsletter outcome notice', () => {
  it('the server renders the empty live region only: the browser fills it from the address, so it is announced', async () => {
    const html = await renderInMarket(<NewsletterOutcomeNotice />);
    expect(html).toMatch(/^<div role="status" class="[^"]*"><\/div>$/);
  });
});
