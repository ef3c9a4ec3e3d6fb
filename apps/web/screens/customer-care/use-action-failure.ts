'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { ApiError } from '../../lib/api-transport';
import { isSessionLost } from './customer-care-model';

/**
 * What a refused agent action tells the agent: `conflict` for a 409 (the order or the case is no
 * longer in the state the agent saw, or the action does not apply to it), the end of the session
 * (the page is read again, which shows the login), or that it failed.
 */
export function useActionFailure(): (error: unknown, conflict: string) => string {
  const t = useTranslations('customerCare');
  const router = useRouter();
  return useCallback(
    (error, conflict) => {
      if (isSessionLost(error)) {
        router.refresh();
        return t('sessionLost');
      }
      return error instanceof ApiError && error.status === 409 ? conflict : t('actionFailed');
    },
    [router, t],
  );
}
