'use client';

import { MARKETS } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useMarket } from '../market-context';
import { Dialog, FullScreenHeader } from '../ui/Dialog';
import type { WalletPhase } from './use-order-submission';

export interface WalletCheckoutDialogProps {
  phase: WalletPhase;
  /** The wallet's display name: '{{paymentMethod}}' of the failure message. */
  walletName: string;
  totalCents: number;
  /** The price summary (`PriceLines`) and what is bought. */
  summary: ReactNode;
  onPay(): void;
  /** Closing, and the failure's Book button: back to the summary, the selection kept. */
  onClose(): void;
}

/**
 * The wallet fast checkout's full-screen modal: the price summary and the pay button; while the
 * order starts, a progress message (the page's hash says isLoading=1); once it failed, the spec's
 * failure message and a Book button back to the summary (error=1). It cannot be closed while paying.
 */
export function WalletCheckoutDialog({ phase, walletName, totalCents, summary, onPay, onClose }: WalletCheckoutDialogProps) {
  const t = useTranslations('checkout.wallet');
  const { locale } = useMarket();
  const isPaying = phase === 'loading';
  return (
    <Dialog
      open={phase !== 'closed'}
      onOpenChange={(open) => {
        if (!open && !isPaying) onClose();
      }}
      className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-canvas focus:outline-none"
      testId="wallet-dialog"
    >
      <FullScreenHeader title={t('title', { paymentMethod: walletName })} closeLabel={t('close')} />
      <div className="container-page flex w-full max-w-xl flex-1 flex-col gap-5 py-6">
        <section aria-labelledby="wallet-summary-title" className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card">
          <h2 id="wallet-summary-title" className="text-lg font-semibold text-brand-900">
            {t('summaryTitle')}
          </h2>
          {summary}
        </section>
        {phase === 'error' ? (
          <div role="alert" className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card">
            <p className="font-semibold text-red-700">{t('failed', { paymentMethod: walletName })}</p>
            <button type="button" className="button-primary" onClick={onClose}>
              {t('book')}
            </button>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <p role="status" aria-live="polite" className="text-center text-sm text-muted">
              {isPaying ? t('paying') : ''}
            </p>
            <button type="button" className="button-primary w-full" onClick={onPay} disabled={isPaying} aria-disabled={isPaying}>
              {t('pay', { amount: formatMoney(totalCents, MARKETS[locale].bcp47), paymentMethod: walletName })}
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
