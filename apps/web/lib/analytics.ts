/**
 * A small analytics recorder: events go to `window.dataLayer` and, as a beacon, to the analytics
 * collect endpoint of the market's point of sale. Failures are ignored: analytics never stops a
 * booking.
 */
// The contract of the collect endpoint, as types only: no zod in the pages that record events.
import type { AnalyticsEvent } from '@escapade/contracts/analytics';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function recordEvent(event: AnalyticsEvent, pointOfSale: string): void {
  try {
    window.dataLayer ??= [];
    window.dataLayer.push(event);
    // A JSON Blob: the endpoint takes application/json only (apps/api/src/routes/analytics.ts).
    navigator.sendBeacon?.(`/api/analytics/ga/collect/${encodeURIComponent(pointOfSale)}`, new Blob([JSON.stringify(event)], { type: 'application/json' }));
  } catch {
    // Analytics must never stop a checkout.
  }
}
