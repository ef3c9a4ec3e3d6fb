import type { Problem } from '@escapade/contracts/problem';
import { describe, expect, it } from 'vitest';
import { createCheckoutApi } from '../../lib/api/checkout';
import {
  bookingLookupErrorKey,
  bookingLookupResolver,
  checkBookingLookup,
  foundBookingHref,
  lookUpBooking,
  lookupFailureOf,
} from './booking-lookup-model';

const ORDER_UUID = '3f2c8a6e-1b4d-4e9a-8c7f-2d5e6f7a8b9c';

describe('booking lookup checks', () => {
  it("'Booking number is composed of 8 digits': 7, 9, letters are refused; 8 digits with spaces around pass", () => {
    for (const bookingNumber of ['1234567', '123456789', '1234567a', '1234 5678']) {
      expect(checkBookingLookup({ bookingNumber, email: 'camille@example.fr' }), bookingNumber).toEqual({
        bookingNumber: 'Booking number is composed of 8 digits',
      });
    }
    expect(checkBookingLookup({ bookingNumber: ' 48213977 ', email: 'camille@example.fr' })).toEqual({});
  });

  it("'Mandatory field' for an empty or blank field, 'Email seems incorrect' for an address that is not one", () => {
    expect(checkBookingLookup({ bookingNumber: '  ', email: '' })).toEqual({ bookingNumber: 'Mandatory field', email: 'Mandatory field' });
    expect(checkBookingLookup({ bookingNumber: '48213977', email: 'camille@' })).toEqual({ email: 'Email seems incorrect' });
    expect(checkBookingLookup({ bookingNumber: '48213977', email: 'camille.example.fr' })).toEqual({ email: 'Email seems incorrect' });
  });

  it('the resolver sends the trimmed values, or holds the errors back with their messages', async () => {
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    expect(await bookingLookupResolver({ bookingNumber: ' 48213977 ', email: ' Camille@Example.fr ' }, undefined, options)).toEqual({
      values: { bookingNumber: '48213977', email: 'Camille@Example.fr' },
      errors: {},
    });
    expect(await bookingLookupResolver({ bookingNumber: '4821', email: '' }, undefined, options)).toEqual({
      values: {},
      errors: {
        bookingNumber: { type: 'validate', message: 'Booking number is composed of 8 digits' },
        email: { type: 'validate', message: 'Mandatory field' },
      },
    });
  });

  it("each spec message has its catalog key; one the catalog does not know reads 'incorrect'", () => {
    expect(bookingLookupErrorKey('Mandatory field')).toBe('mandatory');
    expect(bookingLookupErrorKey('Booking number is composed of 8 digits')).toBe('bookingNumber');
    expect(bookingLookupErrorKey('Email seems incorrect')).toBe('emailIncorrect');
    expect(bookingLookupErrorKey('The field is limited to {{maxlength}} characters')).toBe('incorrect');
    expect(bookingLookupErrorKey(undefined)).toBeUndefined();
  });
});

function problem(status: number, errors?: Problem['errors']): Problem {
  return {
    type: 'urn:escapade:problem:x',
    title: 'x',
    status,
    detail: 'x',
    instance: '/api/purchase/booking-lookup',
    code: status === 404 ? 'NOT_FOUND' : status === 429 ? 'RATE_LIMITED' : 'VALIDATION_FAILED',
    ...(errors ? { field: errors[0]?.field, errors } : {}),
  };
}

describe('what an answer means for the page', () => {
  it('404: no booking with this number and e-mail; 429: too many attempts; no answer or a 5xx: failed', () => {
    expect(lookupFailureOf(404, problem(404))).toEqual({ kind: 'notFound' });
    expect(lookupFailureOf(429, problem(429))).toEqual({ kind: 'tooManyAttempts' });
    expect(lookupFailureOf(undefined, undefined)).toEqual({ kind: 'failed' });
    expect(lookupFailureOf(500, undefined)).toEqual({ kind: 'failed' });
  });

  it("a 400 puts the API's messages under the fields it names; a 400 naming no field of the form is a failure", () => {
    expect(lookupFailureOf(400, problem(400, [{ field: 'email', message: 'Email seems incorrect' }]))).toEqual({
      kind: 'fields',
      errors: [{ field: 'email', message: 'Email seems incorrect' }],
    });
    expect(lookupFailureOf(400, problem(400, [{ field: 'body', message: 'Not valid JSON' }]))).toEqual({ kind: 'failed' });
  });

  it('a found booking links to its confirmation page, without the payment return parameters', () => {
    expect(foundBookingHref('/fr-fr/confirmation', ORDER_UUID)).toBe(`/fr-fr/confirmation/${ORDER_UUID}`);
    expect(foundBookingHref('/confirmation/', ORDER_UUID)).toBe(`/confirmation/${ORDER_UUID}`);
  });
});

describe('lookUpBooking through the checkout client', () => {
  function answering(status: number, body: unknown, contentType = 'application/json') {
    const requests: Array<{ url: string; init: RequestInit | undefined }> = [];
    const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
      requests.push({ url: String(url), init });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });
    }) as typeof globalThis.fetch;
    return { requests, api: createCheckoutApi({ baseUrl: '/api', fetch }) };
  }

  it('POSTs the pair to /api/purchase/booking-lookup and answers the order found with the guest\'s access to it', async () => {
    const accessToken = '1893456000000.' + 'a'.repeat(43);
    const { requests, api } = answering(200, { orderUUID: ORDER_UUID, accessToken, expiresAt: '2030-01-01T00:00:00.000Z' });
    await expect(lookUpBooking(api, { bookingNumber: '48213977', email: 'camille@example.fr' })).resolves.toEqual({
      kind: 'found',
      orderUUID: ORDER_UUID,
      accessToken,
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/api/purchase/booking-lookup');
    expect(requests[0]!.init?.method).toBe('POST');
    expect(JSON.parse(String(requests[0]!.init?.body))).toEqual({ bookingNumber: '48213977', email: 'camille@example.fr' });
  });

  it('the API\'s 404 and 429 problems, a body that is no order UUID, and a dead API', async () => {
    const notFound = answering(404, problem(404), 'application/problem+json').api;
    await expect(lookUpBooking(notFound, { bookingNumber: '48213977', email: 'x@example.fr' })).resolves.toEqual({ kind: 'notFound' });
    const limited = answering(429, problem(429), 'application/problem+json').api;
    await expect(lookUpBooking(limited, { bookingNumber: '48213977', email: 'x@example.fr' })).resolves.toEqual({ kind: 'tooManyAttempts' });
    const odd = answering(200, { orderUUID: 'not-a-uuid' }).api;
    await expect(lookUpBooking(odd, { bookingNumber: '48213977', email: 'x@example.fr' })).resolves.toEqual({ kind: 'failed' });
    const dead = createCheckoutApi({
      baseUrl: '/api',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof globalThis.fetch,
    });
    await expect(lookUpBooking(dead, { bookingNumber: '48213977', email: 'x@example.fr' })).resolves.toEqual({ kind: 'failed' });
  });
});
