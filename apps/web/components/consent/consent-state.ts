/**
 * The visitor's cookie consent in the browser: read from the `consent` cookie, changed by the
 * consent dialog, and told to whoever depends on it (the analytics recorder, the app shell's
 * referral). A choice applies at once; the server-side record follows, and its id is added to the
 * cookie when the API answers (a record that failed is retried on the next page load).
 */
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_VERSION,
  type ConsentChoices,
  type StoredConsent,
  cookieString,
  cookiesToDelete,
  expiredCookieString,
  formatConsentValue,
  parseConsentValue,
} from '@escapade/domain/consent';
import { applyAnalyticsConsent } from '../../lib/analytics';
import { readCookie } from '../../lib/variations-cookies';
import type { ConsentApi } from './consent-api';
import { resetPreferenceRequestsForTests } from './preference-requests';

/** What consent needs of `document`: its cookies and the page's protocol. */
export type ConsentDocument = Pick<Document, 'cookie'> & { location?: Pick<Location, 'protocol'> | null };

export interface ConsentDependencies {
  doc: ConsentDocument;
  api: Pick<ConsentApi, 'record'>;
  applyAnalytics(allowed: boolean, doc: ConsentDocument): void;
}

/** `none`: no valid consent (the dialog asks); `unknown`: the server and hydration, which cannot read the cookie. */
export type ConsentSnapshot = StoredConsent | 'none' | 'unknown';

let current: StoredConsent | 'none' | undefined;
const consentListeners = new Set<() => void>();

async function browserDependencies(): Promise<ConsentDependencies> {
  // The API client (and its transport) load with the first choice, not with every page.
  const { browserConsentApi } = await import('./consent-api');
  return { doc: document, api: browserConsentApi, applyAnalytics: applyAnalyticsConsent };
}

/** The page's consent, read once from the cookie and then kept up to date by `saveConsent`. */
export function readConsent(doc: ConsentDocument = document): StoredConsent | undefined {
  current ??= parseConsentValue(readCookie(doc.cookie, CONSENT_COOKIE)) ?? 'none';
  return current === 'none' ? undefined : current;
}

/** For `useBrowserSnapshot`: the same value while nothing changed. */
export function consentSnapshot(): ConsentSnapshot {
  readConsent();
  return current ?? 'none';
}

export function subscribeConsent(listener: () => void): () => void {
  consentListeners.add(listener);
  return () => consentListeners.delete(listener);
}

function writeConsentCookie(consent: StoredConsent, doc: ConsentDocument): void {
  try {
    doc.cookie = cookieString(CONSENT_COOKIE, formatConsentValue(consent), { maxAgeSeconds: CONSENT_MAX_AGE_SECONDS, isHttps: doc.location?.protocol === 'https:' });
  } catch {
    // A browser that refuses cookies is asked again on its next page; the choice holds for this one.
  }
}

function setConsent(consent: StoredConsent): void {
  current = consent;
  for (const listener of consentListeners) listener();
}

/**
 * The visitor's choice: kept in the cookie for 6 months, applied at once (a refused purpose's
 * cookies deleted, analytics switched on or off), then recorded by the API.
 */
export async function saveConsent(choices: ConsentChoices, dependencies?: ConsentDependencies): Promise<void> {
  const deps = dependencies ?? (await browserDependencies());
  const previous = readConsent(deps.doc);
  const consent: StoredConsent = { version: CONSENT_VERSION, choices, ...(previous?.consentId ? { consentId: previous.consentId } : {}) };
  writeConsentCookie(consent, deps.doc);
  const isHttps = deps.doc.location?.protocol === 'https:';
  for (const name of cookiesToDelete(choices)) {
    if (readCookie(deps.doc.cookie, name) !== undefined) deps.doc.cookie = expiredCookieString(name, isHttps);
  }
  deps.applyAnalytics(choices.analytics, deps.doc);
  setConsent(consent);
  await recordConsent(consent, deps);
}

/** Sends the choice to the API and keeps the record's consent id in the cookie; a failure is retried on a later page. */
async function recordConsent(consent: StoredConsent, deps: ConsentDependencies): Promise<void> {
  try {
    const { consentId } = await deps.api.record({ choices: { ...consent.choices }, version: consent.version, ...(consent.consentId ? { consentId: consent.consentId } : {}) });
    // A newer choice made while this one was on its way keeps its own choices.
    const latest = readConsent(deps.doc) ?? consent;
    const recorded: StoredConsent = { ...latest, consentId };
    writeConsentCookie(recorded, deps.doc);
    setConsent(recorded);
  } catch {
    // Recorded on a later page load (retryConsentRecord): the choice already applies.
  }
}

/** A choice the API has not recorded yet (no consent id in the cookie) is sent again. */
export async function retryConsentRecord(dependencies?: ConsentDependencies): Promise<void> {
  const consent = readConsent(dependencies?.doc);
  if (!consent || consent.consentId) return;
  await recordConsent(consent, dependencies ?? (await browserDependencies()));
}

/** Tests only: forget the page's consent, as a new page would. */
export function resetConsentStateForTests(): void {
  current = undefined;
  consentListeners.clear();
  resetPreferenceRequestsForTests();
}
