/**
 * The things a heart saves, as wishlist items ("Wishlist item: id, label, headwords, imageUrl, uri,
 * hotel, kind STAY/ACTIVITY"): a stay (product page, search card, hotel room), an activity (its
 * page, its search card).
 */
import type { ImagesBySize } from '@escapade/contracts/product';
import type { ActivityCardView, StayCardView } from '../cards/card-view';
import type { WishlistToggleItem } from './WishlistToggle';

/** The most headwords an item keeps (the account's list takes no more). */
const HEADWORDS_KEPT = 20;

/** A link's page, without its query and hash (the flow, dates and party of one search). */
export function pagePathOf(href: string): string {
  return href.split(/[?#]/, 1)[0] || href;
}

/**
 * A stay as a wishlist item; the toggle takes the page's own address as `uri` unless one is
 * given.
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
    headwords: product.headwords.slice(0, HEADWORDS_KEPT),
    imageUrl: product.imagesBySize?.['640_360'] ?? null,
    hotel: product.hotel.label,
    kind: 'STAY',
  };
}

/** An activity (its page) as a wishlist item: its activities' titles as headwords, its centre as the hotel. */
export function activityWishlistItem(product: {
  id: number;
  label: string;
  imagesBySize: ImagesBySize | null;
  activities: readonly { title: string }[];
  mainActivityCenter: { label: string };
}): WishlistToggleItem {
  return {
    id: product.id,
    label: product.label,
    headwords: product.activities.map((activity) => activity.title).slice(0, HEADWORDS_KEPT),
    imageUrl: product.imagesBySize?.['640_360'] ?? null,
    hotel: product.mainActivityCenter.label,
    kind: 'ACTIVITY',
  };
}

/** A stay's search card as a wishlist item, linking to the page the card leads to. */
export function stayCardWishlistItem(card: Pick<StayCardView, 'id' | 'title' | 'headwords' | 'images' | 'hotel'>, href: string): WishlistToggleItem {
  return {
    id: card.id,
    label: card.title,
    headwords: card.headwords.slice(0, HEADWORDS_KEPT),
    imageUrl: card.images[0] ?? null,
    uri: pagePathOf(href),
    hotel: card.hotel.label,
    kind: 'STAY',
  };
}

/** An activity's search card as a wishlist item. */
export function activityCardWishlistItem(card: Pick<ActivityCardView, 'id' | 'title' | 'image' | 'place'>, href: string): WishlistToggleItem {
  return { id: card.id, label: card.title, headwords: [], imageUrl: card.image || null, uri: pagePathOf(href), hotel: card.place.label, kind: 'ACTIVITY' };
}

/** A hotel room's offer as a wishlist item (the hotel page's rooms: stays of that hotel). */
export function roomOfferWishlistItem(offer: { id: number; label: string; headwords: readonly string[] }, context: { href: string; imageUrl: string | null; hotel: string }): WishlistToggleItem {
  return {
    id: offer.id,
    label: offer.label,
    headwords: offer.headwords.slice(0, HEADWORDS_KEPT),
    imageUrl: context.imageUrl,
    uri: pagePathOf(context.href),
    hotel: context.hotel,
    kind: 'STAY',
  };
}
