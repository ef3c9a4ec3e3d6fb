'use client';

import { onDemand } from './on-demand';

/**
 * Tests only: two islands for on-demand-browser.test.ts — a counter hydrated on intent, drawn at
 * the top, and another one hydrated in view, drawn far below the fold.
 */
export const CounterOnIntent = onDemand<{ label: string }>('test-counter-intent', () => import('./test-counter').then((module) => module.Counter), 'intent');
export const CounterOnView = onDemand<{ label: string }>('test-counter-view', () => import('./test-counter').then((module) => module.Counter), 'visible');

export function IslandsPage({ topLabel = 'En haut' }: { topLabel?: string }) {
  return (
    <main>
      <a href="#elsewhere">Un lien</a>
      <CounterOnIntent label={topLabel} />
      <div style={{ height: '3000px' }} />
      <CounterOnView label="En bas" />
    </main>
  );
}
