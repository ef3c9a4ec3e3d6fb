'use client';

import { useEffect } from 'react';
import { announceAnalyticsClientId, readAnalyticsClientId } from '../../lib/analytics';
import { whenIdle } from '../../lib/when-idle';
import { readConsent, retryConsentRecord, subscribeConsent } from '../consent/consent-state';
import { startAppShell } from './app-shell-effects';

/**
 * The app shell's first-load effects (referral, analytics id polling, a consent choice the API has
 * not recorded yet). Nothing of it changes what the page shows, and the page load has enough to do
 * (the page's own requests, the rest of hydration): they start once the browser is idle after the
 * hydration commit.
 */
export function AppShellEffects() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    // The landing's query, read now: a client navigation may change the address before the idle time.
    const landingSearch = window.location.search;
    const cancelStart = whenIdle(() => {
      stop = startAppShell({
        doc: document,
        search: landingSearch,
        readConsent: () => readConsent(),
        subscribeConsent,
        retryConsentRecord: () => void retryConsentRecord(),
        readAnalyticsClientId: () => readAnalyticsClientId(),
        onAnalyticsClientId: announceAnalyticsClientId,
        timers: { setTimeout: (run, ms) => window.setTimeout(run, ms), clearTimeout: (handle) => window.clearTimeout(handle as number) },
      });
    });
    return () => {
      cancelStart();
      stop?.();
    };
    // The layout, and these effects, stay mounted across in-app navigations: they run on the first load.
  }, []);
  return null;
}
