'use client';

import { WishlistToggle as ItemWishlistToggle, type WishlistToggleItem } from '../wishlist/WishlistToggle';

/**
 * The product gallery's wishlist toggle (moved to components/wishlist). Given only an id and a
 * label it saves a stay at the page's own address; pass `item` to store the full wishlist item
 * (headwords, image, hotel).
 */
export function WishlistToggle({ id, label, item }: { id: number; label: string; item?: WishlistToggleItem }) {
  return <ItemWishlistToggle item={item ?? { id, label, headwords: [], imageUrl: null, hotel: null, kind: 'STAY' }} />;
}
