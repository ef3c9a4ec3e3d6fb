import { isStaffRole, SIGN_IN_WINDOW_MINUTES } from '@escapade/domain/account';
import type { Locale } from '@escapade/domain/markets';
import { type ApiClientOptions, createApiTransport } from '../api-transport';
import { tooManyAttemptsOr } from './beneficiary';
import { lazyContract } from './lazy-contract';

/**
 * The accounts library's session answer, the one answer of `/auth/*` the site reads: the signed-in
 * account, or null. Built with zod when the first session is read (the account menu's chunk, after
 * the page has started: decision 0018); the library's other fields are dropped.
 */
const sessionSchema = lazyContract(async () => {
  const { z } = await import('zod');
  return z.nullable(
    z.object({
      user: z.object({ id: z.string().min(1).max(200), name: z.string().max(200), email: z.string().max(320), role: z.string().max(32).optional() }),
    }),
  );
});

/** The signed-in account, as the site shows it. */
export interface AccountSession {
  /** The account's id: what the browser keeps for an account (its wishlist) is kept under it. */
  id: string;
  name: string;
  email: string;
  /** A customer care agent or admin: the site is in its customer care mode for them. */
  isStaff: boolean;
}

export interface SignUpRequest {
  email: string;
  password: string;
  name: string;
  /** The market's locale: the account's language (its e-mails). */
  locale: Locale;
  /** Where the verification e-mail's link lands, signed in (a path of the site). */
  callbackURL: string;
}

/**
 * The customer's calls of the accounts API (`/api/auth/*`, decision 0030), same origin with the
 * session cookie. A refusal is an `ApiError` whose problem carries the library's `reason`
 * (INVALID_EMAIL_OR_PASSWORD, EMAIL_NOT_VERIFIED, PASSWORD_TOO_SHORT, INVALID_TOKEN…); a locked
 * sign-in (429) is a `TooManyAttemptsError` saying how long to wait.
 */
export function createAccountsApi(options: ApiClientOptions) {
  const call = createApiTransport({ timeoutMs: 15_000, ...options });

  return {
    /** Opens an account and sends its verification e-mail; no session until the address is verified (a known address answers the same). */
    signUp(request: SignUpRequest, signal?: AbortSignal): Promise<void> {
      return call('/auth/sign-up/email', null, { body: request, signal });
    },

    /**
     * Signs in: the answer sets the session cookie. `callbackURL` is where the new verification
     * e-mail's link lands when the address is not verified yet (EMAIL_NOT_VERIFIED).
     */
    async signInWithEmail(credentials: { email: string; password: string; callbackURL: string }, signal?: AbortSignal): Promise<void> {
      try {
        await call('/auth/sign-in/email', null, { body: credentials, signal });
      } catch (error) {
        throw tooManyAttemptsOr(error, SIGN_IN_WINDOW_MINUTES);
      }
    },

    /**
     * Sends a one-time sign-in link by e-mail (an unknown address gets an account with it). The
     * link lands on `callbackURL` signed in, or on `errorCallbackURL` with `?error=` when it has
     * expired or was used.
     */
    sendSignInLink(request: { email: string; callbackURL: string; errorCallbackURL: string }, signal?: AbortSignal): Promise<void> {
      return call('/auth/sign-in/magic-link', null, { body: request, signal });
    },

    /** Sends a password reset link when the address has an account; answers the same either way. */
    requestPasswordReset(request: { email: string; redirectTo: string }, signal?: AbortSignal): Promise<void> {
      return call('/auth/request-password-reset', null, { body: request, signal });
    },

    /** Sets a new password with the e-mailed link's token; every open session ends. */
    resetPassword(request: { token: string; newPassword: string }, signal?: AbortSignal): Promise<void> {
      return call('/auth/reset-password', null, { body: request, signal });
    },

    /** Ends the session (the answer clears the cookie). */
    signOut(signal?: AbortSignal): Promise<void> {
      return call('/auth/sign-out', null, { body: {}, signal });
    },

    /** The signed-in account, or null. */
    async getSession(signal?: AbortSignal): Promise<AccountSession | null> {
      const answer = await call('/auth/get-session', sessionSchema(), { signal });
      return answer ? { id: answer.user.id, name: answer.user.name, email: answer.user.email, isStaff: isStaffRole(answer.user.role) } : null;
    },
  };
}

export type AccountsApi = ReturnType<typeof createAccountsApi>;

/** The browser's account calls: same origin, proxied to the API, with the session cookie (said explicitly: a session is nothing without it). */
export const browserAccountsApi: AccountsApi = createAccountsApi({
  baseUrl: '/api',
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
});
