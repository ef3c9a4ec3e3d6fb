import type { ReactNode } from 'react';

/**
 * A labelled form field with its hint and its error: the control (given by `children`) is described
 * by both, and told whether it is invalid, so a screen reader reads the message with the field.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children: (describedBy: string | undefined, isInvalid: true | undefined) => ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-muted">
          {hint}
        </p>
      ) : null}
      {children(describedBy, error ? true : undefined)}
      {error ? (
        <p id={errorId} className="font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
