'use client';

import type { Profile } from '@escapade/contracts/account-profile';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AccountProfileApi } from '../../../lib/api/account-profile';
import { FormOutcome, type FormOutcomeValue, TextField } from '../account-form-parts';
import { accountResolver, checkEmail } from '../account-forms-model';
import { BusyButton, ProfileSection, sayProfileFailure, SignInAgainLink, useProfileFieldErrorText, useProfileFormErrorText } from './profile-parts';
import { EMAIL_CHANGE_FAILURES, isSameAddress, profileFailureOf } from './profile-model';

interface EmailChangeValues {
  newEmail: string;
}

const emailChangeResolver = accountResolver<EmailChangeValues>({ newEmail: checkEmail });

export interface EmailAddressSectionProps {
  profile: Pick<Profile, 'email' | 'emailVerified'>;
  api: Pick<AccountProfileApi, 'requestEmailChange'>;
  /** This page's path: the confirmation link lands here, signed in. */
  profileHref: string;
  signInHref: string;
}

/**
 * "E-mail address": the account's address and whether it is verified, and the form that changes
 * it. The address does not change at once: a link goes to the new address, and the change is made
 * when it is followed (the page says so, naming that address).
 */
export function EmailAddressSection({ profile, api, profileHref, signInHref }: EmailAddressSectionProps) {
  const t = useTranslations('profile.email');
  const fieldErrorText = useProfileFieldErrorText();
  const formErrorText = useProfileFormErrorText();
  const id = useId();
  const [outcome, setOutcome] = useState<FormOutcomeValue>();
  const [isSignedOut, setIsSignedOut] = useState(false);
  const { register, handleSubmit, formState, setError, reset } = useForm<EmailChangeValues>({ resolver: emailChangeResolver, defaultValues: { newEmail: '' } });

  const onSubmit = handleSubmit(async ({ newEmail }) => {
    setOutcome(undefined);
    setIsSignedOut(false);
    if (isSameAddress(newEmail, profile.email)) {
      setError('newEmail', { type: 'validate', message: 'emailUnchanged' }, { shouldFocus: true });
      return;
    }
    let pendingEmail: string;
    try {
      ({ pendingEmail } = await api.requestEmailChange({ newEmail, callbackURL: profileHref }));
    } catch (error) {
      const failure = profileFailureOf(error, EMAIL_CHANGE_FAILURES);
      setIsSignedOut(failure.kind === 'form' && failure.key === 'signedOut');
      sayProfileFailure(failure, setError, setOutcome, formErrorText);
      return;
    }
    reset({ newEmail: '' });
    setOutcome({ tone: 'success', text: t('sent', { email: pendingEmail }), takesFocus: false });
  });

  return (
    <ProfileSection id={`${id}-title`} title={t('title')}>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>
          {t('current')} <strong className="[overflow-wrap:anywhere]">{profile.email}</strong>
        </span>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${profile.emailVerified ? 'bg-brand-50 text-brand-900' : 'bg-amber-50 text-amber-900'}`}>
          {profile.emailVerified ? t('verified') : t('unverified')}
        </span>
      </p>
      <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-form`} className="flex flex-col gap-4 border-t border-line pt-4">
        <h3 id={`${id}-form`} className="font-semibold">
          {t('changeTitle')}
        </h3>
        <p className="text-sm text-muted">{t('changeIntro')}</p>
        <TextField label={t('newEmail')} error={fieldErrorText(formState.errors.newEmail?.message)} registration={register('newEmail')} type="email" autoComplete="email" />
        <div className="flex flex-col gap-3">
          <BusyButton isBusy={formState.isSubmitting} className="button-secondary self-start" label={t('submit')} busyLabel={t('submitting')} />
          <FormOutcome outcome={outcome} />
          {isSignedOut ? <SignInAgainLink href={signInHref} /> : null}
        </div>
      </form>
    </ProfileSection>
  );
}
