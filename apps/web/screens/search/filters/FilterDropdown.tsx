'use client';

import { useTranslations } from 'next-intl';
import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';
import { CountBadge } from './CountBadge';
import { ChevronIcon } from './icons';

export interface FilterDropdownProps {
  title: string;
  /** Filters of this dropdown in effect, shown on the trigger. */
  count: number;
  open: boolean;
  /** Closing without applying restores the draft (Escape "closes and cancels pending edits"). */
  onOpenChange(open: boolean): void;
  /** A pointer down or focus outside the panel (the distance filter applies itself then). */
  onInteractOutside?(): void;
  onClear(): void;
  onConfirm(): void;
  confirmLabel: string;
  children: ReactNode;
}

/**
 * One dropdown of the desktop filter bar (Activities, Price, Distance, Facilities, More filters): a
 * Radix popover — focus moves in, Escape closes, focus returns to the trigger — with Clear and
 * 'View {{count}} offers'.
 */
export function FilterDropdown({ title, count, open, onOpenChange, onInteractOutside, onClear, onConfirm, confirmLabel, children }: FilterDropdownProps) {
  const t = useTranslations('filters');
  const isActive = count > 0;
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-label={isActive ? `${title}, ${t('activeInSection', { count })}` : undefined}
          className={`inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-full border px-4 text-sm font-semibold transition-colors ${
            isActive ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-line bg-white text-ink hover:border-brand-300'
          } data-[state=open]:border-brand-700`}
        >
          {title}
          <CountBadge count={count} tone="brand" />
          <ChevronIcon />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={title}
          align="start"
          sideOffset={8}
          collisionPadding={16}
          // Always under its trigger, like the other dropdowns of the bar; the body scrolls instead.
          avoidCollisions={false}
          onInteractOutside={onInteractOutside}
          className="z-40 flex max-h-[min(calc(var(--radix-popover-content-available-height)-1rem),32rem)] min-h-48 w-[24rem] flex-col rounded-card bg-white shadow-card ring-1 ring-line"
        >
          <div className="min-h-0 flex-1 overflow-y-auto p-4">{children}</div>
          <div className="flex items-center justify-between gap-3 border-t border-line px-4 py-3">
            <button type="button" onClick={onClear} className="min-h-10 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950">
              {t('clear')}
            </button>
            <button type="button" onClick={onConfirm} className="button-primary min-h-10 px-5 text-sm">
              {confirmLabel}
            </button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
