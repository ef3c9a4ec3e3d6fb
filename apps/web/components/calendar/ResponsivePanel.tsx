'use client';

import type { ReactElement, ReactNode } from 'react';
import { Popover } from 'radix-ui';
import { Dialog, FullScreenHeader } from '../ui/Dialog';
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
  /** Where focus goes on close (the next step of a page, once a choice is made); by default the trigger. */
  onCloseAutoFocus?(event: Event): void;
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

function DesktopPanel({ open, onOpenChange, trigger, title, children, footer, desktopClassName, align = 'start', onOpenAutoFocus, onCloseAutoFocus }: ResponsivePanelProps) {
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
          onCloseAutoFocus={onCloseAutoFocus}
          className={`z-50 flex max-h-[var(--radix-popover-content-available-height)] flex-col rounded-card bg-white shadow-card ring-1 ring-line ${desktopClassName ?? 'w-80 p-4'}`}
        >
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
          {footer ? <div className="pt-4">{footer}</div> : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function MobilePanel({ open, onOpenChange, trigger, title, closeLabel, children, footer, scrollBody = true, onOpenAutoFocus, onCloseAutoFocus }: ResponsivePanelProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      onOpenAutoFocus={onOpenAutoFocus}
      {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
      className="fixed inset-0 z-50 flex flex-col bg-white"
    >
      <FullScreenHeader title={title} closeLabel={closeLabel} />
      <div className={`flex min-h-0 flex-1 flex-col ${scrollBody ? 'overflow-y-auto px-4 py-4' : ''}`}>{children}</div>
      {footer ? <div className="border-t border-line bg-white px-4 py-3">{footer}</div> : null}
    </Dialog>
  );
}
