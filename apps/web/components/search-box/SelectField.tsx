'use client';

import { Select } from 'radix-ui';
import { type ReactNode, startTransition, useEffect, useId, useRef, useState } from 'react';

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
    <svg viewBox="0 0 24 24" className="size-4 shrink-0" aria-hidden="true" focusable="false">
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
      <span className="max-w-full truncate font-semibold text-ink">{value}</span>
    </span>
  );
}

/** How the select was first asked for: opened (a click or a tap), or only focused (the keyboard). */
interface Activation {
  open: boolean;
  focus: boolean;
}

/**
 * A labelled Radix select shaped like the other search box fields (theme, distance).
 *
 * Until someone reaches for it, it is the same trigger without Radix. Radix's Select is costly to
 * mount: it renders every option into a detached fragment (for its native select) and positions a
 * popper, and while the page hydrates it records its trigger with state setters in refs,
 * synchronous updates inside the hydration commit (decision 0014). Mounted after hydration it was
 * still one of the page's longest tasks, for a control most visitors never open. So Radix mounts
 * when the pointer comes over the trigger (well before a click), or when the trigger is clicked,
 * tapped or reached with the keyboard — then it opens, or takes the focus, as it would have.
 */
export function SelectField(props: SelectFieldProps) {
  const labelId = useId();
  const [activation, setActivation] = useState<Activation | null>(null);
  const isPointerDown = useRef(false);
  const { label, value, options, className } = props;
  const current = options.find((option) => option.value === value);
  const triggerClass = `${TRIGGER_CLASS} ${className ?? 'bg-white'}`;
  if (activation) return <RadixSelectField {...props} labelId={labelId} triggerClass={triggerClass} currentLabel={current?.label} activation={activation} />;
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded="false"
      aria-autocomplete="none"
      aria-labelledby={labelId}
      data-state="closed"
      className={triggerClass}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') startTransition(() => setActivation((active) => active ?? { open: false, focus: false }));
      }}
      onPointerDown={() => {
        isPointerDown.current = true;
      }}
      onFocus={() => {
        // A tap focuses before its click: replacing the button then would swallow the click.
        if (!isPointerDown.current) setActivation({ open: false, focus: true });
      }}
      onClick={() => setActivation({ open: true, focus: true })}
    >
      <TriggerContent labelId={labelId} label={label} value={current?.label} />
      <span aria-hidden="true" className="text-brand-800">
        <Chevron />
      </span>
    </button>
  );
}

interface RadixSelectFieldProps extends SelectFieldProps {
  labelId: string;
  triggerClass: string;
  currentLabel: string | undefined;
  /** Set once, when the placeholder button is replaced: it has no handlers left to change it. */
  activation: Activation;
}

function RadixSelectField({ label, value, options, onValueChange, labelId, triggerClass, currentLabel, activation }: RadixSelectFieldProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const isReachedWithKeyboard = activation.focus && !activation.open;
  useEffect(() => {
    // The focus left with the placeholder button: it comes back here.
    if (isReachedWithKeyboard) triggerRef.current?.focus();
  }, [isReachedWithKeyboard]);
  return (
    <Select.Root value={value} onValueChange={onValueChange} defaultOpen={activation.open}>
      <Select.Trigger ref={triggerRef} aria-labelledby={labelId} className={triggerClass}>
        <TriggerContent labelId={labelId} label={label} value={<Select.Value>{currentLabel}</Select.Value>} />
        <Select.Icon className="text-brand-800">
          <Chevron />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content position="popper" sideOffset={8} className="z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line">
          {/* Reachable by the keyboard when it scrolls (a phone's short list of themes): Radix's options
              take no Tab stop, and a scrolling region must have one (Radix keeps Tab inside the open
              select). A focusable element cannot be "presentation", so the viewport is the listbox's
              one group of options, named like the field. */}
          <Select.Viewport role="group" aria-label={label} tabIndex={0} className="p-1 outline-none">
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
