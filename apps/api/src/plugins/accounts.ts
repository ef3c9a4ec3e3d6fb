/**
 * Accounts on the API (decision 0030): the authentication library's routes under /api/auth/*,
 * bridged from Fastify to its fetch handler, and what the API's own routes ask of a request:
 *
 * - `fastify.accounts.sessionOf(request)`: the signed-in account of the session cookie, or null;
 * - `fastify.requireStaff`: the guard of the customer care routes. No session: 401. An account
 *   without a staff role: 403. A write must come from the site's own pages (Origin or
 *   Sec-Fetch-Site), or it is refused: the cookie goes with any request, its intent does not.
 *
 * The bridge also:
 * - gives the library the client's address the API trusts (`request.clientAddress`), replacing any
 *   header a client sent, for its per-client limits;
 * - counts failed e-mail and password sign-ins per account and per client (`login_attempt`):
 *   SIGN_IN_FAILURES_PER_ACCOUNT per account and SIGN_IN_FAILURES_PER_CLIENT per client in
 *   SIGN_IN_WINDOW_MINUTES; past them every sign-in of that account or client is refused with the
 *   same 429, whether the account exists or not;
 * - answers the library's errors as our problem+json, its own code in `reason`;
 * - sets the staff hint cookie (STAFF_HINT_COOKIE) with a new staff session, and removes it with a
 *   customer's or with a sign-out.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ProblemCode } from '@escapade/contracts/problem';
import { PROBLEM_CONTENT_TYPE, problemTypeOf } from '@escapade/contracts/problem';
import {
  isStaffRole,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_CLIENT,
  SESSION_DAYS,
  SIGN_IN_WINDOW_MINUTES,
  STAFF_HINT_COOKIE,
  type AccountRole,
} from '@escapade/domain/account';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_BASE_PATH, AUTH_CLIENT_ADDRESS_HEADER, createAccountAuth, type AccountAuth, type StaffOidcConfig } from '../auth/account-auth';
import { AppError, PROBLEM_KINDS } from '../errors/app-error';
import { countLoginAttempt, isLoginLocked, type AttemptLimit } from '../security/login-attempts';
import { REQUEST_ID_HEADER } from '../system/request-id';

export interface SignedInAccount {
  id: string;
  email: string;
  name: string;
  role: AccountRole;
  emailVerified: boolean;
  locale: string | null;
  sessionId: string;
}

export interface StaffMember {
  id: string;
  email: string;
  role: AccountRole;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: {
      auth: AccountAuth;
      /** Whether the staff's identity provider is configured. */
      hasIdentityProvider: boolean;
      /** The guest's access to one order's trip routes, given by the booking lookup for an hour. */
      bookingAccess: {
        sign(orderId: string, now: Date): { accessToken: string; expiresAt: string };
        verify(orderId: string, token: string, now: Date): boolean;
      };
      /** The account of the request's session cookie (read once per request), or null. */
      sessionOf(request: FastifyRequest): Promise<SignedInAccount | null>;
      /** Whether a staff member sends the request from the site's pages (the customer care mode). */
      isStaffRequest(request: FastifyRequest): Promise<boolean>;
    };
    /** preHandler of the customer care routes: sets `request.staff` or answers 401/403. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `requireStaff`. */
    staff?: StaffMember;
  }
}

export interface AccountsPluginOptions {
  siteUrl: string;
  /** AUTH_SECRET; undefined: a random secret of this process. */
  secret: string | undefined;
  requestsPerMinute: number;
  staffOidc?: StaffOidcConfig | undefined;
}

/** How long the booking lookup's access to a trip lasts. */
export const BOOKING_ACCESS_MINUTES = 60;
const SIGN_IN_PATH = `${AUTH_BASE_PATH}/sign-in/email`;
const ACCOUNT_LIMIT: AttemptLimit = { scope: 'sign-in-account', limit: SIGN_IN_FAILURES_PER_ACCOUNT, windowMinutes: SIGN_IN_WINDOW_MINUTES };
const CLIENT_LIMIT: AttemptLimit = { scope: 'sign-in-client', limit: SIGN_IN_FAILURES_PER_CLIENT, windowMinutes: SIGN_IN_WINDOW_MINUTES };
/** What a locked sign-in answers, for an account that exists or not. */
export const SIGN_IN_LOCKED_DETAIL = 'Too many failed sign-ins: try again later, or sign in with a link by e-mail.';

const PROBLEM_CODE_OF_STATUS: Readonly<Record<number, ProblemCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'BAD_REQUEST',
  429: 'RATE_LIMITED',
};

/** The session lookup's memo on the request: a route and its guard read the cookie once. */
const sessionMemo = new WeakMap<FastifyRequest, Promise<SignedInAccount | null>>();

/** The request's headers as the accounts library reads them, with the client's address the API trusts (any sent is replaced). */
export function libraryHeadersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === AUTH_CLIENT_ADDRESS_HEADER) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  headers.set(AUTH_CLIENT_ADDRESS_HEADER, request.clientAddress || request.ip);
  return headers;
}

function emailOfBody(body: unknown): string | undefined {
  return body && typeof body === 'object' && 'email' in body && typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;
}

/** Whether a write comes from the site's own pages. */
export function isSameSiteWrite(request: FastifyRequest, siteOrigin: string): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin === siteOrigin;
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/** The library's session cookie in a Set-Cookie line (`__Secure-` on https): its name and value. */
const SESSION_SET_COOKIE = /^((?:__Secure-)?escapade\.session_token)=([^;]*)/;

const accounts: FastifyPluginAsync<AccountsPluginOptions> = async (fastify, options) => {
  const siteOrigin = new URL(options.siteUrl).origin;
  const secret = options.secret ?? randomBytes(32).toString('base64url');
  const secureCookies = options.siteUrl.startsWith('https://');
  const auth = createAccountAuth({
    db: fastify.db,
    secret,
    siteUrl: options.siteUrl,
    secureCookies,
    requestsPerMinute: options.requestsPerMinute,
    staffOidc: options.staffOidc,
    log: fastify.log.child({ component: 'auth' }),
  });

  async function lookUpSession(request: FastifyRequest): Promise<SignedInAccount | null> {
    if (!request.headers.cookie) return null;
    const found = await auth.api.getSession({ headers: libraryHeadersOf(request) });
    if (!found) return null;
    const user = found.user as typeof found.user & { role?: unknown; locale?: unknown };
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      role: isStaffRole(user.role) ? user.role : 'customer',
      emailVerified: user.emailVerified,
      locale: typeof user.locale === 'string' ? user.locale : null,
      sessionId: found.session.id,
    };
  }

  function sessionOf(request: FastifyRequest): Promise<SignedInAccount | null> {
    let memo = sessionMemo.get(request);
    if (!memo) {
      memo = lookUpSession(request);
      sessionMemo.set(request, memo);
    }
    return memo;
  }

  async function isStaffRequest(request: FastifyRequest): Promise<boolean> {
    const account = await sessionOf(request);
    if (!account || !isStaffRole(account.role)) return false;
    return request.method === 'GET' || request.method === 'HEAD' || isSameSiteWrite(request, siteOrigin);
  }

  const bookingAccessKey = createHmac('sha256', secret).update('booking-access').digest();
  const accessSignature = (orderId: string, expiresAt: number) => createHmac('sha256', bookingAccessKey).update(`${orderId}.${expiresAt}`).digest('base64url');
  const bookingAccess = {
    sign(orderId: string, now: Date) {
      const expiresAt = now.getTime() + BOOKING_ACCESS_MINUTES * 60_000;
      return { accessToken: `${expiresAt}.${accessSignature(orderId, expiresAt)}`, expiresAt: new Date(expiresAt).toISOString() };
    },
    verify(orderId: string, token: string, now: Date): boolean {
      const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return false;
      const expiresAt = Number(match[1]);
      const expected = Buffer.from(accessSignature(orderId, expiresAt));
      const given = Buffer.from(match[2]!);
      return expiresAt > now.getTime() && given.length === expected.length && timingSafeEqual(given, expected);
    },
  };

  fastify.decorate('accounts', { auth, sessionOf, isStaffRequest, bookingAccess, hasIdentityProvider: options.staffOidc !== undefined });
  fastify.decorateRequest('staff', undefined);
  fastify.decorate('requireStaff', async (request: FastifyRequest) => {
    const account = await sessionOf(request);
    if (!account) throw new AppError('UNAUTHORIZED', 'Sign in with a customer care account.');
    if (!isStaffRole(account.role)) throw new AppError('FORBIDDEN', 'This account has no customer care role.');
    if (request.method !== 'GET' && request.method !== 'HEAD' && !isSameSiteWrite(request, siteOrigin)) {
      throw new AppError('FORBIDDEN', 'Refused: the request does not come from the site.');
    }
    request.staff = { id: account.id, email: account.email, role: account.role };
  });

  /**
   * The staff hint that goes with a Set-Cookie of the session: set for a new staff session, removed
   * for a customer's and when the session cookie is cleared; nothing when the answer sets no session.
   */
  async function staffHintFor(setCookies: readonly string[]): Promise<string | undefined> {
    const line = setCookies.find((cookie) => SESSION_SET_COOKIE.test(cookie));
    const [, name, value] = (line && SESSION_SET_COOKIE.exec(line)) || [];
    if (!line || !name) return undefined;
    const isCleared = value === '' || /;\s*max-age=0\b/i.test(line);
    const session = isCleared ? null : await auth.api.getSession({ headers: new Headers({ cookie: `${name}=${value}` }) });
    const isStaff = isStaffRole((session?.user as { role?: unknown } | undefined)?.role);
    const attributes = `Path=/; SameSite=Lax${secureCookies ? '; Secure' : ''}`;
    return isStaff ? `${STAFF_HINT_COOKIE}=1; Max-Age=${SESSION_DAYS * 24 * 3600}; ${attributes}` : `${STAFF_HINT_COOKIE}=; Max-Age=0; ${attributes}`;
  }

  async function sendLibraryAnswer(request: FastifyRequest, reply: FastifyReply, response: Response): Promise<FastifyReply> {
    const text = await response.text();
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding') reply.header(name, value);
    });
    const cookies = response.headers.getSetCookie();
    const staffHint = await staffHintFor(cookies);
    if (staffHint) cookies.push(staffHint);
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    // The library's sign-in and session answers are private to this visitor.
    reply.header('cache-control', 'no-store');
    if (response.status >= 400 && (response.headers.get('content-type') ?? '').includes('json')) {
      let reason: string | undefined;
      let detail = PROBLEM_KINDS[PROBLEM_CODE_OF_STATUS[response.status] ?? 'BAD_REQUEST'].title;
      try {
        const body = JSON.parse(text) as { code?: unknown; message?: unknown };
        if (typeof body.code === 'string') reason = body.code;
        if (typeof body.message === 'string' && body.message) detail = body.message;
      } catch {
        // Not JSON after all: the status and title say enough.
      }
      const code = PROBLEM_CODE_OF_STATUS[response.status] ?? (response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
      reply.header(REQUEST_ID_HEADER, request.id);
      return reply.type(PROBLEM_CONTENT_TYPE).send({
        type: problemTypeOf(code),
        title: PROBLEM_KINDS[code].title,
        status: response.status,
        detail: response.status >= 500 ? PROBLEM_KINDS.INTERNAL.title : detail,
        instance: request.url.split('?')[0],
        code,
        ...(reason ? { reason } : {}),
      });
    }
    return reply.send(text === '' ? undefined : text);
  }

  fastify.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const isSignIn = request.method === 'POST' && request.url.split('?')[0] === SIGN_IN_PATH;
      const email = isSignIn ? emailOfBody(request.body) : undefined;
      const now = new Date();
      const client = request.clientAddress || request.ip;
      if (isSignIn) {
        const locks = await Promise.all([email ? isLoginLocked(fastify.db, ACCOUNT_LIMIT, email, now) : { allowed: true as const }, isLoginLocked(fastify.db, CLIENT_LIMIT, client, now)]);
        const locked = locks.find((lock) => !lock.allowed);
        if (locked && !locked.allowed) {
          reply.header('retry-after', String(locked.retryAfterSeconds));
          throw new AppError('RATE_LIMITED', SIGN_IN_LOCKED_DETAIL, { extensions: { reason: 'SIGN_IN_LOCKED' } });
        }
      }
      const body = request.method === 'POST' && request.body !== undefined && request.body !== null ? JSON.stringify(request.body) : undefined;
      const headers = libraryHeadersOf(request);
      if (body !== undefined) headers.set('content-type', 'application/json');
      const response = await auth.handler(new Request(new URL(request.url, options.siteUrl), { method: request.method, headers, body }));
      if (isSignIn && response.status === 401) {
        await Promise.all([email ? countLoginAttempt(fastify.db, ACCOUNT_LIMIT, email, now) : undefined, countLoginAttempt(fastify.db, CLIENT_LIMIT, client, now)]);
      }
      return sendLibraryAnswer(request, reply, response);
    },
  });
};

export const accountsPlugin = fp(accounts, { name: 'accounts', fastify: '5.x', dependencies: ['db'] });
