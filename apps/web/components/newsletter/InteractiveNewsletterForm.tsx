'use client';

import type { Locale } from '@escapade/domain/markets';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useReducer } from 'react';
import { browserNewsletterApi } from '../../lib/api/newsletter';
import { browserStorage } from '../../lib/browser-storage';
import { INITIAL_NEWSLETTER_FORM, isNewsletterButtonDisabled, reduceNewsletterForm } from './newsletter-form-state';
import { markAcquisitionModalDone } from './acquisition-modal-rules';
import { submitNewsletterSignup } from './newsletter-signup';

/**
 * The footer's newsletter form: one e-mail field and its button. The rules (validation on blur and
 * Enter, error cleared on focus, button disabled while sending and after success, nothing shown on
 * failure) are `reduceNewsletterForm`'s. `titleId` names the form (the block's heading).
 */
export interface NewsletterFormProps {
  locale: Locale;
  titleId?: string;
}

export default function InteractiveNewsletterForm({ locale, titleId }: NewsletterFormProps) {
  const t = useTranslations('siteFooter.newsletter');
  const id = useId();
  const [state, dispatch] = useReducer(reduceNewsletterForm, INITIAL_NEWSLETTER_FORM);
  const errorId = `${id}-error`;
  const isDisabled = isNewsletterButtonDisabled(state);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = reduceNewsletterForm(state, { type: 'submit' });
    dispatch({ type: 'submit' });
    if (next.status !== 'sending') return;
    const outcome = await submitNewsletterSignup(browserNewsletterApi, { email: next.email, locale, source: 'footer' });
    dispatch({ type: outcome });
    // Subscribed here: the acquisition modal has nothing left to offer.
    if (outcome === 'sent') markAcquisitionModalDone(browserStorage('localStorage'), 'subscribed');
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className="flex flex-col gap-2">
      <label htmlFor={`${id}-email`} className="text-sm text-brand-100">
        {t('emailLabel')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={state.email}
          readOnly={state.status === 'sent'}
          aria-invalid={state.isInvalid}
          aria-describedby={state.isInvalid ? errorId : undefined}
          onChange={(event) => dispatch({ type: 'input', value: event.target.value })}
          onFocus={() => dispatch({ type: 'focus' })}
          onBlur={() => dispatch({ type: 'blur' })}
          className="min-h-11 w-full min-w-0 flex-1 rounded-full bg-white px-4 text-ink ring-1 ring-white/20 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-accent-500"
        />
        <button type="submit" disabled={isDisabled} aria-busy={state.status === 'sending'} className="button-primary shrink-0 disabled:cursor-not-allowed disabled:opacity-70">
          {t('subscribe')}
        </button>
      </div>
      {/* One live region for the error and the thank-you, so both are announced as they appear. */}
      <div aria-live="polite" className="min-h-6 text-sm">
        {state.isInvalid ? (
          <p id={errorId} className="font-semibold text-accent-500">
            {t('emailIncorrect')}
          </p>
        ) : state.status === 'sent' ? (
          <p className="font-semibold text-white">{t('thankYou')}</p>
        ) : null}
      </div>
    </form>
  );
}
