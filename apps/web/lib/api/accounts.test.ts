import { SIGN_IN_WINDOW_MINUTES } from '@escapade/domain/account';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-transport';
import { createAccountsApi } from './accounts';
import { TooManyAttemptsError } from './beneficiary';

interface Sent {
  url: URL;
  method: string;
  body: unknown;
}

function recordingFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  const sent: Sent[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: new URL(String(input)), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': type, ...headers } });
  }) as typeof fetch;
  return { sent, api: createAccountsApi({ baseUrl: 'http://api.test/api', fetch: fetchImpl }) };
}

const problem = (status: number, code: string, reason?: string) => ({ type: 'urn:x', title: 'Refused', status, detail: 'Refused', instance: '/api/auth/x', code, ...(reason ? { reason } : {}) });

describe('accounts API client', () => {
  it('posts each call to its /auth/* path with the body the accounts API reads', async () => {
    const calls: Array<[(api: ReturnType<typeof createAccountsApi>) => Promise<unknown>, string, unknown]> = [
      [(api) => api.signUp({ email: 'lea@example.com', password: 'correct horse', name: 'Léa Dupont', locale: 'fr_FR', callbackURL: '/fr-fr/account/verify' }), '/api/auth/sign-up/email', { email: 'lea@example.com', password: 'correct horse', name: 'Léa Dupont', locale: 'fr_FR', callbackURL: '/fr-fr/account/verify' }],
      [(api) => api.signInWithEmail({ email: 'lea@example.com', password: 'correct horse', callbackURL: '/fr-fr/account/verify' }), '/api/auth/sign-in/email', { email: 'lea@example.com', password: 'correct horse', callbackURL: '/fr-fr/account/verify' }],
      [(api) => api.sendSignInLink({ email: 'lea@example.com', callbackURL: '/fr-fr/', errorCallbackURL: '/fr-fr/account/signin' }), '/api/auth/sign-in/magic-link', { email: 'lea@example.com', callbackURL: '/fr-fr/', errorCallbackURL: '/fr-fr/account/signin' }],
      [(api) => api.requestPasswordReset({ email: 'lea@example.com', redirectTo: '/fr-fr/account/reset-password' }), '/api/auth/request-password-reset', { email: 'lea@example.com', redirectTo: '/fr-fr/account/reset-password' }],
      [(api) => api.resetPassword({ token: 'abc', newPassword: 'a brand new password' }), '/api/auth/reset-password', { token: 'abc', newPassword: 'a brand new password' }],
      [(api) => api.signOut(), '/api/auth/sign-out', {}],
    ];
    for (const [run, path, body] of calls) {
      const { sent, api } = recordingFetch(200, { status: true });
      await run(api);
      expect(sent).toEqual([{ url: new URL(`http://api.test${path}`), method: 'POST', body }]);
    }
  });

  it('reads the session: the account, or null when nobody is signed in', async () => {
    const signedIn = recordingFetch(200, { session: { id: 's1', expiresAt: '2030-01-01T00:00:00.000Z' }, user: { id: 'u1', name: 'Camille Martin', email: 'camille@example.com', role: 'customer', locale: 'fr_FR' } });
    expect(await signedIn.api.getSession()).toEqual({ id: 'u1', name: 'Camille Martin', email: 'camille@example.com', isStaff: false });
    const agent = recordingFetch(200, { session: { id: 's2', expiresAt: '2030-01-01T00:00:00.000Z' }, user: { id: 'u2', name: 'Agent', email: 'agent@escapade.example', role: 'agent' } });
    expect(await agent.api.getSession(), 'an agent: the customer care mode').toMatchObject({ isStaff: true });
    expect(signedIn.sent[0]).toMatchObject({ method: 'GET', url: new URL('http://api.test/api/auth/get-session') });
    expect(await recordingFetch(200, null).api.getSession()).toBeNull();
    await expect(recordingFetch(200, { user: { name: 42 } }).api.getSession()).rejects.toThrow(/unexpected body/);
    await expect(recordingFetch(200, { user: { name: 'Camille', email: 'camille@example.com' } }).api.getSession(), 'an account without its id').rejects.toThrow(/unexpected body/);
  });

  it('keeps the reason of a refusal, and says how long a locked sign-in lasts (Retry-After, else the whole window)', async () => {
    const refused = await recordingFetch(401, problem(401, 'UNAUTHORIZED', 'INVALID_EMAIL_OR_PASSWORD'))
      .api.signInWithEmail({ email: 'a@example.com', password: 'x', callbackURL: '/fr-fr/' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).problem?.reason).toBe('INVALID_EMAIL_OR_PASSWORD');

    const locked = await recordingFetch(429, problem(429, 'RATE_LIMITED', 'SIGN_IN_LOCKED'), { 'retry-after': '500' })
      .api.signInWithEmail({ email: 'a@example.com', password: 'x', callbackURL: '/fr-fr/' })
      .catch((error: unknown) => error);
    expect(locked).toBeInstanceOf(TooManyAttemptsError);
    expect((locked as TooManyAttemptsError).retryAfterMinutes).toBe(9);
    expect((locked as TooManyAttemptsError).problem?.reason).toBe('SIGN_IN_LOCKED');

    const unsaid = await recordingFetch(429, problem(429, 'RATE_LIMITED'))
      .api.signInWithEmail({ email: 'a@example.com', password: 'x', callbackURL: '/fr-fr/' })
      .catch((error: unknown) => error);
    expect((unsaid as TooManyAttemptsError).retryAfterMinutes).toBe(SIGN_IN_WINDOW_MINUTES);
  });
});
