'use client';

import { PASSWORD_MIN_LENGTH } from '@escapade/domain/account';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountPath, signInHref } from '../../components/account-menu/account-paths';
import { useMarket } from '../../components/market-context';
import { browserAccountsApi } from '../../lib/api/accounts';
import { FORM_CLASS, FormOutcome, type FormOutcomeValue, PasswordField, useFieldErrorText, useFormFailureText } from './account-form-parts';
import { accountFailureOf, accountResolver, checkNewPassword, hasLinkError } from './account-forms-model';

interface ResetPasswordValues {
  password: string;
}

const resetPasswordResolver = accountResolver<ResetPasswordValues>({ password: checkNewPassword });

/**
 * What the page shows: the form, the link refused (expired, used, or no token at all), or done;
 * `takesFocus` once it answers the visitor's Save (a page arriving with a refused link says so where it opens).
 */
type ResetState = { kind: 'form' } | { kind: 'linkExpired' | 'done'; takesFocus: boolean };

/**
 * The page the password reset e-mail's link lands on (`?token=…`, or `?error=INVALID_TOKEN` when
 * the link was refused): a new password, with its rule. Saved, every session of the account has
 * ended, so the visitor signs in again with it.
 */
export function ResetPasswordForm({ titleId }: { titleId: string }) {
  const t = useTranslations('account');
  const fieldErrorText = useFieldErrorText();
  const failureText = useFormFailureText();
  const searchParams = useSearchParams();
  const token = searchParams.get('token');
  const [state, setState] = useState<ResetState>(() => (token && !hasLinkError(searchParams) ? { kind: 'form' } : { kind: 'linkExpired', takesFocus: false }));
  const [outcome, setOutcome] = useState<FormOutcomeValue>();
  const { register, handleSubmit, formState, setError } = useForm<ResetPasswordValues>({ resolver: resetPasswordResolver, defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!token) return;
    setOutcome(undefined);
    try {
      await browserAccountsApi.resetPassword({ token, newPassword: password });
    } catch (error) {
      const failure = accountFailureOf(error);
      if (failure.kind === 'field' && failure.field === 'password') setError('password', { type: 'server', message: failure.key }, { shouldFocus: true });
      else if (failure.kind === 'form' && failure.key === 'linkExpired') setState({ kind: 'linkExpired', takesFocus: true });
      else setOutcome({ tone: 'error', text: failureText(failure.kind === 'form' ? failure : { kind: 'form', key: 'failed' }), takesFocus: true });
      return;
    }
    setState({ kind: 'done', takesFocus: true });
  });

  if (state.kind !== 'form') return <ResetOutcome {...state} />;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className={FORM_CLASS}>
      <FormOutcome outcome={outcome} />
      <PasswordField
        label={t('fields.newPassword')}
        hint={t('fields.passwordRule', { min: PASSWORD_MIN_LENGTH })}
        error={fieldErrorText(formState.errors.password?.message)}
        registration={register('password')}
        autoComplete="new-password"
      />
      <button type="submit" className="button-primary self-start" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('resetPassword.submitting') : t('resetPassword.submit')}
      </button>
    </form>
  );
}

/** The password saved, or the link refused, in a status message. */
function ResetOutcome({ kind, takesFocus }: { kind: 'linkExpired' | 'done'; takesFocus: boolean }) {
  const t = useTranslations('account.resetPassword');
  const { homeHref } = useMarket();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takesFocus) ref.current?.focus();
  }, [takesFocus]);
  const isDone = kind === 'done';
  return (
    <div className={FORM_CLASS}>
      <p ref={ref} tabIndex={-1} role="status" className={`rounded-xl p-3 font-semibold outline-none ${isDone ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-700'}`}>
        {isDone ? t('done') : t('linkExpired')}
      </p>
      <Link prefetch={false} href={isDone ? signInHref(homeHref) : accountPath(homeHref, 'forgot-password')} className="button-primary self-start">
        {isDone ? t('signIn') : t('requestNew')}
      </Link>
    </div>
  );
}
