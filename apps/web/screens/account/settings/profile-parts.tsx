'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useFieldErrorText } from '../account-form-parts';
import type { FormOutcomeValue } from '../account-form-parts';
import { isProfileFieldErrorKey, type ProfileFailure, type ProfileFormErrorKey } from './profile-model';

/** A section of the page: a card named by its heading (a region a screen reader lists). */
export function ProfileSection({ id, title, tone = 'plain', children }: { id: string; title: string; tone?: 'plain' | 'danger'; children: ReactNode }) {
  const ring = tone === 'danger' ? 'ring-2 ring-red-700/40' : 'ring-1 ring-line';
  return (
    <section aria-labelledby={id} className={`flex flex-col gap-4 rounded-card bg-white p-5 shadow-card sm:p-6 ${ring}`}>
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The words of a field's error: the profile's own keys (`profile.fieldErrors`), else the account forms' (`account.fieldErrors`). */
export function useProfileFieldErrorText(): (key: string | undefined) => string | undefined {
  const t = useTranslations('profile.fieldErrors');
  const accountText = useFieldErrorText();
  return (key) => (key !== undefined && isProfileFieldErrorKey(key) ? t(key) : accountText(key));
}

/** The words of a whole-form refusal (`profile.formErrors`). */
export function useProfileFormErrorText(): (key: ProfileFormErrorKey) => string {
  const t = useTranslations('profile.formErrors');
  return (key) => t(key);
}

/**
 * Says a refusal where it belongs: under its field (which takes the focus), or as the form's
 * outcome. A new outcome object each time, so the live region reads it out again.
 */
export function sayProfileFailure<V extends FieldValues, F extends Path<V>>(
  failure: ProfileFailure<F>,
  setError: UseFormSetError<V>,
  setOutcome: (outcome: FormOutcomeValue) => void,
  formErrorText: (key: ProfileFormErrorKey) => string,
): void {
  if (failure.kind === 'field') {
    setError(failure.field, { type: 'server', message: failure.key }, { shouldFocus: true });
    return;
  }
  setOutcome({ tone: 'error', text: formErrorText(failure.key), takesFocus: false });
}

/** After a refusal that says the session is over: the way back, signed in, to this page. */
export function SignInAgainLink({ href }: { href: string }) {
  const t = useTranslations('profile.formErrors');
  return (
    <a href={href} className="self-start font-semibold text-brand-800 underline">
      {t('signIn')}
    </a>
  );
}

/**
 * A submit button that keeps the focus while its form is sent: `aria-disabled`, not `disabled`
 * (a disabled button loses the focus to the page), and a press while busy does nothing.
 */
export function BusyButton({ isBusy, className, label, busyLabel, type = 'submit', onClick }: { isBusy: boolean; className: string; label: string; busyLabel: string; type?: 'submit' | 'button'; onClick?(): void }) {
  return (
    <button
      type={type}
      className={`${className} aria-disabled:cursor-wait aria-disabled:opacity-70`}
      aria-disabled={isBusy || undefined}
      onClick={(event) => {
        if (isBusy) event.preventDefault();
        else onClick?.();
      }}
    >
      {isBusy ? busyLabel : label}
    </button>
  );
}

/** The fields' input style (as the account forms'): a ring, red when the field is invalid. */
export const INPUT_CLASS = 'min-h-11 w-full rounded-xl bg-white px-3 ring-1 ring-line aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-700';
