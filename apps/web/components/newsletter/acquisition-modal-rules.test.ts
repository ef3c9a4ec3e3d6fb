import { describe, expect, it } from 'vitest';
import type { Timers } from '../app-shell/app-shell-effects';
import {
  ACQUISITION_MODAL_CLOSE_AFTER_SUCCESS_MS,
  ACQUISITION_MODAL_DELAY_MS,
  ACQUISITION_MODAL_DONE_KEY,
  ACQUISITION_MODAL_SESSION_KEY,
  acquisitionPageViewOf,
  createAcquisitionModalEnd,
  isArrivalFromExcludedAffiliate,
  readAcquisitionModalDone,
  scheduleAcquisitionModal,
} from './acquisition-modal-rules';

/** Timers on a clock the test moves. */
class FakeClock implements Timers {
  now = 0;
  private next = 1;
  private readonly pending = new Map<number, { at: number; run: () => void }>();
  setTimeout(run: () => void, ms: number): unknown {
    const handle = this.next++;
    this.pending.set(handle, { at: this.now + ms, run });
    return handle;
  }
  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const due = [...this.pending.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.pending.delete(due[0]);
      this.now = due[1].at;
      due[1].run();
    }
    this.now = until;
  }
  get pendingCount(): number {
    return this.pending.size;
  }
}

class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem'> {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

const FR = { language: 'fr', homeHref: '/fr-fr/' } as const;

/** One tab's visit: page views as the trigger reports them, the modal offers counted. */
function visit({ local = new MemoryStorage(), session = new MemoryStorage(), isDialogOpen = (): boolean => false } = {}) {
  const clock = new FakeClock();
  const offers: number[] = [];
  let stop: () => void = () => {};
  const view = (pathname: string, search = '', market: { language: 'fr' | 'nl'; homeHref: string } = FR) => {
    stop();
    stop = scheduleAcquisitionModal({
      view: acquisitionPageViewOf(pathname, market),
      search,
      local,
      session,
      timers: clock,
      isAnotherDialogOpen: isDialogOpen,
      onDue: () => offers.push(clock.now),
    });
  };
  return { clock, offers, view, local, session, leave: () => stop() };
}

describe('acquisition modal: which page ("on home, booking and search pages")', () => {
  it('names home, booking and search pages in every form of their path, and no other page', () => {
    expect(acquisitionPageViewOf('/fr-fr/', FR).page).toBe('home');
    expect(acquisitionPageViewOf('/fr-fr', FR).page).toBe('home');
    expect(acquisitionPageViewOf('/fr-fr/screen-route/home', FR).page).toBe('home');
    expect(acquisitionPageViewOf('/fr-fr/reservation', FR).page).toBe('booking');
    expect(acquisitionPageViewOf('/fr-fr/screen-route/booking', FR).page).toBe('booking');
    expect(acquisitionPageViewOf('/fr-fr/recherche', FR).page).toBe('search');
    expect(acquisitionPageViewOf('/fr-fr/recherche-activites', FR).page).toBe('search');
    expect(acquisitionPageViewOf('/fr-fr/screen-route/activitySearch', FR).page).toBe('search');
    for (const other of ['/fr-fr/sejour/18', '/fr-fr/hotel/3', '/fr-fr/contact', '/fr-fr/confirmation/x', '/fr-fr/annecy', '/fr-fr/screen-route/product/18']) {
      expect(acquisitionPageViewOf(other, FR).page, other).toBeUndefined();
    }
    // The market's own language: a Dutch segment is not a French page.
    expect(acquisitionPageViewOf('/fr-fr/zoeken', FR).page).toBeUndefined();
    // Market hosts: the Belgian host's language prefix, and a host without any.
    expect(acquisitionPageViewOf('/nl/', { language: 'nl', homeHref: '/nl/' }).page).toBe('home');
    expect(acquisitionPageViewOf('/nl/zoeken', { language: 'nl', homeHref: '/nl/' }).page).toBe('search');
    expect(acquisitionPageViewOf('/', { language: 'nl', homeHref: '/' }).page).toBe('home');
    expect(acquisitionPageViewOf('/boeking', { language: 'nl', homeHref: '/' }).page).toBe('booking');
  });

  it('one page whatever form its path takes (the screen route, a final slash), so rendering it is no navigation', () => {
    expect(acquisitionPageViewOf('/fr-fr/screen-route/search', FR).key).toBe(acquisitionPageViewOf('/fr-fr/recherche/', FR).key);
    expect(acquisitionPageViewOf('/fr-fr/screen-route/home', FR).key).toBe(acquisitionPageViewOf('/fr-fr/', FR).key);
    expect(acquisitionPageViewOf('/fr-fr/sejour/18', FR).key).not.toBe(acquisitionPageViewOf('/fr-fr/sejour/19', FR).key);
  });
});

describe('acquisition modal: "opens 10 seconds after the user navigates from one page to another"', () => {
  it(`the first page of the visit starts no timer; the second does, and the modal is due ${ACQUISITION_MODAL_DELAY_MS} ms after it`, () => {
    expect(ACQUISITION_MODAL_DELAY_MS).toBe(10_000);
    const tab = visit();
    tab.view('/fr-fr/');
    tab.clock.advance(60_000);
    expect(tab.offers).toEqual([]);
    expect(tab.clock.pendingCount).toBe(0);

    tab.view('/fr-fr/recherche');
    tab.clock.advance(9_999);
    expect(tab.offers).toEqual([]);
    tab.clock.advance(1);
    expect(tab.offers).toEqual([70_000]);
  });

  it('a reload or a query change of the first page is no navigation; a full load of another page of the same tab is', () => {
    const session = new MemoryStorage();
    const first = visit({ session });
    first.view('/fr-fr/', '?flow=booking');
    first.leave();
    // The page loaded again: a new trigger, the same tab's session.
    const reloaded = visit({ session });
    reloaded.view('/fr-fr/', '?flow=gifting');
    reloaded.clock.advance(20_000);
    expect(reloaded.offers).toEqual([]);
    reloaded.leave();

    const next = visit({ session });
    next.view('/fr-fr/reservation');
    next.clock.advance(ACQUISITION_MODAL_DELAY_MS);
    expect(next.offers).toEqual([ACQUISITION_MODAL_DELAY_MS]);
    expect(JSON.parse(session.getItem(ACQUISITION_MODAL_SESSION_KEY) ?? '')).toMatchObject({ hasNavigatedBetweenPages: true });
  });

  it('the delay counts from the last navigation; a page of another kind stops it, and it starts again on the next home, booking or search page', () => {
    const tab = visit();
    tab.view('/fr-fr/sejour/18');
    tab.view('/fr-fr/');
    tab.clock.advance(6_000);
    tab.view('/fr-fr/recherche');
    tab.clock.advance(6_000);
    expect(tab.offers).toEqual([]);
    tab.view('/fr-fr/hotel/3');
    tab.clock.advance(30_000);
    expect(tab.offers).toEqual([]);
    tab.view('/fr-fr/recherche');
    tab.clock.advance(10_000);
    expect(tab.offers).toEqual([52_000]);
  });

  it('"unless already dismissed or subscribed": a done modal starts no timer, and one done in another tab meanwhile is not offered', () => {
    for (const done of ['dismissed', 'subscribed']) {
      const local = new MemoryStorage();
      local.setItem(ACQUISITION_MODAL_DONE_KEY, JSON.stringify(done));
      const tab = visit({ local });
      tab.view('/fr-fr/');
      tab.view('/fr-fr/recherche');
      tab.clock.advance(60_000);
      expect(tab.offers, done).toEqual([]);
    }
    const local = new MemoryStorage();
    const tab = visit({ local });
    tab.view('/fr-fr/');
    tab.view('/fr-fr/recherche');
    tab.clock.advance(5_000);
    local.setItem(ACQUISITION_MODAL_DONE_KEY, '"dismissed"');
    tab.clock.advance(5_000);
    expect(tab.offers).toEqual([]);
  });

  it('"unless … arriving from certain affiliates": a visit that landed with a partner\'s id never gets it', () => {
    for (const landing of ['?affiliate_id=aff42', '?tripadvisor_ref=TA-1', '?skclid=abc.def', '?nl_sub_id=98765']) {
      const tab = visit();
      tab.view('/fr-fr/', landing);
      tab.view('/fr-fr/recherche');
      tab.view('/fr-fr/reservation');
      tab.clock.advance(60_000);
      expect(tab.offers, landing).toEqual([]);
    }
    expect(isArrivalFromExcludedAffiliate('?flow=gifting&utm_source=x')).toBe(false);
    // An id of another shape is no partner's (the app shell's referral rule).
    expect(isArrivalFromExcludedAffiliate('?affiliate_id=<script>')).toBe(false);
  });

  it('another dialog open when the delay is over (the cookie consent, a gallery): the offer waits another delay instead of covering it', () => {
    let isDialogOpen = true;
    const tab = visit({ isDialogOpen: () => isDialogOpen });
    tab.view('/fr-fr/');
    tab.view('/fr-fr/recherche');
    tab.clock.advance(10_000);
    expect(tab.offers).toEqual([]);
    isDialogOpen = false;
    tab.clock.advance(10_000);
    expect(tab.offers).toEqual([20_000]);
  });

  it('storage that cannot be read is an empty one (a first page), never an error', () => {
    const session = new MemoryStorage();
    session.setItem(ACQUISITION_MODAL_SESSION_KEY, '{not json');
    const tab = visit({ session });
    tab.view('/fr-fr/recherche');
    tab.clock.advance(20_000);
    expect(tab.offers).toEqual([]);
    const local = new MemoryStorage();
    local.setItem(ACQUISITION_MODAL_DONE_KEY, '"maybe"');
    expect(readAcquisitionModalDone(local)).toBeUndefined();
  });
});

describe('acquisition modal: "Submit: loading then success; marked done and closes after 1.2 s. Closing also marks done."', () => {
  function modal() {
    const clock = new FakeClock();
    const local = new MemoryStorage();
    let closes = 0;
    const end = createAcquisitionModalEnd({ local, timers: clock, close: () => (closes += 1) });
    return { clock, local, end, closes: () => closes };
  }

  it(`success marks the modal done at once and closes it ${ACQUISITION_MODAL_CLOSE_AFTER_SUCCESS_MS} ms later`, () => {
    expect(ACQUISITION_MODAL_CLOSE_AFTER_SUCCESS_MS).toBe(1_200);
    const { clock, local, end, closes } = modal();
    end.subscribed();
    expect(readAcquisitionModalDone(local)).toBe('subscribed');
    clock.advance(1_199);
    expect(closes()).toBe(0);
    clock.advance(1);
    expect(closes()).toBe(1);
  });

  it('closing marks it done (dismissed) and closes at once; closing during the 1.2 s keeps it subscribed and closes once', () => {
    const dismissed = modal();
    dismissed.end.closed();
    expect(readAcquisitionModalDone(dismissed.local)).toBe('dismissed');
    expect(dismissed.closes()).toBe(1);

    const early = modal();
    early.end.subscribed();
    early.clock.advance(500);
    early.end.closed();
    early.clock.advance(5_000);
    expect(readAcquisitionModalDone(early.local)).toBe('subscribed');
    expect(early.closes()).toBe(1);
  });

  it('a modal removed from the page another way closes nothing later', () => {
    const { clock, end, closes } = modal();
    end.subscribed();
    end.stop();
    clock.advance(5_000);
    expect(closes()).toBe(0);
  });
});
