import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/test-storage';
import {
  BENEFICIARY_SESSION_KEY,
  clearBeneficiarySession,
  loginHrefFor,
  loginReasonOf,
  readBeneficiarySession,
  writeBeneficiarySession,
} from './beneficiary-session';

const NOW = Date.parse('2030-01-01T10:00:00Z');

describe('beneficiary session (tab storage)', () => {
  it('keeps the token until it expires; an expired or unreadable one is not a session', () => {
    const storage = memoryStorage();
    expect(readBeneficiarySession(storage, NOW)).toEqual({ kind: 'none' });
    writeBeneficiarySession(storage, { token: 'tok', expiresAt: '2030-01-01T10:30:00.000Z' });
    expect(JSON.parse(storage.values.get(BENEFICIARY_SESSION_KEY) ?? '')).toEqual({ token: 'tok', expiresAt: '2030-01-01T10:30:00.000Z' });
    expect(readBeneficiarySession(storage, NOW)).toEqual({ kind: 'active', session: { token: 'tok', expiresAt: '2030-01-01T10:30:00.000Z' } });
    expect(readBeneficiarySession(storage, Date.parse('2030-01-01T10:30:00Z'))).toEqual({ kind: 'expired' });

    storage.values.set(BENEFICIARY_SESSION_KEY, '{"token":"tok","expiresAt":"soon"}');
    expect(readBeneficiarySession(storage, NOW)).toEqual({ kind: 'expired' });
    storage.values.set(BENEFICIARY_SESSION_KEY, 'not json');
    expect(readBeneficiarySession(storage, NOW)).toEqual({ kind: 'none' });
    storage.values.set(BENEFICIARY_SESSION_KEY, '{"token":""}');
    expect(readBeneficiarySession(storage, NOW)).toEqual({ kind: 'none' });

    clearBeneficiarySession(storage);
    expect(storage.values.has(BENEFICIARY_SESSION_KEY)).toBe(false);
    expect(readBeneficiarySession(undefined, NOW)).toEqual({ kind: 'none' });
  });

  it('sends the visitor back to the login with the reason, which the login reads', () => {
    expect(loginHrefFor('/fr-fr/beneficiary/login', 'expired')).toBe('/fr-fr/beneficiary/login?session=expired');
    expect(loginReasonOf('?session=expired')).toBe('expired');
    expect(loginReasonOf('?session=none')).toBe('none');
    expect(loginReasonOf('?session=other')).toBeUndefined();
    expect(loginReasonOf('')).toBeUndefined();
  });
});
