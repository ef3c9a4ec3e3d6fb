'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMarket } from '../../components/market-context';
import { browserBeneficiaryApi } from '../../lib/api/beneficiary';
import { browserStorage } from '../../lib/browser-storage';
import { CODE_INPUT_MAX, type CodeErrorKey, type LoginOutcome, codeErrorOf, codeFromHash, signIn } from './beneficiary-login-model';
import { type LoginReason, loginReasonOf, writeBeneficiarySession } from './beneficiary-session';

/** How a code is printed on the voucher: groups of four. */
export const VOUCHER_CODE_FORMAT = 'XXXX-XXXX-XXXX-XX';

const INPUT_CLASS =
  'min-h-12 w-full rounded-xl bg-white px-3 font-mono text-lg uppercase tracking-widest ring-1 ring-line aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-700';

interface LoginValues {
  code: string;
}

/** The answers said above the button (a refused code, too many attempts, no answer). */
export type LoginMessageState = Extract<LoginOutcome, { kind: 'refused' | 'tooManyAttempts' | 'failed' }>;

/**
 * The beneficiary's sign-in: the voucher's code (prefilled from the QR code's `#code=` link),
 * checked in the browser first — a mistyped code is said under the field without any request —
 * then sent; a refused code, too many attempts or no answer are said in a live region. Signed in,
 * the session's token is kept for the tab and the gift page opens (`giftPath`).
 */
export function BeneficiaryLogin({ giftPath, titleId }: { giftPath: string; titleId?: string }) {
  const t = useTranslations('beneficiary.login');
  const { locale } = useMarket();
  const id = useId();
  const fieldId = `${id}-code`;
  const [message, setMessage] = useState<LoginMessageState>();
  const [reason, setReason] = useState<LoginReason>();
  const [isLeaving, setIsLeaving] = useState(false);
  const { register, handleSubmit, formState, setError, setValue, setFocus } = useForm<LoginValues>({
    defaultValues: { code: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  useEffect(() => {
    // The voucher's QR code links here with the code in the hash: it fills the field, and leaves
    // the address bar (and the tab's history) at once.
    const fromHash = codeFromHash(window.location.hash);
    if (fromHash) {
      setValue('code', fromHash);
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    }
    setReason(loginReasonOf(window.location.search));
    // Back from the gift page, a page restored from the browser's cache is usable again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setIsLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [setValue]);

  const onSubmit = handleSubmit(async ({ code }) => {
    setMessage(undefined);
    const outcome = await signIn(browserBeneficiaryApi, { locale, code });
    switch (outcome.kind) {
      case 'signedIn':
        writeBeneficiarySession(browserStorage('sessionStorage'), { token: outcome.login.token, expiresAt: outcome.login.expiresAt });
        setIsLeaving(true);
        window.location.assign(giftPath);
        return;
      case 'typo':
        setError('code', { type: 'validate', message: outcome.error }, { shouldFocus: true });
        return;
      default:
        setMessage(outcome);
        setFocus('code');
    }
  });

  const errorKey = formState.errors.code?.message as CodeErrorKey | undefined;
  const error = errorKey ? t(`errors.${errorKey}`) : undefined;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const isBusy = formState.isSubmitting || isLeaving;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl bg-white p-6 ring-1 ring-line">
      {reason ? (
        <p role="status" className="rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-900">
          {t(`reasons.${reason}`)}
        </p>
      ) : null}
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={fieldId} className="font-semibold">
          {t('code')}
        </label>
        <p id={hintId} className="text-muted">
          {t('codeHint', { format: VOUCHER_CODE_FORMAT })}
        </p>
        <input
          id={fieldId}
          {...register('code', { validate: (value) => codeErrorOf(value) ?? true })}
          type="text"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={CODE_INPUT_MAX}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className={INPUT_CLASS}
        />
        {error ? (
          <p id={errorId} className="font-semibold text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col items-start">
        <LoginMessage message={message} />
        <button type="submit" className="button-primary" disabled={isBusy}>
          {isBusy ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}

/** The live region of the API's answers: always in the page, so that a message put in it is announced. */
export function LoginMessage({ message }: { message: LoginMessageState | undefined }) {
  const t = useTranslations('beneficiary.login');
  return (
    <div role="alert" className="self-stretch">
      {message ? (
        <p className="mb-3 rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700">
          {message.kind === 'tooManyAttempts' ? t('tooManyAttempts', { minutes: message.minutes }) : t(message.kind)}
        </p>
      ) : null}
    </div>
  );
}
