/**
 * Whether the visitor is signed in, as the header's account button knows it. The page's HTML is
 * the same for everyone (pages are cached for every visitor), so the server always draws the
 * signed-out link; the browser reads the session once the page has started (`loadAccountState`),
 * and the buttons draw the account menu when there is one. The session's code (its client and
 * schema) is imported by that first read, not with the page.
 *
 * One read per page load: the market layout, and the header in it, stay mounted across in-app
 * navigations, and signing in or out loads a whole page again.
 */
import { browserStorage } from '../../lib/browser-storage';
import { forgetOtherAccountsWishlists } from '../wishlist/wishlist-owner';

export type AccountState =
  /** Not read yet (or the read failed): the sign-in link, as the server drew it. */
  | { kind: 'unknown' }
  | { kind: 'signedOut' }
  /**
   * `accountId`: whose wishlist the browser may keep. `isStaff`: a customer care agent or admin, for
   * whom the site is in its customer care mode.
   */
  | { kind: 'signedIn'; accountId: string; firstName: string; isStaff: boolean };

const UNKNOWN: AccountState = { kind: 'unknown' };

let current: AccountState = UNKNOWN;
const listeners = new Set<() => void>();
let reading: Promise<void> | undefined;

export function readAccountState(): AccountState {
  return current;
}

/** What the server draws, and what a component hydrating renders. */
export function serverAccountState(): AccountState {
  return UNKNOWN;
}

export function subscribeAccountState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setAccountState(next: AccountState): void {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * Reads the session once (later calls share the first read). A read that failed (no network, the
 * API down) leaves the sign-in link, and the next call tries again.
 *
 * Once read, the wishlists this browser kept for another account (the session is signed out, or
 * is someone else's) are cleared before anyone hears of the new state (decision 0031).
 */
export function loadAccountState(): Promise<void> {
  reading ??= import('./account-session')
    .then(({ readSignedInAccount }) => readSignedInAccount())
    .then((account) => {
      const next: AccountState = account ? { kind: 'signedIn', accountId: account.accountId, firstName: account.firstName, isStaff: account.isStaff } : { kind: 'signedOut' };
      forgetOtherAccountsWishlists(browserStorage(), next.kind === 'signedIn' ? { kind: 'signedIn', accountId: next.accountId } : next);
      setAccountState(next);
    })
    .catch(() => {
      reading = undefined;
    });
  return reading;
}

/**
 * Reads the session again, for a page that signs in or out in place instead of loading a whole page
 * (the customer care console reads itself again): the header and the customer care mode follow.
 */
export function reloadAccountState(): Promise<void> {
  reading = undefined;
  return loadAccountState();
}

/** The state once the session has been read (or its read failed: `unknown`), reading it if nobody has yet. */
export async function whenAccountStateKnown(): Promise<AccountState> {
  await loadAccountState();
  return current;
}
