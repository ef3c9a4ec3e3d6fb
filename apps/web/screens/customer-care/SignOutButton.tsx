'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { reloadAccountState } from '../../components/account-menu/account-state';
import { browserCustomerCareApi } from '../../lib/api/customer-care';
import { SMALL_BUTTON_CLASS } from './console-ui';

/** Ends the session; the page read again shows the login. A failure is said beside the button. */
export function SignOutButton() {
  const t = useTranslations('customerCare');
  const router = useRouter();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const [isRefreshing, startRefresh] = useTransition();
  const [hasFailed, setHasFailed] = useState(false);

  async function signOut() {
    setHasFailed(false);
    setIsSigningOut(true);
    try {
      await browserCustomerCareApi.signOut();
    } catch {
      setHasFailed(true);
      return;
    } finally {
      setIsSigningOut(false);
    }
    startRefresh(() => router.refresh());
    // The header and the customer care mode read the new session too (the page is not loaded again).
    void reloadAccountState();
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className={SMALL_BUTTON_CLASS} onClick={signOut} disabled={isSigningOut || isRefreshing}>
        {t('signOut')}
      </button>
      <span role="alert" className="text-sm font-semibold text-red-700">
        {hasFailed ? t('signOutFailed') : null}
      </span>
    </div>
  );
}
