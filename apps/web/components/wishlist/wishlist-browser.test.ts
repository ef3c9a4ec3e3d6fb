import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bundleHarness, launchTestBrowser, siteCssFor } from '../../lib/browser-test-harness';

/**
 * The wishlist that follows the customer (decision 0031), in system Chromium: a visitor saves a
 * stay with the product page's heart (browser storage only); signed in, the next page load merges
 * the browser's list into the account's (POST /api/account/wishlist/merge) and shows the answered
 * list; removing an item removes it on the account; a change the account refuses is undone and
 * said; signing out clears the stored list ("a shared computer must not keep the previous
 * customer's list"), and another account never receives it. Also: the cards' hearts only behind
 * the flag, and the product page's recently viewed stays ("Unparseable recently-viewed storage
 * treated as empty"). browser-harness.tsx is bundled as the site bundles it, styled with the site's
 * stylesheet, served from a made-up origin whose /api/* the test answers (the API's own tests drive
 * the real routes). Screenshots go to /tmp/shots/wishlist-*.png.
 */
const ORIGIN = 'http://escapade.test';
const SHOTS = '/tmp/shots';

let browser: Browser;
let script: string;
let css: string;
let context: BrowserContext | undefined;
let page: Page;
let pageErrors: string[];

interface AccountItem {
  id: number;
  kind: 'STAY' | 'ACTIVITY';
  label: string;
  headwords: string[];
  imageUrl: string | null;
  uri: string;
  hotel: string | null;
}

/** What GET /api/auth/get-session answers. */
let session: unknown;
/** The account's list as the fake API keeps it, newest first. */
let held: AccountItem[];
/** What the page sent to /api/account/wishlist*. */
let sent: Array<{ method: string; path: string; body: unknown }>;
/** How the fake API answers a PUT or DELETE: 204, or a refusal. */
let writeStatus: 204 | 409 | 503;

const signedInAs = (id: string, name = 'Camille Martin') => ({
  session: { id: `s-${id}`, expiresAt: '2030-01-01T00:00:00.000Z' },
  user: { id, name, email: `${id}@example.com`, role: 'customer', locale: 'fr_FR', emailVerified: true },
});
const balloon: AccountItem = { id: 41, kind: 'ACTIVITY', label: 'Vol en montgolfière', headwords: [], imageUrl: '/api/images/a41/640_360.webp', uri: '/fr-fr/activite/41', hotel: 'Évasion Loisirs' };
const spa: AccountItem = {
  id: 12,
  kind: 'STAY',
  label: 'Nuit et spa à Annecy',
  headwords: ['Spa', 'Dîner'],
  imageUrl: '/api/images/s12/640_360.webp',
  uri: '/fr-fr/sejour/12',
  hotel: 'Hôtel du Lac',
};

beforeAll(async () => {
  script = await bundleHarness('components/wishlist/browser-harness.tsx', { 'next/link': 'components/shell/nav/test-link-stub.tsx', 'next/navigation': 'components/islands/test-navigation-stub.ts' });
  const sources = [
    'components/wishlist/WishlistToggle.tsx',
    'components/wishlist/WishlistList.tsx',
    'components/recently-viewed/RecentlyViewedList.tsx',
    'components/cards/ProductCard.tsx',
    'components/cards/StayCard.tsx',
    'components/cards/ActivityCard.tsx',
    'components/cards/CardPrice.tsx',
    'components/cards/ImageCarousel.tsx',
    'components/account-menu/AccountButton.tsx',
    'components/account-menu/AccountMenu.tsx',
    'components/account-menu/PersonIcon.tsx',
  ];
  css = await siteCssFor(sources);
  browser = await launchTestBrowser();
  mkdirSync(SHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

beforeEach(() => {
  session = null;
  held = [];
  sent = [];
  writeStatus = 204;
  pageErrors = [];
  return async () => {
    await context?.close();
    context = undefined;
    expect(pageErrors).toEqual([]);
  };
});

const json = (status: number, body?: unknown) => ({ status, contentType: status >= 400 ? 'application/problem+json' : 'application/json', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
const problem = (status: number, code: string, extra: object = {}) => json(status, { type: `urn:escapade:problem:${code.toLowerCase()}`, title: 'Refused', status, detail: 'Refused', instance: '/api/account/wishlist', code, ...extra });
const sameItem = (a: Pick<AccountItem, 'id' | 'kind'>, b: Pick<AccountItem, 'id' | 'kind'>) => a.id === b.id && a.kind === b.kind;

/** The account's wishlist routes, as the API answers them (its tests drive the real ones). */
async function answerWishlist(route: Route, method: string, path: string, search: URLSearchParams, body: Record<string, unknown> | null): Promise<void> {
  if (session === null) return route.fulfill(problem(401, 'UNAUTHORIZED'));
  const answer = () => json(200, { locale: 'fr_FR', items: held, limit: 200 });
  if (path === '/account/wishlist' && method === 'GET') return route.fulfill(answer());
  if (path === '/account/wishlist/merge' && method === 'POST') {
    const browserItems = (body?.items ?? []) as AccountItem[];
    held = [...browserItems.filter((item) => !held.some((saved) => sameItem(saved, item))), ...held];
    return route.fulfill(answer());
  }
  const match = /^\/account\/wishlist\/(STAY|ACTIVITY)\/(\d+)$/.exec(path);
  if (match) {
    if (writeStatus === 503) return route.fulfill(problem(503, 'SERVICE_UNAVAILABLE'));
    if (writeStatus === 409 && method === 'PUT') return route.fulfill(problem(409, 'CONFLICT', { reason: 'WISHLIST_FULL' }));
    const ref = { kind: match[1] as AccountItem['kind'], id: Number(match[2]) };
    if (method === 'PUT') held = [{ ...ref, ...(body as Omit<AccountItem, 'id' | 'kind'>) }, ...held.filter((saved) => !sameItem(saved, ref))];
    if (method === 'DELETE' && search.get('locale') === 'fr_FR') held = held.filter((saved) => !sameItem(saved, ref));
    return route.fulfill({ status: 204 });
  }
  return route.fulfill(problem(404, 'NOT_FOUND'));
}

async function newBrowserContext(viewport = { width: 1280, height: 800 }) {
  context = await browser.newContext({ viewport });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.route(`${ORIGIN}/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.pathname === '/api/auth/get-session') return route.fulfill(json(200, session));
    if (url.pathname.startsWith('/api/account/wishlist')) {
      const path = url.pathname.slice('/api'.length);
      const body = request.postDataJSON() as Record<string, unknown> | null;
      sent.push({ method: request.method(), path: `${path}${url.search}`, body });
      return answerWishlist(route, request.method(), path, url.searchParams, body);
    }
    const mount = /^\/fr-fr\/(produit|wishlist|cartes(-coeurs)?)$/.exec(url.pathname);
    if (mount) {
      const kind = mount[1] === 'produit' ? 'product' : mount[1] === 'wishlist' ? 'wishlist' : 'cards';
      const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Escapade</title><style>${css}</style></head><body><div id="root"></div><script>${script}</script><script>window.mountWishlistPage(${JSON.stringify(kind)}, ${JSON.stringify({ hasCardHearts: mount[2] !== undefined })})</script></body></html>`;
      return route.fulfill({ status: 200, contentType: 'text/html', body: html });
    }
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'not here' });
  });
}

/** Polled up to 10 s: the machine may be busy with other test files (a guard, not a timing). */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const stored = (key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);
const storedList = async () => JSON.parse((await stored('escapade.wishlist.fr_FR')) ?? '[]') as AccountItem[];
const keys = (items: readonly Pick<AccountItem, 'id' | 'kind'>[]) => items.map((item) => `${item.kind}:${item.id}`);
/** The session read has answered: the header drew the sign-in link or the account's button. */
const sessionRead = () => page.getByRole('link', { name: 'Se connecter' }).or(page.getByRole('button', { name: /^Mon compte/ })).waitFor();

async function open(path: 'produit' | 'wishlist' | 'cartes' | 'cartes-coeurs') {
  await page.goto(`${ORIGIN}/fr-fr/${path}`);
  await sessionRead();
}

async function seriousAxeViolations(): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as never }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

const addHeart = () => page.getByRole('button', { name: "Ajouter « Nuit et spa à Annecy » à ma liste d'envies" });
const removeHeart = () => page.getByRole('button', { name: "Retirer « Nuit et spa à Annecy » de ma liste d'envies" });

describe('the wishlist follows the customer', () => {
  it('a visitor saves a stay; signed in, it is merged into the account and listed; removed on the account; signed out, the list is cleared', async () => {
    await newBrowserContext();
    await open('produit');
    // "gallery (5 pictures on the product page) with wishlist toggle": on without any flag.
    await addHeart().click();
    await eventually(() => removeHeart().getAttribute('aria-pressed')).toBe('true');
    expect(keys(await storedList())).toEqual(['STAY:12']);
    expect(sent, 'a visitor\'s list stays in the browser').toEqual([]);
    await page.screenshot({ path: `${SHOTS}/wishlist-product-saved.png` });
    expect(await seriousAxeViolations()).toEqual([]);

    // Signed in (the sign-in page sends the visitor back): the page loads again.
    session = signedInAs('u1');
    held = [balloon];
    await open('produit');
    await eventually(() => sent.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /account/wishlist/merge']);
    expect(sent[0]!.body).toEqual({ locale: 'fr_FR', items: [spa] });
    // The answered list, written back (once the answer has arrived), and the marker.
    await eventually(async () => keys(await storedList())).toEqual(['STAY:12', 'ACTIVITY:41']);
    await eventually(async () => JSON.parse((await stored('escapade.wishlist.owner')) ?? 'null')).toEqual({ accountId: 'u1', locales: ['fr_FR'] });
    await eventually(() => removeHeart().getAttribute('aria-pressed')).toBe('true');

    // The wishlist page: the list is the account's, read again from it.
    await open('wishlist');
    await eventually(() => sent.map((call) => `${call.method} ${call.path}`).at(-1)).toBe('GET /account/wishlist?locale=fr_FR');
    await eventually(() => page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Nuit et spa à Annecy', 'Vol en montgolfière']);
    expect(await page.getByText('2 éléments').isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/wishlist-page-signed-in.png`, fullPage: true });
    expect(await seriousAxeViolations()).toEqual([]);

    await page.getByRole('button', { name: 'Retirer Vol en montgolfière' }).click();
    await eventually(() => sent.map((call) => `${call.method} ${call.path}`).at(-1)).toBe('DELETE /account/wishlist/ACTIVITY/41?locale=fr_FR');
    await eventually(() => page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Nuit et spa à Annecy']);
    expect(keys(held)).toEqual(['STAY:12']);
    expect(await page.evaluate(() => document.activeElement?.id), 'the focus back on the heading').toBe('wishlist-title');

    // Signed out: the page loads again and the session read says nobody.
    session = null;
    const callsBefore = sent.length;
    await open('wishlist');
    await eventually(() => page.getByText("Vous n'avez aucun élément dans votre liste d'envies.").isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Ajouter des éléments' }).getAttribute('href')).toBe('/fr-fr/recherche');
    expect(await stored('escapade.wishlist.fr_FR'), 'a shared computer keeps nothing of the previous customer\'s list').toBeNull();
    expect(await stored('escapade.wishlist.owner')).toBeNull();
    expect(sent.length, 'nothing asked of the account').toBe(callsBefore);
    await page.screenshot({ path: `${SHOTS}/wishlist-page-signed-out.png` });
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('a change the account refuses is undone and said politely; a full list says so', async () => {
    await newBrowserContext();
    session = signedInAs('u1');
    await open('produit');
    await eventually(() => sent.map((call) => call.path)).toEqual(['/account/wishlist/merge']);

    writeStatus = 503;
    await addHeart().click();
    const status = page.getByRole('status').filter({ hasText: /liste d'envies/ });
    await eventually(() => status.textContent()).toBe("Votre liste d'envies n'a pas pu être mise à jour. Veuillez réessayer.");
    await eventually(() => addHeart().getAttribute('aria-pressed')).toBe('false');
    expect(await storedList(), 'undone').toEqual([]);
    await page.screenshot({ path: `${SHOTS}/wishlist-product-refused.png` });
    expect(await seriousAxeViolations()).toEqual([]);

    writeStatus = 409;
    await addHeart().click();
    await eventually(() => status.textContent()).toBe("Votre liste d'envies est pleine : retirez un élément pour en ajouter un autre.");
    await eventually(() => addHeart().getAttribute('aria-pressed')).toBe('false');

    writeStatus = 204;
    await addHeart().click();
    await eventually(() => keys(held)).toEqual(['STAY:12']);
    await eventually(() => removeHeart().getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('status').filter({ hasText: /liste d'envies/ }).count(), 'the message goes with the next change').toBe(0);
    expect(sent.filter((call) => call.method === 'PUT').at(-1)).toEqual({
      method: 'PUT',
      path: '/account/wishlist/STAY/12',
      body: { locale: 'fr_FR', label: spa.label, headwords: spa.headwords, imageUrl: spa.imageUrl, uri: spa.uri, hotel: spa.hotel },
    });
  });

  it('another account signing in on this browser never receives the previous customer\'s list', async () => {
    await newBrowserContext();
    session = signedInAs('u1');
    await open('produit');
    await addHeart().click();
    await eventually(() => keys(held)).toEqual(['STAY:12']);

    session = signedInAs('u2', 'Lotte de Vries');
    held = [balloon];
    sent = [];
    await open('wishlist');
    await eventually(() => sent.map((call) => call.path)).toEqual(['/account/wishlist/merge']);
    expect(sent[0]!.body).toEqual({ locale: 'fr_FR', items: [] });
    await eventually(() => page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Vol en montgolfière']);
    await eventually(async () => JSON.parse((await stored('escapade.wishlist.owner')) ?? 'null')).toEqual({ accountId: 'u2', locales: ['fr_FR'] });
  });
});

describe('hearts on the search results\' cards', () => {
  it('"The wishlist heart shows only behind a feature flag (meaning not shown)": none without it', async () => {
    await newBrowserContext();
    await open('cartes');
    await page.getByRole('link', { name: 'Séjour 31' }).waitFor();
    expect(await page.getByRole('button', { name: /liste d'envies/ }).count()).toBe(0);
  });

  it('"Wishlist toggle for hotels and activities" behind the flag: each card saves its stay or activity, linking to its page', async () => {
    await newBrowserContext({ width: 390, height: 844 });
    await open('cartes-coeurs');
    await page.getByRole('button', { name: "Ajouter « Séjour 31 » à ma liste d'envies" }).click();
    await page.getByRole('button', { name: "Ajouter « Vol en montgolfière » à ma liste d'envies" }).click();
    await eventually(async () => (await storedList()).map((item) => [item.kind, item.id, item.uri, item.hotel])).toEqual([
      ['ACTIVITY', 41, '/fr-fr/activite/41', 'Évasion Loisirs'],
      ['STAY', 31, '/fr-fr/sejour/31', 'Hôtel 31'],
    ]);
    await eventually(() => page.getByRole('button', { name: "Retirer « Séjour 31 » de ma liste d'envies" }).getAttribute('aria-pressed')).toBe('true');
    await page.screenshot({ path: `${SHOTS}/wishlist-cards-mobile.png`, fullPage: true });
    expect(await seriousAxeViolations()).toEqual([]);
  });
});

describe('recently viewed on the stay product page', () => {
  const entry = (id: number, type: 'STAY' | 'ACTIVITY', label: string) => ({ id, label, uri: `/fr-fr/${type === 'STAY' ? 'sejour' : 'activite'}/${id}`, type, imageUrl: `/api/images/r${id}/640_360.webp`, price: 12_900 });

  it('lists the other stays the browser viewed, newest first, without the stay on screen', async () => {
    await newBrowserContext();
    await page.addInitScript(
      (list) => window.localStorage.setItem('escapade.recentlyViewed.fr_FR', list),
      JSON.stringify([entry(7, 'STAY', 'Cabane dans les arbres'), entry(3, 'ACTIVITY', 'Canoë'), entry(12, 'STAY', 'Nuit et spa à Annecy'), entry(5, 'STAY', 'Château en Loire')]),
    );
    await open('produit');
    const section = page.getByRole('region', { name: 'Séjours consultés récemment' });
    const texts = async () => (await section.getByRole('link').allTextContents()).map((text) => text.replace(/\s/g, ' '));
    await eventually(texts).toEqual(['Cabane dans les arbresÀ partir de 129 €', 'Château en LoireÀ partir de 129 €']);
    expect(await section.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/fr-fr/sejour/7', '/fr-fr/sejour/5']);
    // The stay on screen is recorded first.
    expect(JSON.parse((await stored('escapade.recentlyViewed.fr_FR')) ?? '[]')[0]).toMatchObject({ id: 12, type: 'STAY' });
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('"Unparseable recently-viewed storage treated as empty": nothing listed, nothing broken', async () => {
    await newBrowserContext();
    await page.addInitScript(() => window.localStorage.setItem('escapade.recentlyViewed.fr_FR', '{not json'));
    await open('produit');
    await addHeart().waitFor();
    await eventually(async () => JSON.parse((await stored('escapade.recentlyViewed.fr_FR')) ?? '[]').length).toBe(1);
    expect(await page.getByRole('region', { name: 'Séjours consultés récemment' }).count()).toBe(0);
  });
});
