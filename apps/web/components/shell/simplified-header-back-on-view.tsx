'use client';

import { onDemand } from '../islands/on-demand';
import type { SimplifiedHeaderBackProps } from './SimplifiedHeaderBack';

/**
 * The checkout header's back arrow, hydrated once it is on screen (decision 0033): every page
 * carries the simplified header for the checkout routes, and most never show it; where it shows, it
 * is at the top of the page and loads at once, since its link (back to the stay, the hotel or the
 * previous page) is read in the browser.
 */
export const SimplifiedHeaderBackOnView = onDemand<SimplifiedHeaderBackProps>('simplified-header-back', () => import('./SimplifiedHeaderBack').then((module) => module.SimplifiedHeaderBack), 'visible');
