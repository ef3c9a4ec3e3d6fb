/**
 * The account pages' paths and the sign-in's `origin` parameter ("With no token links to
 * /account/signin with an origin param"): where a visitor goes back to once signed in.
 *
 * Every path is built from the market's home as the visitor's browser addresses it (`homeHref`:
 * `/fr-fr/` on the single host, `/` or `/nl/` on a market's own host), so the same code serves
 * both URL modes; the `account` segment is fixed, the same in every language.
 */
import { SCREEN_SEGMENTS } from '@escapade/domain/screen-segments';

/** `account`, in every market. */
export const ACCOUNT_SEGMENT = SCREEN_SEGMENTS.account.fr;

/** The query parameter of the sign-in page naming the page to go back to. */
export const ORIGIN_PARAM = 'origin';

/** The pages that sign a visitor in, up or back: never a page to go back to after signing in. */
export const ACCOUNT_ENTRY_PAGES = ['signin', 'signup', 'forgot-password', 'reset-password', 'verify'] as const;
export type AccountEntryPage = (typeof ACCOUNT_ENTRY_PAGES)[number];

/** The account menu's pages ("Account menu: /account/settings/profile, /account/trips, /account/wishlist"). */
export const ACCOUNT_MENU_PAGES = { profile: 'settings/profile', trips: 'trips', wishlist: 'wishlist' } as const;

/** The booking lookup, where the account button goes while a market has no customer accounts. */
export const BOOKING_LOOKUP_PAGE = 'booking';

/** The query parameter the page a deleted account's visitor lands on says it with (`?account=deleted`). */
export const ACCOUNT_OUTCOME_PARAM = 'account';
export const ACCOUNT_DELETED_OUTCOME = 'deleted';

/** Where a deleted account's visitor lands: the market's home, which says the account is deleted. */
export function accountDeletedHref(homeHref: string): string {
  return `${homeHref}?${new URLSearchParams({ [ACCOUNT_OUTCOME_PARAM]: ACCOUNT_DELETED_OUTCOME })}`;
}

/** Where a signed-in visitor goes when the sign-in names no page to go back to. */
export const DEFAULT_AFTER_SIGN_IN_PAGE = ACCOUNT_MENU_PAGES.trips;

/** Longer than any path of the site; a longer `origin` is not ours. */
const ORIGIN_MAX_LENGTH = 2000;

/** `/fr-fr/account/<page>` (with `homeHref` `/fr-fr/`). */
export function accountPath(homeHref: string, page: string): string {
  return `${homeHref.endsWith('/') ? homeHref : `${homeHref}/`}${ACCOUNT_SEGMENT}/${page}`;
}

function isEntryPagePath(pathname: string, homeHref: string): boolean {
  return ACCOUNT_ENTRY_PAGES.some((page) => {
    const path = accountPath(homeHref, page);
    return pathname === path || pathname.startsWith(`${path}/`);
  });
}

/**
 * The `origin` parameter when it names a page of this market of the site: a relative path under
 * the market's home (`/fr-fr/…`), with its query and hash, normalised (`/fr-fr/a/../b` is
 * `/fr-fr/b`); undefined for anything else — an absolute or protocol-relative URL, a backslash
 * (which browsers read as a slash), another market, a path climbing out of the market, or one of
 * the sign-in pages themselves (going back there would loop).
 */
export function safeOrigin(origin: string | null | undefined, homeHref: string): string | undefined {
  if (!origin || origin.length > ORIGIN_MAX_LENGTH) return undefined;
  const prefix = homeHref.endsWith('/') ? homeHref : `${homeHref}/`;
  // Control characters and whitespace are dropped by URL parsers; a path of ours never has them.
  if (!origin.startsWith(prefix) || origin.startsWith('//') || /[\\\s\p{Cc}]/u.test(origin)) return undefined;
  const base = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(origin, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base || !url.pathname.startsWith(prefix) || isEntryPagePath(url.pathname, homeHref)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a visitor goes once signed in: the page the sign-in names, or their trips. */
export function afterSignInPath(origin: string | null | undefined, homeHref: string): string {
  return safeOrigin(origin, homeHref) ?? accountPath(homeHref, DEFAULT_AFTER_SIGN_IN_PAGE);
}

/** An account page with the page to go back to, when there is one. */
export function withOrigin(path: string, origin: string | undefined): string {
  return origin ? `${path}?${new URLSearchParams({ [ORIGIN_PARAM]: origin })}` : path;
}

/** The sign-in page, going back to `origin` once signed in. */
export function signInHref(homeHref: string, origin?: string): string {
  return withOrigin(accountPath(homeHref, 'signin'), origin);
}

/**
 * The page a sign-in started from `location` goes back to: the page itself, or, on one of the
 * sign-in pages, the page that one was going back to (a visitor on the sign-up page who follows
 * the header's sign-in link still goes back where they started).
 */
export function originOfLocation(location: Pick<Location, 'pathname' | 'search' | 'hash'>, homeHref: string): string | undefined {
  if (isEntryPagePath(location.pathname, homeHref)) return safeOrigin(new URLSearchParams(location.search).get(ORIGIN_PARAM), homeHref);
  return safeOrigin(`${location.pathname}${location.search}${location.hash}`, homeHref);
}
