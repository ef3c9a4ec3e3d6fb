/**
 * The footer's "cookie preferences" link asks the consent manager to open the choices. Kept apart
 * from the consent state (and without imports): the footer's link is on every page's first load,
 * the consent manager is hydrated when the page is idle (decision 0033). A request made before the
 * manager listens is kept and delivered when it does.
 */
const listeners = new Set<() => void>();
let isPending = false;

/** The footer's "cookie preferences" link: the dialog opens with the visitor's choices. */
export function openConsentPreferences(): void {
  if (listeners.size === 0) {
    isPending = true;
    return;
  }
  for (const listener of listeners) listener();
}

export function subscribePreferenceRequests(listener: () => void): () => void {
  listeners.add(listener);
  if (isPending) {
    isPending = false;
    listener();
  }
  return () => listeners.delete(listener);
}

/** Tests only: forget the page's requests, as a new page would. */
export function resetPreferenceRequestsForTests(): void {
  listeners.clear();
  isPending = false;
}
