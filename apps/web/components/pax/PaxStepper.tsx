'use client';

import { useId } from 'react';

export interface PaxStepperProps {
  label: string;
  value: number;
  decreaseLabel: string;
  increaseLabel: string;
  canDecrease: boolean;
  canIncrease: boolean;
  onDecrease(): void;
  onIncrease(): void;
}

/**
 * One counter of the party. At a bound the button is aria-disabled rather than disabled, so that
 * keyboard focus stays on it (a disabled button would drop focus to the page).
 */
export function PaxStepper({ label, value, decreaseLabel, increaseLabel, canDecrease, canIncrease, onDecrease, onIncrease }: PaxStepperProps) {
  const labelId = useId();
  const button =
    'inline-flex size-11 items-center justify-center rounded-full text-xl font-semibold ring-1 ring-brand-700 text-brand-800 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:text-muted aria-disabled:ring-line aria-disabled:hover:bg-transparent';
  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center justify-between gap-4 py-3">
      <span id={labelId} className="font-semibold text-ink">
        {label}
      </span>
      <div className="flex items-center gap-3">
        <button type="button" className={button} aria-label={decreaseLabel} aria-disabled={!canDecrease} onClick={() => canDecrease && onDecrease()}>
          <span aria-hidden="true">−</span>
        </button>
        <output aria-live="polite" className="w-6 text-center text-lg font-semibold tabular-nums">
          {value}
        </output>
        <button type="button" className={button} aria-label={increaseLabel} aria-disabled={!canIncrease} onClick={() => canIncrease && onIncrease()}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
