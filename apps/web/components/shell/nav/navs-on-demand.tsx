'use client';

import { onDemand } from '../../islands/on-demand';
import type { DesktopNavProps } from './DesktopNav';
import type { MobileNavProps } from './MobileNav';

/**
 * The header's menus, whose code loads when the visitor reaches for them: the desktop menu bar on
 * a pointer over it or focus inside it (its links are in the server's HTML meanwhile), the phone's
 * drill-down when the burger menu first opens (it is drawn only then, so it loads at once).
 */
export const DesktopNavOnIntent = onDemand<DesktopNavProps>('desktop-nav', () => import('./DesktopNav').then((module) => module.DesktopNav), 'intent');
export const MobileNavOnOpen = onDemand<MobileNavProps>('mobile-nav', () => import('./MobileNav').then((module) => module.MobileNav), 'intent');
