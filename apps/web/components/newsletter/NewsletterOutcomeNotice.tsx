'use client';

import type { NewsletterOutcome } from '@escapade/contracts/newsletter';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { subscribeNever, useBrowserSnapshot } from '../../lib/use-browser-snapshot';
import { CloseIcon } from '../ui/icons';
import { newsletterOutcomeOf, withoutNewsletterOutcome } from './newsletter-outcome';

const OUTCOME_KEYS = { confirmed: 'confirmed', 'link-expired': 'linkExpired', unsubscribed: 'unsubscribed' } as const satisfies Record<NewsletterOutcome, string>;

const outcomeOfPage = () => newsletterOutcomeOf(window.location.search);

/**
 * What the newsletter's e-mail links came back with (`?newsletter=confirmed|link-expired|
 * unsubscribed`), on any page: a notice at the top until dismissed. The live region is on the page
 * from the start and filled after hydration, so screen readers announce it.
 */
export function NewsletterOutcomeNotice() {
  const t = useTranslations('siteFooter.newsletterOutcome');
  const outcome = useBrowserSnapshot(subscribeNever, outcomeOfPage, undefined);
  const [isDismissed, setIsDismissed] = useState(false);
  const shown = isDismissed ? undefined : outcome;

  const dismiss = () => {
    setIsDismissed(true);
    // Next's router follows the native history calls: the page stays, without the parameter.
    window.history.replaceState(null, '', withoutNewsletterOutcome(window.location.href));
  };

  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4">
      {shown ? (
        <div data-testid="newsletter-outcome" className="pointer-events-auto flex max-w-lg items-start gap-3 rounded-card bg-brand-900 py-3 pl-4 pr-2 text-white shadow-card">
          <p className="py-2.5 text-sm font-semibold">{t(OUTCOME_KEYS[shown])}</p>
          <button type="button" onClick={dismiss} className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10">
            <CloseIcon />
            <span className="sr-only">{t('dismiss')}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
