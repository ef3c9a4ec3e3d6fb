/**
 * Accounts: the roles, and the limits of the sign-in. A customer signs up alone; staff accounts
 * (customer care agents, admins) are created with `npm run staff:add` and never by signing up.
 */
export const ACCOUNT_ROLES = ['customer', 'agent', 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** The roles that open the customer care mode and its agent tools. */
export const STAFF_ROLES: readonly AccountRole[] = ['agent', 'admin'];

export function isStaffRole(role: unknown): role is AccountRole {
  return typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);
}

/**
 * A cookie the page's scripts can read, set while the browser holds a staff session (and removed
 * when a customer signs in or anyone signs out). It proves nothing, the HttpOnly session cookie
 * does: it tells the page whether waiting for the session read is worth it before it sends search
 * and product analytics. Without it the browser is not an agent's, and nothing waits.
 */
export const STAFF_HINT_COOKIE = 'escapade.staff';

/** A password: at least 10 characters (and at most 128, the library's bound on hashing work). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** Failed sign-ins before an account is locked for the rest of the window, from any client. */
export const SIGN_IN_FAILURES_PER_ACCOUNT = 10;
/** Failed sign-ins a client may make per window, over every account. */
export const SIGN_IN_FAILURES_PER_CLIENT = 30;
export const SIGN_IN_WINDOW_MINUTES = 15;

/** A session lasts 30 days, renewed once a day while used. */
export const SESSION_DAYS = 30;
/** The sign-in link, the e-mail verification and the password reset links expire after an hour; the sign-in link after 15 minutes. */
export const SIGN_IN_LINK_MINUTES = 15;
export const ACCOUNT_LINK_MINUTES = 60;

/** An account's phone number as people type it: digits, spaces, dots, dashes, brackets and a leading +, 6 to 20 of them. */
export const ACCOUNT_PHONE_PATTERN = /^\+?[0-9 .()-]{6,20}$/;
