'use client';

import { useEffect } from 'react';
import { useBrowserSnapshot } from '../../lib/use-browser-snapshot';
import { readCustomerCareMode, subscribeCustomerCareMode, whenCustomerCareModeKnown } from './customer-care-mode';

/**
 * Whether the page is in the customer care mode (a signed-in agent): false on the server, while
 * hydrating and until the session has been read, so the HTML stays the same for everyone and a
 * visitor never sees an agent's part. What the mode adds is loaded only once this says true.
 */
export function useCustomerCareMode(): boolean {
  const isOn = useBrowserSnapshot(subscribeCustomerCareMode, readCustomerCareMode, false);
  useEffect(() => {
    // The header reads the session once the browser is idle; this makes sure it is read on pages
    // whose header has no account button too (one read either way).
    void whenCustomerCareModeKnown();
  }, []);
  return isOn;
}
