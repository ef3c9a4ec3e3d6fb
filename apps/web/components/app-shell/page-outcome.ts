// Types only: the contract's schemas (and zod) stay out of every page's first scripts (decision 0018).
import type { NewsletterOutcome } from '@escapade/contracts/newsletter';
import { ACCOUNT_DELETED_OUTCOME, ACCOUNT_OUTCOME_PARAM } from '../account-menu/account-paths';
import { NEWSLETTER_OUTCOME_PARAM, newsletterOutcomeOf } from '../newsletter/newsletter-outcome';

/**
 * What a page's address says happened before the visitor landed on it: a newsletter e-mail's link
 * followed (`?newsletter=confirmed|link-expired|unsubscribed`), or the account just deleted
 * (`?account=deleted`).
 */
export type PageOutcome = { kind: 'newsletter'; outcome: NewsletterOutcome } | { kind: 'accountDeleted' };

const OUTCOME_PARAMS = [NEWSLETTER_OUTCOME_PARAM, ACCOUNT_OUTCOME_PARAM] as const;

/** The outcome a page's query carries; undefined for none or an unknown value. */
export function pageOutcomeOf(search: string): PageOutcome | undefined {
  const newsletter = newsletterOutcomeOf(search);
  if (newsletter) return { kind: 'newsletter', outcome: newsletter };
  if (new URLSearchParams(search).get(ACCOUNT_OUTCOME_PARAM) === ACCOUNT_DELETED_OUTCOME) return { kind: 'accountDeleted' };
  return undefined;
}

/** The page's address without any outcome, so a reload or a shared link does not say it again. */
export function withoutPageOutcome(href: string): string {
  const url = new URL(href);
  for (const param of OUTCOME_PARAMS) url.searchParams.delete(param);
  return `${url.pathname}${url.search}${url.hash}`;
}
