'use client';

import { Select } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { useIsHydrated } from '../../lib/use-browser-snapshot';

export interface SelectFieldOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectFieldOption[];
  onValueChange(value: string): void;
  className?: string;
}

const TRIGGER_CLASS = 'flex min-h-14 w-full items-center justify-between gap-2 rounded-xl px-4 py-2 text-left ring-1 ring-line hover:ring-brand-300';

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function TriggerContent({ labelId, label, value }: { labelId: string; label: string; value: ReactNode }) {
  return (
    <span className="flex min-w-0 flex-col items-start">
      <span id={labelId} className="text-xs font-semibold uppercase tracking-wide text-muted">
        {label}
      </span>
      <span className="truncate font-semibold text-ink">{value}</span>
    </span>
  );
}

/**
 * A labelled Radix select shaped like the other search box fields (theme, distance).
 *
 * While the page hydrates it is the same trigger without Radix: Radix's Select records its
 * trigger and anchor with state setters in refs, synchronous updates inside the hydration commit
 * that would pull every pending effect of the page into that long task (decision 0014). The
 * select itself takes over right after, in a transition, long before anyone can click.
 */
export function SelectField({ label, value, options, onValueChange, className }: SelectFieldProps) {
  const labelId = useId();
  const isHydrated = useIsHydrated();
  const current = options.find((option) => option.value === value);
  const triggerClass = `${TRIGGER_CLASS} ${className ?? 'bg-white'}`;
  if (!isHydrated) {
    return (
      <button type="button" role="combobox" aria-expanded="false" aria-autocomplete="none" aria-labelledby={labelId} data-state="closed" className={triggerClass}>
        <TriggerContent labelId={labelId} label={label} value={current?.label} />
        <span aria-hidden="true" className="text-brand-800">
          <Chevron />
        </span>
      </button>
    );
  }
  return (
    <Select.Root value={value} onValueChange={onValueChange}>
      <Select.Trigger aria-labelledby={labelId} className={triggerClass}>
        <TriggerContent labelId={labelId} label={label} value={<Select.Value>{current?.label}</Select.Value>} />
        <Select.Icon className="text-brand-800">
          <Chevron />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content position="popper" sideOffset={8} className="z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line">
          <Select.Viewport className="p-1">
            {options.map((option) => (
              <Select.Item
                key={option.value}
                value={option.value}
                className="flex min-h-11 cursor-pointer select-none items-center rounded-lg px-3 text-ink outline-none data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold data-[state=checked]:text-brand-800"
              >
                <Select.ItemText>{option.label}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
