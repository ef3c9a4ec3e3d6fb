'use client';

import { useTranslations } from 'next-intl';
import { Checkbox } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import type { FilterOption } from './filter-view';

export interface FilterCheckboxProps {
  label: ReactNode;
  /** The offers the option would show; hidden while unknown. */
  count: number | undefined;
  checked: boolean;
  /** "Facet checkboxes are disabled when count is 0 unless already selected." */
  disabled: boolean;
  onCheckedChange(checked: boolean): void;
}

/** One facet option: a Radix checkbox, its label and its count. */
export function FilterCheckbox({ label, count, checked, disabled, onCheckedChange }: FilterCheckboxProps) {
  const t = useTranslations('filters');
  const id = useId();
  const countId = useId();
  return (
    <div className="flex min-h-10 items-center gap-3">
      <Checkbox.Root
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={count !== undefined ? countId : undefined}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        className="flex size-5 shrink-0 items-center justify-center rounded border-2 border-brand-700 bg-white data-[state=checked]:bg-brand-700 disabled:cursor-not-allowed disabled:border-line disabled:bg-canvas"
      >
        <Checkbox.Indicator>
          <svg viewBox="0 0 16 16" className="size-3.5 text-white" aria-hidden="true" focusable="false">
            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id} className={`flex-1 text-sm ${disabled ? 'cursor-not-allowed text-muted' : 'cursor-pointer text-ink'}`}>
        {label}
      </label>
      {count !== undefined ? (
        <>
          <span aria-hidden="true" className="text-xs tabular-nums text-muted">
            {count}
          </span>
          {/* The option's name stays the option; its count is its description ("1 offre"). */}
          <span id={countId} className="sr-only">
            {t('offersCount', { count })}
          </span>
        </>
      ) : null}
    </div>
  );
}

/** The options of one facet, each a checkbox that toggles its id. */
export function FilterCheckboxes<Option extends FilterOption>({
  options,
  onToggle,
  labelOf = (option) => option.label,
}: {
  options: readonly Option[];
  onToggle(id: Option['id']): void;
  labelOf?(option: Option): ReactNode;
}) {
  return (
    <>
      {options.map((option) => (
        <FilterCheckbox
          key={option.id}
          label={labelOf(option)}
          count={option.count}
          checked={option.isSelected}
          disabled={option.isDisabled}
          onCheckedChange={() => onToggle(option.id)}
        />
      ))}
    </>
  );
}
