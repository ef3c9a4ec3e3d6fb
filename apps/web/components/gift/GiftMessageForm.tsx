'use client';

import { GIFT_FROM_NAME_MAX, GIFT_MESSAGE_MAX, applyTypingLimit, giftFormSchema } from '@escapade/domain/gift';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FIELD_LIMIT_MESSAGE_MS } from '../../lib/ui-constants';
import { type StoredGiftMessage, readGiftMessage, writeGiftMessage } from './gift-message-storage';

type Field = keyof StoredGiftMessage;
const LIMITS: Record<Field, number> = { fromName: GIFT_FROM_NAME_MAX, message: GIFT_MESSAGE_MAX };

export interface GiftMessageFormProps {
  productId: number;
  submitLabel: string;
  /** Called once the valid values are stored (or removed, both being empty). */
  onSaved(values: StoredGiftMessage): void;
}

/**
 * The sender's name (optional in the gift flow, ≤ 40, text only) and message (≤ 180).
 * "Validation on blur and submit"; "save only when valid;
 * stores, closes, confirms" (the drawer closes and confirms); "Typing past limit blocked, shows
 * limit message 1 second".
 */
export function GiftMessageForm({ productId, submitLabel, onSaved }: GiftMessageFormProps) {
  const t = useTranslations('gift');
  const ids = useId();
  const schema = giftFormSchema('gift');
  const { register, handleSubmit, reset, setValue, formState } = useForm<StoredGiftMessage>({
    defaultValues: { fromName: '', message: '' },
    mode: 'onBlur',
  });
  const [limitReached, setLimitReached] = useState<Field>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    reset(readGiftMessage(localStorage, productId));
    return () => clearTimeout(timer.current);
  }, [productId, reset]);

  function limitTyping(field: Field, value: string) {
    const limited = applyTypingLimit(value, LIMITS[field]);
    if (!limited.isOverLimit) return;
    setValue(field, limited.value);
    setLimitReached(field);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLimitReached(undefined), FIELD_LIMIT_MESSAGE_MS);
  }

  const save = handleSubmit((values) => {
    writeGiftMessage(localStorage, productId, values);
    onSaved(values);
  });

  const validate = (field: Field) => (value: string) => {
    const result = schema.shape[field].safeParse(value);
    return result.success || (result.error.issues[0]?.message === 'Only text is expected' ? t('onlyText') : t('limitMessage', { max: LIMITS[field] }));
  };
  const hint = (field: Field, fallback: string) => formState.errors[field]?.message ?? (limitReached === field ? t('limitMessage', { max: LIMITS[field] }) : fallback);

  return (
    <form onSubmit={(event) => void save(event)} className="flex flex-col gap-3" noValidate>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-semibold">{t('fromName')}</span>
        <input
          {...register('fromName', { validate: validate('fromName'), onChange: (event) => limitTyping('fromName', String(event.target.value)) })}
          aria-invalid={formState.errors.fromName ? true : undefined}
          aria-describedby={`${ids}-from-name-hint`}
          autoComplete="name"
          className="min-h-11 rounded-xl px-3 ring-1 ring-line"
        />
        <span id={`${ids}-from-name-hint`} className={`text-xs ${formState.errors.fromName ? 'font-semibold text-accent-800' : 'text-muted'}`} aria-live="polite">
          {hint('fromName', t('fromNameHint', { max: GIFT_FROM_NAME_MAX }))}
        </span>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-semibold">{t('message')}</span>
        <textarea
          {...register('message', { validate: validate('message'), onChange: (event) => limitTyping('message', String(event.target.value)) })}
          rows={4}
          aria-invalid={formState.errors.message ? true : undefined}
          aria-describedby={`${ids}-message-hint`}
          className="rounded-xl p-3 ring-1 ring-line"
        />
        <span id={`${ids}-message-hint`} className={`text-xs ${formState.errors.message ? 'font-semibold text-accent-800' : 'text-muted'}`} aria-live="polite">
          {hint('message', t('messageHint'))}
        </span>
      </label>
      <button type="submit" className="button-primary">
        {submitLabel}
      </button>
    </form>
  );
}
