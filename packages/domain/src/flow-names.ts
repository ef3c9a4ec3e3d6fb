/**
 * The flows' names and their reading from a request, apart from flow.ts's switching rules (which
 * need the search criteria and their schemas): the site shell reads a page's flow on every page.
 */
export const FLOWS = ['booking', 'gifting', 'activity', 'hotel'] as const;
export type Flow = (typeof FLOWS)[number];

/** Homepage content "falls back to the booking flow"; a missing or unknown `flow` means booking. */
export const DEFAULT_FLOW: Flow = 'booking';

export function isFlow(value: unknown): value is Flow {
  return typeof value === 'string' && (FLOWS as readonly string[]).includes(value);
}

export function flowFrom(value: unknown): Flow {
  return isFlow(value) ? value : DEFAULT_FLOW;
}
