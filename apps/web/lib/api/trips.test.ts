import { BOOKING_ACCESS_HEADER as CONTRACT_BOOKING_ACCESS_HEADER } from '@escapade/contracts/account';
import { describe, expect, it } from 'vitest';
import { FIXTURE_TRIP_UUID, tripDetailFixture, tripsFixture } from '../../screens/account/trips/trip-fixtures';
import { ApiError } from '../api-transport';
import { BOOKING_ACCESS_HEADER, createTripsApi, tripCreditNoteHref, tripInvoiceHref } from './trips';

interface Sent {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

function recordingApi(status: number, body: unknown) {
  const sent: Sent[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: new URL(String(input)), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
  }) as typeof fetch;
  return { sent, api: createTripsApi({ baseUrl: 'http://api.test/api', fetch: fetchImpl }) };
}

const GUEST = { kind: 'guest', token: '1893456000000.' + 'A'.repeat(43) } as const;
const problem = (status: number, code: string, extra: object = {}) => ({ type: `urn:escapade:problem:${code.toLowerCase()}`, title: 'Refused', status, detail: 'Refused', instance: '/api/trips/x', code, ...extra });

describe('trips API client', () => {
  it('spells the access header as the contract does', () => {
    expect(BOOKING_ACCESS_HEADER).toBe(CONTRACT_BOOKING_ACCESS_HEADER);
  });

  it('reads the signed-in customer\'s trips, checked against the contract, without an access header', async () => {
    const { sent, api } = recordingApi(200, tripsFixture());
    expect(await api.listTrips()).toEqual(tripsFixture());
    expect(sent[0]?.url.pathname).toBe('/api/account/trips');
    expect(sent[0]?.headers.has(BOOKING_ACCESS_HEADER)).toBe(false);
  });

  it('a 401 (no session) is an ApiError the page turns into the sign-in', async () => {
    const { api } = recordingApi(401, problem(401, 'UNAUTHORIZED'));
    await expect(api.listTrips()).rejects.toMatchObject({ name: 'ApiError', status: 401 });
  });

  it('a guest sends the lookup\'s token in X-Booking-Access; an account sends none', async () => {
    const guest = recordingApi(200, tripDetailFixture());
    expect((await guest.api.getTrip(FIXTURE_TRIP_UUID, GUEST)).order.bookingNumber).toBe('48213759');
    expect(guest.sent[0]?.url.pathname).toBe(`/api/trips/${FIXTURE_TRIP_UUID}`);
    expect(guest.sent[0]?.headers.get(BOOKING_ACCESS_HEADER)).toBe(GUEST.token);

    const account = recordingApi(200, tripDetailFixture());
    await account.api.getTrip(FIXTURE_TRIP_UUID, { kind: 'account' });
    expect(account.sent[0]?.headers.has(BOOKING_ACCESS_HEADER)).toBe(false);
  });

  it('cancels with a POST and reads the outcome; a refusal carries its reason', async () => {
    const done = recordingApi(200, { status: 'REFUNDED', refundCents: 14_000, giftCardRefundCents: 5_000, providerRefundCents: 9_000, isProviderRefundDone: true });
    expect(await done.api.cancelTrip(FIXTURE_TRIP_UUID, GUEST)).toEqual({ status: 'REFUNDED', refundCents: 14_000, giftCardRefundCents: 5_000, providerRefundCents: 9_000, isProviderRefundDone: true });
    expect(done.sent[0]).toMatchObject({ method: 'POST', body: {} });
    expect(done.sent[0]?.url.pathname).toBe(`/api/trips/${FIXTURE_TRIP_UUID}/cancel`);
    expect(done.sent[0]?.headers.get(BOOKING_ACCESS_HEADER)).toBe(GUEST.token);

    const refused = recordingApi(409, problem(409, 'CONFLICT', { reason: 'NON_CANCELLABLE' }));
    const error = await refused.api.cancelTrip(FIXTURE_TRIP_UUID, GUEST).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem?.reason).toBe('NON_CANCELLABLE');
  });

  it('posts a change request as { kind, message } and reads the case', async () => {
    const { sent, api } = recordingApi(201, { caseId: 42, state: 'NEW' });
    expect(await api.requestChange(FIXTURE_TRIP_UUID, { kind: 'dates', message: 'Un week-end plus tard.' }, { kind: 'account' })).toEqual({ caseId: 42, state: 'NEW' });
    expect(sent[0]?.url.pathname).toBe(`/api/trips/${FIXTURE_TRIP_UUID}/change-request`);
    expect(sent[0]).toMatchObject({ method: 'POST', body: { kind: 'dates', message: 'Un week-end plus tard.' } });
  });

  it('links the invoice on the site\'s origin; a guest\'s link carries the token in ?access=', () => {
    expect(tripInvoiceHref(FIXTURE_TRIP_UUID, { kind: 'account' })).toBe(`/api/trips/${FIXTURE_TRIP_UUID}/invoice.pdf`);
    const guest = new URL(tripInvoiceHref(FIXTURE_TRIP_UUID, GUEST), 'https://site.test');
    expect(guest.pathname).toBe(`/api/trips/${FIXTURE_TRIP_UUID}/invoice.pdf`);
    expect(guest.searchParams.get('access')).toBe(GUEST.token);
  });

  it('links the credit note the same way, beside the invoice', () => {
    expect(tripCreditNoteHref(FIXTURE_TRIP_UUID, { kind: 'account' })).toBe(`/api/trips/${FIXTURE_TRIP_UUID}/credit-note.pdf`);
    const guest = new URL(tripCreditNoteHref(FIXTURE_TRIP_UUID, GUEST), 'https://site.test');
    expect(guest.pathname).toBe(`/api/trips/${FIXTURE_TRIP_UUID}/credit-note.pdf`);
    expect(guest.searchParams.get('access')).toBe(GUEST.token);
  });
});
