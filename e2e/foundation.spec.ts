import es from '../apps/web/messages/es.json' with { type: 'json' };
import fr from '../apps/web/messages/fr.json' with { type: 'json' };
import nl from '../apps/web/messages/nl.json' with { type: 'json' };
import { expect, expectNoSeriousAxeViolations, saveScreenshot, test } from './support/fixtures';

/**
 * Issue "Foundation": markets and URLs, the shell, the not-found page, the production server. What
 * the server answers whatever the screen runs on desktop only; the shell's phone menu and the
 * not-found page are seen at both sizes. The API behind /api is the API suite's, and the fuzz
 * suite's through the site (api-fuzz.spec.ts).
 */

test.describe('markets and the shell', () => {
  test('/fr-fr/ answers 200 in French with canonical, hreflang alternates and robots', async ({ page }, testInfo) => {
    const response = await page.goto('/fr-fr/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr-fr\/?$/);
    const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
      links.map((l) => l.getAttribute('hreflang')).sort(),
    );
    expect(hreflangs).toEqual(['es-ES', 'fr-BE', 'fr-FR', 'it-IT', 'nl-BE', 'nl-NL', 'x-default']);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: fr.shell.logoLabel })).toBeVisible();
    // Only Belgian versions have a language selector.
    await expect(page.getByRole('navigation', { name: fr.shell.languageLabel })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'home-fr-fr');
  });

  test('/nl-be/ is Dutch and offers Français / Nederlands', async ({ page, isMobile }, testInfo) => {
    const response = await page.goto('/nl-be/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    if (isMobile) await page.getByRole('button', { name: nl.shell.openMenu }).click();
    const selector = page.getByRole('navigation', { name: nl.shell.languageLabel }).last();
    await expect(selector.getByRole('link', { name: 'Français' })).toBeVisible();
    await expect(selector.getByRole('link', { name: 'Nederlands' })).toHaveAttribute('aria-current', 'true');
    await saveScreenshot(page, testInfo, 'home-nl-be');
    await selector.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr-be\/?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('the footer switches between the six countries', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the footer only reflows on a phone: the same six links');
    await page.goto('/fr-fr/');
    const switcher = page.getByRole('navigation', { name: fr.footer.countryLabel });
    await expect(switcher.getByRole('link')).toHaveCount(6);
    await switcher.getByRole('link', { name: /España/ }).click();
    await expect(page).toHaveURL(/\/es-es\/?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: es.shell.logoLabel })).toBeVisible();
  });

  test('the Stays / Gifts toggle writes the flow', async ({ page, isMobile }) => {
    await page.goto('/fr-fr/');
    if (isMobile) await page.getByRole('button', { name: fr.shell.openMenu }).click();
    const toggle = page.getByRole('navigation', { name: fr.shell.flowLabel }).last();
    await toggle.getByRole('link', { name: fr.shell.gifts }).click();
    await expect(page).toHaveURL(/[?&]flow=gifting/);
  });
});

test.describe('root and unknown paths', () => {
  test('/ sends a Spanish-speaking visitor to /es-es/', async ({ browser, isMobile }) => {
    test.skip(isMobile, "the server's redirect, the same at every size (route-request.test.ts, negotiate-market.test.ts)");
    const context = await browser.newContext({ locale: 'es-ES', extraHTTPHeaders: { 'Accept-Language': 'es-ES,es;q=0.9' } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/es-es\/?$/);
    await context.close();
  });

  test('/xx-unknown/path is the not-found page with status 404, noindex, and reports itself', async ({ page }, testInfo) => {
    const reports: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/error') reports.push(request.url());
    });
    const response = await page.goto('/xx-unknown/path');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: fr.notFound.title })).toBeVisible();
    await expect(page.getByText(fr.notFound.text)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect.poll(() => reports.length).toBeGreaterThan(0);
    const report = new URL(reports[0] ?? '');
    expect(report.searchParams.get('uri')).toContain('/xx-unknown/path');
    expect(report.searchParams.get('locale')).toBeTruthy();
    await expectNoSeriousAxeViolations(page);
    await saveScreenshot(page, testInfo, 'not-found');
    await page.getByRole('link', { name: fr.notFound.home }).click();
    await expect(page).toHaveURL(/\/fr-fr\/?$/);
  });

  test('an unknown path inside a market is a 404 in that market\'s language', async ({ page, isMobile }) => {
    test.skip(isMobile, "the server's answer, the same at every size; the not-found page's phone layout is seen above");
    const response = await page.goto('/nl-nl/dit-bestaat-niet-xyz');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: nl.notFound.title })).toBeVisible();
  });
});

test.describe('the production server', () => {
  test.skip(({ isMobile }) => isMobile, 'what the server sends does not depend on the screen');
  test('rendered pages and the build\'s scripts go out in Brotli to browsers that accept it, gzip to the others (decision 0017); cached pages in gzip with a nonce of their own (decision 0027)', async ({ request }) => {
    // The contact page is rendered for every request (never cached).
    const page = await request.get('/fr-fr/contact', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(page.status()).toBe(200);
    expect(page.headers()['content-encoding']).toBe('br');
    const html = await page.text();

    // The home page is kept per content and catalog version: a hit is the gzip made once, with a fresh nonce.
    const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
    await request.get('/fr-fr/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const hits = [await request.get('/fr-fr/', { headers: { 'accept-encoding': 'gzip, deflate, br' } }), await request.get('/fr-fr/', { headers: { 'accept-encoding': 'gzip, deflate, br' } })];
    expect(hits.map((hit) => [hit.headers()['x-page-cache'], hit.headers()['content-encoding']])).toEqual([['hit', 'gzip'], ['hit', 'gzip']]);
    const nonces = hits.map((hit) => nonceOf(hit.headers()['content-security-policy']));
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(await hits[1]!.text()).toContain(`nonce="${nonces[1]}"`);
    expect(html).toContain('</html>');
    const script = html.match(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1];
    if (!script) throw new Error('the page loads a script of the build');

    const brotli = await request.get(script, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
    const plain = await request.get(script, { headers: { 'accept-encoding': 'identity' } });
    expect([brotli.headers()['content-encoding'], gzip.headers()['content-encoding'], plain.headers()['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    // The precompressed copy is the same script, with the headers Next gives its own assets.
    expect(await brotli.text()).toBe(await plain.text());
    expect(await gzip.text()).toBe(await plain.text());
    expect(brotli.headers()).toMatchObject({
      'content-type': 'application/javascript; charset=UTF-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    });
    expect(brotli.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(Number(brotli.headers()['content-length'])).toBeLessThan(Number(plain.headers()['content-length']));
  });
});
