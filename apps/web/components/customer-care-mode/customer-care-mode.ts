/**
 * The customer care mode: the site as a signed-in agent sees it (decision 0030: a session whose
 * account has the agent or admin role, not a separate build or host). Pages are the same HTML for
 * every visitor (the page cache), so the mode is known only in the browser, from the header's one
 * session read (`account-state`): nothing here asks the session a second time.
 *
 * No React and no zod here: the analytics recorder reads it too, and both are in every page's
 * first scripts.
 */
import { STAFF_HINT_COOKIE } from '@escapade/domain/account';
import { readCookie } from '../../lib/variations-cookies';
import { type AccountState, loadAccountState, readAccountState, subscribeAccountState } from '../account-menu/account-state';
import { whenIdle } from '../../lib/when-idle';

/** An agent's session: the mode is on. A visitor, a customer, or a session not read yet: off. */
export function isCustomerCareModeOf(state: AccountState): boolean {
  return state.kind === 'signedIn' && state.isStaff;
}

/** Whether the mode is on, as far as the page knows now (off until the session has been read). */
export function readCustomerCareMode(): boolean {
  return isCustomerCareModeOf(readAccountState());
}

/**
 * Whether the browser may hold a staff session: the API sets the staff hint cookie with one (it
 * proves nothing; only the session read says "staff"). Without it the mode is off for sure.
 */
function mayBeStaff(): boolean {
  return typeof document === 'undefined' || readCookie(document.cookie, STAFF_HINT_COOKIE) !== undefined;
}

/**
 * Whether the mode is on, or undefined while it cannot be told: the session not read yet (or its
 * read failed) in a browser with the staff hint. A browser without the hint is known to be off at
 * once, so a visitor's events never wait for the session read.
 */
export function readCustomerCareModeIfKnown(): boolean | undefined {
  const state = readAccountState();
  if (state.kind !== 'unknown') return isCustomerCareModeOf(state);
  return mayBeStaff() ? undefined : false;
}

/** Called when the mode may have changed (the session read has answered). */
export const subscribeCustomerCareMode: (listener: () => void) => () => void = subscribeAccountState;

/**
 * Whether the mode is on, once the session has been read: at once when it has been, otherwise
 * after the read (the header's, shared; started here when the browser is idle if nothing else has
 * started it, e.g. where the header shows no account button). A read that failed counts as off,
 * as everywhere else: only a session that says "staff" turns the mode on.
 */
export function whenCustomerCareModeKnown(): Promise<boolean> {
  const known = readCustomerCareModeIfKnown();
  if (known !== undefined) return Promise.resolve(known);
  return new Promise((resolve) => {
    // When the browser is idle, as the header's session read: the page's own requests go first.
    whenIdle(() => {
      void loadAccountState().then(() => resolve(readCustomerCareMode()));
    });
  });
}
