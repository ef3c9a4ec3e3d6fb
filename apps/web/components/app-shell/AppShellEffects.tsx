'use client';

import { useEffect } from 'react';
import { announceAnalyticsClientId, readAnalyticsClientId } from '../../lib/analytics';
import { readConsent, retryConsentRecord, subscribeConsent } from '../consent/consent-state';
import { startAppShell } from './app-shell-effects';

/**
 * The app shell's first-load effects (referral, analytics id polling). They start
 * in a task of their own after the hydration commit: reading cookies is a synchronous call to the
 * browser, and nothing of it changes what the page shows.
 */
export function AppShellEffects() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    const start = window.setTimeout(() => {
      stop = startAppShell({
        doc: document,
        search: window.location.search,
        readConsent: () => readConsent(),
        subscribeConsent,
        retryConsentRecord: () => void retryConsentRecord(),
        readAnalyticsClientId: () => readAnalyticsClientId(),
        onAnalyticsClientId: announceAnalyticsClientId,
        timers: { setTimeout: (run, ms) => window.setTimeout(run, ms), clearTimeout: (handle) => window.clearTimeout(handle as number) },
      });
    }, 0);
    return () => {
      window.clearTimeout(start);
      stop?.();
    };
    // The layout, and these effects, stay mounted across in-app navigations: they run on the first load.
  }, []);
  return null;
}
