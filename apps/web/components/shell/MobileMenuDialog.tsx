'use client';

import type { MouseEvent, ReactNode, RefObject } from 'react';
import { Dialog, DialogHeader } from '../ui/Dialog';

/**
 * The burger menu's open dialog, sliding from the right; it scrolls when the menu is long. Its own
 * module: the dialog's library loads when the menu is first opened, not with every page.
 */
export default function MobileMenuDialog({ title, closeLabel, opener, onClose, children }: { title: string; closeLabel: string; opener: RefObject<HTMLElement | null>; onClose(): void; children: ReactNode }) {
  // The menu lives in the layout, which survives client navigation: following a link closes it.
  function closeOnLink(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest('a')) onClose();
  }
  return (
    <Dialog
      onClose={onClose}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        opener.current?.focus();
      }}
      overlay="light" className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col gap-6 overflow-y-auto overscroll-contain bg-white p-6 shadow-xl">
      <DialogHeader title={title} closeLabel={closeLabel} className="flex items-center justify-between" titleClassName="text-lg font-bold text-brand-900" />
      <div className="flex flex-col gap-6" onClick={closeOnLink}>
        {children}
      </div>
    </Dialog>
  );
}
