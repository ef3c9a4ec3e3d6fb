import { expect, hydrated, test } from './support/fixtures';
import fr from '../apps/web/messages/fr.json' with { type: 'json' };

/** The web server's edge: scripts by nonce only, bodies over the limit, malformed URLs, identity, cookies. */
test.skip(({ isMobile }) => isMobile, "the server's headers, limits and redirects do not depend on the screen");

test('pages run their scripts by nonce under a strict policy, hydrate, and report no violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  for (const path of ['/fr-fr/', '/fr-fr/recherche']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const policy = (await response?.headerValue('content-security-policy')) ?? '';
    const scriptSource = policy.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src')) ?? '';
    const nonce = /'nonce-([^']+)'/.exec(scriptSource)?.[1];
    expect(nonce, policy).toBeTruthy();
    expect(scriptSource).toContain("'strict-dynamic'");
    expect(scriptSource).not.toContain("'unsafe-inline'");
    expect(policy).not.toMatch(/img-src[^;]* https:(;|\s|$)/);
    // Every script the server wrote carries the request's nonce (chunks loaded later need none: 'strict-dynamic').
    const scriptTags = ((await response?.text()) ?? '').match(/<script\b[^>]*>/g) ?? [];
    const executable = scriptTags.filter((tag) => !/type="application\/ld\+json"/.test(tag));
    expect(executable.length).toBeGreaterThan(0);
    expect(executable.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
    await hydrated(page.getByRole('link', { name: fr.shell.logoLabel }).first());
  }
  expect(violations).toEqual([]);
});

test('a body over the limit through the site gets the API 413 problem, not a 500', async ({ request }) => {
  const big = JSON.stringify({ filler: 'x'.repeat(5 * 1024 * 1024) });
  const response = await request.post('/api/offers.json', { data: big, headers: { 'content-type': 'application/json' } });
  expect(response.status()).toBe(413);
  expect(response.headers()['content-type']).toMatch(/^application\/problem\+json/);
  expect(await response.json()).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', instance: '/api/offers.json' });
  // The connection still serves the next request.
  expect((await request.get('/api/health')).status()).toBe(200);
});

test('malformed percent-encoding in a page path is a not-found page with the security headers', async ({ request }) => {
  for (const path of ['/fr-fr/%', '/fr-fr/%zz', '/fr-fr/%ff%fe', '/fr-fr/%c0%af', '/%ff']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    expect(response.headers()['content-security-policy'], path).toContain("'strict-dynamic'");
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
});

test('a forged X-Forwarded-For does not buy a new rate-limit budget', async ({ request }) => {
  const log = { level: 'INFO', locale: 'fr_FR', location: '/fr-fr/', message: 'e2e forged address' };
  const remaining: number[] = [];
  for (const forged of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
    const response = await request.post('/api/logs', { data: log, headers: { 'x-forwarded-for': forged, 'x-real-ip': forged, forwarded: `for=${forged}` } });
    expect(response.status()).toBe(204);
    remaining.push(Number(response.headers()['x-ratelimit-remaining']));
  }
  // One budget, spent one write at a time (other tests of the run may write in between, never refill it).
  expect(remaining[1]).toBeLessThan(remaining[0] ?? 0);
  expect(remaining[2]).toBeLessThan(remaining[1] ?? 0);
});

test("a product path without market leads to the visitor's market, and the language cookie is HttpOnly", async ({ page, request }) => {
  const redirect = await request.get('/sejour/18', { maxRedirects: 0, headers: { 'accept-language': 'fr-BE' } });
  expect(redirect.status()).toBe(307);
  expect(redirect.headers().location).toMatch(/\/fr-be\/sejour\/18$/);
  await page.goto('/sejour/18');
  await expect(page).toHaveURL(/\/fr-fr\/sejour\/18$/);
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'last_language');
  expect(cookie).toMatchObject({ value: 'fr_FR', httpOnly: true, sameSite: 'Lax' });
});
