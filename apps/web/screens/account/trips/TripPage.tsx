'use client';

import type { TripDetail as TripDetailData } from '@escapade/contracts/account';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { EnsureQueryProvider } from '../../../components/providers/QueryProvider';
import { browserTripsApi, type TripAccess } from '../../../lib/api/trips';
import { TripDetail } from './TripDetail';
import type { ContactQuickAction } from '../../contact/contact-links';
import { tripFailureOf, tripFocusOf, tripQueryKey } from './trips-view';

export interface TripPageProps {
  orderUUID: string;
  access: TripAccess;
  /** The detail the server read with the visitor's cookie; without it the browser reads it (a guest). */
  initialDetail?: TripDetailData;
  confirmationHref: string;
  headingLevel: 1 | 2;
  /**
   * Opened by the visitor in this page (the booking lookup): the focus goes to the trip, or to the
   * action they came for (the contact page's `#cancel`, `#modify`, `#invoice`). Undefined on a
   * page load, where nothing moves the focus.
   */
  openedFor?: ContactQuickAction | 'view';
  /**
   * When the trip's access is over: a guest goes back to the booking lookup's form, which says so
   * (`onAccessLost`); the signed-in customer is told, with the way to sign in (`signInHref`).
   */
  onAccessLost?(): void;
  signInHref?: string;
}

/**
 * A trip, read and kept with TanStack Query (its actions read it again): while it loads, when it
 * cannot be opened any more, or when it could not be read, the page says so.
 */
export function TripPage(props: TripPageProps) {
  return (
    <EnsureQueryProvider>
      <TripQuery {...props} />
    </EnsureQueryProvider>
  );
}

function TripQuery({ orderUUID, access, initialDetail, confirmationHref, headingLevel, openedFor, onAccessLost, signInHref }: TripPageProps) {
  const t = useTranslations('trips.access');
  const [isAccessLost, setIsAccessLost] = useState(false);
  const query = useQuery({
    queryKey: tripQueryKey(orderUUID),
    queryFn: ({ signal }) => browserTripsApi.getTrip(orderUUID, access, signal),
    ...(initialDetail ? { initialData: initialDetail } : {}),
    // A refusal (the access is over, too many attempts) is told at once; a lost answer is asked once more.
    retry: (failureCount, error) => tripFailureOf(error).kind === 'failed' && failureCount < 1,
  });
  const failure = query.error ? tripFailureOf(query.error) : undefined;
  // A read that fails after the trip was shown (after a cancellation) keeps what the page says.
  const isOver = isAccessLost || (!query.data && failure?.kind === 'accessLost');
  const isGuest = access.kind === 'guest';
  useEffect(() => {
    if (isOver && isGuest) onAccessLost?.();
  }, [isOver, isGuest, onAccessLost]);

  if (isOver) {
    if (isGuest) return null;
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-white p-6 ring-1 ring-line">
        <p className="font-semibold">{t('signedOut')}</p>
        {signInHref ? (
          <a href={signInHref} className="button-primary">
            {t('signIn')}
          </a>
        ) : null}
      </div>
    );
  }
  if (query.data) {
    return (
      <TripDetail
        detail={query.data}
        access={access}
        api={browserTripsApi}
        confirmationHref={confirmationHref}
        headingLevel={headingLevel}
        initialFocus={openedFor ? tripFocusOf(openedFor === 'view' ? undefined : openedFor, query.data) : undefined}
        onAccessLost={() => setIsAccessLost(true)}
      />
    );
  }
  if (query.isPending) {
    return (
      <p role="status" className="text-muted">
        {t('loading')}
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-white p-6 ring-1 ring-line">
      <p className="font-semibold">{failure?.kind === 'tooManyAttempts' ? t('tooManyAttempts') : t('loadFailed')}</p>
      <button type="button" className="button-secondary" onClick={() => void query.refetch()}>
        {t('retry')}
      </button>
    </div>
  );
}
