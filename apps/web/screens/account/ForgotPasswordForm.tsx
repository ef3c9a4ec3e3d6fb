'use client';

import { ACCOUNT_LINK_MINUTES } from '@escapade/domain/account';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountPath, ORIGIN_PARAM, safeOrigin, signInHref } from '../../components/account-menu/account-paths';
import { useMarket } from '../../components/market-context';
import { browserAccountsApi } from '../../lib/api/accounts';
import { FORM_CLASS, FormOutcome, type FormOutcomeValue, TextField, useFieldErrorText, useFormFailureText } from './account-form-parts';
import { accountFailureOf, accountResolver, checkEmail } from './account-forms-model';

interface ForgotPasswordValues {
  email: string;
}

const forgotPasswordResolver = accountResolver<ForgotPasswordValues>({ email: checkEmail });

/**
 * "Forgot password": the address gets a link to choose a new password when it has an account. The
 * API answers the same either way, and so does the page: it never says whether the account exists.
 * The link lands on the reset page of this market.
 */
export function ForgotPasswordForm({ titleId }: { titleId: string }) {
  const t = useTranslations('account');
  const fieldErrorText = useFieldErrorText();
  const failureText = useFormFailureText();
  const { homeHref } = useMarket();
  const origin = safeOrigin(useSearchParams().get(ORIGIN_PARAM), homeHref);
  const [outcome, setOutcome] = useState<FormOutcomeValue>();
  const { register, handleSubmit, formState, setError } = useForm<ForgotPasswordValues>({ resolver: forgotPasswordResolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setOutcome(undefined);
    try {
      await browserAccountsApi.requestPasswordReset({ email, redirectTo: accountPath(homeHref, 'reset-password') });
    } catch (error) {
      const failure = accountFailureOf(error);
      if (failure.kind === 'field' && failure.field === 'email') setError('email', { type: 'server', message: failure.key }, { shouldFocus: true });
      else setOutcome({ tone: 'error', text: failureText(failure.kind === 'form' ? failure : { kind: 'form', key: 'failed' }), takesFocus: true });
      return;
    }
    setOutcome({ tone: 'success', text: t('forgotPassword.sent', { email, minutes: ACCOUNT_LINK_MINUTES }), takesFocus: true });
  });

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className={FORM_CLASS}>
        <FormOutcome outcome={outcome} />
        <TextField label={t('fields.email')} error={fieldErrorText(formState.errors.email?.message)} registration={register('email')} type="email" autoComplete="email" />
        <button type="submit" className="button-primary self-start" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
        </button>
      </form>
      <Link prefetch={false} href={signInHref(homeHref, origin)} className="self-start text-sm font-semibold text-brand-800">
        {t('forgotPassword.backToSignIn')}
      </Link>
    </div>
  );
}
