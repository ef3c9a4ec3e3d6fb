import { NEWSLETTER_ACCEPTED_DETAIL } from '@escapade/contracts/newsletter';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-transport';
import { createNewsletterApi } from './newsletter';

function recordingFetch(status: number, body: unknown) {
  const sent: Array<{ url: URL; method: string; body: unknown }> = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: new URL(String(input)), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });
  }) as typeof fetch;
  return { sent, api: createNewsletterApi({ baseUrl: 'http://web/api', fetch: fetchImpl }) };
}

const request = { email: 'lea@example.com', country: 'BE', language: 'nl', source: 'footer' } as const;

describe('newsletter API client', () => {
  it('"POST {frontGateway}/marketing/newsletter | email, country, language": posts the signup to /api/marketing/newsletter', async () => {
    const { sent, api } = recordingFetch(202, { status: 'accepted', detail: NEWSLETTER_ACCEPTED_DETAIL });
    await expect(api.subscribe(request)).resolves.toEqual({ status: 'accepted', detail: NEWSLETTER_ACCEPTED_DETAIL });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url.pathname).toBe('/api/marketing/newsletter');
    expect(sent[0]?.body).toEqual(request);
  });

  it('a refused signup or an unexpected body is an ApiError (the form shows nothing for it)', async () => {
    const problem = { type: 'urn:escapade:problem:rate_limited', title: 'Too many requests', status: 429, detail: 'x', instance: '/api/marketing/newsletter', code: 'RATE_LIMITED' };
    await expect(recordingFetch(429, problem).api.subscribe(request)).rejects.toMatchObject({ status: 429 });
    await expect(recordingFetch(202, { status: 'subscribed' }).api.subscribe(request)).rejects.toBeInstanceOf(ApiError);
  });
});
