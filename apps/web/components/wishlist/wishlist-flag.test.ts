import { MARKETS } from '@escapade/domain/markets';
import { describe, expect, it } from 'vitest';
import { parseFeatureFlags, readWebConfig } from '../../config';
import { headerWishlistVisibility, isWishlistButtonEnabled } from './wishlist-flag';

describe('FEATURE_FLAGS (web config)', () => {
  it('is off by default', () => {
    expect(readWebConfig({}).featureFlags).toEqual({ wishlist: false });
    expect(parseFeatureFlags('')).toEqual({ wishlist: false });
  });

  it('turns the wishlist flag on with FEATURE_FLAGS=wishlist (comma list, spaces and case ignored)', () => {
    expect(readWebConfig({ FEATURE_FLAGS: 'wishlist' }).featureFlags).toEqual({ wishlist: true });
    expect(parseFeatureFlags(' Wishlist , ')).toEqual({ wishlist: true });
  });

  it('stops on an unknown flag, naming the variable and the flag', () => {
    expect(() => readWebConfig({ FEATURE_FLAGS: 'wishlist,wishlistt' })).toThrow(/FEATURE_FLAGS: unknown flag 'wishlistt'/);
  });
});

describe('wishlist buttons', () => {
  it('"a wishlist button is also rendered client-side only when a feature flag is on": the flag or the market toggle', () => {
    expect(isWishlistButtonEnabled(MARKETS.fr_FR, { wishlist: false })).toBe(MARKETS.fr_FR.features.wishlist);
    expect(isWishlistButtonEnabled(MARKETS.fr_FR, { wishlist: true })).toBe(true);
    expect(isWishlistButtonEnabled({ features: { ...MARKETS.es_ES.features, wishlist: true } }, { wishlist: false })).toBe(true);
  });
});

describe('header wishlist heart', () => {
  it('"shows only when the customer-account toggle is off (on mobile not in Belgium)"', () => {
    const off = (locale: keyof typeof MARKETS) => ({ ...MARKETS[locale], features: { ...MARKETS[locale].features, customerAccount: false } });
    const on = (locale: keyof typeof MARKETS) => ({ ...MARKETS[locale], features: { ...MARKETS[locale].features, customerAccount: true } });
    expect(headerWishlistVisibility(off('fr_FR'))).toBe('always');
    expect(headerWishlistVisibility(off('it_IT'))).toBe('always');
    expect(headerWishlistVisibility(off('fr_BE'))).toBe('desktop');
    expect(headerWishlistVisibility(off('nl_BE'))).toBe('desktop');
    expect(headerWishlistVisibility(on('fr_FR'))).toBe('never');
    expect(headerWishlistVisibility(on('nl_BE'))).toBe('never');
  });
});
