import { describe, expect, it } from 'vitest';
import { parseBookingHash } from './booking-hash';

describe('booking summary hash', () => {
  it('reads id, offerId, party, checkin, night and activity dates', () => {
    expect(parseBookingHash('#id=12&offerId=12&a=3&c=1&b=0&checkin=2026-12-04&night=2&activityDates=5_2026-12-05,bad')).toEqual({
      id: 12,
      offerId: 12,
      party: { adults: 3, children: 1, babies: 0 },
      stay: { checkin: '2026-12-04', nights: 2 },
      activityDates: ['5_2026-12-05'],
    });
  });

  it('needs a product id', () => {
    expect(parseBookingHash('#offerId=3')).toBeUndefined();
  });

});
