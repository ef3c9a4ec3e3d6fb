/**
 * The app shell's work on the first load of a page, without React: "records referral data (a
 * travel-review site ref id, a flight-search click id, affiliate id, newsletter subscription id)
 * …; polls for analytics client id every second, up to 5 attempts". The referral is kept only with
 * referral consent (given now or later on this page); the analytics id exists only with analytics
 * consent. The last language is the proxy's cookie (`last_language`, HttpOnly: it decides the
 * market of a bare address, and no script may change it).
 */
import {
  ANALYTICS_ID_POLL_ATTEMPTS,
  ANALYTICS_ID_POLL_INTERVAL_MS,
  REFERRAL_COOKIE,
  REFERRAL_MAX_AGE_SECONDS,
  type Referral,
  type StoredConsent,
  cookieString,
  formatReferralValue,
  hasConsentTo,
  referralFromQuery,
} from '@escapade/domain/consent';

export type ShellDocument = Pick<Document, 'cookie'> & { location?: Pick<Location, 'protocol'> | null };

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface AppShellDependencies {
  doc: ShellDocument;
  /** The landing URL's query (`location.search`). */
  search: string;
  readConsent(): StoredConsent | undefined;
  subscribeConsent(listener: () => void): () => void;
  /** Sends again a consent choice the API has not recorded yet. */
  retryConsentRecord(): void;
  /** The analytics client id, when the analytics cookie holds one (with consent only). */
  readAnalyticsClientId(): string | undefined;
  onAnalyticsClientId(clientId: string): void;
  timers: Timers;
}

const isHttpsOf = (doc: ShellDocument) => doc.location?.protocol === 'https:';

/** Keeps the landing's referral for 30 days: the last landing that carried one wins. */
export function storeReferral(doc: ShellDocument, referral: Referral): void {
  try {
    doc.cookie = cookieString(REFERRAL_COOKIE, formatReferralValue(referral), { maxAgeSeconds: REFERRAL_MAX_AGE_SECONDS, isHttps: isHttpsOf(doc) });
  } catch {
    // A browser that refuses cookies keeps no referral.
  }
}

/**
 * Asks `read` every second, up to 5 attempts (the first a second after the start), and hands the
 * first id found to `onFound`. Answers a function that stops the polling.
 */
export function pollAnalyticsClientId(read: () => string | undefined, onFound: (clientId: string) => void, timers: Timers): () => void {
  let attempts = 0;
  let handle: unknown;
  const attempt = () => {
    attempts += 1;
    const clientId = read();
    if (clientId) {
      onFound(clientId);
      return;
    }
    if (attempts < ANALYTICS_ID_POLL_ATTEMPTS) handle = timers.setTimeout(attempt, ANALYTICS_ID_POLL_INTERVAL_MS);
  };
  handle = timers.setTimeout(attempt, ANALYTICS_ID_POLL_INTERVAL_MS);
  return () => timers.clearTimeout(handle);
}

/**
 * Runs the app shell's first-load work once. A consent given later on the page records the
 * landing's referral then, and polls for the analytics id again if none was found. Answers a
 * function that stops it all.
 */
export function startAppShell(deps: AppShellDependencies): () => void {
  const landingReferral = referralFromQuery(deps.search);
  let isReferralStored = false;
  let clientId: string | undefined;
  let stopPolling: (() => void) | undefined;
  let wasAnalyticsAllowed = false;

  const poll = () => {
    stopPolling?.();
    stopPolling = pollAnalyticsClientId(
      deps.readAnalyticsClientId,
      (found) => {
        clientId = found;
        deps.onAnalyticsClientId(found);
      },
      deps.timers,
    );
  };

  const applyConsent = () => {
    const consent = deps.readConsent();
    if (landingReferral && !isReferralStored && hasConsentTo(consent, 'referral')) {
      storeReferral(deps.doc, landingReferral);
      isReferralStored = true;
    }
    const isAnalyticsAllowed = hasConsentTo(consent, 'analytics');
    if (isAnalyticsAllowed && !wasAnalyticsAllowed && clientId === undefined && stopPolling) poll();
    wasAnalyticsAllowed = isAnalyticsAllowed;
  };

  applyConsent();
  poll();
  const unsubscribe = deps.subscribeConsent(applyConsent);
  deps.retryConsentRecord();
  return () => {
    unsubscribe();
    stopPolling?.();
  };
}
