import { describe, expect, it } from 'vitest';
import {
  BENEFICIARY_SESSION_HOURS,
  bearerTokenOf,
  sessionSecretOf,
  signBeneficiarySession,
  verifyBeneficiarySession,
} from './beneficiary-session';

const secret = sessionSecretOf('a-secret-of-at-least-thirty-two-characters');
const voucherId = '0b9c6f5e-3d1a-4c8e-9f2b-7a6d5c4b3a21';
const now = new Date('2026-03-01T10:00:00Z');

describe('beneficiary session tokens', () => {
  it('opens the voucher it names for 2 hours, and not a second more', () => {
    const session = signBeneficiarySession(secret, voucherId, now);
    expect(BENEFICIARY_SESSION_HOURS).toBe(2);
    expect(session.expiresAt.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(session.token.startsWith(`${voucherId}.`)).toBe(true);
    expect(verifyBeneficiarySession(secret, session.token, now)).toBe(voucherId);
    expect(verifyBeneficiarySession(secret, session.token, new Date('2026-03-01T11:59:59Z'))).toBe(voucherId);
    expect(verifyBeneficiarySession(secret, session.token, new Date('2026-03-01T12:00:00Z'))).toBeUndefined();
  });

  it('refuses a token signed with another secret, another voucher id or a later end', () => {
    const { token } = signBeneficiarySession(secret, voucherId, now);
    const [id, expires, signature] = token.split('.') as [string, string, string];
    expect(verifyBeneficiarySession(sessionSecretOf('another-secret-of-thirty-two-characters!'), token, now)).toBeUndefined();
    expect(verifyBeneficiarySession(secret, `${id.replace(/^0/, '1')}.${expires}.${signature}`, now)).toBeUndefined();
    expect(verifyBeneficiarySession(secret, `${id}.${Number(expires) + 3600}.${signature}`, now)).toBeUndefined();
    const flipped = (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1);
    expect(verifyBeneficiarySession(secret, `${id}.${expires}.${flipped}`, now)).toBeUndefined();
    // The last symbol carries 4 bits and 2 unused ones: another spelling of the same bytes is refused too.
    const last = 'AEIMQUYcgkosw048'.indexOf(signature.at(-1) as string);
    const respelled = signature.slice(0, -1) + 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[last * 4 + 1];
    expect(Buffer.from(respelled, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
    expect(verifyBeneficiarySession(secret, `${id}.${expires}.${respelled}`, now)).toBeUndefined();
  });

  it('refuses malformed tokens without throwing', () => {
    for (const token of ['', 'x', 'a.b.c', `${voucherId}.1`, `${voucherId}.abc.def`, `${voucherId}.1.2.3`, '...']) {
      expect(verifyBeneficiarySession(secret, token, now)).toBeUndefined();
    }
  });

  it('draws a random secret per process when none is configured', () => {
    const first = sessionSecretOf(undefined);
    const second = sessionSecretOf(undefined);
    expect(first.length).toBe(32);
    expect(first.equals(second)).toBe(false);
    expect(verifyBeneficiarySession(second, signBeneficiarySession(first, voucherId, now).token, now)).toBeUndefined();
  });

  it('reads the token of a Bearer header only', () => {
    expect(bearerTokenOf('Bearer abc.def')).toBe('abc.def');
    expect(bearerTokenOf('bearer  abc')).toBe('abc');
    expect(bearerTokenOf('Basic abc')).toBeUndefined();
    expect(bearerTokenOf('Bearer ')).toBeUndefined();
    expect(bearerTokenOf('Bearer a b')).toBeUndefined();
    expect(bearerTokenOf(undefined)).toBeUndefined();
  });
});
