import { ACCEPT_ALL, ANALYTICS_ID_POLL_ATTEMPTS, ANALYTICS_ID_POLL_INTERVAL_MS, REFUSE_ALL, type StoredConsent, parseReferralValue } from '@escapade/domain/consent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../lib/variations-cookies';
import { FakeCookieDocument } from '../consent/fake-cookie-document';
import { type AppShellDependencies, pollAnalyticsClientId, startAppShell } from './app-shell-effects';

const timers = { setTimeout: (run: () => void, ms: number) => setTimeout(run, ms), clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>) };

function shell(overrides: Partial<AppShellDependencies> & { consent?: StoredConsent | undefined } = {}) {
  const doc = new FakeCookieDocument('https:');
  let consent = overrides.consent;
  const listeners = new Set<() => void>();
  const found: string[] = [];
  const deps: AppShellDependencies = {
    doc,
    search: '?tripadvisor_ref=TA-9&affiliate_id=aff42',
    readConsent: () => consent,
    subscribeConsent: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retryConsentRecord: vi.fn(),
    readAnalyticsClientId: () => undefined,
    onAnalyticsClientId: (id) => void found.push(id),
    timers,
    ...overrides,
  };
  const giveConsent = (next: StoredConsent) => {
    consent = next;
    for (const listener of listeners) listener();
  };
  return { doc, deps, found, giveConsent };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('app shell: referral', () => {
  it('"referral cookies only after consent": without referral consent the landing\'s ids are not kept', () => {
    const refused = shell({ consent: { version: 1, choices: { analytics: true, referral: false } } });
    startAppShell(refused.deps);
    expect(refused.doc.has('referral')).toBe(false);

    const undecided = shell();
    startAppShell(undecided.deps);
    expect(undecided.doc.has('referral')).toBe(false);
  });

  it('with referral consent, the landing\'s ids are kept 30 days in the `referral` cookie', () => {
    const { doc, deps } = shell({ consent: { version: 1, choices: ACCEPT_ALL } });
    startAppShell(deps);
    expect(doc.written.get('referral')).toMatch(/; Path=\/; Max-Age=2592000; SameSite=Lax; Secure$/);
    expect(parseReferralValue(readCookie(doc.cookie, 'referral'))).toEqual({ travelReviewRef: 'TA-9', affiliateId: 'aff42' });
  });

  it('a consent given later on the landing page records its referral then, once', () => {
    const { doc, deps, giveConsent } = shell();
    startAppShell(deps);
    expect(doc.has('referral')).toBe(false);
    giveConsent({ version: 1, choices: ACCEPT_ALL });
    expect(parseReferralValue(readCookie(doc.cookie, 'referral'))).toEqual({ travelReviewRef: 'TA-9', affiliateId: 'aff42' });
  });

  it('a landing without referral ids writes no referral cookie; a choice not yet recorded is sent again', () => {
    const { doc, deps } = shell({ consent: { version: 1, choices: ACCEPT_ALL }, search: '?flow=gifting' });
    startAppShell(deps);
    expect(doc.has('referral')).toBe(false);
    expect(deps.retryConsentRecord).toHaveBeenCalledTimes(1);
  });
});

describe('app shell: analytics client id', () => {
  it('"polls for analytics client id every second, up to 5 attempts", then stops', () => {
    const read = vi.fn(() => undefined);
    pollAnalyticsClientId(read, () => {}, timers);
    expect(read).not.toHaveBeenCalled();
    vi.advanceTimersByTime(ANALYTICS_ID_POLL_INTERVAL_MS);
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(ANALYTICS_ID_POLL_INTERVAL_MS * 10);
    expect(read).toHaveBeenCalledTimes(ANALYTICS_ID_POLL_ATTEMPTS);
    expect(ANALYTICS_ID_POLL_ATTEMPTS).toBe(5);
  });

  it('stops at the first id found and hands it over', () => {
    const answers = [undefined, undefined, '123.456'];
    const read = vi.fn(() => answers.shift());
    const found = vi.fn();
    pollAnalyticsClientId(read, found, timers);
    vi.advanceTimersByTime(ANALYTICS_ID_POLL_INTERVAL_MS * 10);
    expect(read).toHaveBeenCalledTimes(3);
    expect(found).toHaveBeenCalledWith('123.456');
  });

  it('stopping the app shell stops the polling', () => {
    const read = vi.fn(() => undefined);
    const { deps } = shell({ readAnalyticsClientId: read });
    const stop = startAppShell(deps);
    vi.advanceTimersByTime(ANALYTICS_ID_POLL_INTERVAL_MS * 2);
    stop();
    vi.advanceTimersByTime(ANALYTICS_ID_POLL_INTERVAL_MS * 10);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('analytics consent given after the polling gave up polls again (5 more attempts), and the id is found', () => {
    const cookie: { clientId?: string } = {};
    const read = vi.fn(() => cookie.clientId);
    const { deps, found, giveConsent } = shell({ readAnalyticsClientId: read, consent: { version: 1, choices: REFUSE_ALL } });
    startAppShell(deps);
    vi.advanceTimersByTime(ANALYTICS_ID_POLL_INTERVAL_MS * 10);
    expect(read).toHaveBeenCalledTimes(5);
    cookie.clientId = '987.654';
    giveConsent({ version: 1, choices: ACCEPT_ALL });
    vi.advanceTimersByTime(ANALYTICS_ID_POLL_INTERVAL_MS);
    expect(found).toEqual(['987.654']);
    expect(read).toHaveBeenCalledTimes(6);
  });
});
