import { ACCEPT_ALL, CONSENT_VERSION, REFUSE_ALL, parseConsentValue } from '@escapade/domain/consent';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../lib/variations-cookies';
import type { ConsentApi } from './consent-api';
import { type ConsentDependencies, readConsent, resetConsentStateForTests, retryConsentRecord, saveConsent, subscribeConsent } from './consent-state';
import { openConsentPreferences, subscribePreferenceRequests } from './preference-requests';
import { FakeCookieDocument } from './fake-cookie-document';

const ID = '0b5e8f3c-6a1d-4c2e-9f7a-3d2b1c0e9f8a';

function dependencies(doc: FakeCookieDocument, answer: 'record' | 'fail' = 'record') {
  const sent: unknown[] = [];
  const analytics: boolean[] = [];
  const record: ConsentApi['record'] = async (request) => {
    sent.push(request);
    if (answer === 'fail') throw new Error('API down');
    return { consentId: request.consentId ?? ID, recordedAt: '2030-01-01T00:00:00.000Z' };
  };
  const deps: ConsentDependencies = { doc, api: { record }, applyAnalytics: (allowed) => void analytics.push(allowed) };
  return { deps, sent, analytics };
}

afterEach(resetConsentStateForTests);

describe('consent in the browser', () => {
  it('first visit: no consent cookie, nothing consented (the dialog asks)', () => {
    expect(readConsent(new FakeCookieDocument())).toBeUndefined();
  });

  it('"consent kept 6 months": the choice is a `consent` cookie, Max-Age 15552000, SameSite=Lax, Secure on https, with the record id', async () => {
    const doc = new FakeCookieDocument('https:');
    const { deps, sent } = dependencies(doc);
    await saveConsent({ analytics: true, referral: false }, deps);
    expect(sent).toEqual([{ choices: { analytics: true, referral: false }, version: CONSENT_VERSION }]);
    expect(doc.written.get('consent')).toMatch(/^consent=[^;]+; Path=\/; Max-Age=15552000; SameSite=Lax; Secure$/);
    expect(parseConsentValue(readCookie(doc.cookie, 'consent'))).toEqual({ version: CONSENT_VERSION, choices: { analytics: true, referral: false }, consentId: ID });
    expect(readConsent(doc)).toEqual({ version: CONSENT_VERSION, choices: { analytics: true, referral: false }, consentId: ID });

    const plain = new FakeCookieDocument('http:');
    resetConsentStateForTests();
    await saveConsent(REFUSE_ALL, dependencies(plain).deps);
    expect(plain.written.get('consent')).not.toContain('Secure');
  });

  it('refusing applies at once: analytics off, the analytics id and referral cookies deleted', async () => {
    const doc = new FakeCookieDocument('https:', { _ga: 'GA1.1.123.456', referral: 'affiliate_id%3Daff42', last_language: 'fr' });
    const { deps, analytics } = dependencies(doc);
    await saveConsent(REFUSE_ALL, deps);
    expect(analytics).toEqual([false]);
    expect(doc.has('_ga')).toBe(false);
    expect(doc.has('referral')).toBe(false);
    // The language cookie is functional: kept.
    expect(doc.has('last_language')).toBe(true);
  });

  it('accepting switches analytics on and tells the page (the app shell records the referral then)', async () => {
    const doc = new FakeCookieDocument();
    const { deps, analytics } = dependencies(doc);
    const listener = vi.fn();
    subscribeConsent(listener);
    await saveConsent(ACCEPT_ALL, deps);
    expect(analytics).toEqual([true]);
    expect(listener).toHaveBeenCalled();
    expect(readConsent(doc)?.choices).toEqual(ACCEPT_ALL);
  });

  it('a change of mind keeps the browser\'s consent id, so its records stay one history', async () => {
    const doc = new FakeCookieDocument();
    const { deps, sent } = dependencies(doc);
    await saveConsent(ACCEPT_ALL, deps);
    await saveConsent(REFUSE_ALL, deps);
    expect(sent[1]).toEqual({ choices: REFUSE_ALL, version: CONSENT_VERSION, consentId: ID });
  });

  it('a record the API did not take leaves the choice applied, and is sent again on a later page', async () => {
    const doc = new FakeCookieDocument();
    await saveConsent(ACCEPT_ALL, dependencies(doc, 'fail').deps);
    expect(readConsent(doc)).toEqual({ version: CONSENT_VERSION, choices: ACCEPT_ALL });

    resetConsentStateForTests();
    const later = dependencies(doc);
    await retryConsentRecord(later.deps);
    expect(later.sent).toEqual([{ choices: ACCEPT_ALL, version: CONSENT_VERSION }]);
    expect(readConsent(doc)?.consentId).toBe(ID);
    // Recorded: nothing more to send.
    await retryConsentRecord(later.deps);
    expect(later.sent).toHaveLength(1);
  });

  it('the footer\'s cookie preferences link asks the dialog to open', () => {
    const open = vi.fn();
    const unsubscribe = subscribePreferenceRequests(open);
    openConsentPreferences();
    expect(open).toHaveBeenCalledTimes(1);
    unsubscribe();
    openConsentPreferences();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('a request made before the dialog listens (it is hydrated when the page is idle) is kept, and delivered once', () => {
    resetConsentStateForTests();
    openConsentPreferences();
    const open = vi.fn();
    const unsubscribe = subscribePreferenceRequests(open);
    expect(open).toHaveBeenCalledTimes(1);
    unsubscribe();
    subscribePreferenceRequests(open)();
    expect(open).toHaveBeenCalledTimes(1);
  });
});
