/**
 * The signed, expiring link to a voucher's PDF (the confirmation page's "download again"):
 * `/api/vouchers/{voucherId}/pdf?expires={epoch seconds}&signature={hex HMAC-SHA256 of "id.expires"}`.
 * Whoever holds the link may download the voucher until it expires; nobody can make one for
 * another voucher or a later expiry without the secret (VOUCHER_LINK_SECRET).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors/app-error';
import type { VoucherLinkSigner } from '../orders/order-view';

/** How long a link stays valid: 7 days. */
export const VOUCHER_LINK_TTL_MS = 7 * 24 * 3_600_000;
export const VOUCHER_LINK_SECRET_MIN_LENGTH = 32;

/** The secret when none is configured: random per process (its links stop working after a restart). */
export function randomVoucherLinkSecret(): string {
  return randomBytes(32).toString('hex');
}

/** The path of a voucher's PDF, under the API's prefix. */
export function voucherPdfPath(voucherId: string): string {
  return `/api/vouchers/${encodeURIComponent(voucherId)}/pdf`;
}

function signatureOf(secret: string, voucherId: string, expires: number): string {
  return createHmac('sha256', secret).update(`${voucherId}.${expires}`).digest('hex');
}

/** Signs links that expire `ttlMs` after `now` (site-relative URLs). */
export function voucherLinkSigner(secret: string, now: Date, ttlMs: number = VOUCHER_LINK_TTL_MS): VoucherLinkSigner {
  const expires = Math.floor((now.getTime() + ttlMs) / 1000);
  return (voucherId) => `${voucherPdfPath(voucherId)}?expires=${expires}&signature=${signatureOf(secret, voucherId, expires)}`;
}

export interface VoucherLinkParts {
  voucherId: string;
  /** Epoch seconds. */
  expires: number;
  /** Hex. */
  signature: string;
}

export type VoucherLinkCheck = 'valid' | 'expired' | 'invalid';

/**
 * Whether a link is ours and still valid. The signature is checked first (in constant time), so an
 * edited expiry reads as invalid, not expired.
 */
export function checkVoucherLink(secret: string, link: VoucherLinkParts, now: Date): VoucherLinkCheck {
  const expected = Buffer.from(signatureOf(secret, link.voucherId, link.expires), 'hex');
  const given = Buffer.from(link.signature, 'hex');
  // A hex string of odd length or with other characters decodes short: refused by its length.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return now.getTime() >= link.expires * 1000 ? 'expired' : 'valid';
}

/** Throws the problem a refused link answers: 404 when it is not ours (as if absent), 410 when it expired. */
export function assertVoucherLink(secret: string, link: VoucherLinkParts, now: Date): void {
  const check = checkVoucherLink(secret, link, now);
  if (check === 'invalid') throw new AppError('NOT_FOUND', 'This download link is not valid.');
  if (check === 'expired') {
    throw new AppError('GONE', 'This download link has expired: open your order again for a new one.');
  }
}
