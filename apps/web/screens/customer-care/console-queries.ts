import type { ContactCaseState } from '@escapade/contracts/contact';
import { ApiError } from '../../lib/api-transport';

/**
 * The console's TanStack Query keys. Every agent action invalidates `all`: an e-mail sent again, a
 * parcel moved or a case taken changes the order's detail, the case lists and the audit log at once.
 */
export const customerCareKeys = {
  all: ['customerCare'] as const,
  orders: (q: string) => ['customerCare', 'orders', q] as const,
  order: (orderUUID: string) => ['customerCare', 'order', orderUUID] as const,
  cases: (state: ContactCaseState | undefined) => ['customerCare', 'cases', state ?? 'all'] as const,
  audit: () => ['customerCare', 'audit'] as const,
};

/** What the console moves the focus to once it has loaded: the search's results, or an opened order. */
export type PendingFocus = 'results' | 'detail' | null;

/**
 * A console read is asked once more after a lost request or a server error, never after a refusal
 * (a 4xx: the session is over, the order unknown): asking again would only delay what the agent
 * must be told.
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== undefined && error.status < 500) return false;
  return failureCount < 1;
}
