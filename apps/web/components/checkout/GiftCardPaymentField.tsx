'use client';

import type { CreateOrderRequest } from '@escapade/contracts/checkout';
import { useTranslations } from 'next-intl';
import { useCallback, useId, useMemo, useState } from 'react';
import { type GiftCardCodeError, giftCardCodeError, giftCardsOf } from './gift-card-payment';

export type GiftCardFieldError = GiftCardCodeError | 'refused';

export interface GiftCardPayment {
  isOpen: boolean;
  setOpen(isOpen: boolean): void;
  code: string;
  change(code: string): void;
  /** Checks the code once the field is left. */
  blur(): void;
  /** On Pay: whether the order can go (no code, or a well-formed one); opens the field on an error. */
  validate(): boolean;
  /** The API refused the code (unknown, expired, used up): said on the field. */
  refuse(): void;
  /** The order's `giftCards`. */
  giftCards: CreateOrderRequest['giftCards'];
  error: GiftCardFieldError | undefined;
}

/** The gift card field's state: checked on blur and on Pay, refused by the API until it changes. */
export function useGiftCardPayment(): GiftCardPayment {
  const [isOpen, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [isChecked, setChecked] = useState(false);
  const [isRefused, setRefused] = useState(false);
  const problem = giftCardCodeError(code);
  const change = useCallback((next: string) => {
    setCode(next);
    setRefused(false);
  }, []);
  const blur = useCallback(() => setChecked(true), []);
  const validate = useCallback(() => {
    setChecked(true);
    if (!problem) return true;
    setOpen(true);
    return false;
  }, [problem]);
  const refuse = useCallback(() => {
    setOpen(true);
    setRefused(true);
  }, []);
  const giftCards = useMemo(() => (isOpen ? giftCardsOf(code) : undefined), [isOpen, code]);
  const error: GiftCardFieldError | undefined = isOpen ? (isRefused ? 'refused' : isChecked ? problem : undefined) : undefined;
  return { isOpen, setOpen, code, change, blur, validate, refuse, giftCards, error };
}

const INPUT_CLASS = 'min-h-11 w-full rounded-xl bg-white px-3 font-mono uppercase tracking-wider ring-1 ring-line aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-700';

/**
 * "Use a gift card": a disclosure that opens the code field (XXXX-XXXX-XXXX-XX). The code is
 * checked in the browser before it is sent; what the card pays shows once the order answers.
 */
export function GiftCardPaymentField({ payment }: { payment: GiftCardPayment }) {
  const t = useTranslations('checkout.giftCard');
  const id = useId();
  const panelId = `${id}-panel`;
  const inputId = `${id}-code`;
  const { error } = payment;
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-xl font-bold text-brand-900">
        <button
          type="button"
          aria-expanded={payment.isOpen}
          aria-controls={panelId}
          onClick={() => payment.setOpen(!payment.isOpen)}
          className="flex min-h-11 w-full items-center justify-between gap-3 text-left"
        >
          {t('toggle')}
          <span aria-hidden="true" className={`transition-transform motion-reduce:transition-none ${payment.isOpen ? 'rotate-180' : ''}`}>
            ▾
          </span>
        </button>
      </h2>
      <div id={panelId} hidden={!payment.isOpen} className="flex flex-col gap-1 text-sm">
        <label htmlFor={inputId} className="font-semibold">
          {t('label')}
        </label>
        <input
          id={inputId}
          value={payment.code}
          onChange={(event) => payment.change(event.target.value)}
          onBlur={payment.blur}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={24}
          placeholder="XXXX-XXXX-XXXX-XX"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={INPUT_CLASS}
        />
        <p id={`${id}-hint`} className="text-muted">
          {t('hint')}
        </p>
        {error ? (
          <p id={`${id}-error`} className="font-semibold text-red-700">
            {t(`errors.${error}`)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
