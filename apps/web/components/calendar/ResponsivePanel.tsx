'use client';

import type { ReactElement, ReactNode } from 'react';
import { Dialog, Popover } from 'radix-ui';
import { useIsDesktopWhileOpen } from './use-is-desktop';

export interface ResponsivePanelProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opens the panel; focus returns to it on close. */
  trigger: ReactElement;
  /** The dialog's name: a heading on mobile, the popover's label on desktop. */
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** Actions kept in view under the content (Confirm, Validate…). */
  footer?: ReactNode;
  /** Desktop popover width and padding. */
  desktopClassName?: string;
  align?: 'start' | 'center' | 'end';
  /** False when the content scrolls itself (the mobile calendar's infinite months). */
  scrollBody?: boolean;
  /** Where focus goes on open; by default the first focusable element. */
  onOpenAutoFocus?(event: Event): void;
}

/**
 * One selector panel, two forms: a dropdown anchored to its field on
 * desktop, a full-screen modal on mobile. Both are modal Radix primitives: focus moves in and is
 * trapped, Escape closes, and focus returns to the trigger.
 */
export function ResponsivePanel(props: ResponsivePanelProps) {
  const isDesktop = useIsDesktopWhileOpen(props.open);
  return isDesktop ? <DesktopPanel {...props} /> : <MobilePanel {...props} />;
}

function DesktopPanel({ open, onOpenChange, trigger, title, children, footer, desktopClassName, align = 'start', onOpenAutoFocus }: ResponsivePanelProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange} modal>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={title}
          align={align}
          sideOffset={8}
          collisionPadding={16}
          onOpenAutoFocus={onOpenAutoFocus}
          className={`z-50 flex max-h-[var(--radix-popover-content-available-height)] flex-col rounded-card bg-white shadow-card ring-1 ring-line ${desktopClassName ?? 'w-80 p-4'}`}
        >
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
          {footer ? <div className="pt-4">{footer}</div> : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function MobilePanel({ open, onOpenChange, trigger, title, closeLabel, children, footer, scrollBody = true, onOpenAutoFocus }: ResponsivePanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content aria-describedby={undefined} onOpenAutoFocus={onOpenAutoFocus} className="fixed inset-0 z-50 flex flex-col bg-white">
          <FullScreenHeader title={title} closeLabel={closeLabel} />
          <div className={`flex min-h-0 flex-1 flex-col ${scrollBody ? 'overflow-y-auto px-4 py-4' : ''}`}>{children}</div>
          {footer ? <div className="border-t border-line bg-white px-4 py-3">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Title and close button of a full-screen mobile modal (must sit inside a Radix Dialog.Content). */
export function FullScreenHeader({ title, closeLabel }: { title: string; closeLabel: string }) {
  return (
    <div className="flex items-center gap-2 border-b border-line px-2 py-2">
      <Dialog.Close className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50">
        <CloseIcon />
        <span className="sr-only">{closeLabel}</span>
      </Dialog.Close>
      <Dialog.Title className="text-lg font-bold text-brand-900">{title}</Dialog.Title>
    </div>
  );
}

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
