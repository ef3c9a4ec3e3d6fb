import { describe, expect, it } from 'vitest';
import { simplifiedHeaderBack } from './simplified-header-back';

const base = { search: '', productPathTemplate: '/fr-fr/sejour/__ID__', hotelPathTemplate: '/fr-fr/hotel/__ID__', homeHref: '/fr-fr/', cameFromThisSite: false };

describe("simplified header's Back: to the hotel or product page keeping checkin, checkout, a, b, c, giftNights, giftFormat, or to home, or history back", () => {
  it('goes to the product page keeping checkin, checkout (from the nights), a, b, c', () => {
    expect(simplifiedHeaderBack({ ...base, hash: '#id=12&offerId=40&a=3&c=1&b=0&checkin=2026-12-05&night=2&activityDates=7_2026-12-05' })).toEqual({
      kind: 'product',
      href: '/fr-fr/sejour/12#checkin=2026-12-05&checkout=2026-12-07&a=3&b=0&c=1',
    });
  });

  it('keeps giftNights and giftFormat, back in the gifting flow', () => {
    expect(simplifiedHeaderBack({ ...base, search: '?flow=gifting', hash: '#id=12&offerId=12&giftNights=2&giftFormat=physical' })).toEqual({
      kind: 'product',
      href: '/fr-fr/sejour/12?flow=gifting#giftNights=2&giftFormat=physical',
    });
  });

  it('goes to the hotel page when only a hotel is named', () => {
    expect(simplifiedHeaderBack({ ...base, hash: '#hotelId=5&checkin=2026-12-05&checkout=2026-12-06&a=2' })).toEqual({
      kind: 'hotel',
      href: '/fr-fr/hotel/5#checkin=2026-12-05&checkout=2026-12-06&a=2',
    });
  });

  it('otherwise goes back in history when the visitor came from this site, else home', () => {
    expect(simplifiedHeaderBack({ ...base, hash: '', cameFromThisSite: true })).toEqual({ kind: 'history' });
    expect(simplifiedHeaderBack({ ...base, hash: '#id=abc' })).toEqual({ kind: 'home', href: '/fr-fr/' });
  });
});

describe('the way back across the year', () => {
  it('counts the checkout from the checkin and nights', () => {
    const back = simplifiedHeaderBack({ ...base, hash: 'id=4&a=2&checkin=2026-12-30&night=3&giftNights=2&giftFormat=physical' });
    expect(back).toEqual({ kind: 'product', href: '/fr-fr/sejour/4#checkin=2026-12-30&checkout=2027-01-02&a=2&giftNights=2&giftFormat=physical' });
  });
});

describe('checkout-type paths after an in-app navigation', () => {
  it('reads the screen segment after an optional market or language prefix', async () => {
    const { pathHasScreenSegment: isCheckoutPath } = await import('./screen-path');
    expect(isCheckoutPath('/fr-fr/reservation', ['reservation', 'confirmation'])).toBe(true);
    expect(isCheckoutPath('/nl/boeking', ['boeking', 'confirmation'])).toBe(true);
    expect(isCheckoutPath('/confirmation/abc', ['reservation', 'confirmation'])).toBe(true);
    expect(isCheckoutPath('/fr-fr/', ['reservation', 'confirmation'])).toBe(false);
    expect(isCheckoutPath('/fr-fr/sejour/12', ['reservation', 'confirmation'])).toBe(false);
  });
});
