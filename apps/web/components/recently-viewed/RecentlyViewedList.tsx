'use client';

import { onDemand } from '../islands/on-demand';
import type { RecentlyViewedListProps } from './InteractiveRecentlyViewedList';

export type { RecentlyViewedListProps } from './InteractiveRecentlyViewedList';

/**
 * The browser's recently viewed list of one type. Nothing of it is drawn on the server (the list
 * is the browser's storage), so its code waits until the page is idle.
 */
export const RecentlyViewedList = onDemand<RecentlyViewedListProps>('recently-viewed-list', () => import('./InteractiveRecentlyViewedList').then((module) => module.default), 'idle');
