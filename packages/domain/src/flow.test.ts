import { describe, expect, it } from 'vitest';
import type { SearchCriteria } from './criteria-hash';
import { flowFrom, searchScreenFor, switchFlow, toggleStaysGifts } from './flow';

const criteria: SearchCriteria = {
  a: 2, city: 10, lat: 45, lng: 5, checkin: '2024-05-04', checkout: '2024-05-06', night: 2, theme: 3, sort: 'distance',
};
const search = { page: '2', flow: 'booking', from: 'searchBar' };

describe('Flows: booking, gifting, activity, hotel', () => {
  it('reads a flow, booking by default', () => {
    expect(flowFrom('gifting')).toBe('gifting');
    expect(flowFrom('giftbox')).toBe('booking');
    expect(flowFrom(undefined)).toBe('booking');
  });

  it('"A top-level Stays / Gifts toggle switches between booking and gifting"', () => {
    expect(toggleStaysGifts('booking')).toBe('gifting');
    expect(toggleStaysGifts('gifting')).toBe('booking');
  });
});

describe('Search flow switching', () => {
  it('"moves the user to the stays search or the activity search and drops the page parameter"', () => {
    const result = switchFlow(criteria, search, 'booking', 'gifting');
    expect(result.search).toEqual({ flow: 'gifting', from: 'searchBar' });
    expect(result.screen).toBe('stays');
    expect(switchFlow(criteria, search, 'booking', 'activity').screen).toBe('activity');
    expect(searchScreenFor('hotel')).toBe('stays');
  });

  it('"In the gifting flow sort is kept only if it is priceQuality or distance"', () => {
    expect(switchFlow({ ...criteria, sort: 'distance' }, search, 'booking', 'gifting').criteria.sort).toBe('distance');
    expect(switchFlow({ ...criteria, sort: 'priceQuality' }, search, 'booking', 'gifting').criteria.sort).toBe('priceQuality');
    expect(switchFlow({ ...criteria, sort: 'promo' }, search, 'booking', 'gifting').criteria.sort).toBeUndefined();
    expect(switchFlow({ ...criteria, sort: 'priceAsc' }, search, 'booking', 'gifting').criteria.sort).toBeUndefined();
  });

  it('"The activity flow clears sort"', () => {
    expect(switchFlow(criteria, search, 'booking', 'activity').criteria.sort).toBeUndefined();
  });

  it('drops a sort the target flow does not offer (single-voucher sorts outside gifting)', () => {
    const gift: SearchCriteria = { ...criteria, sort: 'singleVoucherPriceAsc' };
    expect(switchFlow(gift, search, 'gifting', 'booking').criteria.sort).toBeUndefined();
    expect(switchFlow({ ...criteria, sort: 'promo' }, search, 'booking', 'hotel').criteria.sort).toBeUndefined();
    expect(switchFlow({ ...criteria, sort: 'popularity' }, search, 'booking', 'hotel').criteria.sort).toBe('popularity');
  });

  it('"entering it resets criteria"', () => {
    expect(switchFlow(criteria, search, 'booking', 'activity').criteria).toEqual({});
  });

  it('"Leaving the activity flow restores the default location and dates"', () => {
    const inActivity: SearchCriteria = { a: 1, region: 4, lat: 1, lng: 1, checkin: '2024-05-01', checkout: '2024-05-02', tags: [3] };
    expect(
      switchFlow(inActivity, { flow: 'activity' }, 'activity', 'booking', {
        location: { city: 10 },
        checkin: '2024-06-01',
        checkout: '2024-06-03',
      }).criteria,
    ).toEqual({ a: 1, tags: [3], city: 10, checkin: '2024-06-01', checkout: '2024-06-03' });
    expect(switchFlow(inActivity, { flow: 'activity' }, 'activity', 'gifting').criteria).toMatchObject({ a: 1, tags: [3] });
    expect(switchFlow(inActivity, { flow: 'activity' }, 'activity', 'gifting').criteria.region).toBeUndefined();
  });

  it('entering gifting sets giftAdults 2 and giftNights from the current nights', () => {
    expect(switchFlow(criteria, search, 'booking', 'gifting').criteria).toMatchObject({ giftAdults: 2, giftNights: 2 });
    expect(switchFlow({ ...criteria, night: 5 }, search, 'booking', 'gifting').criteria.giftNights).toBeUndefined();
  });

  it('keeps other criteria between booking and gifting', () => {
    expect(switchFlow(criteria, search, 'booking', 'gifting').criteria).toMatchObject({ city: 10, theme: 3, checkin: '2024-05-04' });
  });
});
