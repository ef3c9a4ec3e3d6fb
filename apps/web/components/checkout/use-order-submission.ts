'use client';

import type { CreateOrderRequest, OrderView } from '@escapade/contracts/checkout';
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserCheckoutApi } from '../../lib/api/checkout';
import { recordEvent } from '../../lib/analytics';
import { browserStorage } from '../../lib/browser-storage';
import { sendClientLog } from '../../lib/browser-api';
import { useMarket } from '../market-context';
import {
  type OrderFailure,
  type WalletDeps,
  analyticsClientId,
  confirmationHref,
  runWalletPayment,
  sendOrder,
  walletFlagsOf,
  withWalletFlags,
} from './order-submission';

/** The wallet's full-screen modal: closed, open on its price summary, paying, or failed. */
export type WalletPhase = 'closed' | 'open' | 'loading' | 'error';

export interface OrderSubmission {
  /** 'submitting' while the order is on its way; 'redirecting' once the page is leaving for the payment or the confirmation. */
  status: 'idle' | 'submitting' | 'redirecting';
  /** Why the last order was refused, until the next submission (or `clearFailure`). */
  failure: OrderFailure | undefined;
  walletPhase: WalletPhase;
  /** The order as the API created it (its amounts: what gift cards paid), once it answered. */
  order: OrderView | undefined;
  /** Sends a card or pay-later order and follows its payment page; resolves with the refusal, if any. */
  submit(order: CreateOrderRequest): Promise<OrderFailure | undefined>;
  openWallet(): void;
  /** The wallet modal's pay button: the order for the wallet, then the wallet's payment. */
  payWithWallet(order: CreateOrderRequest): Promise<void>;
  /** Closes the wallet modal and clears its hash flags (the failure's Book button, or a close). */
  closeWallet(): void;
  clearFailure(): void;
}

function deps(): WalletDeps {
  return { api: browserCheckoutApi, storage: browserStorage('sessionStorage'), newKey: () => crypto.randomUUID() };
}

/** The hash changes in place: no history entry, no scroll, no navigation. */
function replaceHash(next: string): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${next}`);
}

/**
 * Order submission for a checkout page (a stay's, an activity's, a gift's): one order at a time (a
 * double click sends nothing more), the card and pay-later redirect to the payment page (an order
 * gift cards paid in full goes to its confirmation), and the wallet fast checkout with its hash
 * flags (`isLoading=1` while the order starts, `error=1` once it failed) and its analytics.
 *
 * `confirmationPath` is the market's confirmation path (`/fr-fr/confirmation`): a paid wallet order
 * goes to `<path>/<orderUUID>?status=success&gaId=…`.
 */
export function useOrderSubmission({ confirmationPath }: { confirmationPath: string }): OrderSubmission {
  const { locale } = useMarket();
  const [status, setStatus] = useState<OrderSubmission['status']>('idle');
  const [failure, setFailure] = useState<OrderFailure>();
  const [walletPhase, setWalletPhase] = useState<WalletPhase>('closed');
  const [order, setOrder] = useState<OrderView>();
  const isSending = useRef(false);

  // A page opened with the wallet's flags (reloaded, or back from another page): a failure shows
  // again; a payment that was starting is no longer followed by this page, so its flag goes.
  useEffect(() => {
    const flags = walletFlagsOf(window.location.hash);
    if (flags.error) setWalletPhase('error');
    else if (flags.isLoading) replaceHash(withWalletFlags(window.location.hash, { isLoading: false, error: false }));
  }, []);

  // Back from the payment page, a page restored from the browser's cache is usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      isSending.current = false;
      setStatus('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const submit = useCallback(async (order: CreateOrderRequest): Promise<OrderFailure | undefined> => {
    if (isSending.current) return undefined;
    isSending.current = true;
    setStatus('submitting');
    setFailure(undefined);
    const outcome = await sendOrder(deps(), order);
    if (outcome.kind === 'created') setOrder(outcome.response.order);
    // The payment page, or the confirmation of an order gift cards paid in full.
    if (outcome.kind === 'created' && (outcome.response.payment.kind === 'redirect' || outcome.response.payment.kind === 'settled')) {
      setStatus('redirecting');
      window.location.assign(outcome.response.payment.url);
      return undefined;
    }
    // A wallet step for a card order is an answer this page cannot follow.
    const refusal: OrderFailure = outcome.kind === 'refused' ? outcome.failure : { kind: 'failed', isNetwork: false };
    isSending.current = false;
    setStatus('idle');
    setFailure(refusal);
    return refusal;
  }, []);

  const openWallet = useCallback(() => {
    setFailure(undefined);
    setWalletPhase('open');
    recordEvent({ event: 'wallet_action', action: 'open' }, locale);
  }, [locale]);

  const payWithWallet = useCallback(
    async (order: CreateOrderRequest) => {
      if (isSending.current) return;
      isSending.current = true;
      setWalletPhase('loading');
      replaceHash(withWalletFlags(window.location.hash, { isLoading: true, error: false }));
      recordEvent({ event: 'wallet_action', action: 'pay' }, locale);
      const outcome = await runWalletPayment(deps(), order);
      if (outcome.kind === 'paid') {
        setStatus('redirecting');
        window.location.assign(confirmationHref(confirmationPath, outcome.orderUUID, order.gaId ?? analyticsClientId(document.cookie)));
        return;
      }
      if (outcome.kind === 'settled') {
        setStatus('redirecting');
        window.location.assign(outcome.url);
        return;
      }
      isSending.current = false;
      replaceHash(withWalletFlags(window.location.hash, { isLoading: false, error: true }));
      setWalletPhase('error');
      recordEvent({ event: 'wallet_action', action: 'failure', reason: outcome.reason }, locale);
      if (outcome.reason === 'network') {
        void sendClientLog({ level: 'ERROR', locale, location: window.location.pathname, message: 'Wallet payment failed: network error' }).catch(() => undefined);
      }
      // The summary shows what the order's refusal asks of the traveller (a new total, another stay, a field).
      if (outcome.failure && outcome.failure.kind !== 'failed') setFailure(outcome.failure);
    },
    [confirmationPath, locale],
  );

  const closeWallet = useCallback(() => {
    if (isSending.current) return;
    setWalletPhase('closed');
    replaceHash(withWalletFlags(window.location.hash, { isLoading: false, error: false }));
  }, []);

  const clearFailure = useCallback(() => setFailure(undefined), []);

  return { status, failure, walletPhase, order, submit, openWallet, payWithWallet, closeWallet, clearFailure };
}
