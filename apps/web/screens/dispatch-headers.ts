/** Set by the proxy on a public path that named no market: the dispatcher answers 404. */
export const UNMATCHED_PATH_HEADER = 'x-escapade-unmatched-path';

/**
 * Set by the proxy to the screen the first path segment picks (`booking`, `product`…), so the
 * market layout, which cannot see the path, can choose the header (simplified on booking and checkout routes).
 */
export const SCREEN_HEADER = 'x-escapade-screen';
