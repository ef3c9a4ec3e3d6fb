/**
 * The visitor's test variations on the web (rules in `@escapade/domain/variations`).
 *
 * The visitor id lives in a first-party cookie, so the assignment is the same on every visit
 * without being stored. The browser creates the id on the first visit; until then the visitor
 * has the control. An override cookie (`name:variant,…`) forces variants for QA and end-to-end
 * tests.
 *
 * A call records which test variation a visitor saw: `recordVariationExposure`
 * sends it through the analytics module, once per browser session and experiment, when a screen
 * actually applies the variant (not merely on page view).
 */
import { type ExperimentName, type VariantOf, assignVariation, exposureKey, isVisitorId, parseVariationOverrides } from '@escapade/domain/variations';
import { useCallback } from 'react';
import { recordEvent } from './analytics';
import { subscribeNever, useBrowserSnapshot } from './use-browser-snapshot';
import { VARIATION_OVERRIDES_COOKIE, VISITOR_ID_COOKIE, VISITOR_ID_COOKIE_MAX_AGE_SECONDS, type VisitorVariations, readCookie } from './variations-cookies';

export {
  VARIATION_OVERRIDES_COOKIE,
  VISITOR_ID_COOKIE,
  VISITOR_ID_COOKIE_MAX_AGE_SECONDS,
  type VisitorVariations,
  readCookie,
} from './variations-cookies';

function newVisitorId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The visitor id cookie as the browser stores it. Scripts read it (the browser computes the
 * assignment), so it cannot be HttpOnly; Secure whenever the page was served over HTTPS.
 */
export function visitorIdCookie(id: string, isHttps: boolean): string {
  return `${VISITOR_ID_COOKIE}=${id}; Path=/; Max-Age=${VISITOR_ID_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${isHttps ? '; Secure' : ''}`;
}

/** What the visitor cookie needs of `document`: its cookies, and the page's protocol. */
export type CookieDocument = Pick<Document, 'cookie'> & { location?: Pick<Location, 'protocol'> | null };

/** Browser side: the visitor id, created (and stored for a year) on the first call. */
export function ensureVisitorId(doc: CookieDocument = document, cookies: string = doc.cookie): string {
  const existing = readCookie(cookies, VISITOR_ID_COOKIE);
  if (isVisitorId(existing)) return existing;
  const id = newVisitorId();
  doc.cookie = visitorIdCookie(id, doc.location?.protocol === 'https:');
  return id;
}

/** Browser side: the visitor (id created when missing) and overrides. */
export function browserVisitor(doc: CookieDocument = document): VisitorVariations {
  // One read of `document.cookie` (a synchronous call to the browser process) for both cookies.
  const cookies = doc.cookie;
  return { visitorId: ensureVisitorId(doc, cookies), overrides: parseVariationOverrides(readCookie(cookies, VARIATION_OVERRIDES_COOKIE)) };
}

let pageVisitor: VisitorVariations | undefined;

/**
 * The visitor of this page, read once: every `document.cookie` read is a synchronous call to the
 * browser process (12 ms in one trace of the search landing, in a hydration task), and the cookies
 * it reads only change here.
 */
function currentVisitor(): VisitorVariations {
  pageVisitor ??= browserVisitor();
  return pageVisitor;
}

/**
 * The visitor's variant of an experiment, read now: for an event handler, which may run before
 * `useVariation`'s transition to the browser's variant has committed (a click right after hydration).
 */
export function browserVariation<Name extends ExperimentName>(name: Name): VariantOf<Name> {
  const visitor = currentVisitor();
  return assignVariation(name, visitor.visitorId, visitor.overrides);
}

const EXPOSURES_STORAGE_KEY = 'escapade.variationExposures';

/**
 * A client component's variant of an experiment. The server render and hydration use the control
 * (the server does not know a first-time visitor), then the browser's assignment takes over, so
 * hydration never mismatches. Pass `serverVariant` when the server read the cookies itself.
 */
export function useVariation<Name extends ExperimentName>(name: Name, serverVariant?: VariantOf<Name>): VariantOf<Name> {
  const browserVariant = useCallback(() => browserVariation(name), [name]);
  return useBrowserSnapshot(subscribeNever, browserVariant, serverVariant ?? assignVariation(name, undefined));
}

export interface ExposureStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function sessionStore(): ExposureStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Records that the visitor saw `variant` of `experiment`, once per session and
 * experiment. Answers whether an event was sent.
 */
export function recordVariationExposure<Name extends ExperimentName>(
  experiment: Name,
  variant: VariantOf<Name>,
  pointOfSale: string,
  storage: ExposureStorage | undefined = sessionStore(),
  record: typeof recordEvent = recordEvent,
): boolean {
  const key = exposureKey({ experiment, variant });
  let seen: string[] = [];
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(EXPOSURES_STORAGE_KEY) ?? '[]');
    if (Array.isArray(parsed)) seen = parsed.filter((entry): entry is string => typeof entry === 'string');
  } catch {
    seen = [];
  }
  if (seen.includes(key)) return false;
  try {
    storage?.setItem(EXPOSURES_STORAGE_KEY, JSON.stringify([...seen, key]));
  } catch {
    // A full or blocked storage only means the exposure may be sent again.
  }
  record({ event: 'variation_exposure', experiment, variant }, pointOfSale);
  return true;
}
