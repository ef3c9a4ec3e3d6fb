/**
 * The staff's sign-in with the company's identity provider, through a real OpenID Connect provider
 * on loopback (src/auth/test-support/oidc-sandbox.ts): the authorization code flow with PKCE, the
 * provider's login and consent, the code exchanged by the library over HTTP and the ID token checked
 * against the provider's keys. An agent made by `staff:add` reaches the console; an address the
 * provider vouches for but that has no staff account is refused and no account is made; a tampered
 * state, a replayed code and a wrong client secret sign no one in; without the settings there is no
 * such provider.
 */
import { randomBytes } from 'node:crypto';
import { isStaffRole } from '@escapade/domain/account';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { STAFF_OIDC_PROVIDER } from '../src/auth/account-auth';
import { addStaffMember } from '../src/auth/add-staff-member';
import { startOidcSandbox, type OidcSandbox } from '../src/auth/test-support/oidc-sandbox';
import { buildTestApp } from './helpers';

const SITE = 'https://care.escapade.example';
const DOMAIN = 'staff-oidc-test.example.com';
/** Where the library serves the provider's redirect: the redirect URI registered at the provider. */
const CALLBACK_PATH = `/api/auth/callback/${STAFF_OIDC_PROVIDER}`;
/** Where the console sends the agent once signed in. */
const CONSOLE_PATH = '/fr-fr/customer-care';
const SESSION_COOKIE = '__Secure-escapade.session_token';
const CLIENT = { clientId: 'escapade-customer-care', clientSecret: randomBytes(24).toString('base64url') };

let sandbox: OidcSandbox;
let app: App;

type Cookies = Map<string, string>;
type Injected = Awaited<ReturnType<App['inject']>>;

/** The cookies an answer sets, over those the browser had (an emptied or expired cookie is dropped). */
function withCookiesOf(response: Injected, cookies: Cookies = new Map()): Cookies {
  const raw = response.headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
  const next = new Map(cookies);
  for (const line of lines) {
    const [pair = ''] = line.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (value === '' || /max-age=0(;|$)/i.test(line)) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

const cookieHeader = (cookies: Cookies) => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** One browser: its own address (the library limits sign-ins per client) and the cookies the site set in it. */
interface Browser {
  address: string;
  cookies: Cookies;
}

let browsers = 0;

/** The console's "sign in with the company account", from a new browser: the provider's authorization URL. */
async function startSignIn(on: App = app): Promise<{ authorizationUrl: URL; browser: Browser }> {
  browsers += 1;
  const address = `198.18.0.${browsers}`;
  const response = await on.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: SITE },
    remoteAddress: address,
    payload: { provider: STAFF_OIDC_PROVIDER, callbackURL: CONSOLE_PATH },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ url: string; redirect: boolean }>();
  expect(body.redirect).toBe(true);
  return { authorizationUrl: new URL(body.url), browser: { address, cookies: withCookiesOf(response) } };
}

/** The browser comes back from the provider to the site's callback, with the cookies the sign-in set. */
async function returnToSite(redirect: URL, browser: Browser, on: App = app): Promise<{ response: Injected; cookies: Cookies }> {
  expect(redirect.origin + redirect.pathname).toBe(`${SITE}${CALLBACK_PATH}`);
  const response = await on.inject({
    method: 'GET',
    url: `${redirect.pathname}${redirect.search}`,
    headers: { cookie: cookieHeader(browser.cookies) },
    remoteAddress: browser.address,
  });
  return { response, cookies: withCookiesOf(response, browser.cookies) };
}

/** Where a refused callback sends the browser: the library's error page, with the reason. */
function refusalOf(response: Injected): string | null {
  expect(response.statusCode).toBe(302);
  const location = new URL(String(response.headers.location), SITE);
  expect(location.pathname).toBe('/api/auth/error');
  return location.searchParams.get('error');
}

async function signInThroughProvider(login: string): Promise<{ redirect: URL; response: Injected; cookies: Cookies }> {
  const started = await startSignIn();
  const redirect = await sandbox.authorize(started.authorizationUrl.href, login);
  const { response, cookies } = await returnToSite(redirect, started.browser);
  return { redirect, response, cookies };
}

function consoleRequest(url: string, cookies: Cookies, on: App = app) {
  return on.inject({ method: 'GET', url, headers: { cookie: cookieHeader(cookies) } });
}

async function countRows(): Promise<{ users: number; providerAccounts: number; sessions: number }> {
  const [users, providerAccounts, sessions] = await Promise.all([
    app.db.selectFrom('auth_user').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    app.db.selectFrom('auth_account').select((eb) => eb.fn.countAll<string>().as('n')).where('provider_id', '=', STAFF_OIDC_PROVIDER).executeTakeFirstOrThrow(),
    app.db.selectFrom('auth_session').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { users: Number(users.n), providerAccounts: Number(providerAccounts.n), sessions: Number(sessions.n) };
}

beforeAll(async () => {
  sandbox = await startOidcSandbox({ ...CLIENT, redirectUris: [`${SITE}${CALLBACK_PATH}`] });
  app = await buildTestApp({ config: { siteUrl: SITE, staffOidc: { issuer: sandbox.issuer, ...CLIENT } } });
});

afterAll(async () => {
  await app.db.deleteFrom('auth_user').where(sql<string>`lower(email)`, 'like', `%@${DOMAIN}`).execute();
  await app.close();
  await sandbox.stop();
});

describe('the staff sign-in with the company identity provider', () => {
  it('is offered on the console sign-in screen when the provider is configured', async () => {
    const options = await app.inject({ method: 'GET', url: '/api/customer-care/sign-in-options' });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toEqual({ identityProvider: true });
  });

  it("sends the browser to the provider's authorization endpoint: code flow, PKCE S256, a nonce, the registered redirect URI", async () => {
    const discovery = await (await fetch(`${sandbox.issuer}/.well-known/openid-configuration`)).json() as { authorization_endpoint: string };
    const { authorizationUrl, browser } = await startSignIn();
    const params = authorizationUrl.searchParams;
    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(discovery.authorization_endpoint);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(CLIENT.clientId);
    expect(params.get('redirect_uri')).toBe(`${SITE}${CALLBACK_PATH}`);
    expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    expect(params.has('client_secret'), 'the secret never goes through the browser').toBe(false);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('signs in an agent made by staff:add, who reaches the console', async () => {
    const agent = await addStaffMember(app.db, { email: `agent.oidc@${DOMAIN}`, name: 'Agent Oidc' });
    expect(agent).toMatchObject({ role: 'agent', isNew: true, hasPassword: false });
    // The provider spells the address its own way: it is the same address.
    const { sub } = sandbox.addAccount({ email: `Agent.OIDC@${DOMAIN}`, name: 'Agent Oidc' });
    const before = await countRows();

    const { redirect, response, cookies } = await signInThroughProvider(`agent.oidc@${DOMAIN}`);
    expect(redirect.searchParams.get('code')).toBeTruthy();
    expect(redirect.searchParams.get('iss')).toBe(sandbox.issuer);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(CONSOLE_PATH);
    expect(cookies.get(SESSION_COOKIE)).toBeTruthy();

    const me = await consoleRequest('/api/customer-care/me', cookies);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ id: agent.id, email: `agent.oidc@${DOMAIN}`, name: 'Agent Oidc', role: 'agent' });
    expect(isStaffRole(me.json<{ role: string }>().role)).toBe(true);
    for (const url of ['/api/customer-care/cases', '/api/customer-care/audit', `/api/customer-care/orders?q=${encodeURIComponent(`nobody@${DOMAIN}`)}`]) {
      expect((await consoleRequest(url, cookies)).statusCode, url).toBe(200);
    }
    expect((await consoleRequest('/api/customer-care/cases', new Map())).statusCode, 'and no session, no console').toBe(401);

    // The provider's subject is linked to the staff:add account: no second account, the role kept.
    const linked = await app.db.selectFrom('auth_account').select(['user_id', 'account_id']).where('provider_id', '=', STAFF_OIDC_PROVIDER).where('user_id', '=', agent.id).execute();
    expect(linked).toEqual([{ user_id: agent.id, account_id: sub }]);
    expect(await countRows()).toEqual({ users: before.users, providerAccounts: before.providerAccounts + 1, sessions: before.sessions + 1 });
    const user = await app.db.selectFrom('auth_user').select(['role', 'email']).where('id', '=', agent.id).executeTakeFirstOrThrow();
    expect(user).toEqual({ role: 'agent', email: `agent.oidc@${DOMAIN}` });

    // The next sign-in goes through the same link.
    const again = await signInThroughProvider(`agent.oidc@${DOMAIN}`);
    expect(again.response.headers.location).toBe(CONSOLE_PATH);
    expect(again.cookies.get(SESSION_COOKIE)).not.toBe(cookies.get(SESSION_COOKIE));
    expect((await countRows()).providerAccounts).toBe(before.providerAccounts + 1);
  });

  it('refuses an address the provider vouches for but that has no staff account, and makes no account', async () => {
    sandbox.addAccount({ email: `stranger@${DOMAIN}`, name: 'Not Staff', emailVerified: true });
    const before = await countRows();

    const { response, cookies } = await signInThroughProvider(`stranger@${DOMAIN}`);
    expect(refusalOf(response)).toBe('signup_disabled');
    expect(cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await countRows()).toEqual(before);
    const made = await app.db.selectFrom('auth_user').select('id').where(sql<string>`lower(email)`, '=', `stranger@${DOMAIN}`).execute();
    expect(made).toEqual([]);
  });

  it("signs a customer's own account in when the provider vouches for its address, but the console stays closed to it", async () => {
    const customer = await addStaffMember(app.db, { email: `shopper@${DOMAIN}`, name: 'Shopper' });
    await app.db.updateTable('auth_user').set({ role: 'customer' }).where('id', '=', customer.id).execute();
    sandbox.addAccount({ email: `shopper@${DOMAIN}`, name: 'Shopper' });

    const { cookies } = await signInThroughProvider(`shopper@${DOMAIN}`);
    expect(cookies.get(SESSION_COOKIE)).toBeTruthy();
    expect((await consoleRequest('/api/customer-care/me', cookies)).statusCode).toBe(403);
    const user = await app.db.selectFrom('auth_user').select('role').where('id', '=', customer.id).executeTakeFirstOrThrow();
    expect(user.role, 'the provider gives no role').toBe('customer');
  });

  it('refuses a person the provider does not know: it answers access_denied', async () => {
    const before = await countRows();
    const { redirect, response, cookies } = await signInThroughProvider(`unknown@${DOMAIN}`);
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    expect(refusalOf(response)).toBe('access_denied');
    expect(cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await countRows()).toEqual(before);
  });
});

describe('what signs no one in', () => {
  const login = `agent.guard@${DOMAIN}`;

  beforeAll(async () => {
    await addStaffMember(app.db, { email: login, name: 'Agent Guard' });
    sandbox.addAccount({ email: login, name: 'Agent Guard' });
  });

  it('a tampered state: refused before the code is exchanged, and the genuine answer still signs in', async () => {
    const started = await startSignIn();
    const redirect = await sandbox.authorize(started.authorizationUrl.href, login);
    const state = redirect.searchParams.get('state')!;
    const sessionsBefore = (await countRows()).sessions;
    const tokenErrorsBefore = sandbox.tokenErrors.length;

    const flipped = `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`;
    // Another sign-in's state, genuine but not this browser's.
    const other = await startSignIn();
    const otherState = (await sandbox.authorize(other.authorizationUrl.href, login)).searchParams.get('state')!;
    for (const [tampered, reason] of [[flipped, 'state_mismatch'], [otherState, 'state_mismatch'], ['', 'state_not_found']] as const) {
      const forged = new URL(redirect);
      forged.searchParams.set('state', tampered);
      const { response, cookies } = await returnToSite(forged, started.browser);
      expect(refusalOf(response), `state ${JSON.stringify(tampered)}`).toBe(reason);
      expect(cookies.has(SESSION_COOKIE)).toBe(false);
    }
    expect((await countRows()).sessions).toBe(sessionsBefore);
    expect(sandbox.tokenErrors.length, 'no code was sent to the provider').toBe(tokenErrorsBefore);

    const genuine = await returnToSite(redirect, started.browser);
    expect(genuine.response.headers.location).toBe(CONSOLE_PATH);
    expect(genuine.cookies.get(SESSION_COOKIE)).toBeTruthy();
  });

  it('a replayed code: the same answer twice signs in once, and the code under a new state is refused by the provider', async () => {
    const started = await startSignIn();
    const redirect = await sandbox.authorize(started.authorizationUrl.href, login);
    const first = await returnToSite(redirect, started.browser);
    expect(first.response.headers.location).toBe(CONSOLE_PATH);
    const sessionsBefore = (await countRows()).sessions;

    // The browser's history replays the callback: its state was used up.
    const replay = await returnToSite(redirect, started.browser);
    expect(refusalOf(replay.response)).toBe('state_mismatch');
    expect(replay.cookies.has(SESSION_COOKIE), 'the replay sets no session').toBe(false);
    expect((await countRows()).sessions).toBe(sessionsBefore);

    // A stolen code under a fresh sign-in's state: the library sends it, the provider refuses it.
    const fresh = await startSignIn();
    const freshRedirect = await sandbox.authorize(fresh.authorizationUrl.href, login);
    const stolen = new URL(freshRedirect);
    stolen.searchParams.set('code', redirect.searchParams.get('code')!);
    const tokenErrorsBefore = sandbox.tokenErrors.length;
    const { response, cookies } = await returnToSite(stolen, fresh.browser);
    expect(refusalOf(response)).toBe('invalid_code');
    expect(sandbox.tokenErrors.slice(tokenErrorsBefore)).toEqual(['invalid_grant']);
    expect(cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await countRows()).sessions).toBe(sessionsBefore);
  });

  it('a wrong client secret: the provider refuses the client, the site signs no one in', async () => {
    const misconfigured = await buildTestApp({ config: { siteUrl: SITE, staffOidc: { issuer: sandbox.issuer, clientId: CLIENT.clientId, clientSecret: 'not-the-secret' } } });
    try {
      const sessionsBefore = (await countRows()).sessions;
      const started = await startSignIn(misconfigured);
      const redirect = await sandbox.authorize(started.authorizationUrl.href, login);
      const tokenErrorsBefore = sandbox.tokenErrors.length;
      const { response, cookies } = await returnToSite(redirect, started.browser, misconfigured);
      expect(refusalOf(response)).toBe('invalid_code');
      expect(sandbox.tokenErrors.slice(tokenErrorsBefore)).toEqual(['invalid_client']);
      expect(cookies.has(SESSION_COOKIE)).toBe(false);
      expect((await countRows()).sessions).toBe(sessionsBefore);
    } finally {
      await misconfigured.close();
    }
  });
});

describe('without the identity provider settings', () => {
  it('the sign-in screen does not offer it and the library knows no such provider', async () => {
    const plain = await buildTestApp({ config: { siteUrl: SITE, staffOidc: undefined } });
    try {
      const options = await plain.inject({ method: 'GET', url: '/api/customer-care/sign-in-options' });
      expect(options.json()).toEqual({ identityProvider: false });
      const signIn = await plain.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: { origin: SITE },
        payload: { provider: STAFF_OIDC_PROVIDER, callbackURL: CONSOLE_PATH },
      });
      expect(signIn.statusCode).toBe(404);
      expect(signIn.json()).toMatchObject({ status: 404, reason: 'PROVIDER_NOT_FOUND' });
    } finally {
      await plain.close();
    }
  });
});
