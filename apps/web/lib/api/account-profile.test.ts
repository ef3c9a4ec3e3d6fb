import type { Profile } from '@escapade/contracts/account-profile';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-transport';
import { ACCOUNT_EXPORT_HREF, createAccountProfileApi } from './account-profile';

interface Sent {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

const profile: Profile = {
  name: 'Léa Dupont',
  email: 'lea.dupont@example.com',
  emailVerified: true,
  phone: null,
  locale: 'fr_BE',
  newsletter: true,
  hasPassword: true,
  createdAt: '2030-01-02T10:00:00.000Z',
};

function recordingApi(status: number, body?: unknown) {
  const sent: Sent[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: new URL(String(input)), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': type } });
  }) as typeof fetch;
  return { sent, api: createAccountProfileApi({ baseUrl: 'http://api.test/api', fetch: fetchImpl }) };
}

const problem = (status: number, code: string, extra: object = {}) => ({ type: `urn:escapade:problem:${code.toLowerCase()}`, title: 'Refused', status, detail: 'Refused', instance: '/api/account/x', code, ...extra });

describe('account profile API client', () => {
  it('reads the profile (GET /account/profile), checked against the contract', async () => {
    const { sent, api } = recordingApi(200, profile);
    expect(await api.getProfile()).toEqual(profile);
    expect(sent).toEqual([{ url: new URL('http://api.test/api/account/profile'), method: 'GET', headers: new Headers(), body: undefined }]);

    const wrong = recordingApi(200, { ...profile, locale: 'en_GB' });
    await expect(wrong.api.getProfile()).rejects.toMatchObject({ name: 'ApiError', status: 200 });
  });

  it('sends the update as a PATCH of the fields given, as JSON, and reads the profile saved', async () => {
    const { sent, api } = recordingApi(200, { ...profile, phone: '0612345678' });
    expect(await api.updateProfile({ phone: '0612345678', newsletter: false })).toMatchObject({ phone: '0612345678' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PATCH', body: { phone: '0612345678', newsletter: false } });
    expect(sent[0]?.url.pathname).toBe('/api/account/profile');
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('asks for the e-mail change with the page the link lands on, and reads the address waiting (202)', async () => {
    const { sent, api } = recordingApi(202, { pendingEmail: 'lea@example.org' });
    expect(await api.requestEmailChange({ newEmail: 'lea@example.org', callbackURL: '/fr-be/account/settings/profile' })).toEqual({ pendingEmail: 'lea@example.org' });
    expect(sent[0]).toMatchObject({ method: 'POST', body: { newEmail: 'lea@example.org', callbackURL: '/fr-be/account/settings/profile' } });
    expect(sent[0]?.url.pathname).toBe('/api/account/profile/email');
  });

  it('deletes with the address typed again and the password (204, no content)', async () => {
    const { sent, api } = recordingApi(204);
    await expect(api.deleteAccount({ email: 'lea.dupont@example.com', password: 'correct horse battery' })).resolves.toBeUndefined();
    expect(sent[0]).toMatchObject({ method: 'POST', body: { email: 'lea.dupont@example.com', password: 'correct horse battery' } });
    expect(sent[0]?.url.pathname).toBe('/api/account/delete');
  });

  it('a refusal is an ApiError carrying the problem: its status, fields and reason', async () => {
    const { api } = recordingApi(403, problem(403, 'FORBIDDEN', { reason: 'INVALID_PASSWORD' }));
    const error = await api.deleteAccount({ email: 'lea.dupont@example.com', password: 'wrong' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, problem: { reason: 'INVALID_PASSWORD' } });

    const invalid = recordingApi(400, problem(400, 'VALIDATION_FAILED', { field: 'phone', errors: [{ field: 'phone', message: 'expected a phone number' }] }));
    await expect(invalid.api.updateProfile({ phone: '12' })).rejects.toMatchObject({ status: 400, problem: { field: 'phone' } });

    const signedOut = recordingApi(401, problem(401, 'UNAUTHORIZED'));
    await expect(signedOut.api.getProfile()).rejects.toMatchObject({ status: 401 });
  });

  it('links the data export on the site\'s origin, proxied to the API (an attachment the browser saves)', () => {
    expect(ACCOUNT_EXPORT_HREF).toBe('/api/account/export');
  });
});
