'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, type ResolverResult, useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/FormField';
import type { ChangeRequestResponse, TripAccess, TripsApi } from '../../../lib/api/trips';
import {
  CHANGE_REQUEST_KINDS,
  CHANGE_REQUEST_MESSAGE_MAX,
  type ChangeRequestKind,
  type ChangeRequestErrorKey,
  type ChangeRequestValues,
  checkChangeRequest,
  type TripFailure,
  tripFailureOf,
} from './trips-view';

const INPUT_CLASS = 'w-full rounded-xl bg-white px-3 py-2 ring-1 ring-line aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-700';

/** The form's fields: the message typed is `text` (sent trimmed as the request's `message`). */
interface ChangeRequestFields {
  kind: ChangeRequestValues['kind'];
  text: string;
}
type ChangeRequestField = keyof ChangeRequestFields;

/** react-hook-form's resolver: the checks of trips-view (each error's message is its catalog key); the message sent is trimmed. */
const changeRequestResolver: Resolver<ChangeRequestFields> = (values): ResolverResult<ChangeRequestFields> => {
  const found = checkChangeRequest({ kind: values.kind, message: values.text });
  if (!found.kind && !found.message) return { values: { kind: values.kind, text: values.text.trim() }, errors: {} };
  const errors: FieldErrors<ChangeRequestFields> = {};
  if (found.kind) errors.kind = { type: 'validate', message: found.kind };
  if (found.message) errors.text = { type: 'validate', message: found.message };
  return { values: {}, errors };
};

export interface ChangeRequestFormProps {
  orderUUID: string;
  access: TripAccess;
  api: Pick<TripsApi, 'requestChange'>;
  onSent(response: ChangeRequestResponse): void;
  onClose(): void;
  onAccessLost(): void;
}

/**
 * "Request a change": what to change (dates, party, something else) and a message of up to 2000
 * characters, checked on submit and then as they are corrected, each error under its field. Sent, it becomes a request
 * customer care answers (the booking itself does not change). It takes the focus as it opens.
 */
export function ChangeRequestForm({ orderUUID, access, api, onSent, onClose, onAccessLost }: ChangeRequestFormProps) {
  const t = useTranslations('trips.change');
  const tAccess = useTranslations('trips.access');
  const id = useId();
  const firstKind = useRef<HTMLInputElement | null>(null);
  const [failure, setFailure] = useState<TripFailure>();
  const { register, handleSubmit, formState, setError, watch } = useForm<ChangeRequestFields>({
    resolver: changeRequestResolver,
    defaultValues: { kind: '', text: '' },
    // Checked on submit, then as the visitor corrects: a radio left on blur is not yet a mistake
    // (the form opens on its first radio), and an error drawn on blur would move the button away
    // from under the pointer pressing it.
    mode: 'onSubmit',
  });
  const send = useMutation({
    mutationFn: (values: { kind: ChangeRequestKind; message: string }) => api.requestChange(orderUUID, values, access),
    onSuccess: onSent,
    onError: (error) => {
      const next = tripFailureOf(error);
      if (next.kind === 'accessLost') onAccessLost();
      else if (next.kind === 'field') setError(next.field === 'message' ? 'text' : 'kind', { type: 'server', message: 'incorrect' }, { shouldFocus: true });
      else setFailure(next);
    },
  });

  // The form opens on the visitor's request (its button, or the contact page's "modify my booking"): its first field takes the focus.
  useEffect(() => {
    firstKind.current?.focus();
  }, []);

  const onSubmit = handleSubmit((values) => {
    setFailure(undefined);
    // The resolver only lets a chosen kind through.
    send.mutate({ kind: values.kind as ChangeRequestKind, message: values.text });
  });

  const errorText = (field: ChangeRequestField): string | undefined => {
    const key = formState.errors[field]?.message as ChangeRequestErrorKey | undefined;
    if (!key) return undefined;
    return key === 'tooLong' ? t('errors.tooLong', { max: CHANGE_REQUEST_MESSAGE_MAX }) : t(`errors.${key}`);
  };
  const kindError = errorText('kind');
  const kindErrorId = `${id}-kind-error`;
  const messageId = `${id}-message`;
  const messageLength = watch('text').length;
  const { ref: kindRef, ...kindField } = register('kind');

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-line">
      <fieldset className="flex flex-col gap-2" aria-describedby={kindError ? kindErrorId : undefined}>
        <legend className="mb-1 font-semibold">{t('kindLegend')}</legend>
        {CHANGE_REQUEST_KINDS.map((kind, index) => (
          <label key={kind} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              value={kind}
              {...kindField}
              ref={(element) => {
                kindRef(element);
                if (index === 0) firstKind.current = element;
              }}
              aria-invalid={kindError ? true : undefined}
              className="size-5 accent-brand-700"
            />
            {t(`kinds.${kind}`)}
          </label>
        ))}
        {kindError ? (
          <p id={kindErrorId} className="text-sm font-semibold text-red-700">
            {kindError}
          </p>
        ) : null}
      </fieldset>
      <FormField id={messageId} label={t('message')} hint={t('counter', { count: messageLength, max: CHANGE_REQUEST_MESSAGE_MAX })} error={errorText('text')}>
        {(describedBy, isInvalid) => (
          <textarea id={messageId} {...register('text')} rows={6} aria-required="true" aria-invalid={isInvalid} aria-describedby={describedBy} className={INPUT_CLASS} />
        )}
      </FormField>
      <div role="alert">
        {failure ? <p className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700">{failure.kind === 'tooManyAttempts' ? tAccess('tooManyAttempts') : failure.kind === 'refused' ? t('notPossible') : t('failed')}</p> : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="button-primary" disabled={send.isPending}>
          {send.isPending ? t('sending') : t('submit')}
        </button>
        <button type="button" className="button-secondary" onClick={onClose} disabled={send.isPending}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
