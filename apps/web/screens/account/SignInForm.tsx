'use client';

import { SIGN_IN_LINK_MINUTES } from '@escapade/domain/account';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountPath, afterSignInPath, ORIGIN_PARAM, safeOrigin, signInHref, withOrigin } from '../../components/account-menu/account-paths';
import { useMarket } from '../../components/market-context';
import { browserAccountsApi } from '../../lib/api/accounts';
import { FORM_CLASS, FormOutcome, type FormOutcomeValue, PasswordField, TextField, useFieldErrorText, useFormFailureText } from './account-form-parts';
import { type AccountFailure, accountFailureOf, accountResolver, checkCurrentPassword, checkEmail, hasLinkError } from './account-forms-model';

interface SignInValues {
  email: string;
  password: string;
}

const signInResolver = accountResolver<SignInValues>({ email: checkEmail, password: checkCurrentPassword });

const isSignInField = (field: string): field is keyof SignInValues => field === 'email' || field === 'password';

/**
 * The sign-in: e-mail address and password, or a one-time sign-in link sent to the address typed.
 * Signed in, the visitor goes back to the page the `origin` parameter names (a page of this
 * market), else to their trips. A refusal is said at the top of the form (the focus goes there) or
 * under the field it is about; a wrong password and an unknown address get the same words. A link
 * that came back expired (`?error=`) is said as the page opens.
 */
export function SignInForm({ titleId }: { titleId: string }) {
  const t = useTranslations('account');
  const fieldErrorText = useFieldErrorText();
  const failureText = useFormFailureText();
  const { homeHref } = useMarket();
  const searchParams = useSearchParams();
  const origin = safeOrigin(searchParams.get(ORIGIN_PARAM), homeHref);
  const [outcome, setOutcome] = useState<FormOutcomeValue | undefined>(() =>
    hasLinkError(searchParams) ? { tone: 'error', text: t('signin.linkExpired'), takesFocus: false } : undefined,
  );
  const [isSendingLink, setIsSendingLink] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);
  const { register, handleSubmit, formState, setError, resetField, trigger, getValues } = useForm<SignInValues>({
    resolver: signInResolver,
    defaultValues: { email: '', password: '' },
  });

  function sayFailure(failure: AccountFailure): void {
    if (failure.kind === 'field' && isSignInField(failure.field)) {
      setError(failure.field, { type: 'server', message: failure.key }, { shouldFocus: true });
      return;
    }
    const formFailure = failure.kind === 'form' ? failure : ({ kind: 'form', key: 'failed' } as const);
    // The password typed is the likeliest mistake: the field is emptied for the next attempt.
    if (formFailure.key === 'invalidCredentials') resetField('password');
    setOutcome({ tone: 'error', text: failureText(formFailure), takesFocus: true });
  }

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setOutcome(undefined);
    try {
      // An address not verified yet gets a new verification e-mail, whose link lands here.
      await browserAccountsApi.signInWithEmail({ email, password, callbackURL: withOrigin(accountPath(homeHref, 'verify'), origin) });
    } catch (error) {
      sayFailure(accountFailureOf(error));
      return;
    }
    setIsLeaving(true);
    // A whole page load: every part of the page (the header's menu first) reads the new session.
    window.location.assign(afterSignInPath(origin, homeHref));
  });

  async function sendSignInLink() {
    setOutcome(undefined);
    if (!(await trigger('email', { shouldFocus: true }))) return;
    const email = getValues('email').trim();
    setIsSendingLink(true);
    try {
      await browserAccountsApi.sendSignInLink({ email, callbackURL: afterSignInPath(origin, homeHref), errorCallbackURL: signInHref(homeHref, origin) });
      setOutcome({ tone: 'success', text: t('signin.linkSent', { email, minutes: SIGN_IN_LINK_MINUTES }), takesFocus: true });
    } catch (error) {
      sayFailure(accountFailureOf(error));
    } finally {
      setIsSendingLink(false);
    }
  }

  const isBusy = formState.isSubmitting || isSendingLink || isLeaving;

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className={FORM_CLASS}>
        <FormOutcome outcome={outcome} />
        <TextField label={t('fields.email')} error={fieldErrorText(formState.errors.email?.message)} registration={register('email')} type="email" autoComplete="username" />
        <PasswordField label={t('fields.password')} error={fieldErrorText(formState.errors.password?.message)} registration={register('password')} autoComplete="current-password" />
        <Link prefetch={false} href={withOrigin(accountPath(homeHref, 'forgot-password'), origin)} className="self-start text-sm font-semibold text-brand-800">
          {t('signin.forgotPassword')}
        </Link>
        <button type="submit" className="button-primary self-start" disabled={isBusy}>
          {formState.isSubmitting || isLeaving ? t('signin.submitting') : t('signin.submit')}
        </button>
        <div className="flex flex-col gap-2 border-t border-line pt-4">
          <p className="text-sm text-muted">{t('signin.linkIntro')}</p>
          <button type="button" className="button-secondary self-start" onClick={() => void sendSignInLink()} disabled={isBusy}>
            {isSendingLink ? t('signin.sendingLink') : t('signin.sendLink')}
          </button>
        </div>
      </form>
      <p className="text-sm">
        {t('signin.noAccount')}{' '}
        <Link prefetch={false} href={withOrigin(accountPath(homeHref, 'signup'), origin)} className="font-semibold text-brand-800">
          {t('signin.signUp')}
        </Link>
      </p>
    </div>
  );
}
