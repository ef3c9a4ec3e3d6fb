'use client';

import { onDemand } from '../islands/on-demand';
import type { ConsentManagerProps } from '../consent/ConsentManager';

/**
 * What the app shell mounts on every page but the visitor need not wait for: loaded when the page
 * is idle (decision 0033). The first-load effects already waited for idle; the newsletter links'
 * outcome notice draws nothing on the server; the cookie consent panel is in the server's HTML
 * from the first paint (a click on its choices before then is held and given once it is hydrated).
 */
export const AppShellEffectsOnIdle = onDemand<object>('app-shell-effects', () => import('./AppShellEffects').then((module) => module.AppShellEffects), 'idle');
export const PageOutcomeNoticeOnIdle = onDemand<object>('page-outcome-notice', () => import('./PageOutcomeNotice').then((module) => module.PageOutcomeNotice), 'idle');
export const ConsentManagerOnIdle = onDemand<ConsentManagerProps>('consent-manager', () => import('../consent/ConsentManager').then((module) => module.ConsentManager), 'idle');
