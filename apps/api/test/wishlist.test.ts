/**
 * The wishlist kept for an account (decision 0031): "Wishlist item: id, label, headwords,
 * imageUrl, uri, hotel, kind STAY/ACTIVITY", one list per market, newest first.
 * - no session: 401; a write from another site: 403; every answer no-store;
 * - saving, refreshing and removing one item; one list per market;
 * - the browser's list merged into the account's at sign-in: the union, idempotent, bounded;
 * - an invalid item is a 400 naming its field;
 * - another account never sees or changes my items; a deleted account's items go with it;
 * - writes are rate limited like every write.
 * On PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { WISHLIST_MAX_ITEMS } from '@escapade/contracts/wishlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { addStaffMember } from '../src/auth/add-staff-member';
import { CLIENT_ADDRESS_HEADER, PROXY_SECRET_HEADER } from '../src/plugins/rate-limit';
import { buildTestApp } from './helpers';

const SITE = 'https://www.escapade.example';
const DOMAIN = 'wishlist-test.example.com';
const PASSWORD = 'wishlist test password';
const AUTH_SECRET = 'wishlist-test-secret-0123456789abcdef';
const PROXY_SECRET = 'wishlist-test-proxy-secret-0123456789';

let app: App;

beforeAll(async () => {
  app = await buildTestApp({ config: { siteUrl: SITE, authSecret: AUTH_SECRET, proxySecret: PROXY_SECRET, rateLimitWritePerMinute: 1000 } });
});

afterAll(async () => {
  await app.db.deleteFrom('auth_user').where('email', 'like', `%@${DOMAIN}`).execute();
  await app.close();
});

interface Customer {
  id: string;
  cookie: string;
}

let customers = 0;

/**
 * A verified customer account, signed in: its id and session cookie. Each signs in as a client of
 * its own (the library limits sign-ins per client), named by the web server's header.
 */
async function signedInCustomer(on: App = app): Promise<Customer> {
  customers += 1;
  const client = { [CLIENT_ADDRESS_HEADER]: `198.51.100.${customers}`, [PROXY_SECRET_HEADER]: PROXY_SECRET };
  const email = `customer${customers}.${Date.now().toString(36)}@${DOMAIN}`;
  const account = await addStaffMember(on.db, { email, name: `Client ${customers}`, password: PASSWORD });
  await on.db.updateTable('auth_user').set({ role: 'customer' }).where('id', '=', account.id).execute();
  const signIn = await on.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: SITE, ...client }, payload: { email, password: PASSWORD } });
  expect(signIn.statusCode).toBe(200);
  const raw = signIn.headers['set-cookie'];
  const cookie = (Array.isArray(raw) ? raw : [String(raw)]).find((line) => line.startsWith('__Secure-escapade.session_token='))!.split(';')[0]!;
  return { id: account.id, cookie };
}

const stay = (id: number, label = `Séjour ${id}`) => ({
  id,
  kind: 'STAY' as const,
  label,
  headwords: ['Spa', 'Dîner'],
  imageUrl: `/api/images/img-${id}/640_360.webp`,
  uri: `/fr-fr/sejour/${id}`,
  hotel: 'Hôtel du Lac',
});
const activity = (id: number) => ({ id, kind: 'ACTIVITY' as const, label: `Activité ${id}`, headwords: [], imageUrl: null, uri: `/fr-fr/activite/${id}`, hotel: 'Évasion Loisirs' });
type Item = ReturnType<typeof stay> | ReturnType<typeof activity>;

function list(customer: Customer, locale = 'fr_FR', on: App = app) {
  return on.inject({ method: 'GET', url: `/api/account/wishlist?locale=${locale}`, headers: { cookie: customer.cookie } });
}

async function itemsOf(customer: Customer, locale = 'fr_FR'): Promise<Item[]> {
  const response = await list(customer, locale);
  expect(response.statusCode).toBe(200);
  return response.json().items as Item[];
}

function save(customer: Customer, item: Item, locale = 'fr_FR', headers: Record<string, string> = { origin: SITE }, on: App = app) {
  const { id, kind, ...snapshot } = item;
  return on.inject({ method: 'PUT', url: `/api/account/wishlist/${kind}/${id}`, headers: { cookie: customer.cookie, ...headers }, payload: { locale, ...snapshot } });
}

function remove(customer: Customer, item: Pick<Item, 'id' | 'kind'>, locale = 'fr_FR', headers: Record<string, string> = { origin: SITE }, on: App = app) {
  return on.inject({ method: 'DELETE', url: `/api/account/wishlist/${item.kind}/${item.id}?locale=${locale}`, headers: { cookie: customer.cookie, ...headers } });
}

function merge(customer: Customer, items: unknown[], locale = 'fr_FR', headers: Record<string, string> = { origin: SITE }, on: App = app) {
  return on.inject({ method: 'POST', url: '/api/account/wishlist/merge', headers: { cookie: customer.cookie, ...headers }, payload: { locale, items } });
}

const keys = (items: readonly Pick<Item, 'id' | 'kind'>[]) => items.map((item) => `${item.kind}:${item.id}`);

describe('access', () => {
  it('answers 401 without a session, to reads and writes alike', async () => {
    const anonymous = { id: '', cookie: '' };
    const responses = [
      await app.inject({ method: 'GET', url: '/api/account/wishlist?locale=fr_FR' }),
      await save(anonymous, stay(1)),
      await remove(anonymous, stay(1)),
      await merge(anonymous, [stay(1)]),
      await list({ id: '', cookie: '__Secure-escapade.session_token=forged.token' }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses a write from another site (403) and stores nothing; the site itself may write without an Origin (Sec-Fetch-Site)', async () => {
    const customer = await signedInCustomer();
    const evil = { origin: 'https://evil.example' };
    expect((await save(customer, stay(11), 'fr_FR', evil)).statusCode).toBe(403);
    expect((await merge(customer, [stay(12)], 'fr_FR', evil)).statusCode).toBe(403);
    expect((await save(customer, stay(13), 'fr_FR', {})).statusCode, 'neither Origin nor Sec-Fetch-Site').toBe(403);
    expect(await itemsOf(customer)).toEqual([]);

    expect((await save(customer, stay(14), 'fr_FR', { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(204);
    expect((await remove(customer, stay(14), 'fr_FR', evil)).statusCode).toBe(403);
    expect(keys(await itemsOf(customer))).toEqual(['STAY:14']);
  });
});

describe('one item at a time', () => {
  it('saves items newest first with their snapshot, refreshes one already there in place, removes one; every answer no-store', async () => {
    const customer = await signedInCustomer();
    const saved = await save(customer, stay(21));
    expect(saved.statusCode).toBe(204);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect((await save(customer, activity(22))).statusCode).toBe(204);
    expect((await save(customer, stay(23))).statusCode).toBe(204);

    const read = await list(customer);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toEqual({ locale: 'fr_FR', items: [stay(23), activity(22), stay(21)], limit: WISHLIST_MAX_ITEMS });

    // Saved again (a new label): the snapshot is refreshed, the place kept.
    expect((await save(customer, stay(21, 'Nuit et spa à Annecy'))).statusCode).toBe(204);
    expect(await itemsOf(customer)).toEqual([stay(23), activity(22), stay(21, 'Nuit et spa à Annecy')]);

    expect((await remove(customer, activity(22))).statusCode).toBe(204);
    expect((await remove(customer, activity(22))).statusCode, 'removing what is not there').toBe(204);
    // A STAY and an ACTIVITY of the same id are two items.
    expect((await remove(customer, { id: 23, kind: 'ACTIVITY' })).statusCode).toBe(204);
    expect(keys(await itemsOf(customer))).toEqual(['STAY:23', 'STAY:21']);
  });

  it('keeps one list per market', async () => {
    const customer = await signedInCustomer();
    await save(customer, stay(31), 'nl_BE');
    expect(await itemsOf(customer, 'fr_BE')).toEqual([]);
    expect(keys(await itemsOf(customer, 'nl_BE'))).toEqual(['STAY:31']);
    expect((await remove(customer, stay(31), 'fr_BE')).statusCode).toBe(204);
    expect(keys(await itemsOf(customer, 'nl_BE')), 'removed from another market: still there').toEqual(['STAY:31']);
  });

  it('refuses an invalid item with a 400 naming the field', async () => {
    const customer = await signedInCustomer();
    const cases: Array<[Promise<{ statusCode: number; json(): unknown }>, string]> = [
      [save(customer, { ...stay(41), uri: 'javascript:alert(1)' }), 'uri'],
      [save(customer, { ...stay(41), uri: '//evil.example/x' }), 'uri'],
      [save(customer, { ...stay(41), label: '  ' }), 'label'],
      [save(customer, { ...stay(41), imageUrl: 'http://cdn.example/a.webp' }), 'imageUrl'],
      [save(customer, stay(41), 'en_GB'), 'locale'],
      [app.inject({ method: 'PUT', url: '/api/account/wishlist/BOX/41', headers: { cookie: customer.cookie, origin: SITE }, payload: { locale: 'fr_FR', ...stay(41), id: undefined, kind: undefined } }), 'kind'],
      [app.inject({ method: 'GET', url: '/api/account/wishlist', headers: { cookie: customer.cookie } }), 'locale'],
      [merge(customer, [stay(42), { ...activity(43), kind: 'HOTEL' }]), 'items.1.kind'],
      [merge(customer, [stay(42), stay(44), { ...stay(45), id: 'a-9' }]), 'items.2.id'],
      [merge(customer, [{ ...stay(46), headwords: Array.from({ length: 21 }, (_, i) => `mot ${i}`) }]), 'items.0.headwords'],
      [merge(customer, Array.from({ length: WISHLIST_MAX_ITEMS + 1 }, (_, i) => stay(1000 + i))), 'items'],
    ];
    for (const [sent, field] of cases) {
      const response = await sent;
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({ status: 400, field });
    }
    expect(await itemsOf(customer)).toEqual([]);
  });
});

describe('merging the browser\'s list at sign-in', () => {
  it('answers the union: the browser\'s new items as the newest, in its order, then the account\'s; the same merge again changes nothing', async () => {
    const customer = await signedInCustomer();
    await save(customer, stay(51));
    await save(customer, activity(52));

    const browser = [stay(53), activity(52), stay(54), stay(53)];
    const merged = await merge(customer, browser);
    expect(merged.statusCode).toBe(200);
    expect(merged.headers['cache-control']).toBe('no-store');
    expect(merged.json()).toEqual({ locale: 'fr_FR', items: [stay(53), stay(54), activity(52), stay(51)], limit: WISHLIST_MAX_ITEMS });

    const again = await merge(customer, browser);
    expect(again.json().items, 'idempotent').toEqual(merged.json().items);
    expect(await itemsOf(customer)).toEqual(merged.json().items);
    expect((await merge(customer, [])).json().items, 'an empty browser list reads the account\'s').toEqual(merged.json().items);
  });

  it(`is bounded: a market's list holds ${WISHLIST_MAX_ITEMS} items, the account's own are never pushed out, the browser's extra are left out`, async () => {
    const customer = await signedInCustomer();
    const owned = Array.from({ length: WISHLIST_MAX_ITEMS - 2 }, (_, i) => stay(2000 + i));
    // The account's items, saved on another browser (the merge answers the newest first).
    expect((await merge(customer, owned)).json().items).toHaveLength(WISHLIST_MAX_ITEMS - 2);

    const merged = (await merge(customer, [activity(61), stay(2000), activity(62), activity(63), activity(64)])).json().items as Item[];
    expect(merged).toHaveLength(WISHLIST_MAX_ITEMS);
    expect(keys(merged.slice(0, 3))).toEqual(['ACTIVITY:61', 'ACTIVITY:62', 'STAY:2000']);
    expect(keys(merged)).not.toContain('ACTIVITY:63');
    expect(keys(merged)).toEqual(expect.arrayContaining(keys(owned)));

    const full = await save(customer, activity(65));
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'CONFLICT', reason: 'WISHLIST_FULL' });
    expect((await save(customer, stay(2001, 'Renamed'))).statusCode, 'an item already there is refreshed on a full list').toBe(204);
    expect((await remove(customer, activity(61))).statusCode).toBe(204);
    expect((await save(customer, activity(65))).statusCode, 'room again').toBe(204);
  });
});

describe('accounts apart', () => {
  it('another account never sees or changes my items', async () => {
    const mine = await signedInCustomer();
    const other = await signedInCustomer();
    await save(mine, stay(71));
    await save(mine, activity(72));

    expect(await itemsOf(other)).toEqual([]);
    expect((await remove(other, stay(71))).statusCode).toBe(204);
    expect((await save(other, stay(71, 'Changed by someone else'))).statusCode).toBe(204);
    expect((await merge(other, [activity(72), stay(73)])).json().items).toEqual([activity(72), stay(73), stay(71, 'Changed by someone else')]);

    expect(await itemsOf(mine)).toEqual([activity(72), stay(71)]);
  });

  it("a deleted account's items go with it", async () => {
    const customer = await signedInCustomer();
    await merge(customer, [stay(81), activity(82)]);
    await save(customer, stay(83), 'nl_NL');
    const count = () => app.db.selectFrom('wishlist_item').select((eb) => eb.fn.countAll<string>().as('n')).where('account_id', '=', customer.id).executeTakeFirstOrThrow();
    expect(Number((await count()).n)).toBe(3);

    await app.db.deleteFrom('auth_user').where('id', '=', customer.id).execute();
    expect(Number((await count()).n)).toBe(0);
    expect((await list(customer)).statusCode, 'the session went too').toBe(401);
  });
});

describe('rate limit', () => {
  it('limits the wishlist writes per client, like every write (a 429 past the limit)', async () => {
    const WRITES = 4;
    const limited = await buildTestApp({ config: { siteUrl: SITE, authSecret: AUTH_SECRET, proxySecret: PROXY_SECRET, rateLimitWritePerMinute: WRITES } });
    try {
      const customer = await signedInCustomer(limited);
      const statuses: number[] = [];
      for (let id = 91; id <= 91 + WRITES; id += 1) statuses.push((await save(customer, stay(id), 'fr_FR', { origin: SITE }, limited)).statusCode);
      expect(statuses).toEqual([...Array<number>(WRITES).fill(204), 429]);
      const merges: number[] = [];
      for (let i = 0; i <= WRITES; i += 1) merges.push((await merge(customer, [stay(99)], 'fr_FR', { origin: SITE }, limited)).statusCode);
      expect(merges).toEqual([...Array<number>(WRITES).fill(200), 429]);
      expect((await list(customer, 'fr_FR', limited)).statusCode, 'reads are not limited').toBe(200);
    } finally {
      await limited.close();
    }
  });
});
