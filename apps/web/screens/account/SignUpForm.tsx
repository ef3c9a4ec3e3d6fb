'use client';

import { ACCOUNT_LINK_MINUTES, PASSWORD_MIN_LENGTH } from '@escapade/domain/account';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountPath, ORIGIN_PARAM, safeOrigin, signInHref, withOrigin } from '../../components/account-menu/account-paths';
import { useMarket } from '../../components/market-context';
import { browserAccountsApi } from '../../lib/api/accounts';
import { FORM_CLASS, FormOutcome, type FormOutcomeValue, PasswordField, TextField, useFieldErrorText, useFormFailureText } from './account-form-parts';
import { accountFailureOf, accountResolver, checkEmail, checkName, checkNewPassword } from './account-forms-model';

interface SignUpValues {
  name: string;
  email: string;
  password: string;
}

const signUpResolver = accountResolver<SignUpValues>({ name: checkName, email: checkEmail, password: checkNewPassword });

/**
 * The sign-up: name, e-mail address and password (its rule said beside it), in the market's
 * language. The account signs in only once its address is verified: the answer is "check your
 * inbox", the same whether the address had an account already or not (the API answers both alike).
 * The e-mail's link lands on the verification page, which goes on to the `origin` page.
 */
export function SignUpForm({ titleId }: { titleId: string }) {
  const t = useTranslations('account');
  const fieldErrorText = useFieldErrorText();
  const failureText = useFormFailureText();
  const { locale, homeHref } = useMarket();
  const origin = safeOrigin(useSearchParams().get(ORIGIN_PARAM), homeHref);
  const [outcome, setOutcome] = useState<FormOutcomeValue>();
  const [sentTo, setSentTo] = useState<string>();
  const { register, handleSubmit, formState, setError } = useForm<SignUpValues>({
    resolver: signUpResolver,
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(undefined);
    try {
      await browserAccountsApi.signUp({ ...values, locale, callbackURL: withOrigin(accountPath(homeHref, 'verify'), origin) });
    } catch (error) {
      const failure = accountFailureOf(error);
      if (failure.kind === 'field') setError(failure.field, { type: 'server', message: failure.key }, { shouldFocus: true });
      else setOutcome({ tone: 'error', text: failureText(failure), takesFocus: true });
      return;
    }
    setSentTo(values.email);
  });

  if (sentTo) return <CheckInbox email={sentTo} origin={origin} />;

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className={FORM_CLASS}>
        <FormOutcome outcome={outcome} />
        <TextField label={t('fields.name')} error={fieldErrorText(formState.errors.name?.message)} registration={register('name')} type="text" autoComplete="name" />
        <TextField label={t('fields.email')} error={fieldErrorText(formState.errors.email?.message)} registration={register('email')} type="email" autoComplete="email" />
        <PasswordField
          label={t('fields.password')}
          hint={t('fields.passwordRule', { min: PASSWORD_MIN_LENGTH })}
          error={fieldErrorText(formState.errors.password?.message)}
          registration={register('password')}
          autoComplete="new-password"
        />
        <button type="submit" className="button-primary self-start" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('signup.submitting') : t('signup.submit')}
        </button>
      </form>
      <p className="text-sm">
        {t('signup.haveAccount')}{' '}
        <Link prefetch={false} href={signInHref(homeHref, origin)} className="font-semibold text-brand-800">
          {t('signup.signIn')}
        </Link>
      </p>
    </div>
  );
}

/** After signing up: the e-mail to open. The heading takes the focus, so the change of page is read out. */
function CheckInbox({ email, origin }: { email: string; origin: string | undefined }) {
  const t = useTranslations('account.signup');
  const { homeHref } = useMarket();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="account-check-inbox" className={FORM_CLASS}>
      <h2 id="account-check-inbox" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-brand-900 outline-none">
        {t('checkInboxTitle')}
      </h2>
      <p>{t('checkInbox', { email, minutes: ACCOUNT_LINK_MINUTES })}</p>
      <p className="text-sm text-muted">{t('checkInboxHelp')}</p>
      <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        <Link prefetch={false} href={signInHref(homeHref, origin)} className="text-brand-800">
          {t('signIn')}
        </Link>
        <Link prefetch={false} href={withOrigin(accountPath(homeHref, 'forgot-password'), origin)} className="text-brand-800">
          {t('forgotPassword')}
        </Link>
      </p>
    </section>
  );
}
