'use client';

import { isValidEmail } from '@escapade/domain/validators';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/ui/FormField';
import { reloadAccountState } from '../../components/account-menu/account-state';
import { browserCustomerCareApi } from '../../lib/api/customer-care';
import { INPUT_CLASS } from './console-ui';
import { companySignInRefused, type SignInErrorKey, signInErrorKeyOf } from './customer-care-model';

interface SignInValues {
  email: string;
  password: string;
}

/** Keys of `customerCare.login.fieldErrors`. */
type FieldErrorKey = 'emailMandatory' | 'emailFormat' | 'passwordMandatory';

/**
 * The customer care login: the staff's e-mail address and password, and, when the company's
 * identity provider is configured, "Sign in with the company account". A signed-in agent gets the
 * same page read again (the server sees the new session cookie and draws the console); a refused
 * sign-in is said in the form, in the agent's language.
 */
export function CustomerCareLogin({ identityProvider, callbackURL, titleId }: { identityProvider: boolean; callbackURL: string; titleId: string }) {
  const t = useTranslations('customerCare.login');
  const router = useRouter();
  const id = useId();
  const [failure, setFailure] = useState<SignInErrorKey>();
  // Back from the identity provider with a refusal: said in the form (read once the page runs: the
  // server draws the same login for every address).
  useEffect(() => {
    if (companySignInRefused(window.location.search)) setFailure('companyAccountRefused');
  }, []);
  const [isRefreshing, startRefresh] = useTransition();
  const [isLeaving, setIsLeaving] = useState(false);
  const { register, handleSubmit, formState, setFocus, resetField } = useForm<SignInValues>({
    defaultValues: { email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(undefined);
    try {
      await browserCustomerCareApi.signInWithEmail({ email: email.trim(), password, callbackURL });
    } catch (error) {
      setFailure(signInErrorKeyOf(error));
      resetField('password');
      setFocus('password');
      return;
    }
    startRefresh(() => router.refresh());
    // The header and the customer care mode read the new session too (the page is not loaded again).
    void reloadAccountState();
  });

  async function signInWithCompanyAccount() {
    setFailure(undefined);
    setIsLeaving(true);
    try {
      const { url } = await browserCustomerCareApi.signInWithCompanyAccount(callbackURL);
      window.location.assign(url);
    } catch {
      setIsLeaving(false);
      setFailure('failed');
    }
  }

  const fieldError = (key: FieldErrorKey | undefined) => (key ? t(`fieldErrors.${key}`) : undefined);
  const emailError = fieldError(formState.errors.email?.message as FieldErrorKey | undefined);
  const passwordError = fieldError(formState.errors.password?.message as FieldErrorKey | undefined);
  const isBusy = formState.isSubmitting || isRefreshing || isLeaving;

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className="flex flex-col gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-line">
        <FormField id={`${id}-email`} label={t('email')} error={emailError}>
          {(describedBy, isInvalid) => (
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="username"
              spellCheck={false}
              aria-required="true"
              aria-invalid={isInvalid}
              aria-describedby={describedBy}
              className={INPUT_CLASS}
              {...register('email', {
                validate: (value) => (value.trim() === '' ? 'emailMandatory' : isValidEmail(value) ? true : 'emailFormat'),
              })}
            />
          )}
        </FormField>
        <FormField id={`${id}-password`} label={t('password')} error={passwordError}>
          {(describedBy, isInvalid) => (
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              aria-required="true"
              aria-invalid={isInvalid}
              aria-describedby={describedBy}
              className={INPUT_CLASS}
              {...register('password', { validate: (value) => (value === '' ? 'passwordMandatory' : true) })}
            />
          )}
        </FormField>
        {/* Always in the page, so that a refusal put in it is read out. */}
        <div role="alert">{failure ? <p className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700">{t(`errors.${failure}`)}</p> : null}</div>
        <button type="submit" className="button-primary self-start" disabled={isBusy}>
          {formState.isSubmitting || isRefreshing ? t('submitting') : t('submit')}
        </button>
      </form>
      {identityProvider ? (
        <div className="flex flex-col gap-2 rounded-card bg-white p-6 shadow-card ring-1 ring-line">
          <p className="text-sm text-muted">{t('companyAccountIntro')}</p>
          <button type="button" className="button-secondary self-start" onClick={signInWithCompanyAccount} disabled={isBusy}>
            {t('companyAccount')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
