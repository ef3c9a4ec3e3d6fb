import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeCookieDocument } from '../components/consent/fake-cookie-document';
import { announceAnalyticsClientId, applyAnalyticsConsent, readAnalyticsClientId, recordEvent, resetAnalyticsConsentForTests } from './analytics';

const event = { event: 'variation_exposure', experiment: 'singleVoucherTabs', variant: 'B' } as unknown as Parameters<typeof recordEvent>[0];

let beacons: string[];
let page: { dataLayer?: unknown[] };

function openPage(cookies: Record<string, string> = {}): FakeCookieDocument {
  const doc = new FakeCookieDocument('https:', cookies);
  beacons = [];
  page = {};
  vi.stubGlobal('document', doc);
  vi.stubGlobal('window', page);
  vi.stubGlobal('navigator', { sendBeacon: (url: string) => beacons.push(url) > 0 });
  resetAnalyticsConsentForTests();
  return doc;
}

beforeEach(() => openPage());
afterEach(() => vi.unstubAllGlobals());

describe('analytics and consent', () => {
  it('"analytics beacons … only after consent": without a consent cookie nothing is sent, not even to the data layer', () => {
    recordEvent(event, 'fr_FR');
    expect(beacons).toEqual([]);
    expect(page.dataLayer).toBeUndefined();
  });

  it('a refusal in the cookie sends nothing', () => {
    openPage({ consent: encodeURIComponent('v=1&analytics=0&referral=1') });
    recordEvent(event, 'fr_FR');
    expect(beacons).toEqual([]);
  });

  it('with analytics consent in the cookie, the event goes to the collect endpoint and the data layer', () => {
    openPage({ consent: encodeURIComponent('v=1&analytics=1&referral=0') });
    recordEvent(event, 'nl_BE');
    expect(beacons).toEqual(['/api/analytics/ga/collect/nl_BE']);
    expect(page.dataLayer).toEqual([event]);
  });

  it('accepting on the page switches beacons on and creates the analytics id cookie (13 months); refusing deletes it', () => {
    const doc = openPage();
    applyAnalyticsConsent(true, doc);
    recordEvent(event, 'fr_FR');
    expect(beacons).toHaveLength(1);
    expect(doc.written.get('_ga')).toMatch(/^_ga=GA1\.1\.\d+\.\d+; Path=\/; Max-Age=34128000; SameSite=Lax; Secure$/);
    const clientId = readAnalyticsClientId(doc);
    expect(clientId).toMatch(/^\d+\.\d+$/);
    // An existing id is kept.
    applyAnalyticsConsent(true, doc);
    expect(readAnalyticsClientId(doc)).toBe(clientId);

    applyAnalyticsConsent(false, doc);
    expect(doc.has('_ga')).toBe(false);
    recordEvent(event, 'fr_FR');
    expect(beacons).toHaveLength(1);
  });

  it('the analytics client id is read and announced with consent only', () => {
    const doc = openPage({ _ga: 'GA1.1.123.456' });
    expect(readAnalyticsClientId(doc)).toBeUndefined();
    announceAnalyticsClientId('123.456');
    expect(page.dataLayer).toBeUndefined();
    applyAnalyticsConsent(true, doc);
    expect(readAnalyticsClientId(doc)).toBe('123.456');
    announceAnalyticsClientId('123.456');
    expect(page.dataLayer).toEqual([{ analytics_client_id: '123.456' }]);
  });
});
