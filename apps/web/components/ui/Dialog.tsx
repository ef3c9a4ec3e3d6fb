'use client';

import { Dialog as RadixDialog } from 'radix-ui';
import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import { CloseIcon } from './icons';

/** The dimmed page behind an open dialog (a full-screen dialog has none); 'opaque' hides it behind the slideshow. */
const OVERLAY_CLASS = {
  light: 'fixed inset-0 z-40 bg-brand-950/40',
  medium: 'fixed inset-0 z-50 bg-brand-950/50',
  opaque: 'fixed inset-0 z-50 bg-brand-950/95',
} as const;

const TITLE_CLASS = 'text-xl font-bold text-brand-900';
const CLOSE_BUTTON_CLASS = 'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50';
const CLOSE_BUTTON_ON_DARK_CLASS = 'inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10';

export interface DialogProps {
  /** Controlled open state; without it the trigger opens the dialog. */
  open?: boolean;
  onOpenChange?(open: boolean): void;
  /** false: a non-modal dialog (no focus trap, no dimmed or inert page), e.g. the first visit's cookie consent panel. */
  modal?: boolean;
  /** Called when the visitor closes the dialog; without `open`, the dialog is open while the page renders it. */
  onClose?(): void;
  /** The button that opens the dialog; focus returns to it on close. None when the page opens it. */
  trigger?: ReactNode;
  overlay?: keyof typeof OVERLAY_CLASS;
  /** The panel's place, size and colours: a centred modal, a drawer, a bottom or full-screen sheet. */
  className: string;
  /** The content holds a `DialogDescription`, which describes the dialog; otherwise it has no description. */
  isDescribed?: boolean;
  /** Where focus goes on open; by default the first focusable element. */
  onOpenAutoFocus?(event: Event): void;
  /**
   * Where focus goes on close, for a dialog without a trigger: an element, or 'opener', the element
   * that had focus when the dialog opened (a picture, a 'Details' button). By default the trigger.
   */
  returnFocusTo?: HTMLElement | null | 'opener';
  /** Decides where focus goes on close, at the moment it closes (call `event.preventDefault()` to move it). */
  onCloseAutoFocus?(event: Event): void;
  onKeyDown?(event: KeyboardEvent<HTMLDivElement>): void;
  testId?: string;
  /** A header (`DialogHeader`, `FullScreenHeader` or a `DialogTitle`) and the body. */
  children: ReactNode;
}

/**
 * Every dialog of the site, on Radix: focus moves in and is trapped, Escape closes (when the page
 * lets it: `onOpenChange`), focus returns to the trigger.
 */
export function Dialog(props: DialogProps) {
  const { trigger, overlay, className, isDescribed = false, returnFocusTo, testId, children, onOpenAutoFocus, onKeyDown, modal } = props;
  const open = props.open ?? (props.onClose ? true : undefined);
  const onOpenChange = props.onOpenChange ?? (props.onClose ? (next: boolean) => (next ? undefined : props.onClose?.()) : undefined);
  const focusOpener = useFocusOpenerOnClose(open === true);
  const onCloseAutoFocus =
    props.onCloseAutoFocus ??
    (returnFocusTo === 'opener'
      ? focusOpener
      : returnFocusTo === undefined
        ? undefined
        : (event: Event) => {
            event.preventDefault();
            returnFocusTo?.focus();
          });
  return (
    <RadixDialog.Root {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})} {...(modal === false ? { modal } : {})}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        {overlay ? <RadixDialog.Overlay className={OVERLAY_CLASS[overlay]} /> : null}
        <RadixDialog.Content
          {...(isDescribed ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          onKeyDown={onKeyDown}
          data-testid={testId}
          className={className}
        >
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A page-opened sheet: from the bottom on a phone, centred on a larger screen; `className` adds its width and background. */
const SHEET_CLASS =
  'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl shadow-card focus:outline-none md:inset-x-auto md:bottom-auto md:left-1/2 md:top-1/2 md:max-h-[85vh] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-card';

/**
 * The sheet the page opens over a dimmed page (an offer's details, the reviews): focus returns to
 * what opened it.
 */
export function SheetDialog({ className, ...props }: Pick<DialogProps, 'open' | 'onOpenChange' | 'className' | 'children'>) {
  return <Dialog {...props} overlay="medium" returnFocusTo="opener" className={`${SHEET_CLASS} ${className}`} />;
}

/**
 * The element focused when `open` turns true is kept (layout effects run before the dialog's focus
 * scope moves focus in) and focused again on close, while it is still on the page.
 */
function useFocusOpenerOnClose(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) opener.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };
}

export interface DialogHeaderProps {
  title: ReactNode;
  closeLabel: string;
  /** The row: by default the title and the close button at its two ends, aligned on top. */
  className?: string;
  titleClassName?: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Between the title and the close button (a counter). */
  children?: ReactNode;
  /** A light close button, for a dark dialog. */
  isOnDark?: boolean;
}

/** The title, then the close button at the end of the row. */
export function DialogHeader({
  title,
  closeLabel,
  className = 'flex items-start justify-between gap-2',
  titleClassName = TITLE_CLASS,
  subtitle,
  children,
  isOnDark = false,
}: DialogHeaderProps) {
  const heading = <RadixDialog.Title className={titleClassName}>{title}</RadixDialog.Title>;
  return (
    <div className={className}>
      {subtitle ? (
        <div className="flex flex-col">
          {heading}
          {subtitle}
        </div>
      ) : (
        heading
      )}
      {children}
      <DialogCloseButton label={closeLabel} isOnDark={isOnDark} />
    </div>
  );
}

/** The header of a full-screen sheet: the close button first, then the title and, after it, a status. */
export function FullScreenHeader({ title, closeLabel, children }: { title: string; closeLabel: string; children?: ReactNode }) {
  return (
    <div className="flex items-center gap-2 border-b border-line px-2 py-2">
      <DialogCloseButton label={closeLabel} />
      <RadixDialog.Title className="text-lg font-bold text-brand-900">{title}</RadixDialog.Title>
      {children}
    </div>
  );
}

function DialogCloseButton({ label, isOnDark = false }: { label: string; isOnDark?: boolean }) {
  return (
    <RadixDialog.Close className={isOnDark ? CLOSE_BUTTON_ON_DARK_CLASS : CLOSE_BUTTON_CLASS}>
      <CloseIcon />
      <span className="sr-only">{label}</span>
    </RadixDialog.Close>
  );
}

/** The dialog's name, for a dialog without a header row. */
export const DialogTitle = RadixDialog.Title;
/** The dialog's description (with `isDescribed` on the `Dialog`). */
export const DialogDescription = RadixDialog.Description;
/** Closes the dialog: `asChild` on the page's own button. */
export const DialogClose = RadixDialog.Close;
