import { VOUCHER_LOGIN_WINDOW_MINUTES } from '@escapade/domain/voucher';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-transport';
import { TooManyAttemptsError, createBeneficiaryApi, retryAfterMinutesOf } from './beneficiary';

interface Sent {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

function recordingFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  const sent: Sent[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: new URL(String(input)), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': type, ...headers } });
  }) as typeof fetch;
  return { sent, api: createBeneficiaryApi({ baseUrl: 'http://web/api', fetch: fetchImpl }) };
}

const voucher = {
  kind: 'SINGLE_VOUCHER',
  state: 'ACTIVE',
  codeEnd: '9WEP',
  validUntil: '2027-06-01',
  valueCents: 24_000,
  balanceCents: 0,
  label: 'Escapade gourmande',
  imageUrl: null,
  giftFormat: 'digital',
  offerId: 12,
  nights: 2,
  adults: 2,
  boxCode: null,
  activityProductId: null,
  personalisation: { fromName: 'Léa', message: 'Bon séjour !' },
};

const problem = (status: number, code: string) => ({ type: `urn:escapade:problem:${code.toLowerCase()}`, title: code, status, detail: 'x', instance: '/api/beneficiary/login', code });

describe('beneficiary API client', () => {
  it('signs in with a POST of the locale and the code, and reads the session and the voucher', async () => {
    const { sent, api } = recordingFetch(200, { token: 'tok', expiresAt: '2030-01-01T00:00:00.000Z', voucher });
    const login = await api.login({ locale: 'fr_FR', code: 'K7QM3XRT9WEPHC' });
    expect(login.token).toBe('tok');
    expect(login.voucher.label).toBe('Escapade gourmande');
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url.pathname).toBe('/api/beneficiary/login');
    expect(sent[0]?.body).toEqual({ locale: 'fr_FR', code: 'K7QM3XRT9WEPHC' });
    expect(sent[0]?.headers.get('authorization')).toBeNull();
  });

  it('a refused code is an ApiError 401; too many attempts a TooManyAttemptsError with the minutes of Retry-After', async () => {
    await expect(recordingFetch(401, problem(401, 'VOUCHER_REFUSED')).api.login({ locale: 'fr_FR', code: 'X' })).rejects.toMatchObject({ status: 401, problem: { code: 'VOUCHER_REFUSED' } });

    const limited = recordingFetch(429, problem(429, 'RATE_LIMITED'), { 'retry-after': '301' });
    const error = await limited.api.login({ locale: 'fr_FR', code: 'X' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TooManyAttemptsError);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as TooManyAttemptsError).retryAfterMinutes).toBe(6);

    // Without Retry-After, the limit's whole window.
    const silent = await recordingFetch(429, problem(429, 'RATE_LIMITED')).api.login({ locale: 'fr_FR', code: 'X' }).catch((caught: unknown) => caught);
    expect((silent as TooManyAttemptsError).retryAfterMinutes).toBe(VOUCHER_LOGIN_WINDOW_MINUTES);
  });

  it('reads Retry-After as seconds or as a date, rounded up to whole minutes', () => {
    expect(retryAfterMinutesOf('60')).toBe(1);
    expect(retryAfterMinutesOf('61')).toBe(2);
    expect(retryAfterMinutesOf('0')).toBe(1);
    const now = Date.parse('2030-01-01T10:00:00Z');
    expect(retryAfterMinutesOf('Tue, 01 Jan 2030 10:14:30 GMT', now)).toBe(15);
    expect(retryAfterMinutesOf(null)).toBeUndefined();
    expect(retryAfterMinutesOf('soon')).toBeUndefined();
  });

  it('sends the session token as a Bearer on the voucher, the stays and the redemption', async () => {
    const reading = recordingFetch(200, voucher);
    await reading.api.getVoucher('tok-1', 'it_IT');
    expect(reading.sent[0]?.url.pathname).toBe('/api/beneficiary/voucher');
    expect(Object.fromEntries(reading.sent[0]?.url.searchParams ?? [])).toEqual({ locale: 'it_IT' });
    expect(reading.sent[0]?.headers.get('authorization')).toBe('Bearer tok-1');

    const stays = recordingFetch(200, { exactMatch: [], searchDetails: { totalCount: 0, page: 2, limit: 8 } });
    await stays.api.getStays('tok-2', { locale: 'nl_BE', page: 2 });
    expect(stays.sent[0]?.url.pathname).toBe('/api/beneficiary/stays');
    expect(Object.fromEntries(stays.sent[0]?.url.searchParams ?? [])).toEqual({ locale: 'nl_BE', page: '2' });
    expect(stays.sent[0]?.headers.get('authorization')).toBe('Bearer tok-2');

    const redeem = recordingFetch(409, problem(409, 'VOUCHER_ALREADY_USED'));
    const traveller = { civility: 'MRS', firstName: 'Camille', lastName: 'Martin', email: 'camille@example.com', phoneNumber: '0612345678', addressLine: '1 rue A', postalCode: '75011', city: 'Paris', country: 'FR' } as const;
    const request = { locale: 'fr_FR', offerId: 12, checkin: '2030-06-01', traveller, consents: { salesConditions: true, packageTravelInformation: true } } as const;
    await expect(redeem.api.redeem('tok-4', request)).rejects.toMatchObject({ status: 409, problem: { code: 'VOUCHER_ALREADY_USED' } });
    expect(redeem.sent[0]?.method).toBe('POST');
    expect(redeem.sent[0]?.url.pathname).toBe('/api/beneficiary/redemptions');
    expect(redeem.sent[0]?.body).toEqual(request);
    expect(redeem.sent[0]?.headers.get('authorization')).toBe('Bearer tok-4');
    expect(redeem.sent[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('a voucher the contract refuses is an ApiError', async () => {
    await expect(recordingFetch(200, { ...voucher, kind: 'COUPON' }).api.getVoucher('tok', 'fr_FR')).rejects.toBeInstanceOf(ApiError);
  });
});
