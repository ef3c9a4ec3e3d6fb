'use client';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_IN_WINDOW_MINUTES } from '@escapade/domain/account';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/FormField';
import { ACCOUNT_NAME_MAX_LENGTH, type AccountFailure, isFieldErrorKey } from './account-forms-model';

const INPUT_CLASS = 'min-h-11 w-full rounded-xl bg-white px-3 ring-1 ring-line aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-700';

/** The form's card, named by the page's heading. */
export const FORM_CLASS = 'flex flex-col gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-line';

/** The words of a field's error (its message is a key of `account.fieldErrors`), with the bounds the messages quote. */
export function useFieldErrorText(): (key: string | undefined) => string | undefined {
  const t = useTranslations('account.fieldErrors');
  return (key) => {
    if (key === undefined) return undefined;
    if (!isFieldErrorKey(key)) return t('mandatory');
    if (key === 'passwordTooShort') return t(key, { min: PASSWORD_MIN_LENGTH });
    if (key === 'passwordTooLong') return t(key, { max: PASSWORD_MAX_LENGTH });
    if (key === 'nameTooLong') return t(key, { max: ACCOUNT_NAME_MAX_LENGTH });
    return t(key);
  };
}

interface TextFieldProps {
  label: string;
  hint?: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
}

/** A labelled input with its hint and its error (the shared FormField), marked required. */
export function TextField({ label, hint, error, registration, type, autoComplete }: TextFieldProps) {
  const id = useId();
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(describedBy, isInvalid) => (
        <input
          id={id}
          {...registration}
          type={type}
          {...(type === 'email' ? { inputMode: 'email' as const, spellCheck: false } : {})}
          autoComplete={autoComplete}
          aria-required="true"
          aria-invalid={isInvalid}
          aria-describedby={describedBy}
          className={INPUT_CLASS}
        />
      )}
    </FormField>
  );
}

/** A password input, and a box that shows what was typed: a visitor can check a long password before sending it. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const t = useTranslations('account.fields');
  const [isShown, setIsShown] = useState(false);
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <TextField {...props} type={isShown ? 'text' : 'password'} />
      <label htmlFor={id} className="inline-flex items-center gap-2 self-start text-sm">
        <input id={id} type="checkbox" checked={isShown} onChange={(event) => setIsShown(event.target.checked)} className="size-4 accent-brand-700" />
        {t('showPassword')}
      </label>
    </div>
  );
}

/** The words of a whole-form outcome. */
export function useFormFailureText(): (failure: Extract<AccountFailure, { kind: 'form' }>) => string {
  const t = useTranslations('account.formErrors');
  return (failure) => (failure.key === 'locked' ? t('locked', { minutes: failure.minutes ?? SIGN_IN_WINDOW_MINUTES }) : t(failure.key));
}

/** What a sending came to, as the form says it; a new object for each outcome. */
export interface FormOutcomeValue {
  tone: 'error' | 'success';
  text: string;
  /** Whether the focus goes to it (an answer to the visitor's action; not a message the page arrived with). */
  takesFocus: boolean;
}

/**
 * Where a form says how a sending went, at its top: an error (`role="alert"`) or a success
 * (`role="status"`), both always in the page so that what is put in them is read out. A new
 * outcome takes the focus: the button that was pressed is disabled while sending, and the visitor
 * reads the outcome first, then goes on to the fields below it.
 */
export function FormOutcome({ outcome }: { outcome: FormOutcomeValue | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome?.takesFocus) ref.current?.focus();
  }, [outcome]);
  return (
    <div ref={ref} tabIndex={-1} className="flex flex-col rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-brand-700">
      <div role="alert">{outcome?.tone === 'error' ? <p className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700">{outcome.text}</p> : null}</div>
      <div role="status">{outcome?.tone === 'success' ? <p className="rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-900">{outcome.text}</p> : null}</div>
    </div>
  );
}
