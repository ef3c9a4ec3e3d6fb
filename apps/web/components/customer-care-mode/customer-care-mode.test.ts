import { STAFF_HINT_COOKIE } from '@escapade/domain/account';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** What the session read answers in each test (the accounts API's get-session, as the header reads it). */
let answer: () => Promise<{ firstName: string; isStaff: boolean } | null>;
let reads: number;

vi.mock('../account-menu/account-session', () => ({
  readSignedInAccount: () => {
    reads += 1;
    return answer();
  },
}));

/** A new page: the account state and this module as a page load finds them. */
async function openPage() {
  vi.resetModules();
  const mode = await import('./customer-care-mode');
  const accountState = await import('../account-menu/account-state');
  return { ...mode, ...accountState };
}

beforeEach(() => {
  reads = 0;
  answer = async () => null;
  // No idle callback in this window: the fallback task runs the read.
  vi.stubGlobal('window', { setTimeout: globalThis.setTimeout });
});
afterEach(() => vi.unstubAllGlobals());

describe('customer care mode', () => {
  it('is off until the session has been read, and unknown meanwhile', async () => {
    answer = async () => ({ firstName: 'Agent', isStaff: true });
    const page = await openPage();
    expect(page.readCustomerCareMode()).toBe(false);
    expect(page.readCustomerCareModeIfKnown()).toBeUndefined();
    expect(page.isCustomerCareModeOf(page.serverAccountState())).toBe(false);
  });

  it('an agent\'s session turns it on; the subscribers hear of it', async () => {
    answer = async () => ({ firstName: 'Agent', isStaff: true });
    const page = await openPage();
    const heard = vi.fn();
    page.subscribeCustomerCareMode(heard);
    expect(await page.whenCustomerCareModeKnown()).toBe(true);
    expect(page.readCustomerCareMode()).toBe(true);
    expect(page.readCustomerCareModeIfKnown()).toBe(true);
    expect(heard).toHaveBeenCalled();
  });

  it('a customer\'s session, or none, leaves it off', async () => {
    answer = async () => ({ firstName: 'Camille', isStaff: false });
    const customer = await openPage();
    expect(await customer.whenCustomerCareModeKnown()).toBe(false);
    expect(customer.readCustomerCareModeIfKnown()).toBe(false);

    answer = async () => null;
    const visitor = await openPage();
    expect(await visitor.whenCustomerCareModeKnown()).toBe(false);
    expect(visitor.readCustomerCareModeIfKnown()).toBe(false);
  });

  it('shares the header\'s one session read', async () => {
    answer = async () => ({ firstName: 'Agent', isStaff: true });
    const page = await openPage();
    const header = page.loadAccountState();
    expect(await page.whenCustomerCareModeKnown()).toBe(true);
    await header;
    expect(await page.whenCustomerCareModeKnown()).toBe(true);
    expect(reads).toBe(1);
  });

  it('a browser without the staff hint cookie is known to be off at once, without a session read', async () => {
    answer = async () => ({ firstName: 'Agent', isStaff: true });
    vi.stubGlobal('document', { cookie: 'consent=v%3D1' });
    const page = await openPage();
    expect(page.readCustomerCareModeIfKnown()).toBe(false);
    expect(await page.whenCustomerCareModeKnown()).toBe(false);
    expect(reads).toBe(0);

    vi.stubGlobal('document', { cookie: `consent=v%3D1; ${STAFF_HINT_COOKIE}=1` });
    const agent = await openPage();
    expect(agent.readCustomerCareModeIfKnown()).toBeUndefined();
    expect(await agent.whenCustomerCareModeKnown()).toBe(true);
    expect(reads).toBe(1);
  });

  it('a sign-in in place (the console) reads the session again: the mode follows without a new page', async () => {
    answer = async () => null;
    const page = await openPage();
    expect(await page.whenCustomerCareModeKnown()).toBe(false);
    answer = async () => ({ firstName: 'Agent', isStaff: true });
    const heard = vi.fn();
    page.subscribeCustomerCareMode(heard);
    await page.reloadAccountState();
    expect(page.readCustomerCareMode()).toBe(true);
    expect(heard).toHaveBeenCalled();
    expect(reads).toBe(2);
  });

  it('a failed read counts as off and stays unknown, so the next asking reads again', async () => {
    answer = async () => {
      throw new Error('network down');
    };
    const page = await openPage();
    expect(await page.whenCustomerCareModeKnown()).toBe(false);
    expect(page.readCustomerCareModeIfKnown()).toBeUndefined();
    answer = async () => ({ firstName: 'Agent', isStaff: true });
    expect(await page.whenCustomerCareModeKnown()).toBe(true);
    expect(reads).toBe(2);
  });
});
