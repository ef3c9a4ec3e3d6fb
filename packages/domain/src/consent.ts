/**
 * Cookie consent (GDPR / ePrivacy) and the app shell's first-party cookies: what the visitor chose
 * and how it is kept, the referral data recorded from the landing URL, and the analytics client id
 * the app shell polls for.
 *
 * Two purposes need consent: `analytics` (audience measurement: the collect beacons and the
 * analytics client id cookie) and `referral` (which partner brought the visitor: the referral
 * cookie). The last-language cookie is functional and needs none (the web proxy sets it).
 */

// --- consent ------------------------------------------------------------------------------------

export const CONSENT_PURPOSES = ['analytics', 'referral'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type ConsentChoices = Readonly<Record<ConsentPurpose, boolean>>;

/** The first-party cookie that keeps the visitor's choices and the id of their server-side record. */
export const CONSENT_COOKIE = 'consent';
/** Consent is kept 6 months (180 days), then asked again. */
export const CONSENT_MAX_AGE_SECONDS = 15_552_000;
/**
 * The version of the consent text: a choice made on an older text is asked again. Bump it when the
 * purposes or the text change materially.
 */
export const CONSENT_VERSION = 1;

export const ACCEPT_ALL: ConsentChoices = { analytics: true, referral: true };
export const REFUSE_ALL: ConsentChoices = { analytics: false, referral: false };

/** A consent record id: the UUID the API gave the record (random, names no one). */
const CONSENT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface StoredConsent {
  version: number;
  choices: ConsentChoices;
  /** The server-side record's id; absent until the API has recorded the choice. */
  consentId?: string;
}

/** The consent cookie's value: `v=1&analytics=1&referral=0&id=<uuid>`. */
export function formatConsentValue(consent: StoredConsent): string {
  const params = new URLSearchParams({ v: String(consent.version) });
  for (const purpose of CONSENT_PURPOSES) params.set(purpose, consent.choices[purpose] ? '1' : '0');
  if (consent.consentId) params.set('id', consent.consentId);
  return params.toString();
}

/**
 * The choices a consent cookie holds; undefined when there is none, it does not read, or it was
 * given on another version of the consent text (the visitor is asked again).
 */
export function parseConsentValue(value: string | undefined): StoredConsent | undefined {
  if (!value) return undefined;
  const params = new URLSearchParams(value);
  if (params.get('v') !== String(CONSENT_VERSION)) return undefined;
  const choices: Partial<Record<ConsentPurpose, boolean>> = {};
  for (const purpose of CONSENT_PURPOSES) {
    const flag = params.get(purpose);
    if (flag !== '0' && flag !== '1') return undefined;
    choices[purpose] = flag === '1';
  }
  const id = params.get('id');
  return {
    version: CONSENT_VERSION,
    choices: choices as ConsentChoices,
    ...(id && CONSENT_ID_PATTERN.test(id) ? { consentId: id } : {}),
  };
}

/** The first visit (or a consent expired, or given on an older text): the consent dialog opens. */
export function shouldAskConsent(consent: StoredConsent | undefined): boolean {
  return consent === undefined;
}

/** Nothing that needs a purpose runs before the visitor said yes to it. */
export function hasConsentTo(consent: StoredConsent | undefined, purpose: ConsentPurpose): boolean {
  return consent?.choices[purpose] === true;
}

// --- cookies ------------------------------------------------------------------------------------

export interface CookieOptions {
  maxAgeSeconds: number;
  /** The page was served over HTTPS: the cookie is Secure. */
  isHttps: boolean;
}

/**
 * A first-party cookie as `document.cookie` takes it: the whole site (`Path=/`), `SameSite=Lax`,
 * `Secure` on HTTPS; the value URI-encoded. Max-Age 0 deletes it.
 */
export function cookieString(name: string, value: string, { maxAgeSeconds, isHttps }: CookieOptions): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${isHttps ? '; Secure' : ''}`;
}

/** Deletes a cookie written by `cookieString`. */
export function expiredCookieString(name: string, isHttps: boolean): string {
  return cookieString(name, '', { maxAgeSeconds: 0, isHttps });
}

// --- referral -----------------------------------------------------------------------------------

/**
 * "records referral data (a travel-review site ref id, a flight-search click id, affiliate id,
 * newsletter subscription id)": the landing URL's query parameters that carry them.
 */
export const REFERRAL_PARAMS = {
  travelReviewRef: 'tripadvisor_ref',
  flightSearchClickId: 'skclid',
  affiliateId: 'affiliate_id',
  newsletterSubscriptionId: 'nl_sub_id',
} as const;
export type ReferralKey = keyof typeof REFERRAL_PARAMS;
export type Referral = Partial<Record<ReferralKey, string>>;

/** The first-party cookie that keeps the referral of the last landing that carried one. */
export const REFERRAL_COOKIE = 'referral';
/** Referral data is kept 30 days (2,592,000 s). */
export const REFERRAL_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** An id as partners send it: letters, digits and `._~-`, at most 128 characters. */
const REFERRAL_ID_PATTERN = /^[A-Za-z0-9._~-]{1,128}$/;

const REFERRAL_KEYS = Object.keys(REFERRAL_PARAMS) as ReferralKey[];

function readReferral(params: URLSearchParams, nameOf: (key: ReferralKey) => string): Referral | undefined {
  const referral: Referral = {};
  for (const key of REFERRAL_KEYS) {
    const value = params.get(nameOf(key))?.trim();
    if (value && REFERRAL_ID_PATTERN.test(value)) referral[key] = value;
  }
  return Object.keys(referral).length > 0 ? referral : undefined;
}

/** The referral ids a landing URL's query carries (an id of another shape is ignored); undefined when none. */
export function referralFromQuery(search: string | URLSearchParams): Referral | undefined {
  return readReferral(typeof search === 'string' ? new URLSearchParams(search) : search, (key) => REFERRAL_PARAMS[key]);
}

/** The referral cookie's value: the landing's own parameters (`tripadvisor_ref=…&affiliate_id=…`). */
export function formatReferralValue(referral: Referral): string {
  const params = new URLSearchParams();
  for (const key of REFERRAL_KEYS) {
    const value = referral[key];
    if (value) params.set(REFERRAL_PARAMS[key], value);
  }
  return params.toString();
}

export function parseReferralValue(value: string | undefined): Referral | undefined {
  return value ? referralFromQuery(value) : undefined;
}

// --- analytics client id ------------------------------------------------------------------------

/** "polls for analytics client id every second, up to 5 attempts". */
export const ANALYTICS_ID_POLL_INTERVAL_MS = 1000;
export const ANALYTICS_ID_POLL_ATTEMPTS = 5;

/** The analytics client id cookie (`GA1.1.<random>.<seconds>`), written only with analytics consent. */
export const ANALYTICS_CLIENT_ID_COOKIE = '_ga';
/** 13 months: the longest an audience measurement cookie may live. */
export const ANALYTICS_CLIENT_ID_MAX_AGE_SECONDS = 395 * 24 * 60 * 60;

const ANALYTICS_COOKIE_PATTERN = /^GA\d\.\d\.(\d+\.\d+)$/;

/** The client id of an analytics cookie value (`GA1.1.123.456` → `123.456`); undefined when it does not read. */
export function analyticsClientIdOf(cookieValue: string | undefined): string | undefined {
  return cookieValue ? ANALYTICS_COOKIE_PATTERN.exec(cookieValue)?.[1] : undefined;
}

/** A new analytics cookie value from a random 31-bit number and the time in seconds. */
export function newAnalyticsCookieValue(random: number, nowSeconds: number): string {
  return `GA1.1.${Math.floor(Math.abs(random)) % 2_147_483_647}.${Math.floor(nowSeconds)}`;
}

/**
 * The cookies a purpose owns: withdrawing consent deletes them (an analytics id or a referral
 * kept from before must not outlive the "no").
 */
export const COOKIES_OF_PURPOSE: Readonly<Record<ConsentPurpose, readonly string[]>> = {
  analytics: [ANALYTICS_CLIENT_ID_COOKIE],
  referral: [REFERRAL_COOKIE],
};

/** The cookies to delete for the purposes refused. */
export function cookiesToDelete(choices: ConsentChoices): string[] {
  return CONSENT_PURPOSES.filter((purpose) => !choices[purpose]).flatMap((purpose) => COOKIES_OF_PURPOSE[purpose]);
}
