import { BOX_CHECKOUT_SEGMENT, GIFT_CARD_CHECKOUT_SEGMENT } from '@escapade/domain/screen-segments';
import type { ScreenKey } from '../i18n/routes';

/** Set by the proxy on a public path that named no market: the dispatcher answers 404. */
export const UNMATCHED_PATH_HEADER = 'x-escapade-unmatched-path';

/**
 * Set by the proxy to the screen the first path segment picks (`booking`, `product`…), so the
 * market layout, which cannot see the path, can choose the header (simplified on booking and checkout routes).
 */
export const SCREEN_HEADER = 'x-escapade-screen';

/** SCREEN_HEADER's value for a market's root, which the proxy sends to the home page's own route. */
export const HOME_SCREEN = 'home';

/**
 * Checkout pages below a screen that is not one itself: the box checkout (`/coffrets-cadeaux/checkout`)
 * and the gift card checkout (`/giftcard/checkout`) get the simplified header, the box and gift card
 * pages around them the site's.
 */
export const SIMPLIFIED_HEADER_SUB_PATHS = [
  { screen: 'boxes', rest: [BOX_CHECKOUT_SEGMENT] },
  { screen: 'giftcard', rest: [GIFT_CARD_CHECKOUT_SEGMENT] },
] as const satisfies readonly { screen: ScreenKey; rest: readonly string[] }[];
