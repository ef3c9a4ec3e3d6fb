/**
 * The beneficiary's session: a token that names the voucher and when it ends, signed with
 * HMAC-SHA256 so it cannot be forged or extended: `{voucherId}.{expiresEpochSeconds}.{signature}`
 * (the signature, base64url, is over `{voucherId}.{expiresEpochSeconds}`). Nothing is stored on the
 * server: the voucher's own state decides what the session may still do.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A session lasts two hours from the login. */
export const BENEFICIARY_SESSION_HOURS = 2;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EPOCH_SECONDS = /^[1-9]\d{0,11}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

export interface BeneficiarySession {
  token: string;
  expiresAt: Date;
}

/** The configured secret, or a random one for this process (tokens then end with the process). */
export function sessionSecretOf(configured: string | undefined): Buffer {
  return configured === undefined ? randomBytes(32) : Buffer.from(configured, 'utf8');
}

function signatureOf(secret: Buffer, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** A new session for the voucher, ending BENEFICIARY_SESSION_HOURS after `now`. */
export function signBeneficiarySession(secret: Buffer, voucherId: string, now: Date): BeneficiarySession {
  const expires = Math.floor(now.getTime() / 1000) + BENEFICIARY_SESSION_HOURS * 3600;
  const payload = `${voucherId}.${expires}`;
  return { token: `${payload}.${signatureOf(secret, payload).toString('base64url')}`, expiresAt: new Date(expires * 1000) };
}

/** The voucher id of a token that this secret signed and that has not ended; undefined otherwise. */
export function verifyBeneficiarySession(secret: Buffer, token: string, now: Date): string | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [voucherId, expires, signature] = parts as [string, string, string];
  if (!UUID.test(voucherId) || !EPOCH_SECONDS.test(expires) || !SIGNATURE.test(signature)) return undefined;
  // Compared as text: decoding would accept the other spellings of the last symbol's unused bits.
  const expected = Buffer.from(signatureOf(secret, `${voucherId}.${expires}`).toString('base64url'));
  if (!timingSafeEqual(Buffer.from(signature), expected)) return undefined;
  return Number(expires) * 1000 > now.getTime() ? voucherId : undefined;
}

/** The token of an `Authorization: Bearer …` header, if there is one. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match?.[1];
}
