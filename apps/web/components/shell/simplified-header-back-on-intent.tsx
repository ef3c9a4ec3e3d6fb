'use client';

import { onDemand } from '../islands/on-demand';
import type { SimplifiedHeaderBackProps } from './SimplifiedHeaderBack';

/**
 * The checkout header's back arrow, hydrated when the visitor reaches for it (decision 0033): every
 * page carries the simplified header for the checkout routes, most never show it.
 */
export const SimplifiedHeaderBackOnIntent = onDemand<SimplifiedHeaderBackProps>('simplified-header-back', () => import('./SimplifiedHeaderBack').then((module) => module.SimplifiedHeaderBack), 'intent');
