import type { AnalyticsEvent } from '@escapade/contracts/analytics';
import { STAFF_HINT_COOKIE } from '@escapade/domain/account';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeCookieDocument } from '../components/consent/fake-cookie-document';

/** What the header's session read answers on this page. */
let session: () => Promise<{ firstName: string; isStaff: boolean } | null>;

vi.mock('../components/account-menu/account-session', () => ({ readSignedInAccount: () => session() }));

const agent = async () => ({ firstName: 'Agent', isStaff: true });
const customer = async () => ({ firstName: 'Camille', isStaff: false });

const viewItem: AnalyticsEvent = { event: 'view_item', currency: 'EUR', value: 189, items: [{ item_id: '1042', item_name: 'Escapade à Annecy', item_category: 'weekend', price: 189 }] };
const viewItemList: AnalyticsEvent = { event: 'view_item_list', item_list_id: 'booking', items: [{ item_id: '1042', item_name: 'Escapade à Annecy', item_category: 'weekend', price: 189, index: 0 }] };
const selectItem: AnalyticsEvent = { event: 'select_item', item_list_id: 'booking', items: [{ item_id: '1042', item_name: 'Escapade à Annecy', item_category: 'weekend', price: 189, index: 0 }] };
const addToCart: AnalyticsEvent = { event: 'add_to_cart', currency: 'EUR', value: 189, items: [{ item_id: '1042', item_name: 'Escapade à Annecy', item_category: 'weekend', price: 189, quantity: 1 }] };
const personalization: AnalyticsEvent = { event: 'personalization_item', items: [{ item_id: 'BOX-SPA-EBOX', item_name: 'Pause bien-être', item_category: 'box', item_variant: 'digital' }] };
const beginCheckout: AnalyticsEvent = { event: 'begin_checkout', currency: 'EUR', value: 189, items: [{ item_id: '1042', item_name: 'Escapade à Annecy', item_category: 'weekend', price: 189, quantity: 1 }] };

let beacons: string[];
let page: { dataLayer?: unknown[]; setTimeout: typeof setTimeout };

/**
 * A new page with analytics consent, its modules as a page load finds them. `staffHint`: the
 * browser has the cookie the API sets with a staff session (an agent's browser, or one that was).
 */
async function openPage({ staffHint = false } = {}) {
  vi.resetModules();
  beacons = [];
  page = { setTimeout: globalThis.setTimeout };
  const cookies: Record<string, string> = { consent: encodeURIComponent('v=1&analytics=1&referral=0') };
  if (staffHint) cookies[STAFF_HINT_COOKIE] = '1';
  vi.stubGlobal('document', new FakeCookieDocument('https:', cookies));
  vi.stubGlobal('window', page);
  vi.stubGlobal('navigator', { sendBeacon: (url: string) => beacons.push(url) > 0 });
  const analytics = await import('./analytics');
  const accountState = await import('../components/account-menu/account-state');
  return { ...analytics, ...accountState };
}

/** The session read and the held events' sending are promise steps: let them all run. */
const settle = () => new Promise((resolve) => globalThis.setTimeout(resolve, 20));

beforeEach(() => {
  session = customer;
});
afterEach(() => vi.unstubAllGlobals());

describe('analytics in the customer care mode', () => {
  it('"search and product analytics disabled": an agent\'s page records no search or product event', async () => {
    session = agent;
    const { recordEvent, loadAccountState } = await openPage();
    await loadAccountState();
    for (const event of [viewItemList, selectItem, viewItem, addToCart, personalization]) recordEvent(event, 'fr_FR');
    await settle();
    expect(beacons).toEqual([]);
    expect(page.dataLayer).toBeUndefined();
  });

  it('the checkout\'s events are not search or product analytics: they are recorded for an agent too', async () => {
    session = agent;
    const { recordEvent, loadAccountState, isSearchOrProductEvent } = await openPage();
    await loadAccountState();
    recordEvent(beginCheckout, 'fr_FR');
    expect(beacons).toEqual(['/api/analytics/ga/collect/fr_FR']);
    expect(isSearchOrProductEvent(beginCheckout)).toBe(false);
    expect(isSearchOrProductEvent(viewItem)).toBe(true);
  });

  it('an event recorded before the session is read waits for it in a browser with the staff hint, and is dropped for an agent', async () => {
    session = agent;
    const { recordEvent } = await openPage({ staffHint: true });
    recordEvent(viewItem, 'fr_FR');
    expect(beacons, 'nothing sent while the session is unknown').toEqual([]);
    await settle();
    expect(beacons).toEqual([]);
  });

  it('with the staff hint, a customer\'s or a visitor\'s waiting events go, in their order, once the session is read', async () => {
    session = customer;
    const { recordEvent } = await openPage({ staffHint: true });
    recordEvent(viewItemList, 'fr_FR');
    recordEvent(selectItem, 'fr_FR');
    expect(beacons).toEqual([]);
    await settle();
    expect(beacons).toHaveLength(2);
    expect(page.dataLayer).toEqual([viewItemList, selectItem]);

    session = async () => null;
    const visitor = await openPage({ staffHint: true });
    visitor.recordEvent(viewItem, 'nl_BE');
    await settle();
    expect(beacons).toEqual(['/api/analytics/ga/collect/nl_BE']);
  });

  it('without the staff hint the browser is no agent\'s: the event goes at once, before any session read (a visitor who leaves at once is counted)', async () => {
    let reads = 0;
    session = async () => {
      reads += 1;
      return null;
    };
    const { recordEvent } = await openPage();
    recordEvent(viewItem, 'fr_FR');
    expect(beacons).toEqual(['/api/analytics/ga/collect/fr_FR']);
    await settle();
    expect(reads, 'no session read was started for it').toBe(0);
  });

  it('once the session is known a visitor\'s event goes at once; a failed read counts as a visitor', async () => {
    const known = await openPage();
    await known.loadAccountState();
    known.recordEvent(viewItem, 'fr_FR');
    expect(beacons).toEqual(['/api/analytics/ga/collect/fr_FR']);

    session = async () => {
      throw new Error('network down');
    };
    const failed = await openPage({ staffHint: true });
    failed.recordEvent(viewItem, 'fr_FR');
    await settle();
    expect(beacons).toEqual(['/api/analytics/ga/collect/fr_FR']);
  });

  it('a held event is not sent if the visitor refuses analytics meanwhile', async () => {
    const { recordEvent, applyAnalyticsConsent } = await openPage({ staffHint: true });
    recordEvent(viewItem, 'fr_FR');
    applyAnalyticsConsent(false, new FakeCookieDocument('https:'));
    await settle();
    expect(beacons).toEqual([]);
  });
});
