/**
 * A real OpenID Connect provider in the test process (panva's oidc-provider, a certified
 * implementation) on loopback: tests sign staff in through the protocol and the library as
 * production does, against an identity provider that behaves like the company's.
 *
 * - One confidential client: authorization code flow only, PKCE required (S256), the client
 *   authenticated at the token endpoint by its secret (`client_secret_post` unless told otherwise:
 *   what better-auth sends by default). A code is used once; its replay is refused and revokes what
 *   it gave.
 * - The people it knows are added with `addAccount` (kept in memory): the ID token and the userinfo
 *   answer carry `email`, `email_verified` and `name` for the `email` and `profile` scopes.
 * - The login and consent pages are small routes on the Interaction API: `authorize` plays the
 *   user's browser over real HTTP (cookies, redirects) and gives back the redirect to the client.
 *   A login the provider does not know is answered `access_denied`, as a real one refuses it.
 * - Everything it stores lives in this sandbox's memory and goes with `stop()`.
 */
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload, type Interaction } from 'oidc-provider';

export type TokenEndpointAuthMethod = 'client_secret_basic' | 'client_secret_post';

export interface OidcSandboxOptions {
  clientId: string;
  clientSecret: string;
  /** The client's registered redirect URIs: the provider redirects nowhere else. */
  redirectUris: string[];
  tokenEndpointAuthMethod?: TokenEndpointAuthMethod;
}

export interface SandboxAccount {
  email: string;
  name: string;
  /** Whether the provider vouches for the address (the `email_verified` claim). Default true. */
  emailVerified?: boolean;
}

export interface OidcSandbox {
  /** `http://127.0.0.1:<port>`: the issuer, its discovery document at /.well-known/openid-configuration. */
  readonly issuer: string;
  /** The `error` codes the token endpoint answered (`invalid_client`, `invalid_grant`…), oldest first. */
  readonly tokenErrors: readonly string[];
  /** A person the provider signs in by their e-mail address; returns their subject identifier. */
  addAccount(account: SandboxAccount): { sub: string };
  /**
   * Opens the authorization URL as a browser would, signs in as `login` and consents, following the
   * provider's redirects; resolves with the redirect to the client (its redirect URI with `code`,
   * `state` and `iss`, or `error`). Rejects when the provider answers with a page instead.
   */
  authorize(authorizationUrl: string, login: string): Promise<URL>;
  stop(): Promise<void>;
}

/** What the provider asks of the user on its interaction page. */
interface InteractionView {
  uid: string;
  prompt: string;
  clientId: string | undefined;
}

/** How long the provider's artifacts live, in seconds (a sign-in takes moments here). */
const TTL_SECONDS = { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 };
const MAX_REDIRECTS = 10;
const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|confirm))?$/;

/** One kind of artifact, in memory: the provider reads back exactly what it stored, until it expires. */
function createMemoryAdapter(): Adapter {
  const entries = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const live = (id: string): AdapterPayload | undefined => {
    const entry = entries.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(id);
      return undefined;
    }
    return structuredClone(entry.payload);
  };
  const findBy = (key: 'uid' | 'userCode', value: string) => {
    for (const [id, entry] of entries) if (entry.payload[key] === value) return live(id);
    return undefined;
  };
  return {
    async upsert(id, payload, expiresIn) {
      entries.set(id, { payload: structuredClone(payload), expiresAt: Date.now() + expiresIn * 1000 });
    },
    async find(id) {
      return live(id);
    },
    async findByUid(uid) {
      return findBy('uid', uid);
    },
    async findByUserCode(userCode) {
      return findBy('userCode', userCode);
    },
    async consume(id) {
      const entry = entries.get(id);
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
    },
    async destroy(id) {
      entries.delete(id);
    },
    async revokeByGrantId(grantId) {
      for (const [id, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(id);
    },
  };
}

/** The cookies a browser keeps for one site: sent back on the paths they were set for. */
class CookieJar {
  readonly #cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      let path = '/';
      let isExpired = value === '';
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = attributeValue;
        if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) <= Date.now()) isExpired = true;
        if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) isExpired = true;
      }
      const key = `${name};${path}`;
      if (isExpired) this.#cookies.delete(key);
      else this.#cookies.set(key, { name, value, path });
    }
  }

  headerFor(url: URL): string {
    return [...this.#cookies.values()]
      .filter((cookie) => url.pathname === cookie.path || url.pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

function listen(server: ReturnType<typeof createServer>): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

export async function startOidcSandbox(options: OidcSandboxOptions): Promise<OidcSandbox> {
  const accounts = new Map<string, Required<SandboxAccount> & { sub: string }>();
  const accountByEmail = (email: string) => [...accounts.values()].find((account) => account.email.toLowerCase() === email.trim().toLowerCase());
  const tokenErrors: string[] = [];
  const adapters = new Map<string, Adapter>();

  // The issuer names the port, known once the server listens: the provider answers from then on
  // (no one else knows the port before).
  const server = createServer();
  const port = await listen(server);
  const issuer = `http://127.0.0.1:${port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    adapter: (name) => {
      const adapter = adapters.get(name) ?? createMemoryAdapter();
      adapters.set(name, adapter);
      return adapter;
    },
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: options.tokenEndpointAuthMethod ?? 'client_secret_post',
      },
    ],
    responseTypes: ['code'],
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // A code without its verifier is refused, whatever the client.
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [{ ...signingKey, kty: 'RSA', kid: randomUUID(), use: 'sig', alg: 'RS256' }] },
    ttl: TTL_SECONDS,
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: account.emailVerified, name: account.name }),
      };
    },
  });
  provider.on('grant.error', (_ctx, error) => void tokenErrors.push(error.error ?? error.message));
  const providerListener = provider.callback();

  /** The login page's answer: the account the address names, or the provider's refusal. */
  async function finishLogin(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const login = (await readForm(request)).get('login') ?? '';
    const account = accountByEmail(login);
    if (!account) {
      await provider.interactionFinished(request, response, { error: 'access_denied', error_description: 'Unknown user.' }, { mergeWithLastSubmission: false });
      return;
    }
    await provider.interactionFinished(request, response, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
  }

  /** The consent page's answer: grants what the client asked for and was not granted yet. */
  async function finishConsent(request: IncomingMessage, response: ServerResponse, interaction: Interaction): Promise<void> {
    const accountId = interaction.session?.accountId;
    const clientId = interaction.params.client_id;
    if (!accountId || !clientId) {
      sendJson(response, 400, { error: 'invalid_request', error_description: 'consent before login' });
      return;
    }
    const grant = interaction.grantId ? await provider.Grant.find(interaction.grantId) : new provider.Grant({ accountId, clientId });
    if (!grant) {
      sendJson(response, 400, { error: 'invalid_request', error_description: 'unknown grant' });
      return;
    }
    const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = interaction.prompt.details;
    if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
    if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missingResourceScopes ?? {})) grant.addResourceScope(resource, scopes.join(' '));
    const grantId = await grant.save();
    await provider.interactionFinished(request, response, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  async function handleInteraction(request: IncomingMessage, response: ServerResponse, uid: string, step: string | undefined): Promise<void> {
    const interaction = await provider.interactionDetails(request, response);
    if (interaction.uid !== uid) {
      sendJson(response, 400, { error: 'invalid_request', error_description: 'another interaction is under way' });
      return;
    }
    if (step === undefined && request.method === 'GET') {
      const view: InteractionView = { uid, prompt: interaction.prompt.name, clientId: interaction.params.client_id };
      sendJson(response, 200, view);
    } else if (step === 'login' && request.method === 'POST' && interaction.prompt.name === 'login') {
      await finishLogin(request, response);
    } else if (step === 'confirm' && request.method === 'POST' && interaction.prompt.name === 'consent') {
      await finishConsent(request, response, interaction);
    } else {
      sendJson(response, 400, { error: 'invalid_request', error_description: `the ${interaction.prompt.name} step is expected` });
    }
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const match = INTERACTION_PATH.exec(new URL(request.url ?? '/', issuer).pathname);
    if (!match) {
      providerListener(request, response);
      return;
    }
    handleInteraction(request, response, match[1]!, match[2]).catch((error: unknown) => {
      // No interaction cookie, an expired one: the provider's own error, as its pages would show it.
      const status = typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : 500;
      if (!response.headersSent) sendJson(response, status, { error: error instanceof Error ? error.message : 'server_error' });
    });
  });

  async function authorize(authorizationUrl: string, login: string): Promise<URL> {
    const jar = new CookieJar();
    const step = async (url: URL, init: RequestInit = {}): Promise<Response> => {
      const headers = new Headers(init.headers);
      const cookie = jar.headerFor(url);
      if (cookie) headers.set('cookie', cookie);
      const response = await fetch(url, { ...init, headers, redirect: 'manual' });
      jar.store(response);
      return response;
    };
    let url = new URL(authorizationUrl);
    let response = await step(url);
    for (let hop = 0; hop < MAX_REDIRECTS; hop += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        throw new Error(`the identity provider answered ${response.status} at ${url.pathname}: ${(await response.text()).slice(0, 500)}`);
      }
      url = new URL(location, url);
      if (url.origin !== issuer) return url;
      const interaction = INTERACTION_PATH.exec(url.pathname);
      if (!interaction) {
        response = await step(url);
        continue;
      }
      const page = await step(url);
      if (page.status !== 200) throw new Error(`the interaction page answered ${page.status}: ${await page.text()}`);
      const view = (await page.json()) as InteractionView;
      const form = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
      response =
        view.prompt === 'login'
          ? await step(new URL(`${url.pathname}/login`, issuer), { ...form, body: new URLSearchParams({ login }).toString() })
          : await step(new URL(`${url.pathname}/confirm`, issuer), { ...form, body: '' });
    }
    throw new Error(`the identity provider redirected more than ${MAX_REDIRECTS} times`);
  }

  return {
    issuer,
    tokenErrors,
    addAccount(account) {
      const existing = accountByEmail(account.email);
      const sub = existing?.sub ?? randomUUID();
      accounts.set(sub, { sub, email: account.email, name: account.name, emailVerified: account.emailVerified ?? true });
      return { sub };
    },
    authorize,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Kept-alive connections of the clients (the library's fetch, `authorize`) would hold it open.
        server.closeAllConnections();
      }),
  };
}
