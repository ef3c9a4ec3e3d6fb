import { describe, expect, it } from 'vitest';
import { stayWishlistItem } from './wishlist-items';
import { wishlistItemSchema } from './wishlist-storage';

describe('stayWishlistItem', () => {
  it('maps a stay to a wishlist item of kind STAY, with its 640_360 picture', () => {
    const item = stayWishlistItem({
      id: 7,
      label: 'Escapade spa',
      headwords: ['Spa'],
      imagesBySize: { '120_80': '/a/120_80.webp', '640_360': '/a/640_360.webp', '960_540': '/a/960_540.webp' },
      hotel: { label: 'Hôtel du Lac' },
    });
    expect(item).toEqual({ id: 7, label: 'Escapade spa', headwords: ['Spa'], imageUrl: '/a/640_360.webp', hotel: 'Hôtel du Lac', kind: 'STAY' });
    expect(wishlistItemSchema.safeParse({ ...item, uri: '/fr-fr/sejour/7' }).success).toBe(true);
    expect(stayWishlistItem({ id: 7, label: 'x', headwords: [], imagesBySize: null, hotel: { label: 'h' } }).imageUrl).toBeNull();
  });
});
