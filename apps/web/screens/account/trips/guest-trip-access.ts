/**
 * The booking lookup's access to one trip, kept for this tab only: sessionStorage (via
 * lib/browser-storage), never the URL, where it would reach the history, the logs and whoever the
 * address is shared with. It survives a reload or a way back to the lookup page, and ends with the
 * tab or when the API's hour is over.
 */
// zod/mini: the booking lookup page reads it as it starts (decision 0018).
import * as z from 'zod/mini';
import { parseStoredValue } from '@escapade/domain/stored-json';
import { readStored, removeStored, writeStored } from '../../../lib/browser-storage';

export const GUEST_TRIP_ACCESS_KEY = 'escapade.bookingAccess';

const guestTripAccessSchema = z.object({ orderUUID: z.string(), accessToken: z.string(), expiresAt: z.string() });
export type GuestTripAccess = z.infer<typeof guestTripAccessSchema>;

/** The kept access, while it is still valid at `now`; an expired or unreadable one counts as none. */
export function readGuestTripAccess(storage: Pick<Storage, 'getItem'> | undefined, now: Date): GuestTripAccess | undefined {
  const access = parseStoredValue(readStored(storage, GUEST_TRIP_ACCESS_KEY), guestTripAccessSchema);
  if (!access) return undefined;
  const expiresAt = Date.parse(access.expiresAt);
  return Number.isFinite(expiresAt) && expiresAt > now.getTime() ? access : undefined;
}

/** Keeps the access of the booking just found (one at a time: a new lookup replaces it). */
export function writeGuestTripAccess(storage: Pick<Storage, 'setItem'> | undefined, access: GuestTripAccess): void {
  writeStored(storage, GUEST_TRIP_ACCESS_KEY, { orderUUID: access.orderUUID, accessToken: access.accessToken, expiresAt: access.expiresAt });
}

/** Forgets it: the guest looks for another booking, or the API no longer accepts it. */
export function clearGuestTripAccess(storage: Pick<Storage, 'removeItem'> | undefined): void {
  removeStored(storage, GUEST_TRIP_ACCESS_KEY);
}
