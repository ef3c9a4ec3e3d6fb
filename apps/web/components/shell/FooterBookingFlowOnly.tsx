'use client';

import { useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { isBookingFlow } from './footer-model';

/**
 * Shows its server-rendered children in the booking flow only (the `flow` query; the layout does
 * not see the query). The page is rendered per request, so the server's HTML already has the
 * right answer: nothing moves on hydration. Render inside a `Suspense` whose fallback is the
 * children (booking, the default flow).
 */
export function FooterBookingFlowOnly({ children }: { children: ReactNode }) {
  return isBookingFlow(useSearchParams().get('flow')) ? children : null;
}
