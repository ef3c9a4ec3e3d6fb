'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { CalendarDay } from '@escapade/domain/calendar-day';
import { applyTypingLimit } from '@escapade/domain/gift';
import {
  GIFT_CARD_AMOUNT_MAX_CENTS,
  GIFT_CARD_AMOUNT_MIN_CENTS,
  GIFT_CARD_DEFAULT_AMOUNT_CENTS,
  GIFT_CARD_DEFAULT_DESIGN,
  GIFT_CARD_DESIGNS,
  GIFT_CARD_PRESET_AMOUNTS_CENTS,
  type GiftCardOrder,
  giftCardDesignImageUrl,
  giftCardOrderSchema,
  parseGiftCardEuros,
} from '@escapade/domain/gift-card';
import { formatMoney } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useMarket } from '../../components/market-context';
import { recordEvent } from '../../lib/analytics';
import { browserStorage } from '../../lib/browser-storage';
import { FIELD_LIMIT_MESSAGE_MS } from '../../lib/ui-constants';
import { GiftCardPreview } from './GiftCardPreview';
import { GIFT_CARD_FIELD_MAX, giftCardErrorKey } from './giftcard-errors';
import { readGiftCardMessage, readGiftCardOrder, writeGiftCardMessage, writeGiftCardOrder } from './giftcard-storage';

type LimitedField = 'fromName' | 'message';

const DEFAULT_VALUES: GiftCardOrder = {
  amountCents: GIFT_CARD_DEFAULT_AMOUNT_CENTS,
  designId: GIFT_CARD_DEFAULT_DESIGN,
  recipientName: '',
  recipientEmail: '',
  sendDate: '',
  fromName: '',
  message: '',
};

const isPreset = (cents: number) => (GIFT_CARD_PRESET_AMOUNTS_CENTS as readonly number[]).includes(cents);

/**
 * The gift card form: amount (presets or a free amount within bounds), design, recipient, the
 * sender's name and message (validated on blur and submit; typing past the limit is blocked and
 * shows the limit message for 1 second), e-mail delivery with an optional send date, a live
 * preview, and 'Offer' to the checkout entry.
 */
export function GiftCardCustomisation({ bcp47, today, checkoutHref }: { bcp47: string; today: CalendarDay; checkoutHref: string }) {
  const t = useTranslations('giftcard');
  const { locale } = useMarket();
  const router = useRouter();
  const schema = useMemo(() => giftCardOrderSchema(today), [today]);
  const { register, handleSubmit, reset, setValue, watch, formState } = useForm<GiftCardOrder>({
    resolver: zodResolver(schema),
    defaultValues: DEFAULT_VALUES,
    mode: 'onBlur',
  });
  const [isOtherAmount, setIsOtherAmount] = useState(false);
  const [otherAmount, setOtherAmount] = useState('');
  const [limitReached, setLimitReached] = useState<LimitedField>();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const values = watch();

  // The amount has no input of its own (preset chips or the free amount field): registered by name.
  useEffect(() => {
    register('amountCents');
  }, [register]);

  // The draft comes back from the checkout entry ('Modify'); otherwise the stored name and message.
  useEffect(() => {
    const order = readGiftCardOrder(browserStorage('sessionStorage'), locale, today);
    const stored = order ?? { ...DEFAULT_VALUES, ...readGiftCardMessage(browserStorage()) };
    reset(stored);
    if (!isPreset(stored.amountCents)) {
      setIsOtherAmount(true);
      setOtherAmount(String(stored.amountCents / 100));
    }
    return () => clearTimeout(timer.current);
  }, [locale, today, reset]);

  function errorText(field: keyof GiftCardOrder, error: FieldError | undefined): string | undefined {
    const key = giftCardErrorKey(field, error?.message);
    if (!key) return undefined;
    if (key === 'limit') return t('errors.limit', { maxlength: GIFT_CARD_FIELD_MAX[field as keyof typeof GIFT_CARD_FIELD_MAX] });
    if (key === 'amountBounds') return t('errors.amountBounds', { min: formatMoney(GIFT_CARD_AMOUNT_MIN_CENTS, bcp47), max: formatMoney(GIFT_CARD_AMOUNT_MAX_CENTS, bcp47) });
    return t(`errors.${key}`);
  }

  function limitTyping(field: LimitedField, value: string) {
    const limited = applyTypingLimit(value, GIFT_CARD_FIELD_MAX[field]);
    if (!limited.isOverLimit) return;
    setValue(field, limited.value);
    setLimitReached(field);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLimitReached(undefined), FIELD_LIMIT_MESSAGE_MS);
  }

  function choosePreset(cents: number) {
    setIsOtherAmount(false);
    setValue('amountCents', cents, { shouldValidate: true });
  }

  function chooseOtherAmount(text: string, validate: boolean) {
    setIsOtherAmount(true);
    setOtherAmount(text);
    setValue('amountCents', parseGiftCardEuros(text) ?? Number.NaN, { shouldValidate: validate || formState.isSubmitted });
  }

  const offer = handleSubmit((order) => {
    setIsSubmitting(true);
    writeGiftCardMessage(browserStorage(), { fromName: order.fromName, message: order.message });
    writeGiftCardOrder(browserStorage('sessionStorage'), locale, order);
    const euros = order.amountCents / 100;
    recordEvent({ event: 'add_to_cart', currency: 'EUR', value: euros, items: [{ item_id: `giftcard-${order.designId}`, item_name: t('preview.brand'), item_category: 'giftcard', price: euros, quantity: 1 }] }, locale);
    router.push(checkoutHref);
  });

  const amountError = errorText('amountCents', formState.errors.amountCents);
  const messageLength = Array.from(values.message ?? '').length;

  return (
    <form onSubmit={(event) => void offer(event)} noValidate className="grid items-start gap-8 lg:grid-cols-[1fr_26rem]">
      <div className="flex min-w-0 flex-col gap-8">
        <fieldset className="flex flex-col gap-3" aria-describedby={amountError ? 'giftcard-amount-error' : 'giftcard-amount-hint'}>
          <legend className="mb-2 text-xl font-bold text-brand-900">{t('amount.legend')}</legend>
          <div className="flex flex-wrap gap-3">
            {GIFT_CARD_PRESET_AMOUNTS_CENTS.map((cents) => (
              <ChoiceChip key={cents} name="giftcard-amount" checked={!isOtherAmount && values.amountCents === cents} onChange={() => choosePreset(cents)}>
                {formatMoney(cents, bcp47)}
              </ChoiceChip>
            ))}
            <ChoiceChip name="giftcard-amount" checked={isOtherAmount} onChange={() => chooseOtherAmount(otherAmount, false)}>
              {t('amount.other')}
            </ChoiceChip>
          </div>
          {isOtherAmount ? (
            <label className="flex max-w-xs flex-col gap-1 text-sm">
              <span className="font-semibold">{t('amount.otherLabel')}</span>
              <span className="flex items-center gap-2">
                <input
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={otherAmount}
                  onChange={(event) => chooseOtherAmount(event.target.value, false)}
                  onBlur={(event) => chooseOtherAmount(event.target.value, true)}
                  aria-invalid={amountError ? true : undefined}
                  aria-describedby={amountError ? 'giftcard-amount-error' : 'giftcard-amount-hint'}
                  className="min-h-11 w-32 rounded-xl px-3 ring-1 ring-line"
                />
                <span aria-hidden="true">€</span>
              </span>
            </label>
          ) : null}
          {amountError ? (
            <p id="giftcard-amount-error" className="text-sm font-semibold text-red-700">
              {amountError}
            </p>
          ) : (
            <p id="giftcard-amount-hint" className="text-sm text-muted">
              {t('amount.hint', { min: formatMoney(GIFT_CARD_AMOUNT_MIN_CENTS, bcp47), max: formatMoney(GIFT_CARD_AMOUNT_MAX_CENTS, bcp47) })}
            </p>
          )}
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-xl font-bold text-brand-900">{t('design.legend')}</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {GIFT_CARD_DESIGNS.map((design) => (
              <label
                key={design.id}
                className="relative flex cursor-pointer flex-col gap-1 rounded-xl p-1 text-sm ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-brand-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
              >
                <input type="radio" value={design.id} {...register('designId')} className="sr-only" />
                <img src={giftCardDesignImageUrl(design.id)} alt="" className="aspect-[16/9] w-full rounded-lg object-cover" loading="lazy" />
                <span className="px-1 pb-1 font-semibold">{t(`design.names.${design.id}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-xl font-bold text-brand-900">{t('recipient.legend')}</legend>
          <TextField label={t('recipient.name')} error={errorText('recipientName', formState.errors.recipientName)} id="giftcard-recipient-name">
            {(describedBy, invalid) => (
              <input {...register('recipientName')} id="giftcard-recipient-name" autoComplete="off" aria-describedby={describedBy} aria-invalid={invalid} aria-required="true" className="min-h-11 rounded-xl px-3 ring-1 ring-line" />
            )}
          </TextField>
          <TextField label={t('recipient.email')} hint={t('recipient.emailHint')} error={errorText('recipientEmail', formState.errors.recipientEmail)} id="giftcard-recipient-email">
            {(describedBy, invalid) => (
              <input {...register('recipientEmail')} id="giftcard-recipient-email" type="email" autoComplete="off" aria-describedby={describedBy} aria-invalid={invalid} aria-required="true" className="min-h-11 rounded-xl px-3 ring-1 ring-line" />
            )}
          </TextField>
          <TextField label={t('recipient.sendDate')} hint={t('recipient.sendDateHint')} error={errorText('sendDate', formState.errors.sendDate)} id="giftcard-send-date">
            {(describedBy, invalid) => (
              <input {...register('sendDate')} id="giftcard-send-date" type="date" min={today} aria-describedby={describedBy} aria-invalid={invalid} className="min-h-11 max-w-xs rounded-xl px-3 ring-1 ring-line" />
            )}
          </TextField>
        </fieldset>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-xl font-bold text-brand-900">{t('message.legend')}</legend>
          <TextField
            label={t('message.fromName')}
            hint={limitReached === 'fromName' ? t('errors.limit', { maxlength: GIFT_CARD_FIELD_MAX.fromName }) : t('message.fromNameHint', { max: GIFT_CARD_FIELD_MAX.fromName })}
            error={errorText('fromName', formState.errors.fromName)}
            id="giftcard-from-name"
          >
            {(describedBy, invalid) => (
              <input
                {...register('fromName', { onChange: (event: { target: { value: string } }) => limitTyping('fromName', event.target.value) })}
                id="giftcard-from-name"
                autoComplete="name"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                className="min-h-11 rounded-xl px-3 ring-1 ring-line"
              />
            )}
          </TextField>
          <TextField
            label={t('message.message')}
            hint={limitReached === 'message' ? t('errors.limit', { maxlength: GIFT_CARD_FIELD_MAX.message }) : t('message.messageHint')}
            counter={`${messageLength}/${GIFT_CARD_FIELD_MAX.message}`}
            error={errorText('message', formState.errors.message)}
            id="giftcard-message"
          >
            {(describedBy, invalid) => (
              <textarea
                {...register('message', { onChange: (event: { target: { value: string } }) => limitTyping('message', event.target.value) })}
                id="giftcard-message"
                rows={4}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                className="rounded-xl p-3 ring-1 ring-line"
              />
            )}
          </TextField>
        </fieldset>
      </div>

      <aside aria-labelledby="giftcard-preview-title" className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-24">
        <h2 id="giftcard-preview-title" className="text-xl font-bold text-brand-900">
          {t('preview.title')}
        </h2>
        <GiftCardPreview order={values} bcp47={bcp47} today={today} />
        <button
          type="submit"
          className="button-primary w-full"
          disabled={isSubmitting}
        >
          {t('offer')}
        </button>
      </aside>
    </form>
  );
}

function ChoiceChip({ name, checked, onChange, children }: { name: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center rounded-full px-5 font-semibold ring-1 ring-line has-[:checked]:bg-brand-800 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700">
      <input type="radio" name={name} checked={checked} onChange={onChange} className="sr-only" />
      {children}
    </label>
  );
}

function TextField({
  id,
  label,
  hint,
  counter,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  counter?: string;
  error: string | undefined;
  children: (describedBy: string | undefined, invalid: true | undefined) => ReactNode;
}) {
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children(note ? noteId : undefined, error ? true : undefined)}
      <div className="flex justify-between gap-4">
        {note ? (
          <span id={noteId} className={error ? 'font-semibold text-red-700' : 'text-muted'} aria-live="polite">
            {note}
          </span>
        ) : (
          <span />
        )}
        {counter ? (
          <span className="text-xs text-muted" aria-hidden="true">
            {counter}
          </span>
        ) : null}
      </div>
    </div>
  );
}
