'use client';

import type { ReactNode } from 'react';
import { Suspense, lazy, useRef, useState } from 'react';

export interface MobileMenuProps {
  openLabel: string;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

const MobileMenuDialog = lazy(() => import('./MobileMenuDialog'));

/**
 * The header's burger menu on mobile: a button that opens an accessible dialog (focus kept inside,
 * Escape closes, focus back to the button). The dialog's code loads with the first opening.
 */
export function MobileMenu({ openLabel, title, closeLabel, children }: MobileMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
      >
        <BurgerIcon />
        <span className="sr-only">{openLabel}</span>
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <MobileMenuDialog title={title} closeLabel={closeLabel} opener={button} onClose={() => setIsOpen(false)}>
            {children}
          </MobileMenuDialog>
        </Suspense>
      ) : null}
    </>
  );
}

function BurgerIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
