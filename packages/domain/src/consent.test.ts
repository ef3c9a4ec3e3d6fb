import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  ANALYTICS_CLIENT_ID_COOKIE,
  ANALYTICS_ID_POLL_ATTEMPTS,
  ANALYTICS_ID_POLL_INTERVAL_MS,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_VERSION,
  REFERRAL_COOKIE,
  REFERRAL_MAX_AGE_SECONDS,
  REFERRAL_PARAMS,
  REFUSE_ALL,
  analyticsClientIdOf,
  cookieString,
  cookiesToDelete,
  expiredCookieString,
  formatConsentValue,
  formatReferralValue,
  hasConsentTo,
  newAnalyticsCookieValue,
  parseConsentValue,
  parseReferralValue,
  referralFromQuery,
  shouldAskConsent,
} from './consent';

const ID = '0b5e8f3c-6a1d-4c2e-9f7a-3d2b1c0e9f8a';

describe('consent', () => {
  it('"consent kept 6 months": the consent cookie is `consent`, Max-Age 15552000 (180 days), SameSite=Lax, Secure on https', () => {
    expect(CONSENT_COOKIE).toBe('consent');
    expect(CONSENT_MAX_AGE_SECONDS).toBe(15_552_000);
    expect(CONSENT_MAX_AGE_SECONDS).toBe(180 * 24 * 60 * 60);
    expect(cookieString(CONSENT_COOKIE, 'v=1', { maxAgeSeconds: CONSENT_MAX_AGE_SECONDS, isHttps: true })).toBe('consent=v%3D1; Path=/; Max-Age=15552000; SameSite=Lax; Secure');
    expect(cookieString(CONSENT_COOKIE, 'v=1', { maxAgeSeconds: CONSENT_MAX_AGE_SECONDS, isHttps: false })).toBe('consent=v%3D1; Path=/; Max-Age=15552000; SameSite=Lax');
    expect(expiredCookieString('referral', false)).toBe('referral=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('keeps the choices and the server record id, and reads them back', () => {
    const value = formatConsentValue({ version: CONSENT_VERSION, choices: { analytics: true, referral: false }, consentId: ID });
    expect(value).toBe(`v=1&analytics=1&referral=0&id=${ID}`);
    expect(parseConsentValue(value)).toEqual({ version: 1, choices: { analytics: true, referral: false }, consentId: ID });
    // Not recorded yet: the choices alone.
    expect(parseConsentValue(formatConsentValue({ version: CONSENT_VERSION, choices: REFUSE_ALL }))).toEqual({ version: 1, choices: REFUSE_ALL });
  });

  it('a missing, unreadable or older-version cookie means no consent: the dialog asks again', () => {
    expect(parseConsentValue(undefined)).toBeUndefined();
    expect(parseConsentValue('yes')).toBeUndefined();
    expect(parseConsentValue('v=1&analytics=1')).toBeUndefined();
    expect(parseConsentValue('v=1&analytics=maybe&referral=0')).toBeUndefined();
    expect(parseConsentValue('v=0&analytics=1&referral=1')).toBeUndefined();
    expect(shouldAskConsent(parseConsentValue(undefined))).toBe(true);
    expect(shouldAskConsent(parseConsentValue('v=1&analytics=0&referral=0'))).toBe(false);
    // An id of another shape is dropped, the choices kept.
    expect(parseConsentValue('v=1&analytics=1&referral=1&id=<script>')).toEqual({ version: 1, choices: ACCEPT_ALL });
  });

  it('"analytics beacons and referral cookies only after consent": nothing without a yes to that purpose', () => {
    expect(hasConsentTo(undefined, 'analytics')).toBe(false);
    expect(hasConsentTo({ version: 1, choices: REFUSE_ALL }, 'analytics')).toBe(false);
    expect(hasConsentTo({ version: 1, choices: { analytics: true, referral: false } }, 'analytics')).toBe(true);
    expect(hasConsentTo({ version: 1, choices: { analytics: true, referral: false } }, 'referral')).toBe(false);
  });

  it('withdrawing a purpose deletes its cookies (the analytics id, the referral)', () => {
    expect(cookiesToDelete(REFUSE_ALL)).toEqual([ANALYTICS_CLIENT_ID_COOKIE, REFERRAL_COOKIE]);
    expect(cookiesToDelete({ analytics: true, referral: false })).toEqual([REFERRAL_COOKIE]);
    expect(cookiesToDelete(ACCEPT_ALL)).toEqual([]);
  });
});

describe('referral', () => {
  it('"a travel-review site ref id, a flight-search click id, affiliate id, newsletter subscription id": tripadvisor_ref, skclid, affiliate_id, nl_sub_id', () => {
    expect(REFERRAL_PARAMS).toEqual({ travelReviewRef: 'tripadvisor_ref', flightSearchClickId: 'skclid', affiliateId: 'affiliate_id', newsletterSubscriptionId: 'nl_sub_id' });
    expect(referralFromQuery('?tripadvisor_ref=TA-123&skclid=abc.def&affiliate_id=aff42&nl_sub_id=98765&flow=gifting')).toEqual({
      travelReviewRef: 'TA-123',
      flightSearchClickId: 'abc.def',
      affiliateId: 'aff42',
      newsletterSubscriptionId: '98765',
    });
    expect(referralFromQuery(new URLSearchParams({ affiliate_id: 'aff42' }))).toEqual({ affiliateId: 'aff42' });
  });

  it('a landing without referral parameters, or with ids of another shape, records nothing', () => {
    expect(referralFromQuery('?flow=booking')).toBeUndefined();
    expect(referralFromQuery('')).toBeUndefined();
    expect(referralFromQuery('?affiliate_id=<script>&skclid=' + 'x'.repeat(129))).toBeUndefined();
  });

  it('"keep them in a first-party cookie for 30 days": `referral`, 2,592,000 s, the landing parameters as written', () => {
    expect(REFERRAL_COOKIE).toBe('referral');
    expect(REFERRAL_MAX_AGE_SECONDS).toBe(2_592_000);
    const value = formatReferralValue({ affiliateId: 'aff42', travelReviewRef: 'TA-1' });
    expect(value).toBe('tripadvisor_ref=TA-1&affiliate_id=aff42');
    expect(parseReferralValue(value)).toEqual({ affiliateId: 'aff42', travelReviewRef: 'TA-1' });
    expect(parseReferralValue(undefined)).toBeUndefined();
  });
});

describe('analytics id', () => {
  it('"polls for analytics client id every second, up to 5 attempts"', () => {
    expect(ANALYTICS_ID_POLL_INTERVAL_MS).toBe(1000);
    expect(ANALYTICS_ID_POLL_ATTEMPTS).toBe(5);
  });

  it('the analytics cookie `_ga` holds GA1.1.<random>.<seconds>; its client id is <random>.<seconds>', () => {
    const value = newAnalyticsCookieValue(1_234_567_890.7, 1_700_000_000.4);
    expect(value).toBe('GA1.1.1234567890.1700000000');
    expect(analyticsClientIdOf(value)).toBe('1234567890.1700000000');
    expect(analyticsClientIdOf('not-a-client-id')).toBeUndefined();
    expect(analyticsClientIdOf(undefined)).toBeUndefined();
  });
});
