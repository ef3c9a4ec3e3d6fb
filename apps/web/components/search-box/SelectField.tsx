'use client';

import { Select } from 'radix-ui';
import { useId } from 'react';

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

/** A labelled Radix select shaped like the other search box fields (theme, distance). */
export function SelectField({ label, value, options, onValueChange, className }: SelectFieldProps) {
  const labelId = useId();
  const current = options.find((option) => option.value === value);
  return (
    <Select.Root value={value} onValueChange={onValueChange}>
      <Select.Trigger
        aria-labelledby={labelId}
        className={`flex min-h-14 w-full items-center justify-between gap-2 rounded-xl px-4 py-2 text-left ring-1 ring-line hover:ring-brand-300 ${className ?? 'bg-white'}`}
      >
        <span className="flex min-w-0 flex-col items-start">
          <span id={labelId} className="text-xs font-semibold uppercase tracking-wide text-muted">
            {label}
          </span>
          <span className="truncate font-semibold text-ink">
            <Select.Value>{current?.label}</Select.Value>
          </span>
        </span>
        <Select.Icon className="text-brand-800">
          <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
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
