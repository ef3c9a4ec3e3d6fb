'use client';

import type { MouseEvent, ReactNode } from 'react';
import { useState } from 'react';
import { Dialog, DialogHeader } from '../ui/Dialog';

export interface MobileMenuProps {
  openLabel: string;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/** The header's burger menu on mobile, an accessible dialog sliding from the right; it scrolls when the menu is long. */
export function MobileMenu({ openLabel, title, closeLabel, children }: MobileMenuProps) {
  const [isOpen, setIsOpen] = useState(false);

  // The menu lives in the layout, which survives client navigation: following a link closes it.
  function closeOnLink(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest('a')) setIsOpen(false);
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <button type="button" className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50">
          <BurgerIcon />
          <span className="sr-only">{openLabel}</span>
        </button>
      }
      overlay="light"
      className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col gap-6 overflow-y-auto overscroll-contain bg-white p-6 shadow-xl"
    >
      <DialogHeader title={title} closeLabel={closeLabel} className="flex items-center justify-between" titleClassName="text-lg font-bold text-brand-900" />
      <div className="flex flex-col gap-6" onClick={closeOnLink}>
        {children}
      </div>
    </Dialog>
  );
}

function BurgerIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
