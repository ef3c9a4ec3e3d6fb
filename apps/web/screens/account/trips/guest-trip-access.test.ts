import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../lib/test-storage';
import { clearGuestTripAccess, GUEST_TRIP_ACCESS_KEY, readGuestTripAccess, writeGuestTripAccess } from './guest-trip-access';

const NOW = new Date('2030-03-02T10:00:00.000Z');
const access = { orderUUID: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', accessToken: '1901786400000.' + 'A'.repeat(43), expiresAt: '2030-03-02T11:00:00.000Z' };

describe('the guest\'s access kept for the tab', () => {
  it('keeps the lookup\'s access and reads it back while it is valid', () => {
    const storage = memoryStorage();
    writeGuestTripAccess(storage, access);
    expect(JSON.parse(storage.values.get(GUEST_TRIP_ACCESS_KEY)!)).toEqual(access);
    expect(readGuestTripAccess(storage, NOW)).toEqual(access);
    expect(readGuestTripAccess(storage, new Date('2030-03-02T10:59:59.000Z'))).toEqual(access);
  });

  it('an access whose hour is over counts as none', () => {
    const storage = memoryStorage();
    writeGuestTripAccess(storage, access);
    expect(readGuestTripAccess(storage, new Date('2030-03-02T11:00:00.000Z'))).toBeUndefined();
  });

  it('one at a time: a new lookup replaces it; forgetting it removes it', () => {
    const storage = memoryStorage();
    writeGuestTripAccess(storage, access);
    const other = { ...access, orderUUID: '11111111-2222-4333-8444-555555555555' };
    writeGuestTripAccess(storage, other);
    expect(readGuestTripAccess(storage, NOW)?.orderUUID).toBe(other.orderUUID);
    clearGuestTripAccess(storage);
    expect(storage.values.has(GUEST_TRIP_ACCESS_KEY)).toBe(false);
    expect(readGuestTripAccess(storage, NOW)).toBeUndefined();
  });

  it('text that is not an access, a date that is none, and a storage that throws read as nothing', () => {
    expect(readGuestTripAccess(memoryStorage({ [GUEST_TRIP_ACCESS_KEY]: '{not json' }), NOW)).toBeUndefined();
    expect(readGuestTripAccess(memoryStorage({ [GUEST_TRIP_ACCESS_KEY]: JSON.stringify({ orderUUID: 'x' }) }), NOW)).toBeUndefined();
    expect(readGuestTripAccess(memoryStorage({ [GUEST_TRIP_ACCESS_KEY]: JSON.stringify({ ...access, expiresAt: 'soon' }) }), NOW)).toBeUndefined();
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readGuestTripAccess(throwing, NOW)).toBeUndefined();
    expect(() => writeGuestTripAccess(throwing, access)).not.toThrow();
    expect(readGuestTripAccess(undefined, NOW)).toBeUndefined();
  });
});
