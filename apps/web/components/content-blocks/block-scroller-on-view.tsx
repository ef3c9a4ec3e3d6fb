'use client';

import { onDemand } from '../islands/on-demand';
import type { BlockScrollerProps } from './BlockScroller';

/**
 * A content block's horizontal scroller (its previous / next buttons), hydrated as it comes into
 * view: its cards and links are the server's HTML meanwhile, and scroll natively (decision 0033).
 */
export const BlockScrollerOnView = onDemand<BlockScrollerProps>('block-scroller', () => import('./BlockScroller').then((module) => module.BlockScroller), 'visible');
