'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Dialog, DialogHeader } from '../ui/Dialog';

export interface ProductDialogProps {
  title: string;
  /** The button that opens the dialog; focus returns to it on close. None when the page opens it (`open`). */
  trigger?: ReactNode;
  children: ReactNode;
  open?: boolean;
  onOpenChange?(open: boolean): void;
}

/**
 * The product page's modals: keyboard operable, focus
 * moves in and back to the trigger, Escape closes.
 */
export function ProductDialog({ title, trigger, children, open, onOpenChange }: ProductDialogProps) {
  const t = useTranslations('product');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      overlay="light"
      className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90vh] flex-col gap-4 overflow-y-auto rounded-t-card bg-white p-5 md:inset-auto md:left-1/2 md:top-20 md:w-[36rem] md:-translate-x-1/2 md:rounded-card md:shadow-card"
    >
      <DialogHeader title={title} closeLabel={t('close')} />
      <div className="flex flex-col gap-3 text-ink">{children}</div>
    </Dialog>
  );
}

/** A secondary button opening a modal. */
export function DialogButton({ children, ...props }: React.ComponentProps<'button'>) {
  return (
    <button type="button" className="button-secondary self-start" {...props}>
      {children}
    </button>
  );
}

/** A text-like button opening a modal. */
export function DialogLinkButton({ children, ...props }: React.ComponentProps<'button'>) {
  return (
    <button type="button" className="text-left font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900" {...props}>
      {children}
    </button>
  );
}
