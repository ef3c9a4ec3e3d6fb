'use client';

import type { Locale } from '@escapade/domain/markets';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useReducer, useState } from 'react';
import { browserNewsletterApi, type NewsletterApi } from '../../lib/api/newsletter';
import { browserStorage } from '../../lib/browser-storage';
import { Dialog, DialogDescription, DialogHeader } from '../ui/Dialog';
import { FormField } from '../ui/FormField';
import { createAcquisitionModalEnd, windowTimers } from './acquisition-modal-rules';
import { INITIAL_NEWSLETTER_FORM, isNewsletterButtonDisabled, reduceNewsletterForm } from './newsletter-form-state';
import { submitNewsletterSignup } from './newsletter-signup';

/** Centred on a larger screen, a sheet from the bottom on a phone. */
const MODAL_CLASS =
  'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col gap-4 overflow-y-auto rounded-t-2xl bg-white p-5 shadow-card focus:outline-none md:inset-x-auto md:bottom-auto md:left-1/2 md:top-1/2 md:w-[30rem] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-card md:p-6';
const INPUT_CLASS = 'min-h-11 w-full rounded-xl bg-white px-3 ring-1 ring-line aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-700';

export interface AcquisitionModalProps {
  locale: Locale;
  /** The modal is gone (closed by the visitor, or 1.2 s after the address was given). */
  onClosed(): void;
  api?: Pick<NewsletterApi, 'subscribe'>;
}

/**
 * The newsletter acquisition modal, opened by `AcquisitionModalTrigger` (this module is loaded
 * only then). The e-mail field follows the footer form's rules (`reduceNewsletterForm`: validated
 * on blur and Enter, error cleared on focus, button disabled while sending and after success,
 * nothing shown on failure) and signs up through the same call, as the modal's source. "Submit:
 * loading then success; marked done and closes after 1.2 s. Closing also marks done."
 */
export function AcquisitionModal({ locale, onClosed, api = browserNewsletterApi }: AcquisitionModalProps) {
  const t = useTranslations('newsletterModal');
  const id = useId();
  const [state, dispatch] = useReducer(reduceNewsletterForm, INITIAL_NEWSLETTER_FORM);
  const [end] = useState(() => createAcquisitionModalEnd({ local: browserStorage('localStorage'), timers: windowTimers, close: onClosed }));
  useEffect(() => end.stop, [end]);
  const fieldId = `${id}-email`;
  const isSent = state.status === 'sent';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = reduceNewsletterForm(state, { type: 'submit' });
    dispatch({ type: 'submit' });
    if (next.status !== 'sending') return;
    const outcome = await submitNewsletterSignup(api, { email: next.email, locale, source: 'modal' });
    dispatch({ type: outcome });
    if (outcome === 'sent') end.subscribed();
  };

  return (
    <Dialog onClose={end.closed} overlay="medium" returnFocusTo="opener" isDescribed testId="acquisition-modal" className={MODAL_CLASS}>
      <DialogHeader title={t('title')} closeLabel={t('close')} />
      <DialogDescription className="text-muted">{t('text')}</DialogDescription>
      <form noValidate onSubmit={onSubmit} aria-label={t('title')} className="flex flex-col gap-3">
        <FormField id={fieldId} label={t('emailLabel')} error={state.isInvalid ? t('emailIncorrect') : undefined}>
          {(describedBy, isInvalid) => (
            <input
              id={fieldId}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={state.email}
              readOnly={isSent}
              aria-invalid={isInvalid}
              aria-describedby={describedBy}
              onChange={(event) => dispatch({ type: 'input', value: event.target.value })}
              onFocus={() => dispatch({ type: 'focus' })}
              onBlur={() => dispatch({ type: 'blur' })}
              className={INPUT_CLASS}
            />
          )}
        </FormField>
        <button
          type="submit"
          disabled={isNewsletterButtonDisabled(state)}
          aria-busy={state.status === 'sending'}
          className="button-primary disabled:cursor-not-allowed disabled:opacity-70"
        >
          {t('subscribe')}
        </button>
        {/* Announced as it appears; the modal closes 1.2 s later. */}
        <p role="status" className="min-h-6 text-sm font-semibold text-brand-900">
          {isSent ? t('thankYou') : null}
        </p>
        <p className="text-xs text-muted">{t('privacy')}</p>
      </form>
    </Dialog>
  );
}
