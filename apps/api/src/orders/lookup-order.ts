import { createHash, timingSafeEqual } from 'node:crypto';
import { BOOKING_NOT_FOUND_DETAIL, type BookingLookupRequest, type BookingLookupResponse } from '@escapade/contracts/booking-lookup';
import type { Db } from '@escapade/db';
import { AppError } from '../errors/app-error';

/** How an e-mail address is compared: trimmed, one Unicode form, letter case ignored. */
export function normalizedEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

function digestOf(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Stands in for the buyer's address when the number names no order, so both misses do the same work. */
const NO_ORDER_EMAIL_DIGEST = digestOf('\u0000no order');

export function bookingNotFound(): AppError {
  return new AppError('NOT_FOUND', BOOKING_NOT_FOUND_DETAIL);
}

/**
 * `POST /api/purchase/booking-lookup`: the order whose booking number is this one and whose buyer
 * gave this e-mail address (any letter case). A number that names no order and an address that
 * is not the order's get the same 404, after the same work (one indexed read, one constant-time
 * comparison of digests), so the answer never tells which booking numbers exist.
 */
export async function lookupOrder(db: Db, request: BookingLookupRequest): Promise<Pick<BookingLookupResponse, 'orderUUID'>> {
  const order = await db
    .selectFrom('customer_order')
    .select(['id', 'buyer'])
    .where('booking_number', '=', request.bookingNumber)
    .executeTakeFirst();
  const buyerEmail = order?.buyer.email;
  const expected = typeof buyerEmail === 'string' ? digestOf(normalizedEmail(buyerEmail)) : NO_ORDER_EMAIL_DIGEST;
  const matches = timingSafeEqual(digestOf(normalizedEmail(request.email)), expected);
  if (!order || !matches) throw bookingNotFound();
  return { orderUUID: order.id };
}
