'use client';

import { onDemand } from '../islands/on-demand';
import type { ActivityCardProps } from './ActivityCard';
import type { StayCardProps } from './StayCard';

/**
 * The search page's cards where a page shows them below its fold (the home page's top results, the
 * selection of the moment): hydrated as they come into view. Their links work from the server's
 * HTML meanwhile; their photo carousel and wishlist heart need no script before they are seen.
 */
export const StayCardOnView = onDemand<StayCardProps>('stay-card', () => import('./StayCard').then((module) => module.StayCard), 'visible');
export const ActivityCardOnView = onDemand<ActivityCardProps>('activity-card', () => import('./ActivityCard').then((module) => module.ActivityCard), 'visible');
