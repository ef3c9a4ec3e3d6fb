'use client';

import type { BeneficiaryVoucher } from '@escapade/contracts/beneficiary';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useState } from 'react';
import { useMarket } from '../../components/market-context';
import { browserBeneficiaryApi } from '../../lib/api/beneficiary';
import { browserStorage } from '../../lib/browser-storage';
import { type BeneficiaryStay, type StaySelection, giftUseOf, isSessionEnded, nightsFor, selectionOf } from './beneficiary-gift-model';
import { type LoginReason, type SessionLookup, clearBeneficiarySession, loginHrefFor, readBeneficiarySession } from './beneficiary-session';
import { GiftStays } from './GiftStays';
import { type RedemptionPaths, RedemptionForm } from './RedemptionForm';
import { VoucherSummary } from './VoucherSummary';

export interface GiftPaths extends RedemptionPaths {
  /** The stays search, where a gift card is spent at checkout. */
  searchHref: string;
}

/** The query key of the session's voucher. */
export const voucherQueryKey = (token: string, locale: string) => ['beneficiary-voucher', token, locale] as const;

/**
 * The gift page: the session kept by the login (none, or an expired one, goes back to the login
 * with a message), then the voucher and what it allows.
 */
export function BeneficiaryGift({ paths }: { paths: GiftPaths }) {
  // The session lives in the tab's storage: the server renders the loading state.
  const [lookup, setLookup] = useState<SessionLookup>();
  useEffect(() => setLookup(readBeneficiarySession(browserStorage('sessionStorage'))), []);

  const { loginPath } = paths;
  const backToLogin = useCallback(
    (reason: LoginReason) => {
      clearBeneficiarySession(browserStorage('sessionStorage'));
      window.location.replace(loginHrefFor(loginPath, reason));
    },
    [loginPath],
  );
  useEffect(() => {
    if (lookup && lookup.kind !== 'active') backToLogin(lookup.kind);
  }, [lookup, backToLogin]);
  const onSessionEnded = useCallback(() => backToLogin('expired'), [backToLogin]);

  if (lookup?.kind !== 'active') return <GiftLoading />;
  return <GiftPage token={lookup.session.token} paths={paths} onSessionEnded={onSessionEnded} />;
}

function GiftLoading() {
  const t = useTranslations('beneficiary.gift');
  return (
    <p role="status" className="text-muted">
      {t('loading')}
    </p>
  );
}

export interface GiftPageProps {
  token: string;
  paths: GiftPaths;
  onSessionEnded(): void;
}

/** The session's voucher: loading, not loaded (retry), or shown. */
export function GiftPage({ token, paths, onSessionEnded }: GiftPageProps) {
  const t = useTranslations('beneficiary.gift');
  const { locale } = useMarket();
  const voucher = useQuery({
    queryKey: voucherQueryKey(token, locale),
    queryFn: ({ signal }) => browserBeneficiaryApi.getVoucher(token, locale, signal),
    retry: (count, error) => !isSessionEnded(error) && count < 1,
  });
  const hasSessionEnded = isSessionEnded(voucher.error);
  useEffect(() => {
    if (hasSessionEnded) onSessionEnded();
  }, [hasSessionEnded, onSessionEnded]);

  if (voucher.data) return <GiftView voucher={voucher.data} token={token} paths={paths} onSessionEnded={onSessionEnded} />;
  if (voucher.isError && !hasSessionEnded) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-card bg-white p-4 ring-1 ring-line">
        <p className="font-semibold text-brand-900">{t('failed')}</p>
        <button type="button" className="button-secondary" onClick={() => void voucher.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return <GiftLoading />;
}

export interface GiftViewProps {
  voucher: BeneficiaryVoucher;
  token: string;
  paths: GiftPaths;
  onSessionEnded(): void;
}

/** What the voucher is, then what it allows: its stays to book, a gift card to spend, its activity to book, or nothing more. */
export function GiftView({ voucher, token, paths, onSessionEnded }: GiftViewProps) {
  const t = useTranslations('beneficiary.gift');
  const headingId = useId();
  const use = giftUseOf(voucher);
  return (
    <div className="flex flex-col gap-8">
      <VoucherSummary voucher={voucher} headingId={headingId} />
      {use === 'stays' ? <StaysRedemption voucher={voucher} token={token} paths={paths} onSessionEnded={onSessionEnded} /> : null}
      {use === 'giftCard' ? (
        <section className="flex flex-col items-start gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-line">
          <h2 className="text-xl font-bold text-brand-900">{t('giftCard.title')}</h2>
          <p>{t('giftCard.explain')}</p>
          <a href={paths.searchHref} className="button-primary">
            {t('giftCard.search')}
          </a>
        </section>
      ) : null}
      {use === 'activity' ? (
        <RedemptionForm token={token} target={{ kind: 'activity', label: voucher.label }} people={voucher.adults} paths={paths} onSessionEnded={onSessionEnded} />
      ) : null}
      {use === 'closed' ? (
        <p role="status" className="rounded-card bg-white p-5 font-semibold text-brand-900 ring-1 ring-line">
          {t(`closed.${voucher.state === 'EXPIRED' || voucher.state === 'CANCELLED' ? voucher.state : 'REDEEMED'}`)}
        </p>
      ) : null}
      <p className="text-sm">
        <a href={paths.loginPath} className="font-semibold text-brand-800 underline underline-offset-2" onClick={() => clearBeneficiarySession(browserStorage('sessionStorage'))}>
          {t('otherCode')}
        </a>
      </p>
    </div>
  );
}

/** A single voucher's or a box's stays; dates chosen, the traveller's step under them. */
function StaysRedemption({ voucher, token, paths, onSessionEnded }: GiftViewProps) {
  const [selection, setSelection] = useState<StaySelection>();
  const [openOfferId, setOpenOfferId] = useState<number>();
  const choose = (stay: BeneficiaryStay, checkin: string) => setSelection(selectionOf(stay, checkin, nightsFor(voucher, stay)));
  return (
    <>
      <GiftStays
        token={token}
        voucher={voucher}
        selection={selection}
        openOfferId={openOfferId}
        onOpenOfferChange={setOpenOfferId}
        onChoose={choose}
        onSessionEnded={onSessionEnded}
      />
      {selection ? (
        <RedemptionForm
          token={token}
          target={{ kind: 'stay', selection }}
          people={voucher.adults}
          paths={paths}
          onChooseOtherDates={() => setOpenOfferId(selection.stay.id)}
          onSessionEnded={onSessionEnded}
        />
      ) : null}
    </>
  );
}
