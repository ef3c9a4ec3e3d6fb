import type { ImagesBySize } from '@escapade/contracts/product';
import type { WishlistToggleItem } from './WishlistToggle';

/**
 * A stay as a wishlist item ("id, label, headwords, imageUrl, uri, hotel, kind"); the toggle
 * takes the page's own address as `uri` unless one is given.
 */
export function stayWishlistItem(product: {
  id: number;
  label: string;
  headwords: readonly string[];
  imagesBySize: ImagesBySize | null;
  hotel: { label: string };
}): WishlistToggleItem {
  return {
    id: product.id,
    label: product.label,
    headwords: [...product.headwords],
    imageUrl: product.imagesBySize?.['640_360'] ?? null,
    hotel: product.hotel.label,
    kind: 'STAY',
  };
}
