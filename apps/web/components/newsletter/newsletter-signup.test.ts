import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-transport';
import type { NewsletterApi } from '../../lib/api/newsletter';
import { submitNewsletterSignup } from './newsletter-signup';

function api(answer: 'accept' | 'refuse') {
  const sent: unknown[] = [];
  const subscribe: NewsletterApi['subscribe'] = async (request) => {
    sent.push(request);
    if (answer === 'refuse') throw new ApiError('/marketing/newsletter answered 429', 429);
    return { status: 'accepted', detail: 'If this address can receive our newsletter, a confirmation e-mail is on its way.' };
  };
  return { sent, api: { subscribe } };
}

describe('newsletter signup', () => {
  it('"Newsletter signup: email, country, language": the country and language of the page\'s market', async () => {
    const belgian = api('accept');
    expect(await submitNewsletterSignup(belgian.api, { email: ' lea@example.com ', locale: 'nl_BE', source: 'footer' })).toBe('sent');
    expect(belgian.sent).toEqual([{ email: 'lea@example.com', country: 'BE', language: 'nl', source: 'footer' }]);

    const italian = api('accept');
    await submitNewsletterSignup(italian.api, { email: 'g@example.it', locale: 'it_IT', source: 'footer' });
    expect(italian.sent).toEqual([{ email: 'g@example.it', country: 'IT', language: 'it', source: 'footer' }]);
  });

  it('a refused or failed call is "failed" (nothing shown), never thrown', async () => {
    expect(await submitNewsletterSignup(api('refuse').api, { email: 'lea@example.com', locale: 'fr_FR', source: 'footer' })).toBe('failed');
  });
});
