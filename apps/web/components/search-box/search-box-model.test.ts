import { FAMILY_THEME_ID } from '@escapade/domain/pax';
import { describe, expect, it } from 'vitest';
import {
  destinationLabelFor,
  fieldsFor,
  partyOf,
  searchGate,
  showsFamilyHint,
  withDates,
  withDestination,
  withFamilyTheme,
  withParty,
  withTheme,
  withoutDestination,
} from './search-box-model';

describe('fields per flow', () => {
  it('booking: destination, dates, theme, pax, Travel locally!', () => {
    expect(fieldsFor('booking')).toEqual({ dates: true, theme: true, pax: 'stay', travelLocally: true });
  });
  it('gifting ignores dates and assumes 2 adults (no pax selector)', () => {
    expect(fieldsFor('gifting')).toMatchObject({ dates: false, pax: null, theme: true });
  });
  it("activity: 'Participants', no dates, no theme", () => {
    expect(fieldsFor('activity')).toMatchObject({ dates: false, theme: false, pax: 'activity' });
  });
});

describe('pax in the hash', () => {
  it('default party 2/0/0 when the hash is empty', () => {
    expect(partyOf({}, 'booking')).toEqual({ adults: 2, children: 0, babies: 0 });
  });
  it('activity participants stay within 1–2 (an out-of-range a falls back to 2)', () => {
    expect(partyOf({ a: 1 }, 'activity').adults).toBe(1);
    expect(partyOf({ a: 5, c: 2 }, 'activity')).toEqual({ adults: 2, children: 0, babies: 0 });
  });
  it('single room s becomes true with any child or baby, and is dropped otherwise', () => {
    expect(withParty({ s: true }, { adults: 2, children: 0, babies: 0 })).toEqual({});
    expect(withParty({}, { adults: 3, children: 1, babies: 0 })).toEqual({ a: 3, c: 1, s: true });
    expect(withParty({}, { adults: 2, children: 0, babies: 1 })).toEqual({ b: 1, s: true });
  });
});

describe('dates in the hash', () => {
  it('writes checkin, checkout and the night count', () => {
    expect(withDates({ city: 1 }, { checkin: '2026-12-04', checkout: '2026-12-06' })).toEqual({ city: 1, checkin: '2026-12-04', checkout: '2026-12-06', night: 2 });
  });
  it('"Clear resets both dates and removes them from the hash"', () => {
    expect(withDates({ checkin: '2026-12-04', checkout: '2026-12-06', night: 2, a: 3 }, {})).toEqual({ a: 3 });
  });
});

describe('destination', () => {
  it('"Picking a suggestion clears the other location fields and sets the chosen category id"', () => {
    expect(withDestination({ region: 4, lat: 1, lng: 2, theme: 3 }, { category: 'city', id: 10000, latitude: 48.8, longitude: 2.3 })).toEqual({
      theme: 3,
      city: 10000,
      lat: 48.8,
      lng: 2.3,
    });
  });
  it('"Focusing the field clears the current location and filters"', () => {
    expect(withoutDestination({ city: 1, lat: 1, lng: 2, tags: [3], priceMax: 9000, stars: [4], theme: 2, a: 3 })).toEqual({ theme: 2, a: 3 });
  });
  it("labels the destination with the screen's label, else a matching last search", () => {
    const last = [{ id: 200, label: 'Paris, Île-de-France', category: 'department' }];
    expect(destinationLabelFor({ department: 200 }, 'Paris', last)).toBe('Paris');
    expect(destinationLabelFor({ department: 200 }, null, last)).toBe('Paris, Île-de-France');
    expect(destinationLabelFor({ city: 200 }, null, last)).toBeUndefined();
  });
});

describe('theme', () => {
  it("'all' removes the theme", () => {
    expect(withTheme({ theme: 3 }, undefined)).toEqual({});
    expect(withTheme({}, 3)).toEqual({ theme: 3 });
  });
});

describe('forced / suggested dates', () => {
  const base = { flow: 'booking' as const, criteria: {}, hasAskedForDates: false, hasChosenFlexibleDates: false };
  it("'forced dates': search is blocked without both checkin and checkout and the dates picker opens", () => {
    expect(searchGate({ ...base, variation: 'forced' })).toBe('openCalendar');
    expect(searchGate({ ...base, variation: 'forced', hasAskedForDates: true })).toBe('openCalendar');
    expect(searchGate({ ...base, variation: 'forced', criteria: { checkin: '2026-12-04' } })).toBe('openCalendar');
    expect(searchGate({ ...base, variation: 'forced', criteria: { checkin: '2026-12-04', checkout: '2026-12-05' } })).toBe('search');
  });
  it("'suggested': search is blocked once unless the user chose flexible dates", () => {
    expect(searchGate({ ...base, variation: 'suggested' })).toBe('openCalendar');
    expect(searchGate({ ...base, variation: 'suggested', hasAskedForDates: true })).toBe('search');
    expect(searchGate({ ...base, variation: 'suggested', hasChosenFlexibleDates: true })).toBe('search');
  });
  it('only the booking flow activates the variation', () => {
    expect(searchGate({ ...base, flow: 'gifting', variation: 'forced' })).toBe('search');
    expect(searchGate({ ...base, variation: undefined })).toBe('search');
  });
});

describe('family-composition hint', () => {
  it(`shows with children or babies when the theme is not ${FAMILY_THEME_ID}`, () => {
    expect(showsFamilyHint({ c: 1 }, 'booking')).toBe(true);
    expect(showsFamilyHint({ b: 1, theme: FAMILY_THEME_ID }, 'booking')).toBe(false);
    expect(showsFamilyHint({}, 'booking')).toBe(false);
    expect(showsFamilyHint({ c: 1 }, 'hotel')).toBe(false);
  });
  it('its action sets the family theme', () => {
    expect(withFamilyTheme({ c: 1, theme: 2 })).toEqual({ c: 1, theme: FAMILY_THEME_ID });
  });
});
