'use client';

import { dayToUtcNoon } from '@escapade/domain/calendar-day';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import type { StayCardView } from './card-view';

const CancellationConditionsModal = dynamic(() => import('./CancellationConditionsModal').then((module) => module.CancellationConditionsModal), {
  ssr: false,
});

/**
 * Cancellation info on cards: "With dates and a cancellable policy with deadline:
 * shows modifiable or partially refundable until the deadline. Otherwise non-exchangeable and
 * non-refundable. Without dates: asks to add dates." The conditions open in a modal.
 */
export function CancellationInfo({ cancellation }: { cancellation: NonNullable<StayCardView['cancellation']> }) {
  const t = useTranslations('cards.cancellation');
  const bcp47 = useLocale();
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  let text: string;
  if (cancellation.kind === 'modifiableUntil') {
    const date = new Intl.DateTimeFormat(bcp47, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(dayToUtcNoon(cancellation.deadline));
    text = cancellation.policyType === 'PARTIALLY_REFUNDABLE' ? t('partiallyRefundableUntil', { date }) : t('modifiableUntil', { date });
  } else {
    text = cancellation.kind === 'addDates' ? t('addDates') : t('nonRefundable');
  }
  return (
    <div className="relative z-10 flex flex-wrap items-center gap-x-2 text-sm">
      <span className={cancellation.kind === 'modifiableUntil' ? 'text-brand-700' : 'text-muted'}>{text}</span>
      {cancellation.kind === 'modifiableUntil' ? (
        <button ref={buttonRef} type="button" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-600" onClick={() => setIsOpen(true)}>
          {t('conditions')}
        </button>
      ) : null}
      {isOpen ? <CancellationConditionsModal onClose={() => setIsOpen(false)} returnFocusTo={buttonRef.current} /> : null}
    </div>
  );
}
