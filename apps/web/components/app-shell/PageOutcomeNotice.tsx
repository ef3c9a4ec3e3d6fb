'use client';

import type { NewsletterOutcome } from '@escapade/contracts/newsletter';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { subscribeNever, useBrowserSnapshot } from '../../lib/use-browser-snapshot';
import { CloseIcon } from '../ui/icons';
import { type PageOutcome, pageOutcomeOf, withoutPageOutcome } from './page-outcome';

const NEWSLETTER_KEYS = { confirmed: 'confirmed', 'link-expired': 'linkExpired', unsubscribed: 'unsubscribed' } as const satisfies Record<NewsletterOutcome, string>;

const outcomeOfPage = () => pageOutcomeOf(window.location.search);

/**
 * What the visitor comes back to the site with, on any page: a newsletter e-mail's link
 * (`?newsletter=…`) or the account they just deleted (`?account=deleted`). A notice at the top
 * until dismissed. The live region is on the page from the start and filled after hydration, so
 * screen readers announce it.
 */
export function PageOutcomeNotice() {
  const tNewsletter = useTranslations('siteFooter.newsletterOutcome');
  const tAccount = useTranslations('account.outcomes');
  const outcome = useBrowserSnapshot<PageOutcome | undefined>(subscribeNever, outcomeOfPage, undefined);
  const [isDismissed, setIsDismissed] = useState(false);
  const shown = isDismissed ? undefined : outcome;

  const dismiss = () => {
    setIsDismissed(true);
    // Next's router follows the native history calls: the page stays, without the parameter.
    window.history.replaceState(null, '', withoutPageOutcome(window.location.href));
  };

  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4">
      {shown ? (
        <div data-testid="page-outcome" className="pointer-events-auto flex max-w-lg items-start gap-3 rounded-card bg-brand-900 py-3 pl-4 pr-2 text-white shadow-card">
          <p className="py-2.5 text-sm font-semibold">{shown.kind === 'newsletter' ? tNewsletter(NEWSLETTER_KEYS[shown.outcome]) : tAccount('deleted')}</p>
          <button type="button" onClick={dismiss} className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10">
            <CloseIcon />
            <span className="sr-only">{tNewsletter('dismiss')}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
