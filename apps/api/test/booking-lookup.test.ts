import { BOOKING_NOT_FOUND_DETAIL, bookingLookupResponseSchema } from '@escapade/contracts/booking-lookup';
import { createOrderResponseSchema, type CreateOrderResponse } from '@escapade/contracts/checkout';
import { problemSchema } from '@escapade/contracts/problem';
import { BOOKING_NUMBER_MAX, BOOKING_NUMBER_MIN } from '@escapade/domain/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';
import {
  amountToPayToday,
  BUYER,
  BUYER_EMAIL_DOMAIN,
  cleanUpOrders,
  findQuietStay,
  postOrder,
  SavedNights,
  stayOrder,
} from './orders-fixtures';

const BUYER_EMAIL = `camille.lookup@${BUYER_EMAIL_DOMAIN}`;

let app: App;
const nights = new SavedNights();
let order: CreateOrderResponse['order'];

beforeAll(async () => {
  app = await buildTestApp({ config: { rateLimitWritePerMinute: 1000 } });
  const stay = await findQuietStay(app.db, 1);
  await nights.save(app.db, stay);
  const amount = await amountToPayToday(app, stay);
  const response = await postOrder(app, stayOrder(stay, amount, { buyer: { ...BUYER, email: BUYER_EMAIL } }));
  expect(response.statusCode, response.body).toBe(201);
  order = createOrderResponseSchema.parse(response.json()).order;
});
afterAll(async () => {
  try {
    await cleanUpOrders(app.db);
    await nights.restore(app.db);
  } finally {
    await app.close();
  }
});

function lookUp(payload: unknown, target: App = app) {
  return target.inject({ method: 'POST', url: '/api/purchase/booking-lookup', payload: payload as Record<string, unknown> });
}

/** A well-formed booking number that no order has. */
async function unusedBookingNumber(from: string): Promise<string> {
  const span = BOOKING_NUMBER_MAX - BOOKING_NUMBER_MIN + 1;
  for (let step = 1; ; step += 1) {
    const candidate = String(((Number(from) - BOOKING_NUMBER_MIN + step * 7919) % span) + BOOKING_NUMBER_MIN);
    const row = await app.db.selectFrom('customer_order').select('id').where('booking_number', '=', candidate).executeTakeFirst();
    if (!row) return candidate;
  }
}

describe('POST /api/purchase/booking-lookup', () => {
  it("answers the order's UUID for its booking number and the buyer's e-mail, in any letter case and with spaces around", async () => {
    const exact = await lookUp({ bookingNumber: order.bookingNumber, email: BUYER_EMAIL });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(bookingLookupResponseSchema.parse(exact.json())).toEqual({ orderUUID: order.orderUUID, accessToken: expect.stringMatching(/^\d{13}\.[A-Za-z0-9_-]{43}$/), expiresAt: expect.any(String) });

    const shouted = await lookUp({ bookingNumber: ` ${order.bookingNumber} `, email: `  ${BUYER_EMAIL.toUpperCase()} ` });
    expect(shouted.statusCode, shouted.body).toBe(200);
    expect(shouted.json()).toMatchObject({ orderUUID: order.orderUUID });

    // The UUID opens the confirmation page's order.
    const read = await app.inject({ method: 'GET', url: `/api/purchase/orders/${order.orderUUID}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ bookingNumber: order.bookingNumber });
  });

  it('answers one and the same 404 for another e-mail address and for a number no order has: it never says which was wrong', async () => {
    const wrongEmail = await lookUp({ bookingNumber: order.bookingNumber, email: `someone.else@${BUYER_EMAIL_DOMAIN}` });
    const unknownNumber = await lookUp({ bookingNumber: await unusedBookingNumber(order.bookingNumber), email: BUYER_EMAIL });
    for (const response of [wrongEmail, unknownNumber]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(problemSchema.parse(response.json())).toMatchObject({ status: 404, code: 'NOT_FOUND', detail: BOOKING_NOT_FOUND_DETAIL });
      expect(response.body).not.toContain(order.orderUUID);
    }
    expect(wrongEmail.json()).toEqual(unknownNumber.json());
    // A number that differs from the order's by a leading zero names no order either.
    const padded = await lookUp({ bookingNumber: `0${order.bookingNumber.slice(1)}`, email: BUYER_EMAIL });
    expect(padded.statusCode).toBe(404);
  });

  describe('400 naming the field', () => {
    it.each([
      ['1234567', 'Booking number is composed of 8 digits'],
      ['123456789', 'Booking number is composed of 8 digits'],
      ['1234567a', 'Booking number is composed of 8 digits'],
      ['   ', 'Mandatory field'],
      [undefined, 'Mandatory field'],
    ])('bookingNumber %j: %s', async (bookingNumber, message) => {
      const response = await lookUp({ bookingNumber, email: BUYER_EMAIL });
      expect(response.statusCode).toBe(400);
      expect(problemSchema.parse(response.json())).toMatchObject({ field: 'bookingNumber', errors: [{ field: 'bookingNumber', message }] });
    });

    it.each([
      ['camille@', 'Email seems incorrect'],
      ['', 'Mandatory field'],
    ])('email %j: %s', async (email, message) => {
      const response = await lookUp({ bookingNumber: order.bookingNumber, email });
      expect(response.statusCode).toBe(400);
      expect(problemSchema.parse(response.json())).toMatchObject({ field: 'email', errors: [{ field: 'email', message }] });
    });

    it('an unknown field is refused, not ignored', async () => {
      const response = await lookUp({ bookingNumber: order.bookingNumber, email: BUYER_EMAIL, orderUUID: order.orderUUID });
      expect(response.statusCode).toBe(400);
      expect(problemSchema.parse(response.json())).toMatchObject({ field: 'orderUUID', errors: [{ field: 'orderUUID', message: 'Unknown field' }] });
    });
  });

  it('counts against the write rate limit: past the per-minute budget, 429 even for the right pair', async () => {
    const limited = await buildTestApp({ config: { rateLimitWritePerMinute: 2 } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 2; attempt += 1) {
        statuses.push((await lookUp({ bookingNumber: await unusedBookingNumber(order.bookingNumber), email: BUYER_EMAIL }, limited)).statusCode);
      }
      const third = await lookUp({ bookingNumber: order.bookingNumber, email: BUYER_EMAIL }, limited);
      expect(statuses).toEqual([404, 404]);
      expect(third.statusCode).toBe(429);
      expect(problemSchema.parse(third.json())).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});
