'use client';

import { useTranslations } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { Dialog, FullScreenHeader } from '../../../components/ui/Dialog';

export interface FilterDialogProps {
  /** 'drawer': desktop 'Filter by' from the left; 'fullscreen': the mobile 'Filters' modal. */
  variant: 'drawer' | 'fullscreen';
  title: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  trigger: ReactElement;
  children: ReactNode;
  onReset(): void;
  onConfirm(): void;
  confirmLabel: string;
  /** Read out politely as the count changes (the offers the draft would show). */
  status?: string;
}

/**
 * Every filter in one Radix dialog: focus moves in and is trapped, Escape closes (and cancels the
 * pending edits), focus returns to the trigger. The footer resets all filters or applies the draft.
 */
export function FilterDialog({ variant, title, open, onOpenChange, trigger, children, onReset, onConfirm, confirmLabel, status }: FilterDialogProps) {
  const t = useTranslations('filters');
  const isDrawer = variant === 'drawer';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      overlay={isDrawer ? 'light' : undefined}
      className={isDrawer ? 'fixed inset-y-0 left-0 z-50 flex w-[min(28rem,100vw)] flex-col bg-white shadow-xl' : 'fixed inset-0 z-50 flex flex-col bg-white'}
    >
      <FullScreenHeader title={title} closeLabel={t('close')} />
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5">{children}</div>
      <div className="border-t border-line bg-white px-4 py-3">
        {status ? (
          <p role="status" className="mb-2 text-center text-sm text-muted">
            {status}
          </p>
        ) : null}
        <div className="flex items-center gap-3">
          <button type="button" onClick={onReset} className="button-secondary min-h-11 flex-1 px-4">
            {t('reset')}
          </button>
          <button type="button" onClick={onConfirm} className="button-primary min-h-11 flex-[2] px-4">
            {confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
