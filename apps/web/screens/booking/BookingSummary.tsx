'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { type BookingSelection, parseBookingHash } from './booking-hash';
import { GiftBookingSummary } from './GiftBookingSummary';
import { type CheckoutPaths, StayCheckout } from './StayCheckout';

/**
 * The booking screen: the selection of the hash. A dated stay is checked out here (its summary
 * re-quoted on the server, the traveller, insurance, payment and consent); a gift stay (single
 * voucher) goes through the gift checkout. The layout puts the simplified header over it (its back arrow returns to the product
 * page with the criteria).
 */
export function BookingSummary({ paths }: { paths: CheckoutPaths }) {
  const t = useTranslations('booking');
  const [selection, setSelection] = useState<BookingSelection | null>();
  useEffect(() => setSelection(parseBookingHash(window.location.hash) ?? null), []);
  const stay = selection && !selection.gift ? selection.stay : undefined;

  return (
    <div className="flex flex-1 flex-col bg-canvas">
      <div className={`container-page flex w-full flex-col gap-5 py-6 lg:py-8 ${stay || selection?.gift ? '' : 'max-w-2xl'}`}>
        <h1 className="text-3xl font-bold text-brand-900">{t(selection?.gift ? 'giftTitle' : 'title')}</h1>
        {selection === null || (selection && !selection.gift && !selection.stay) ? <p role="alert">{t('missingSelection')}</p> : null}
        {selection?.gift ? <GiftBookingSummary selection={selection} gift={selection.gift} /> : null}
        {selection && stay ? <StayCheckout selection={selection} stay={stay} paths={paths} /> : null}
      </div>
    </div>
  );
}
