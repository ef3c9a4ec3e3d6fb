import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { parseMarketHosts } from '../i18n/market-hosts';
import type { UrlMode } from '../i18n/market-urls';
import { proxy } from '../proxy';
import { classifyPageRequest, isSessionCookieName, lastLanguageSetCookie, NEXT_DYNAMIC_CACHE_CONTROL, nonceOfPolicy, storableResponseProblem } from './page-cache-rules';
import { contentSecurityPolicy } from './security-headers';

const SINGLE_HOST: UrlMode = { kind: 'single-host', origin: 'http://localhost:3000' };
const MARKET_HOSTS: UrlMode = { kind: 'market-hosts', hosts: parseMarketHosts('www.escapade.fr=fr_FR,www.escapade.es=es_ES,www.escapade.it=it_IT,www.escapade.nl=nl_NL,www.escapade.be=BE') };

function classify(url: string, headers: IncomingHttpHeaders = {}, method = 'GET', mode: UrlMode = SINGLE_HOST) {
  return classifyPageRequest({ method, url, headers: { host: 'localhost:3000', ...headers } }, mode);
}

function keyOf(url: string, headers: IncomingHttpHeaders = {}, method = 'GET'): string | undefined {
  const verdict = classify(url, headers, method);
  return verdict.cacheable ? verdict.key : undefined;
}

describe('which page requests the cache answers', () => {
  it('answers the pages rendered the same for every visitor: home, search landings, search, promo, content, weekend ideas, products', () => {
    const screens = {
      '/fr-fr/': 'home',
      '/fr-fr/annecy': 'searchLanding',
      '/fr-fr/recherche': 'search',
      '/fr-fr/promo/black-friday': 'landing',
      '/fr-fr/infos/cgv': 'content',
      '/fr-fr/idees-week-end': 'weekendIdeas',
      '/fr-fr/sejour/18': 'product',
      '/es-es/estancia/18': 'product',
      '/fr-fr/hotel/12': 'hotel',
      '/it-it/attivita/7': 'activity',
    };
    for (const [url, screen] of Object.entries(screens)) expect(classify(url)).toMatchObject({ cacheable: true, screen });
  });

  it('never answers checkout, booking, account, beneficiary, confirmation, contact or customer care', () => {
    for (const url of ['/fr-fr/reservation/18', '/fr-fr/account/orders', '/fr-fr/beneficiary/login', '/fr-fr/confirmation/0b8f1c8e', '/fr-fr/contact', '/fr-fr/customer-care', '/fr-fr/giftcard/customization']) {
      expect(classify(url)).toMatchObject({ cacheable: false, reason: 'screen' });
    }
  });

  it('never answers what depends on the visitor: the root (chooser or redirect), paths without a market (redirect or 404)', () => {
    expect(classify('/', { 'accept-language': 'fr-FR' })).toMatchObject({ cacheable: false, reason: 'depends on the visitor' });
    expect(classify('/')).toMatchObject({ cacheable: false });
    expect(classify('/sejour/18')).toMatchObject({ cacheable: false });
    expect(classify('/nowhere')).toMatchObject({ cacheable: false });
    expect(classify('/', {}, 'GET', MARKET_HOSTS)).toMatchObject({ cacheable: false });
    expect(classifyPageRequest({ method: 'GET', url: '/', headers: { host: 'www.escapade.be' } }, MARKET_HOSTS)).toMatchObject({ cacheable: false });
  });

  it('answers market hosts by their language prefix, or their root when the host has one language', () => {
    expect(classifyPageRequest({ method: 'GET', url: '/nl/', headers: { host: 'www.escapade.be' } }, MARKET_HOSTS)).toMatchObject({ cacheable: true, locale: 'nl_BE', screen: 'home' });
    expect(classifyPageRequest({ method: 'GET', url: '/', headers: { host: 'www.escapade.fr' } }, MARKET_HOSTS)).toMatchObject({ cacheable: true, locale: 'fr_FR', screen: 'home' });
  });

  it('leaves writes, client navigations, subresources, signed-in requests and non-pages to Next', () => {
    expect(classify('/fr-fr/', {}, 'POST')).toMatchObject({ cacheable: false, reason: 'method' });
    expect(classify('/fr-fr/', { rsc: '1' })).toMatchObject({ cacheable: false, reason: 'client navigation' });
    expect(classify('/fr-fr/', { 'next-router-prefetch': '1' })).toMatchObject({ cacheable: false, reason: 'client navigation' });
    expect(classify('/fr-fr/?_rsc=abc12')).toMatchObject({ cacheable: false, reason: 'client navigation' });
    expect(classify('/fr-fr/', { 'next-action': 'abc' })).toMatchObject({ cacheable: false });
    expect(classify('/fr-fr/sejour/0', { 'sec-fetch-dest': 'image' })).toMatchObject({ cacheable: false, reason: 'not a document' });
    expect(classify('/fr-fr/', { 'sec-fetch-dest': 'document' })).toMatchObject({ cacheable: true });
    expect(classify('/fr-fr/', { authorization: 'Bearer x' })).toMatchObject({ cacheable: false, reason: 'authorization' });
    expect(classify('/fr-fr/', { cookie: 'escapade_visitor=1; app_session=abc' })).toMatchObject({ cacheable: false, reason: 'session cookie' });
    for (const url of ['/_next/static/chunks/a.js', '/api/cms/version', '/robots.txt', '/sitemap.xml', '/sitemaps/fr.xml', '/favicon.ico', '/gift-video/a.mp4', '/error?uri=%2Fx', '/icon.png']) {
      expect(classify(url)).toMatchObject({ cacheable: false, reason: 'not a page' });
    }
  });

  it('names session-like cookies, not the site’s own visitor, variation, language and newsletter cookies', () => {
    for (const name of ['sessionid', 'PHPSESSID', 'sid', 'auth_token', 'jwt', 'beneficiary_login']) expect(isSessionCookieName(name)).toBe(true);
    for (const name of ['escapade_visitor', 'escapade_variations', 'last_language', 'escapade_newsletter', '_ga']) expect(isSessionCookieName(name)).toBe(false);
  });
});

describe('the key of a page', () => {
  it('is the same for GET and HEAD, and whatever the variation cookies, the language cookie or Accept-Language', () => {
    const key = keyOf('/fr-fr/sejour/18');
    expect(key).toBeDefined();
    expect(keyOf('/fr-fr/sejour/18', {}, 'HEAD')).toBe(key);
    expect(keyOf('/fr-fr/sejour/18', { cookie: 'escapade_visitor=0b8f1c8e-3f5e-4a4b-9a39-6c1f1b2f9d11; escapade_variations=dates%3Asuggested; last_language=es_ES; _ga=GA1.1.1' })).toBe(key);
    expect(keyOf('/fr-fr/sejour/18', { 'accept-language': 'nl-BE', 'accept-encoding': 'br' })).toBe(key);
  });

  it('differs by path, query, host, protocol and our native app', () => {
    const key = keyOf('/fr-fr/sejour/18');
    const others = [
      keyOf('/fr-fr/sejour/19'),
      keyOf('/fr-fr/sejour/18?flow=gifting'),
      keyOf('/fr-fr/sejour/18', { host: 'other.example' }),
      keyOf('/fr-fr/sejour/18', { 'x-forwarded-proto': 'https' }),
      keyOf('/fr-fr/sejour/18', { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile/15E148 EscapadeApp/3.2' }),
    ];
    expect(new Set([key, ...others]).size).toBe(6);
    expect(classify('/fr-fr/sejour/18?flow=gifting')).toMatchObject({ hasQuery: true });
    expect(classify('/fr-fr/sejour/18')).toMatchObject({ hasQuery: false });
  });

  it('says when a response must set the last-language cookie: whenever the request does not carry the page’s locale', () => {
    expect(classify('/fr-fr/')).toMatchObject({ setsLastLanguage: true, locale: 'fr_FR' });
    expect(classify('/fr-fr/', { cookie: 'last_language=fr_FR' })).toMatchObject({ setsLastLanguage: false });
    expect(classify('/fr-fr/', { cookie: 'last_language=es_ES' })).toMatchObject({ setsLastLanguage: true });
    expect(classify('/fr-fr/', { 'x-forwarded-proto': 'https' })).toMatchObject({ isHttps: true });
  });
});

describe('the last-language cookie of a hit', () => {
  /** The proxy's own cookie, its Expires (a clock reading) taken out. */
  function withoutExpires(line: string): string {
    return line.replace(/; Expires=[^;]+/, '');
  }

  it('is the one the proxy sets, attribute for attribute, over HTTP and HTTPS', () => {
    const now = Date.now();
    const overHttp = proxy(new NextRequest('http://localhost/nl-be/')).headers.get('set-cookie') ?? '';
    const overHttps = proxy(new NextRequest('http://localhost/nl-be/', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('set-cookie') ?? '';
    expect(withoutExpires(lastLanguageSetCookie('nl_BE', false, now))).toBe(withoutExpires(overHttp));
    expect(withoutExpires(lastLanguageSetCookie('nl_BE', true, now))).toBe(withoutExpires(overHttps));
    const expires = (line: string) => Date.parse(/Expires=([^;]+)/.exec(line)?.[1] ?? '');
    expect(Math.abs(expires(lastLanguageSetCookie('nl_BE', false, now)) - expires(overHttp))).toBeLessThanOrEqual(2000);
  });
});

describe('which rendered responses are stored', () => {
  const nonce = 'q83vEjRWeJq83vEjRWeJqw==';
  const page = Buffer.from(`<html><head><script nonce="${nonce}" src="/_next/a.js"></script></head><body><script nonce="${nonce}">1</script></body></html>`);
  const headers = (extra: OutgoingHttpHeaders = {}): OutgoingHttpHeaders => ({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': NEXT_DYNAMIC_CACHE_CONTROL,
    'content-security-policy': contentSecurityPolicy({ isProduction: true, nonce }),
    ...extra,
  });

  it('stores a 200 or 404 page whose scripts carry its policy’s nonce, with Next’s per-request Cache-Control', () => {
    expect(nonceOfPolicy(contentSecurityPolicy({ isProduction: true, nonce }))).toBe(nonce);
    expect(storableResponseProblem(200, headers(), page)).toBeUndefined();
    expect(storableResponseProblem(404, headers(), page)).toBeUndefined();
    expect(storableResponseProblem(200, headers({ 'set-cookie': ['last_language=fr_FR; Path=/; HttpOnly'] }), page)).toBeUndefined();
    expect(storableResponseProblem(200, headers({ 'cache-control': 'public, max-age=60' }), page)).toBeUndefined();
  });

  it('never stores other statuses, other cookies, private or no-store answers, other types, scripts with another nonce, or a section that failed', () => {
    expect(storableResponseProblem(500, headers(), page)).toBe('status 500');
    expect(storableResponseProblem(307, headers(), page)).toBe('status 307');
    expect(storableResponseProblem(200, headers({ 'set-cookie': ['last_language=fr_FR', 'session=1'] }), page)).toBe('sets a cookie');
    expect(storableResponseProblem(200, headers({ 'cache-control': 'private, max-age=0' }), page)).toMatch(/Cache-Control/);
    expect(storableResponseProblem(200, headers({ 'cache-control': 'no-store' }), page)).toMatch(/Cache-Control/);
    expect(storableResponseProblem(200, headers({ 'content-type': 'text/plain' }), page)).toBe('not HTML');
    expect(storableResponseProblem(200, headers({ 'content-encoding': 'br' }), page)).toBe('already encoded');
    expect(storableResponseProblem(200, headers({ 'content-security-policy': undefined }), page)).toBe('no Content-Security-Policy');
    expect(storableResponseProblem(200, headers(), Buffer.from(`${page}<script nonce="another">2</script>`))).toMatch(/nonce/);
    const failedSection = `<main><!--$!--><template data-dgst="3094853"></template><p>Loading</p><!--/$--></main>`;
    expect(storableResponseProblem(200, headers(), Buffer.concat([page, Buffer.from(failedSection)]))).toBe('a section failed on the server');
  });
});
