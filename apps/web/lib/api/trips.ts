import type { cancellationResultSchema, changeRequestResponseSchema, TripDetail, TripsResponse } from '@escapade/contracts/account';
import type { z } from 'zod';
import { type ApiClientOptions, createApiTransport } from '../api-transport';
import { contracts } from './lazy-contract';

export type CancellationResult = z.output<typeof cancellationResultSchema>;
export type ChangeRequestResponse = z.output<typeof changeRequestResponseSchema>;
export type ChangeRequestKind = 'dates' | 'party' | 'other';

/**
 * The header a guest's trip calls carry: the booking lookup's access token. The contract's
 * `BOOKING_ACCESS_HEADER`, spelled here because the contract module builds zod schemas and this
 * client is in the pages' first scripts (decision 0018); trips.test.ts checks they are the same.
 */
export const BOOKING_ACCESS_HEADER = 'x-booking-access';

/** The query parameter that carries a guest's token on the invoice link (a link cannot send a header). */
export const INVOICE_ACCESS_PARAM = 'access';

/**
 * Who opens a trip: the signed-in account (its session cookie), or a guest with the booking
 * lookup's access token, valid one hour for that order alone.
 */
export type TripAccess = { kind: 'account' } | { kind: 'guest'; token: string };

const accessHeaders = (access: TripAccess): Record<string, string> | undefined => (access.kind === 'guest' ? { [BOOKING_ACCESS_HEADER]: access.token } : undefined);

const tripPath = (orderUUID: string) => `/trips/${encodeURIComponent(orderUUID)}`;

/** A trip's document in the browser (the same origin, proxied to the API): a guest's address carries the token in `?access=`, which the API accepts on these downloads alone (a link cannot send a header). */
function tripDocumentHref(orderUUID: string, access: TripAccess, file: 'invoice.pdf' | 'credit-note.pdf'): string {
  const path = `/api${tripPath(orderUUID)}/${file}`;
  return access.kind === 'guest' ? `${path}?${new URLSearchParams({ [INVOICE_ACCESS_PARAM]: access.token })}` : path;
}

export function tripInvoiceHref(orderUUID: string, access: TripAccess): string {
  return tripDocumentHref(orderUUID, access, 'invoice.pdf');
}

/** The credit note of a cancelled order's refund, beside its invoice. */
export function tripCreditNoteHref(orderUUID: string, access: TripAccess): string {
  return tripDocumentHref(orderUUID, access, 'credit-note.pdf');
}

/**
 * A customer's trips (contract: contracts/account.ts). `listTrips` needs a session (401 without
 * one); a trip's calls open to the account it belongs to or to the guest's token, and answer 404
 * to anyone else (an expired token too). A refused cancellation is a 409 whose problem names its
 * `reason` (NON_CANCELLABLE, DEADLINE_PASSED, NOT_CANCELLABLE_ORDER, NOT_CONFIRMED).
 */
export function createTripsApi(options: ApiClientOptions) {
  const call = createApiTransport({ timeoutMs: 15_000, ...options });
  const schemas = contracts.account;

  return {
    /** Upcoming and past trips, gifts bought and vouchers received of the signed-in customer. */
    listTrips(signal?: AbortSignal): Promise<TripsResponse> {
      return call('/account/trips', schemas().then((c) => c.tripsResponseSchema), { signal });
    },

    /** The trip's detail: the order, what cancelling would give today, its documents and change requests. */
    getTrip(orderUUID: string, access: TripAccess, signal?: AbortSignal): Promise<TripDetail> {
      const headers = accessHeaders(access);
      return call(tripPath(orderUUID), schemas().then((c) => c.tripDetailSchema), { signal, ...(headers ? { headers } : {}) });
    },

    /** Cancels the trip as its policy allows: what was refunded, and where to. */
    cancelTrip(orderUUID: string, access: TripAccess, signal?: AbortSignal): Promise<CancellationResult> {
      const headers = accessHeaders(access);
      return call(`${tripPath(orderUUID)}/cancel`, schemas().then((c) => c.cancellationResultSchema), { body: {}, signal, ...(headers ? { headers } : {}) });
    },

    /** Asks customer care for a change (dates, party, other): a request they answer, never a change made at once. */
    requestChange(orderUUID: string, request: { kind: ChangeRequestKind; message: string }, access: TripAccess, signal?: AbortSignal): Promise<ChangeRequestResponse> {
      const headers = accessHeaders(access);
      return call(`${tripPath(orderUUID)}/change-request`, schemas().then((c) => c.changeRequestResponseSchema), { body: request, signal, ...(headers ? { headers } : {}) });
    },
  };
}

export type TripsApi = ReturnType<typeof createTripsApi>;

/** The browser's trip calls: same origin, proxied to the API, with the session cookie when there is one. */
export const browserTripsApi: TripsApi = createTripsApi({
  baseUrl: '/api',
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
});
