'use client';

import type { Availability, DateSelection } from '@escapade/domain/calendar';
import { useTranslations } from 'next-intl';
import { type CalendarDay, STAY_MESSAGE_KEYS, formatDay, selectionNights, selectionStep, stayMessages } from './calendar-model';

export interface CalendarFooterProps {
  draft: DateSelection;
  pointedDay?: CalendarDay;
  availability?: Availability;
  offerNights?: number;
  bcp47: string;
  canValidate: boolean;
  onClear(): void;
  onValidate(): void;
}

/**
 * What the visitor chose or should choose next, the minimum-stay messages ('Minimum stay:
 * {{count}} night', 'Stay of minimum {{count}} night', 'Stay of multiple nights'), Clear and
 * Validate ("Validate is disabled while checkin is set without checkout").
 */
export function CalendarFooter({ draft, pointedDay, availability, offerNights, bcp47, canValidate, onClear, onValidate }: CalendarFooterProps) {
  const t = useTranslations('calendar');
  const step = selectionStep(draft);
  const nights = selectionNights(draft);
  const messages = stayMessages({ draft, pointedDay, availability, offerNights });
  const heading =
    step === 'checkin'
      ? t('chooseCheckin')
      : step === 'checkout' || !draft.checkin || !draft.checkout || nights === undefined
        ? t('chooseCheckout')
        : t('selectedStay', { checkin: formatDay(draft.checkin, bcp47), checkout: formatDay(draft.checkout, bcp47), count: nights });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div role="status" aria-live="polite" className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-brand-900">{heading}</p>
        {messages.map((message) => (
          <p key={message.key} className="text-accent-700">
            {'count' in message ? t(STAY_MESSAGE_KEYS[message.key], { count: message.count }) : t(STAY_MESSAGE_KEYS[message.key])}
          </p>
        ))}
      </div>
      <div className="flex shrink-0 gap-2">
        <button type="button" onClick={onClear} className="button-secondary min-h-11 px-4">
          {t('clear')}
        </button>
        <button type="button" onClick={onValidate} disabled={!canValidate} className="button-primary min-h-11 px-5 disabled:cursor-not-allowed disabled:opacity-50">
          {t('validate')}
        </button>
      </div>
    </div>
  );
}
