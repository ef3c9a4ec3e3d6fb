'use client';

import { FIELD_LIMIT_MESSAGE_MS, GIFT_FROM_NAME_MAX, GIFT_MESSAGE_MAX, applyTypingLimit, giftFormSchema } from '@escapade/domain/gift';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type StoredGiftMessage, readGiftMessage, writeGiftMessage } from './gift-message-storage';

type Field = keyof StoredGiftMessage;
const LIMITS: Record<Field, number> = { fromName: GIFT_FROM_NAME_MAX, message: GIFT_MESSAGE_MAX };

/**
 * The sender's name (≤ 40, text only) and message (≤ 180). "Typing past limit blocked, shows limit
 * message 1 second"; "save only when valid; stores, closes, confirms".
 */
export function GiftMessageForm({ productId }: { productId: number }) {
  const t = useTranslations('gift');
  const schema = giftFormSchema('gift');
  const { register, handleSubmit, reset, setValue, formState } = useForm<StoredGiftMessage>({
    defaultValues: { fromName: '', message: '' },
    mode: 'onSubmit',
  });
  const [limitReached, setLimitReached] = useState<Field>();
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    reset(readGiftMessage(localStorage, productId));
    return () => clearTimeout(timer.current);
  }, [productId, reset]);

  function limitTyping(field: Field, value: string) {
    const limited = applyTypingLimit(value, LIMITS[field]);
    setSaved(false);
    if (!limited.isOverLimit) return;
    setValue(field, limited.value);
    setLimitReached(field);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLimitReached(undefined), FIELD_LIMIT_MESSAGE_MS);
  }

  const save = handleSubmit((values) => {
    writeGiftMessage(localStorage, productId, values);
    setSaved(true);
  });

  const validate = (field: Field) => (value: string) => {
    const result = schema.shape[field].safeParse(value);
    return result.success || (result.error.issues[0]?.message === 'Only text is expected' ? t('onlyText') : t('limitMessage'));
  };

  return (
    <form onSubmit={(event) => void save(event)} className="flex flex-col gap-3" noValidate>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-semibold">{t('fromName')}</span>
        <input
          {...register('fromName', { validate: validate('fromName'), onChange: (event) => limitTyping('fromName', String(event.target.value)) })}
          aria-invalid={formState.errors.fromName ? true : undefined}
          aria-describedby="gift-from-name-hint"
          className="min-h-11 rounded-xl px-3 ring-1 ring-line"
        />
        <span id="gift-from-name-hint" className="text-xs text-muted" aria-live="polite">
          {formState.errors.fromName?.message ?? (limitReached === 'fromName' ? t('limitMessage') : t('fromNameHint', { max: GIFT_FROM_NAME_MAX }))}
        </span>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-semibold">{t('message')}</span>
        <textarea
          {...register('message', { validate: validate('message'), onChange: (event) => limitTyping('message', String(event.target.value)) })}
          rows={4}
          aria-describedby="gift-message-hint"
          className="rounded-xl p-3 ring-1 ring-line"
        />
        <span id="gift-message-hint" className="text-xs text-muted" aria-live="polite">
          {formState.errors.message?.message ?? (limitReached === 'message' ? t('limitMessage') : t('messageHint'))}
        </span>
      </label>
      <button type="submit" className="button-secondary">
        {t('save')}
      </button>
      {saved ? (
        <p role="status" className="text-sm font-semibold text-brand-700">
          {t('saved')}
        </p>
      ) : null}
    </form>
  );
}
