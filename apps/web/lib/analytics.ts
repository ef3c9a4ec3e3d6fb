/**
 * A small analytics recorder: events go to `window.dataLayer` and, as a beacon, to the analytics
 * collect endpoint of the market's point of sale — only with the visitor's analytics consent:
 * before a yes (or after a no) nothing analytics-related happens, not even the data layer. Failures
 * are ignored: analytics never stops a booking.
 *
 * The consent itself is the consent module's (components/consent); it tells this module with
 * `applyAnalyticsConsent`. Until it has, the consent cookie is read once.
 *
 * In the customer care mode (a signed-in agent) the search and product pages' events are not
 * recorded: an agent browsing for a caller is not a visitor's interest.
 */
// The contract of the collect endpoint, as types only: no zod in the pages that record events.
import type { AnalyticsEvent } from '@escapade/contracts/analytics';
import {
  ANALYTICS_CLIENT_ID_COOKIE,
  ANALYTICS_CLIENT_ID_MAX_AGE_SECONDS,
  CONSENT_COOKIE,
  analyticsClientIdOf,
  cookieString,
  expiredCookieString,
  hasConsentTo,
  newAnalyticsCookieValue,
  parseConsentValue,
} from '@escapade/domain/consent';
import { readCustomerCareModeIfKnown, whenCustomerCareModeKnown } from '../components/customer-care-mode/customer-care-mode';
import { readCookie } from './variations-cookies';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** What the analytics cookie needs of `document`: its cookies and the page's protocol. */
export type AnalyticsDocument = Pick<Document, 'cookie'> & { location?: Pick<Location, 'protocol'> | null };

let isAllowed: boolean | undefined;

function isAnalyticsAllowed(): boolean {
  isAllowed ??= typeof document !== 'undefined' && hasConsentTo(parseConsentValue(readCookie(document.cookie, CONSENT_COOKIE)), 'analytics');
  return isAllowed;
}

/**
 * The visitor's analytics choice, from the consent module: with a yes, the analytics client id
 * cookie is created when missing; with a no, it is deleted.
 */
export function applyAnalyticsConsent(allowed: boolean, doc: AnalyticsDocument = document): void {
  isAllowed = allowed;
  const isHttps = doc.location?.protocol === 'https:';
  try {
    if (!allowed) {
      if (readCookie(doc.cookie, ANALYTICS_CLIENT_ID_COOKIE) !== undefined) doc.cookie = expiredCookieString(ANALYTICS_CLIENT_ID_COOKIE, isHttps);
      return;
    }
    if (analyticsClientIdOf(readCookie(doc.cookie, ANALYTICS_CLIENT_ID_COOKIE))) return;
    const value = newAnalyticsCookieValue(Math.random() * 2_147_483_647, Date.now() / 1000);
    doc.cookie = cookieString(ANALYTICS_CLIENT_ID_COOKIE, value, { maxAgeSeconds: ANALYTICS_CLIENT_ID_MAX_AGE_SECONDS, isHttps });
  } catch {
    // A browser that refuses cookies only has no analytics id.
  }
}

/** The analytics client id of the page's cookies, with analytics consent only. */
export function readAnalyticsClientId(doc: Pick<Document, 'cookie'> = document): string | undefined {
  if (!isAnalyticsAllowed()) return undefined;
  return analyticsClientIdOf(readCookie(doc.cookie, ANALYTICS_CLIENT_ID_COOKIE));
}

/** Hands the analytics client id to the data layer, where the tag manager reads it (with consent only). */
export function announceAnalyticsClientId(clientId: string): void {
  if (!isAnalyticsAllowed()) return;
  try {
    window.dataLayer ??= [];
    window.dataLayer.push({ analytics_client_id: clientId });
  } catch {
    // Analytics must never stop a page.
  }
}

/**
 * The events of the search results and of the product pages (stay, single voucher, activity, box,
 * gift card): "In customer-care mode … search and product analytics disabled". The checkout's,
 * the purchase's and the test variations' events are not theirs.
 */
const SEARCH_AND_PRODUCT_EVENTS: ReadonlySet<AnalyticsEvent['event']> = new Set(['view_item_list', 'select_item', 'view_item', 'add_to_cart', 'personalization_item']);

export function isSearchOrProductEvent(event: AnalyticsEvent): boolean {
  return SEARCH_AND_PRODUCT_EVENTS.has(event.event);
}

/**
 * Records an event with the visitor's analytics consent. A search or product event is recorded
 * only outside the customer care mode; until the session has been read it waits for the read (a
 * sent event cannot be taken back), then goes unless the session is an agent's.
 */
export function recordEvent(event: AnalyticsEvent, pointOfSale: string): void {
  try {
    if (!isAnalyticsAllowed()) return;
    if (isSearchOrProductEvent(event)) {
      const isCustomerCareMode = readCustomerCareModeIfKnown();
      if (isCustomerCareMode === undefined) {
        void whenCustomerCareModeKnown().then((isOn) => {
          if (!isOn) sendEvent(event, pointOfSale);
        });
        return;
      }
      if (isCustomerCareMode) return;
    }
    sendEvent(event, pointOfSale);
  } catch {
    // Analytics must never stop a checkout.
  }
}

function sendEvent(event: AnalyticsEvent, pointOfSale: string): void {
  try {
    // Asked again: a held event goes later, and the visitor may have said no meanwhile.
    if (!isAnalyticsAllowed()) return;
    window.dataLayer ??= [];
    window.dataLayer.push(event);
    // A JSON Blob: the endpoint takes application/json only (apps/api/src/routes/analytics.ts).
    navigator.sendBeacon?.(`/api/analytics/ga/collect/${encodeURIComponent(pointOfSale)}`, new Blob([JSON.stringify(event)], { type: 'application/json' }));
  } catch {
    // Analytics must never stop a checkout.
  }
}

/** Tests only: forget the consent read, as a new page would. */
export function resetAnalyticsConsentForTests(): void {
  isAllowed = undefined;
}
