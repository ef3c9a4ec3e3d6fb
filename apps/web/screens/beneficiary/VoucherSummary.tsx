'use client';

import type { BeneficiaryVoucher } from '@escapade/contracts/beneficiary';
import { MARKETS } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';
import { formatDay } from '../../components/calendar/calendar-model';
import { useMarket } from '../../components/market-context';

/**
 * What the voucher is: its picture and name, what it gives (nights, "for 2 people", or a gift
 * card's balance), until when, the code's end to recognise it, and the sender's words.
 */
export function VoucherSummary({ voucher, headingId }: { voucher: BeneficiaryVoucher; headingId: string }) {
  const t = useTranslations('beneficiary.voucher');
  const { locale } = useMarket();
  const bcp47 = MARKETS[locale].bcp47;
  const { fromName, message } = voucher.personalisation;
  const facts = [
    voucher.nights ? t('nights', { count: voucher.nights }) : undefined,
    voucher.kind !== 'GIFTCARD' && voucher.adults > 0 ? t('forPeople', { count: voucher.adults }) : undefined,
  ].filter((fact): fact is string => fact !== undefined);

  return (
    <section aria-labelledby={headingId} className="grid overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      {voucher.imageUrl ? <img src={voucher.imageUrl} alt="" width={640} height={360} className="aspect-[16/9] h-full w-full bg-brand-100 object-cover" /> : <div aria-hidden="true" className="hidden bg-brand-100 md:block" />}
      <div className="flex flex-col gap-3 p-5">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{t(`kinds.${voucher.kind}`)}</p>
        <h2 id={headingId} tabIndex={-1} className="text-2xl font-bold text-brand-900 outline-none">
          {voucher.label}
        </h2>
        {facts.length > 0 ? <p className="font-semibold">{facts.join(' · ')}</p> : null}
        {voucher.kind === 'GIFTCARD' ? (
          <p className="text-lg font-bold text-brand-900" data-testid="gift-card-balance">
            {t('balance', { amount: formatMoney(voucher.balanceCents, bcp47) })}
          </p>
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">{t('validUntilLabel')}</dt>
          <dd className="font-semibold">{formatDay(voucher.validUntil, bcp47, { day: 'numeric', month: 'long', year: 'numeric' })}</dd>
          <dt className="text-muted">{t('codeLabel')}</dt>
          <dd className="font-mono font-semibold">{t('codeEnd', { end: voucher.codeEnd })}</dd>
        </dl>
        {fromName || message ? (
          <figure className="flex flex-col gap-1 rounded-xl bg-canvas p-4">
            {message ? <blockquote className="whitespace-pre-line italic">{message}</blockquote> : null}
            {fromName ? <figcaption className="text-sm font-semibold text-brand-900">{t('from', { name: fromName })}</figcaption> : null}
          </figure>
        ) : null}
      </div>
    </section>
  );
}
