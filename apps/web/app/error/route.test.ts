import { describe, expect, it } from 'vitest';
import { GET } from './route';

async function problemOf(url: string) {
  const response = await GET(new Request(url));
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  return (await response.json()) as { field: string; detail: string };
}

describe('GET /error (a not-found report)', () => {
  it('names an unknown parameter', async () => {
    expect(await problemOf('http://site.test/error?uri=%2Ffr-fr%2Fx&locale=fr_FR&utm=1')).toMatchObject({ field: 'utm', detail: 'Unknown parameter utm' });
  });

  it('names a missing or invalid one', async () => {
    expect(await problemOf('http://site.test/error?locale=fr_FR')).toMatchObject({ field: 'uri' });
    expect(await problemOf('http://site.test/error?uri=%2Fx&locale=en_GB')).toMatchObject({ field: 'locale' });
  });
});
