import { describe, expect, it } from 'vitest';
import { createActivityApi } from './activity';

function answering(status: number, body: unknown) {
  const urls: string[] = [];
  const fetch = (async (url: string | URL | Request) => {
    urls.push(String(url));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { urls, fetch };
}

describe('activity API client', () => {
  it('asks the activity-only detail with the locale', async () => {
    const { urls, fetch } = answering(404, {});
    await createActivityApi({ baseUrl: 'http://api.test/api/', fetch }).getActivityProduct(31, 'nl_BE');
    expect(urls).toEqual(['http://api.test/api/activity-only/weekend/31/detail.json?locale=nl_BE']);
  });

  it('any failure answers nothing: an unknown id, an unexpected body, a dead API', async () => {
    await expect(createActivityApi({ baseUrl: '/api', fetch: answering(404, {}).fetch }).getActivityProduct(31, 'fr_FR')).resolves.toBeNull();
    await expect(createActivityApi({ baseUrl: '/api', fetch: answering(200, { id: 'x' }).fetch }).getActivityProduct(31, 'fr_FR')).resolves.toBeNull();
    const dead = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    await expect(createActivityApi({ baseUrl: '/api', fetch: dead }).getActivityProduct(31, 'fr_FR')).resolves.toBeNull();
  });
});
