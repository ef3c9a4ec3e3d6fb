import { describe, expect, it } from 'vitest';
import { checkNewsletterToken, newConfirmNonce, signNewsletterToken } from './newsletter-token';

const SECRET = 'a-newsletter-secret-of-at-least-32-chars';
const NOW = new Date('2025-06-01T10:00:00Z');
const nonce = newConfirmNonce();
const confirm = { kind: 'confirm', signupId: 42, locale: 'nl_BE', nonce, expires: NOW.getTime() / 1000 + 60 } as const;

describe('newsletter tokens', () => {
  it('reads back what it signed, for each kind', () => {
    for (const token of [confirm, { kind: 'unsubscribe', signupId: 7, locale: 'it_IT' } as const, { kind: 'subscribed', signupId: 9 } as const]) {
      expect(checkNewsletterToken(SECRET, signNewsletterToken(SECRET, token), NOW)).toEqual({ status: 'valid', token });
    }
  });

  it('expires a confirmation at its time, and only after checking the signature', () => {
    const signed = signNewsletterToken(SECRET, confirm);
    expect(checkNewsletterToken(SECRET, signed, new Date(NOW.getTime() + 60_000)).status).toBe('expired');
    const [, signature] = signed.split('.');
    const later = Buffer.from(`c|42|nl_BE|${nonce}|${confirm.expires + 3600}`).toString('base64url');
    expect(checkNewsletterToken(SECRET, `${later}.${signature}`, NOW)).toEqual({ status: 'invalid', locale: 'nl_BE' });
  });

  it('refuses another secret, another kind, and malformed values', () => {
    expect(checkNewsletterToken('another-secret-of-at-least-32-characters', signNewsletterToken(SECRET, confirm), NOW).status).toBe('invalid');
    const subscribed = signNewsletterToken(SECRET, { kind: 'subscribed', signupId: 42 });
    const [payload] = subscribed.split('.');
    const [, confirmSignature] = signNewsletterToken(SECRET, confirm).split('.');
    expect(checkNewsletterToken(SECRET, `${payload}.${confirmSignature}`, NOW).status).toBe('invalid');
    for (const value of [undefined, '', '.', 'abc', 'a.b.c', `${payload}.`, `${payload}!.${confirmSignature}`]) {
      expect(checkNewsletterToken(SECRET, value, NOW).status, String(value)).toBe('invalid');
    }
  });
});
