import { describe, expect, it } from 'vitest';
import { headerImageFrom, imageAtSize } from './header-image';

describe('header image', () => {
  it('reads a photo at another size', () => {
    expect(imageAtSize('/api/images/img-hotel-2/640_360.webp', '960_540')).toBe('/api/images/img-hotel-2/960_540.webp');
  });

  it('prefers a landscape (it has the wide banner size), else the first photo at the largest card size', () => {
    expect(headerImageFrom(['/api/images/img-hotel-2/640_360.webp', '/api/images/img-landscape-city-1/640_360.webp'])).toEqual({
      src: '/api/images/img-landscape-city-1/960_540.webp',
      srcSet: '/api/images/img-landscape-city-1/960_540.webp 960w, /api/images/img-landscape-city-1/1920_595.webp 1920w',
    });
    expect(headerImageFrom(['/api/images/img-hotel-2/640_360.webp'])).toEqual({ src: '/api/images/img-hotel-2/960_540.webp' });
    expect(headerImageFrom([])).toBeUndefined();
  });
});
