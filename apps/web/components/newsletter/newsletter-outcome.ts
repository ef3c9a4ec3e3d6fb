// Types only: the contract's schemas (and zod) stay out of every page's first scripts (decision 0018).
import type { NewsletterOutcome } from '@escapade/contracts/newsletter';

/** The query parameter the newsletter's e-mail links come back with (`/{market}/?newsletter=confirmed`). */
export const NEWSLETTER_OUTCOME_PARAM = 'newsletter';

/** The contract's NEWSLETTER_OUTCOMES (a test keeps them equal). */
export const NEWSLETTER_OUTCOME_VALUES = ['confirmed', 'link-expired', 'unsubscribed'] as const satisfies readonly NewsletterOutcome[];

/** The outcome a page's query carries; undefined for none or another value. */
export function newsletterOutcomeOf(search: string): NewsletterOutcome | undefined {
  const value = new URLSearchParams(search).get(NEWSLETTER_OUTCOME_PARAM);
  return (NEWSLETTER_OUTCOME_VALUES as readonly string[]).includes(value ?? '') ? (value as NewsletterOutcome) : undefined;
}
