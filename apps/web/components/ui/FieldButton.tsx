import type { ComponentProps } from 'react';

export interface FieldButtonProps extends ComponentProps<'button'> {
  label: string;
  value: string;
  /** The value is a placeholder: nothing is chosen yet. */
  isPlaceholder?: boolean;
  /** The field's background (white by default). */
  className?: string;
}

/** A search field that opens a picker: its label above, the chosen value or a placeholder below. */
export function FieldButton({ label, value, isPlaceholder = false, className, ...props }: FieldButtonProps) {
  return (
    <button
      type="button"
      {...props}
      className={`flex min-h-14 w-full flex-col items-start justify-center rounded-xl px-4 py-2 text-left ring-1 ring-line hover:ring-brand-300 ${className ?? 'bg-white'}`}
    >
      <span className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</span>
      <span className={isPlaceholder ? 'text-muted' : 'font-semibold text-ink'}>{value}</span>
    </button>
  );
}
