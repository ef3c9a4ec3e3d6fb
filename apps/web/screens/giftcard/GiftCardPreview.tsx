'use client';

import { type CalendarDay, dayToUtcNoon, isCalendarDay } from '@escapade/domain/calendar-day';
import { type GiftCardOrder, giftCardAmountError, giftCardDesignImageUrl, giftCardValidUntil } from '@escapade/domain/gift-card';
import { formatMoney } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';

export function formatGiftCardDay(day: CalendarDay, bcp47: string): string {
  return new Intl.DateTimeFormat(bcp47, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(dayToUtcNoon(day));
}

/** The card as the recipient will see it, redrawn as the form changes. */
export function GiftCardPreview({ order, bcp47, today }: { order: Partial<GiftCardOrder>; bcp47: string; today: CalendarDay }) {
  const t = useTranslations('giftcard.preview');
  const amount = order.amountCents !== undefined && giftCardAmountError(order.amountCents) === undefined ? formatMoney(order.amountCents, bcp47) : '— €';
  const sendDay = order.sendDate && isCalendarDay(order.sendDate) && order.sendDate >= today ? order.sendDate : undefined;
  const recipient = order.recipientName?.trim();
  const fromName = order.fromName?.trim();
  return (
    <figure className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-card" data-testid="giftcard-preview">
      <div className="relative">
        <img src={giftCardDesignImageUrl(order.designId ?? 'festive')} alt="" className="aspect-[16/9] w-full object-cover" />
        <p className="absolute right-3 bottom-3 rounded-xl bg-white/95 px-4 py-2 text-3xl font-bold text-brand-900 shadow-card">{amount}</p>
        <p className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-bold tracking-wide text-brand-900 uppercase">{t('brand')}</p>
      </div>
      <figcaption className="flex flex-col gap-2 p-4 text-sm wrap-anywhere">
        <p className="text-base font-semibold text-brand-900 wrap-anywhere">{recipient ? t('for', { name: recipient }) : t('forSomeone')}</p>
        {order.message?.trim() ? <blockquote className="border-l-4 border-brand-200 pl-3 whitespace-pre-line italic wrap-anywhere">{order.message}</blockquote> : null}
        {fromName ? <p>{t('from', { name: fromName })}</p> : null}
        <p className="text-muted">{sendDay ? t('sentOn', { date: formatGiftCardDay(sendDay, bcp47) }) : t('sentNow')}</p>
        <p className="text-muted">{t('validUntil', { date: formatGiftCardDay(giftCardValidUntil(sendDay ?? today), bcp47) })}</p>
      </figcaption>
    </figure>
  );
}
