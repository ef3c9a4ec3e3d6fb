'use client';

import type { Profile } from '@escapade/contracts/account-profile';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountDeletedHref } from '../../../components/account-menu/account-paths';
import { Dialog, DialogDescription, DialogHeader } from '../../../components/ui/Dialog';
import type { AccountProfileApi } from '../../../lib/api/account-profile';
import { FormOutcome, type FormOutcomeValue, PasswordField, TextField } from '../account-form-parts';
import { accountResolver, checkCurrentPassword, checkEmail } from '../account-forms-model';
import { BusyButton, ProfileSection, sayProfileFailure, SignInAgainLink, useProfileFieldErrorText, useProfileFormErrorText } from './profile-parts';
import { DELETE_ACCOUNT_FAILURES, isSameAddress, profileFailureOf } from './profile-model';

const DIALOG_CLASS =
  'fixed left-1/2 top-1/2 z-50 flex max-h-[90dvh] w-[min(34rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-card bg-white p-6 shadow-card focus:outline-none';
const DANGER_BUTTON_CLASS = 'button-shape bg-red-700 text-white hover:bg-red-800';

interface DeleteValues {
  email: string;
  password: string;
}

/** The password is asked only of an account that has one (a link-only account has none). */
const resolverWithPassword = accountResolver<DeleteValues>({ email: checkEmail, password: checkCurrentPassword });
const resolverWithoutPassword = accountResolver<DeleteValues>({ email: checkEmail, password: () => undefined });

export interface DeleteAccountSectionProps {
  profile: Pick<Profile, 'email' | 'hasPassword'>;
  api: Pick<AccountProfileApi, 'deleteAccount'>;
  /** The market's home, where the visitor lands once the account is gone. */
  homeHref: string;
  signInHref: string;
}

/**
 * "Delete my account": the site's dialog says what goes (the profile, the wishlist, the newsletter
 * subscription, the sessions) and what stays (orders and invoices, as the law requires, with the
 * personal data in them anonymised), and asks for the account's address typed again and, when the
 * account has one, its password. Confirmed and accepted, the visitor lands on the market's home,
 * which says the account is deleted; refused, the dialog says why and keeps what was typed but the
 * password. Closed, the focus goes back to the button that opened it.
 */
export function DeleteAccountSection({ profile, api, homeHref, signInHref }: DeleteAccountSectionProps) {
  const t = useTranslations('profile.delete');
  const fieldErrorText = useProfileFieldErrorText();
  const formErrorText = useProfileFormErrorText();
  const id = useId();
  const emailField = useRef<HTMLInputElement | null>(null);
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcomeValue>();
  const [isSignedOut, setIsSignedOut] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);
  const { register, handleSubmit, formState, setError, reset, resetField } = useForm<DeleteValues>({
    resolver: profile.hasPassword ? resolverWithPassword : resolverWithoutPassword,
    defaultValues: { email: '', password: '' },
  });
  const isBusy = formState.isSubmitting || isLeaving;

  function onOpenChange(next: boolean) {
    if (isBusy) return;
    setOpen(next);
    if (!next) {
      reset();
      setOutcome(undefined);
      setIsSignedOut(false);
    }
  }

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setOutcome(undefined);
    setIsSignedOut(false);
    if (!isSameAddress(email, profile.email)) {
      setError('email', { type: 'validate', message: 'emailMismatch' }, { shouldFocus: true });
      return;
    }
    try {
      await api.deleteAccount(profile.hasPassword ? { email, password } : { email });
    } catch (error) {
      const failure = profileFailureOf(error, DELETE_ACCOUNT_FAILURES);
      setIsSignedOut(failure.kind === 'form' && failure.key === 'signedOut');
      if (failure.kind === 'field' && failure.field === 'password') resetField('password');
      sayProfileFailure(failure, setError, setOutcome, formErrorText);
      return;
    }
    setIsLeaving(true);
    // A whole page load: every part of the page (the header's menu first) reads the session, now gone.
    window.location.assign(accountDeletedHref(homeHref));
  });

  const { ref: emailRef, ...emailRegistration } = register('email');

  return (
    <ProfileSection id={`${id}-title`} title={t('title')} tone="danger">
      <p>{t('intro')}</p>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        overlay="medium"
        isDescribed
        onOpenAutoFocus={(event) => {
          // The first thing to do is type the address again; the dialog's words are its description, read out with it.
          event.preventDefault();
          emailField.current?.focus();
        }}
        trigger={
          <button type="button" className={`${DANGER_BUTTON_CLASS} self-start`}>
            {t('open')}
          </button>
        }
        className={DIALOG_CLASS}
      >
        <DialogHeader title={t('dialogTitle')} closeLabel={t('close')} />
        <DialogDescription asChild>
          <div className="flex flex-col gap-3 text-sm">
            <p>{t('deleted')}</p>
            <p>{t('kept')}</p>
            <p className="font-semibold">{t('final')}</p>
          </div>
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <TextField
            label={t('email')}
            hint={t('emailHint', { email: profile.email })}
            error={fieldErrorText(formState.errors.email?.message)}
            registration={{
              ...emailRegistration,
              ref: (element: HTMLInputElement | null) => {
                emailRef(element);
                emailField.current = element;
              },
            }}
            type="email"
            autoComplete="off"
          />
          {profile.hasPassword ? (
            <PasswordField label={t('password')} error={fieldErrorText(formState.errors.password?.message)} registration={register('password')} autoComplete="current-password" />
          ) : null}
          <FormOutcome outcome={outcome} />
          {isSignedOut ? <SignInAgainLink href={signInHref} /> : null}
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="button-secondary" onClick={() => onOpenChange(false)}>
              {t('keep')}
            </button>
            <BusyButton isBusy={isBusy} className={DANGER_BUTTON_CLASS} label={t('confirm')} busyLabel={t('working')} />
          </div>
        </form>
      </Dialog>
    </ProfileSection>
  );
}
