'use client';

import { type RefObject, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIsDesktop } from '../calendar/use-is-desktop';

export interface MobileBookingBarProps {
  /** The booking panel: the bar shows while it is out of view. */
  panelRef: RefObject<HTMLElement | null>;
  /** The price as the booking panel shows it, or undefined while there is none. */
  price: string | undefined;
  /** The dates and party (or the gift) in a few words. */
  summary: string;
  label: string;
  buttonLabel: string;
  onProceed(): void;
  isBusy: boolean;
}

/** True while the element is not on screen at all. */
function useIsOutOfView(ref: RefObject<HTMLElement | null>): boolean {
  const [isOut, setIsOut] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setIsOut(!entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return isOut;
}

/**
 * The phone's bottom bar of the product page: the price, the stay in a few words and one button,
 * while the booking panel is scrolled away. "With dates it proceeds, without dates it opens the
 * calendar" — what proceeding means is the page's `onProceed`.
 */
export function MobileBookingBar({ panelRef, price, summary, label, buttonLabel, onProceed, isBusy }: MobileBookingBarProps) {
  const isDesktop = useIsDesktop();
  const isPanelOut = useIsOutOfView(panelRef);
  if (isDesktop || !isPanelOut) return null;
  return createPortal(
    <>
      {/* Room at the end of the page for the bar: the footer's last links scroll above it instead of staying under it. */}
      <div aria-hidden="true" className="h-24" />
      <div role="region" aria-label={label} data-testid="mobile-booking-bar" className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur">
        <div className="flex items-center justify-between gap-3">
          <p className="flex min-w-0 flex-col leading-tight">
            {price ? <span className="text-lg font-bold text-brand-900">{price}</span> : null}
            <span className="truncate text-sm text-muted">{summary}</span>
          </p>
          <button type="button" className="button-primary shrink-0" onClick={onProceed} disabled={isBusy}>
            {buttonLabel}
          </button>
        </div>
      </div>
    </>,
    document.body,
  );
}
