'use client';

import { type OrderBy, isOrderBy, sortOptionsFor } from '@escapade/domain/sort-options';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import type { SortControlProps } from '../props';
import { ChevronIcon } from '../filters/icons';
import { useIsDesktopWhileOpen } from '../../../components/calendar/use-is-desktop';
import { Dialog, DialogHeader } from '../../../components/ui/Dialog';

/**
 * The sort control: dropdown on desktop, bottom drawer titled 'Sort by' on mobile; the options per
 * flow come from `sortOptionsFor`. Choosing an option sends it at once.
 */
export function SortControl({ flow, hasLatLng, value, onChange }: SortControlProps) {
  const t = useTranslations('sort');
  // Latched while open, like the other overlays: a resize (or a browser's full-page screenshot)
  // must not swap the open dropdown for the drawer, which would close it under the pointer.
  const [isOpen, setIsOpen] = useState(false);
  const isDesktop = useIsDesktopWhileOpen(isOpen);
  const options = sortOptionsFor(flow, { hasLatLng }).map((option) => ({ value: option.value, label: t(`options.${option.value}`) }));
  const current = options.find((option) => option.value === value) ?? options[0];
  const choose = (next: string) => {
    if (isOrderBy(next) && next !== value) onChange(next);
  };
  const view = { options, value, currentLabel: current?.label ?? '', onChoose: choose, isOpen, onOpenChange: setIsOpen };
  return isDesktop ? <SortDropdown {...view} /> : <SortDrawer {...view} />;
}

interface SortViewProps {
  options: { value: OrderBy; label: string }[];
  value: OrderBy;
  currentLabel: string;
  onChoose(value: string): void;
  isOpen: boolean;
  onOpenChange(open: boolean): void;
}

function SortDropdown({ options, value, currentLabel, onChoose, isOpen, onOpenChange }: SortViewProps) {
  const t = useTranslations('sort');
  return (
    // Not modal: the page stays readable around the menu (no aria-hidden over focusable content).
    <DropdownMenu.Root modal={false} open={isOpen} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          className="inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-full border border-line bg-white px-4 text-sm text-ink hover:border-brand-300 data-[state=open]:border-brand-700"
        >
          <span className="text-muted">{t('sortedBy')}</span>{' '}
          <span className="font-semibold">{currentLabel}</span>
          <ChevronIcon />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-40 min-w-56 rounded-card bg-white p-2 shadow-card ring-1 ring-line">
          <DropdownMenu.Label className="px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted">{t('sortBy')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={value} onValueChange={onChoose}>
            {options.map((option) => (
              <DropdownMenu.RadioItem
                key={option.value}
                value={option.value}
                className="relative flex min-h-10 cursor-pointer items-center rounded-lg py-2 pr-3 pl-9 text-sm text-ink outline-none select-none data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold data-[state=checked]:text-brand-900"
              >
                <DropdownMenu.ItemIndicator className="absolute left-3 inline-flex">
                  <CheckIcon />
                </DropdownMenu.ItemIndicator>
                {option.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function SortDrawer({ options, value, currentLabel, onChoose, isOpen, onOpenChange }: SortViewProps) {
  const t = useTranslations('sort');
  return (
    <Dialog
      open={isOpen}
      onOpenChange={onOpenChange}
      trigger={
        <button
          type="button"
          aria-label={t('sortWithValue', { label: currentLabel })}
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 px-2 text-sm font-semibold text-brand-900 hover:bg-brand-50"
        >
          <SortIcon />
          {t('sort')}
        </button>
      }
      overlay="light"
      className="fixed inset-x-0 bottom-0 z-50 rounded-t-2xl bg-white pb-[max(1rem,env(safe-area-inset-bottom))] shadow-xl"
    >
      <DialogHeader
        title={t('sortBy')}
        closeLabel={t('close')}
        className="flex items-center justify-between border-b border-line py-2 pr-2 pl-5"
        titleClassName="text-lg font-bold text-brand-900"
      />
      <ul className="flex flex-col px-2 py-2">
        {options.map((option) => {
          const isCurrent = option.value === value;
          return (
            <li key={option.value}>
              <button
                type="button"
                aria-pressed={isCurrent}
                onClick={() => {
                  onChoose(option.value);
                  onOpenChange(false);
                }}
                className={`flex min-h-12 w-full items-center justify-between rounded-lg px-3 text-left text-base hover:bg-brand-50 ${isCurrent ? 'font-semibold text-brand-900' : 'text-ink'}`}
              >
                {option.label}
                {isCurrent ? <CheckIcon /> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 16 16" className="size-4 text-brand-700" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function SortIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <path d="M7 4v16M7 20l-3-3M7 20l3-3M17 20V4M17 4l-3 3M17 4l3 3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
