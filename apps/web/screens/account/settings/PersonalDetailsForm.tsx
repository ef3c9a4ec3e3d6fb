'use client';

import type { Profile } from '@escapade/contracts/account-profile';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/FormField';
import type { AccountProfileApi } from '../../../lib/api/account-profile';
import { FormOutcome, type FormOutcomeValue, TextField } from '../account-form-parts';
import { BusyButton, INPUT_CLASS, ProfileSection, sayProfileFailure, SignInAgainLink, useProfileFieldErrorText, useProfileFormErrorText } from './profile-parts';
import { DETAILS_FAILURES, LOCALE_CHOICES, profileFailureOf, profileResolver, profileUpdateOf, type ProfileValues, profileValuesOf } from './profile-model';

export interface PersonalDetailsFormProps {
  profile: Profile;
  api: Pick<AccountProfileApi, 'updateProfile'>;
  /** The profile as the API saved it. */
  onSaved(profile: Profile): void;
  signInHref: string;
}

/**
 * "Personal details": name, phone (optional), the language of the account's e-mails and the
 * newsletter. Checked on submit (the first invalid field takes the focus); only what changed is
 * sent. "Saved" is said in a polite live region while the focus stays on the button; a refusal is
 * said under its field (which takes the focus) or at the form's foot, and what was typed stays.
 */
export function PersonalDetailsForm({ profile, api, onSaved, signInHref }: PersonalDetailsFormProps) {
  const t = useTranslations('profile.details');
  const fieldErrorText = useProfileFieldErrorText();
  const formErrorText = useProfileFormErrorText();
  const id = useId();
  const [outcome, setOutcome] = useState<FormOutcomeValue>();
  const [isSignedOut, setIsSignedOut] = useState(false);
  const { register, handleSubmit, formState, setError, reset } = useForm<ProfileValues>({ resolver: profileResolver, defaultValues: profileValuesOf(profile) });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(undefined);
    setIsSignedOut(false);
    const update = profileUpdateOf(values, profile);
    let saved = profile;
    if (Object.keys(update).length > 0) {
      try {
        saved = await api.updateProfile(update);
      } catch (error) {
        const failure = profileFailureOf(error, DETAILS_FAILURES);
        setIsSignedOut(failure.kind === 'form' && failure.key === 'signedOut');
        sayProfileFailure(failure, setError, setOutcome, formErrorText);
        return;
      }
    }
    reset(profileValuesOf(saved));
    onSaved(saved);
    setOutcome({ tone: 'success', text: t('saved'), takesFocus: false });
  });

  const phoneId = `${id}-phone`;
  const localeId = `${id}-locale`;
  const newsletterId = `${id}-newsletter`;
  const phoneError = fieldErrorText(formState.errors.phone?.message);
  const newsletterError = fieldErrorText(formState.errors.newsletter?.message);

  return (
    <ProfileSection id={`${id}-title`} title={t('title')}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
        <TextField label={t('name')} error={fieldErrorText(formState.errors.name?.message)} registration={register('name')} type="text" autoComplete="name" />
        <FormField id={phoneId} label={t('phone')} hint={t('phoneHint')} error={phoneError}>
          {(describedBy, isInvalid) => (
            <input id={phoneId} {...register('phone')} type="tel" inputMode="tel" autoComplete="tel" aria-invalid={isInvalid} aria-describedby={describedBy} className={INPUT_CLASS} />
          )}
        </FormField>
        <FormField id={localeId} label={t('locale')} hint={t('localeHint')} error={undefined}>
          {(describedBy) => (
            <select id={localeId} {...register('locale')} aria-describedby={describedBy} className={INPUT_CLASS}>
              {LOCALE_CHOICES.map(({ locale, name }) => (
                <option key={locale} value={locale} lang={locale.slice(0, 2)}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={newsletterId} className="inline-flex min-h-11 items-center gap-3 font-semibold">
            <input
              id={newsletterId}
              type="checkbox"
              {...register('newsletter')}
              aria-invalid={newsletterError ? true : undefined}
              aria-describedby={newsletterError ? `${newsletterId}-hint ${newsletterId}-error` : `${newsletterId}-hint`}
              className="size-5 shrink-0 accent-brand-700"
            />
            {t('newsletter')}
          </label>
          <p id={`${newsletterId}-hint`} className="pl-8 text-muted">
            {t('newsletterHint', { email: profile.email })}
          </p>
          {newsletterError ? (
            <p id={`${newsletterId}-error`} className="pl-8 font-semibold text-red-700">
              {newsletterError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-3">
          <BusyButton isBusy={formState.isSubmitting} className="button-primary self-start" label={t('submit')} busyLabel={t('submitting')} />
          <FormOutcome outcome={outcome} />
          {isSignedOut ? <SignInAgainLink href={signInHref} /> : null}
        </div>
      </form>
    </ProfileSection>
  );
}
