import { describe, expect, it } from 'vitest';
import { renderInMarket } from '../search-box/test-render';
import { WishlistToggle as ProductWishlistToggle } from '../product/WishlistToggle';
import { WishlistToggle } from './WishlistToggle';

const item = { id: 12, label: 'Escapade spa', headwords: ['Spa'], imageUrl: null, hotel: 'Hôtel du Lac', kind: 'STAY' as const };

describe('WishlistToggle', () => {
  it('"a wishlist button is also rendered client-side only": nothing in the server markup', async () => {
    expect(await renderInMarket(<WishlistToggle item={item} />)).toBe('');
    expect(await renderInMarket(<ProductWishlistToggle id={12} label="Escapade spa" />)).toBe('');
  });
});
