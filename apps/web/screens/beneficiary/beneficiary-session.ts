/**
 * The beneficiary's session: the token the login answers, kept in the tab's session storage (the
 * browser forgets it with the tab) until it expires, the voucher is used or another code is typed.
 */
import { parseStoredValue } from '@escapade/domain/stored-json';
import * as z from 'zod/mini';
import { readStored, removeStored, writeStored } from '../../lib/browser-storage';

export const BENEFICIARY_SESSION_KEY = 'beneficiary.session';

export interface BeneficiarySession {
  token: string;
  /** ISO instant. */
  expiresAt: string;
}

const storedSessionSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(4000)), expiresAt: z.string().check(z.maxLength(64)) });

/**
 * What the page finds: a usable session, one that has expired (the login says so), or none (the
 * visitor came straight to the gift page).
 */
export type SessionLookup = { kind: 'active'; session: BeneficiarySession } | { kind: 'expired' } | { kind: 'none' };

export function isSessionExpired(session: BeneficiarySession, now: number = Date.now()): boolean {
  const end = Date.parse(session.expiresAt);
  return !Number.isFinite(end) || end <= now;
}

export function readBeneficiarySession(storage: Pick<Storage, 'getItem'> | undefined, now: number = Date.now()): SessionLookup {
  const session = parseStoredValue(readStored(storage, BENEFICIARY_SESSION_KEY), storedSessionSchema);
  if (!session) return { kind: 'none' };
  return isSessionExpired(session, now) ? { kind: 'expired' } : { kind: 'active', session };
}

export function writeBeneficiarySession(storage: Pick<Storage, 'setItem'> | undefined, session: BeneficiarySession): void {
  writeStored(storage, BENEFICIARY_SESSION_KEY, { token: session.token, expiresAt: session.expiresAt });
}

export function clearBeneficiarySession(storage: Pick<Storage, 'removeItem'> | undefined): void {
  removeStored(storage, BENEFICIARY_SESSION_KEY);
}

/** Why the gift page sent the visitor back to the login (`?session=…`), for the message it shows. */
export type LoginReason = 'expired' | 'none';
const LOGIN_REASONS: readonly LoginReason[] = ['expired', 'none'];
export const LOGIN_REASON_PARAM = 'session';

/** The login page's path with the reason it is shown again. */
export function loginHrefFor(loginPath: string, reason: LoginReason): string {
  return `${loginPath}?${new URLSearchParams({ [LOGIN_REASON_PARAM]: reason })}`;
}

export function loginReasonOf(search: string): LoginReason | undefined {
  const value = new URLSearchParams(search).get(LOGIN_REASON_PARAM);
  return (LOGIN_REASONS as readonly (string | null)[]).includes(value) ? (value as LoginReason) : undefined;
}
