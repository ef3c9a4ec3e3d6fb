import { describe, expect, it } from 'vitest';
import { bookHref, parseHotelHash, serializeHotelHash, withoutDates } from './hotel-hash';

const TODAY = '2026-05-10';

describe('parseHotelHash', () => {
  it('"a (default 2), c (default 0), b (default 0)"', () => {
    expect(parseHotelHash('', TODAY)).toEqual({ party: { adults: 2, children: 0, babies: 0 } });
    expect(parseHotelHash('#a=3&c=1&b=2', TODAY).party).toEqual({ adults: 3, children: 1, babies: 2 });
  });

  it('reads checkin and checkout, and a search card link (with night)', () => {
    expect(parseHotelHash('#checkin=2026-05-15&checkout=2026-05-17&night=2&a=2', TODAY)).toMatchObject({ checkin: '2026-05-15', checkout: '2026-05-17' });
  });

  it("reads the anchor 'products', as a key or bare", () => {
    expect(parseHotelHash('#anchor=products', TODAY).anchor).toBe('products');
    expect(parseHotelHash('#products', TODAY).anchor).toBe('products');
    expect(parseHotelHash('#a=2', TODAY).anchor).toBeUndefined();
  });

  it('drops dates in the past and out-of-range pax ("out-of-range ignored")', () => {
    expect(parseHotelHash('#checkin=2026-05-01&checkout=2026-05-03&a=25', TODAY)).toEqual({ party: { adults: 2, children: 0, babies: 0 } });
  });

  it('drops a checkout that is not after the checkin ("Check-out must be after check-in")', () => {
    expect(parseHotelHash('#checkin=2026-05-15&checkout=2026-05-15', TODAY)).toEqual({ checkin: '2026-05-15', party: { adults: 2, children: 0, babies: 0 } });
  });
});

describe('serializeHotelHash', () => {
  it('writes dates, nights and a, c, b, and reads back', () => {
    const criteria = { checkin: '2026-05-15', checkout: '2026-05-18', party: { adults: 3, children: 1, babies: 0 }, anchor: 'products' };
    const hash = serializeHotelHash(criteria);
    expect(hash).toBe('a=3&c=1&b=0&checkin=2026-05-15&checkout=2026-05-18&night=3');
    expect(parseHotelHash(hash, TODAY)).toEqual({ checkin: '2026-05-15', checkout: '2026-05-18', party: { adults: 3, children: 1, babies: 0 } });
  });

  it("'See all offers' clears the dates and keeps the party", () => {
    expect(serializeHotelHash(withoutDates({ checkin: '2026-05-15', checkout: '2026-05-18', party: { adults: 1, children: 0, babies: 0 } }))).toBe('a=1&c=0&b=0');
  });
});

describe('bookHref', () => {
  it('goes to the product page in the booking flow with the criteria in the hash', () => {
    const href = bookHref('/fr-fr/sejour/12', { checkin: '2026-05-15', checkout: '2026-05-17', party: { adults: 2, children: 1, babies: 0 } });
    expect(href).toBe('/fr-fr/sejour/12?flow=booking#a=2&c=1&b=0&checkin=2026-05-15&checkout=2026-05-17');
  });
});
