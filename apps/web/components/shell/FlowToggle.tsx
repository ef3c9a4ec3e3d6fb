'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import type { MouseEvent } from 'react';
import type { ShellFlow } from '../../lib/flow-param';
import { parseShellFlow } from '../../lib/flow-param';
import { switchFlowInPage } from './flow-switcher';
import { pathHasScreenSegment } from './screen-path';

export interface FlowToggleProps {
  label: string;
  staysLabel: string;
  giftsLabel: string;
  /** The search screen with `flow=booking` / `flow=gifting`. */
  staysHref: string;
  giftsHref: string;
  /** The first path segments of the screens that only sell gifts (gift boxes, gift cards) in this market's language. */
  giftOnlySegments: readonly string[];
}

/** The Stays/Gifts toggle switches flow and goes to the product path group with flow in the query. */
export function FlowToggle(props: FlowToggleProps) {
  const flow = currentFlow(useSearchParams().get('flow'), usePathname(), props.giftOnlySegments);
  return <FlowToggleLinks {...props} current={flow} />;
}

/** The flow of the query; on a page that only sells gifts, Gifts when the query names none. */
export function currentFlow(flowParam: string | null, pathname: string, giftOnlySegments: readonly string[]): ShellFlow {
  if (flowParam === null && pathHasScreenSegment(pathname, giftOnlySegments)) return 'gifting';
  return parseShellFlow(flowParam);
}

/** A plain click (not one that opens a new tab or window). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The toggle as rendered before the query is known (no option marked current). On the search page
 * a click switches the flow in place, keeping the hash criteria (`flow-switcher.ts`).
 */
export function FlowToggleLinks({ label, staysLabel, giftsLabel, staysHref, giftsHref, current }: FlowToggleProps & { current?: ShellFlow }) {
  const options = [
    { flow: 'booking' as const, href: staysHref, text: staysLabel },
    { flow: 'gifting' as const, href: giftsHref, text: giftsLabel },
  ];
  return (
    <nav aria-label={label}>
      <ul className="inline-flex rounded-full bg-brand-50 p-1 ring-1 ring-brand-100">
        {options.map((option) => {
          const isCurrent = option.flow === current;
          return (
            <li key={option.flow}>
              <Link
                prefetch={false}
                href={option.href}
                onClick={(event) => {
                  if (isPlainClick(event) && switchFlowInPage(option.flow)) event.preventDefault();
                }}
                aria-current={isCurrent ? 'true' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold no-underline transition-colors ${
                  isCurrent ? 'bg-brand-700 text-white shadow-sm' : 'text-brand-800 hover:bg-brand-100'
                }`}
              >
                {option.text}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
