/**
 * The newsletter's signed tokens (HMAC-SHA256 with NEWSLETTER_LINK_SECRET, or a random secret of
 * this process), `<payload>.<signature>` in base64url:
 *
 * - confirm `c|<signupId>|<locale>|<nonce>|<expires epoch s>`: the confirmation link, 7 days, good
 *   only for the pending request that has this nonce;
 * - unsubscribe `u|<signupId>|<locale>`: the link in every newsletter e-mail, no expiry;
 * - subscribed `s|<signupId>`: the cookie the confirmation sets, which alone makes the modal's check
 *   answer "do not show".
 *
 * Each kind is a distinct prefix under one secret, so a token of one kind never passes for another.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LOCALES, type Locale } from '@escapade/domain/markets';

/** How long a confirmation link stays valid: 7 days. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 3_600_000;

/** The secret when none is configured: random, the same for the routes and the outbox worker of this process. */
const PROCESS_SECRET = randomBytes(32).toString('hex');

export function newsletterSecretOf(configured: string | undefined): string {
  return configured ?? PROCESS_SECRET;
}

export type NewsletterToken =
  | { kind: 'confirm'; signupId: number; locale: Locale; nonce: string; expires: number }
  | { kind: 'unsubscribe'; signupId: number; locale: Locale }
  | { kind: 'subscribed'; signupId: number };

function payloadOf(token: NewsletterToken): string {
  switch (token.kind) {
    case 'confirm':
      return `c|${token.signupId}|${token.locale}|${token.nonce}|${token.expires}`;
    case 'unsubscribe':
      return `u|${token.signupId}|${token.locale}`;
    case 'subscribed':
      return `s|${token.signupId}`;
  }
}

function signatureOf(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`newsletter.${payload}`).digest();
}

export function signNewsletterToken(secret: string, token: NewsletterToken): string {
  const payload = payloadOf(token);
  return `${Buffer.from(payload).toString('base64url')}.${signatureOf(secret, payload).toString('base64url')}`;
}

const isLocale = (value: string | undefined): value is Locale => (LOCALES as readonly string[]).includes(value ?? '');
const ID_PATTERN = /^[1-9]\d{0,15}$/;
const NONCE_PATTERN = /^[0-9a-f]{32}$/;
const EPOCH_PATTERN = /^\d{1,12}$/;

/** The token's parts, read without checking its signature: only to choose the home page of a refused link. */
function parsePayload(payload: string): NewsletterToken | undefined {
  const parts = payload.split('|');
  const [kind, id] = parts;
  if (!id || !ID_PATTERN.test(id)) return undefined;
  const signupId = Number(id);
  if (kind === 'c' && parts.length === 5) {
    const [, , locale, nonce, expires] = parts;
    if (!isLocale(locale) || !nonce || !NONCE_PATTERN.test(nonce) || !expires || !EPOCH_PATTERN.test(expires)) return undefined;
    return { kind: 'confirm', signupId, locale, nonce, expires: Number(expires) };
  }
  if (kind === 'u' && parts.length === 3) {
    const [, , locale] = parts;
    return isLocale(locale) ? { kind: 'unsubscribe', signupId, locale } : undefined;
  }
  if (kind === 's' && parts.length === 2) return { kind: 'subscribed', signupId };
  return undefined;
}

export type NewsletterTokenCheck =
  | { status: 'valid'; token: NewsletterToken }
  | { status: 'expired'; token: NewsletterToken }
  /** Not ours, edited or malformed; `locale` when its payload names one (only to pick a home page). */
  | { status: 'invalid'; locale?: Locale };

/** Checks a token's signature (constant time), then its expiry: an edited expiry reads as invalid. */
export function checkNewsletterToken(secret: string, value: string | undefined, now: Date): NewsletterTokenCheck {
  const [encodedPayload, encodedSignature, ...rest] = (value ?? '').split('.');
  if (!encodedPayload || !encodedSignature || rest.length > 0) return { status: 'invalid' };
  const payload = Buffer.from(encodedPayload, 'base64url').toString('utf8');
  const token = parsePayload(payload);
  if (!token) return { status: 'invalid' };
  const expected = signatureOf(secret, payload);
  const given = Buffer.from(encodedSignature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || encodedPayload !== Buffer.from(payload).toString('base64url')) {
    return token.kind === 'subscribed' ? { status: 'invalid' } : { status: 'invalid', locale: token.locale };
  }
  if (token.kind === 'confirm' && now.getTime() >= token.expires * 1000) return { status: 'expired', token };
  return { status: 'valid', token };
}

/** A fresh nonce: a new pending request's confirmation links. */
export function newConfirmNonce(): string {
  return randomBytes(16).toString('hex');
}
