'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

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
    <Dialog.Root {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-brand-950/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90vh] flex-col gap-4 overflow-y-auto rounded-t-card bg-white p-5 md:inset-auto md:left-1/2 md:top-20 md:w-[36rem] md:-translate-x-1/2 md:rounded-card md:shadow-card"
        >
          <div className="flex items-start justify-between gap-2">
            <Dialog.Title className="text-xl font-bold text-brand-900">{title}</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50">
              <span aria-hidden="true">✕</span>
              <span className="sr-only">{t('close')}</span>
            </Dialog.Close>
          </div>
          <div className="flex flex-col gap-3 text-ink">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
