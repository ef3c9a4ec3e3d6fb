'use client';

import { useEffect, useRef } from 'react';
import type { ShellFlow } from '../../lib/flow-param';

/**
 * The header's Stays / Gifts toggle links to the search route with `flow` in the query. On the
 * search page itself that link would drop the criteria the hash carries; the page registers its
 * own flow switch here (the one its search box uses: `switchFlow`), and the toggle calls it
 * instead of following the link.
 */
type FlowSwitcher = (to: ShellFlow) => void;

let registered: { current: FlowSwitcher } | null = null;

/** Registers the page's flow switch while the calling component is mounted. */
export function useInPageFlowSwitch(switcher: FlowSwitcher): void {
  const latest = useRef(switcher);
  useEffect(() => {
    latest.current = switcher;
  });
  useEffect(() => {
    const entry = { current: (to: ShellFlow) => latest.current(to) };
    registered = entry;
    return () => {
      if (registered === entry) registered = null;
    };
  }, []);
}

/** Switches the flow in the page when it registered a switch; answers whether it did. */
export function switchFlowInPage(to: ShellFlow): boolean {
  if (!registered) return false;
  registered.current(to);
  return true;
}
