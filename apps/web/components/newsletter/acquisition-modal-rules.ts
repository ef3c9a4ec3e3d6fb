/**
 * When the newsletter acquisition modal is offered, without React and without zod (this module is in
 * every page's first scripts; the modal itself is loaded when its timer fires): "opens 10 seconds
 * after the user navigates from one page to another, on home, booking and search pages, unless
 * already dismissed or subscribed or arriving from certain affiliates. … Submit: loading then
 * success; marked done and closes after 1.2 s. Closing also marks done."
 *
 * What a browser keeps for it:
 * - localStorage `escapade.acquisitionModal`: `"dismissed"` or `"subscribed"`, the modal is done
 *   for good in this browser (an e-mail address is never kept);
 * - sessionStorage `escapade.acquisitionModal.session`: the last page seen, whether the visitor has
 *   gone from one page to another, and whether the visit arrived from a partner (a yes or no, never
 *   the partner's id: keeping that is the referral cookie's, with consent), for this tab's visit only.
 */
import { type ReferralKey, referralFromQuery } from '@escapade/domain/consent';
import type { Language } from '@escapade/domain/markets';
import { SCREEN_SEGMENTS } from '@escapade/domain/screen-segments';
import { type ACQUISITION_MODAL_PAGES, shouldScheduleAcquisitionModal } from '@escapade/domain/site-shell';
import { readStored, writeStored } from '../../lib/browser-storage';
import type { Timers } from '../app-shell/app-shell-effects';

/** "Acquisition modal delay 10 s". */
export const ACQUISITION_MODAL_DELAY_MS = 10_000;
/** "closes 1.2 s after success". */
export const ACQUISITION_MODAL_CLOSE_AFTER_SUCCESS_MS = 1_200;

export const ACQUISITION_MODAL_DONE_KEY = 'escapade.acquisitionModal';
export const ACQUISITION_MODAL_SESSION_KEY = 'escapade.acquisitionModal.session';

/** Why the modal is done in this browser: closed by the visitor, or an address given (or a subscription confirmed). */
export type AcquisitionModalDone = 'dismissed' | 'subscribed';

/**
 * "arriving from certain affiliates": a visit whose landing carried the id of one of the partners
 * whose referral the app shell records (the travel-review site, the flight search, an affiliate, a
 * newsletter e-mail). Those partners are paid for what their visitors do, and a newsletter reader
 * is already subscribed: the modal must not take the visit over.
 */
export const ACQUISITION_MODAL_EXCLUDED_REFERRALS: readonly ReferralKey[] = ['travelReviewRef', 'flightSearchClickId', 'affiliateId', 'newsletterSubscriptionId'];

/** "on home, booking and search pages". */
export type AcquisitionModalPage = (typeof ACQUISITION_MODAL_PAGES)[number];

/** The screens of the "home, booking and search pages" (the stays search and the activities search are both search pages). */
const SCREENS_OF_PAGE: Readonly<Record<string, AcquisitionModalPage>> = { home: 'home', booking: 'booking', search: 'search', activitySearch: 'search' };

/** The internal segment of the screen routes (`SCREEN_ROUTE_SEGMENT` of screens/screen-routes.ts, which components do not import), which a path may show while a page is rendered under it. */
const SCREEN_ROUTE_SEGMENT = 'screen-route';

export interface AcquisitionPageView {
  /** One page whatever form its path took (public or screen route, with or without a final slash). */
  key: string;
  /** The page's kind when it is one the modal opens on. */
  page: AcquisitionModalPage | undefined;
}

function segmentsOf(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });
}

function screenOfSegment(segment: string, language: Language): string | undefined {
  return Object.keys(SCREEN_SEGMENTS).find((screen) => SCREEN_SEGMENTS[screen as keyof typeof SCREEN_SEGMENTS][language] === segment);
}

/**
 * Which page a path shows, in the market whose home is `homeHref` (`/fr-fr/`, `/`, `/nl/`: the
 * prefix of every page of the market): the market's root is home, a first segment names a screen
 * in the market's language, and `/{market}/screen-route/{screen}/…` is a screen's own route.
 */
export function acquisitionPageViewOf(pathname: string, market: { language: Language; homeHref: string }): AcquisitionPageView {
  const segments = segmentsOf(pathname);
  let screen: string | undefined;
  let rest: string[];
  const routeIndex = segments.indexOf(SCREEN_ROUTE_SEGMENT);
  if (routeIndex >= 0 && routeIndex <= 1) {
    // The screen route's key is the screen's own name (`activitySearch`), lower-cased with the path.
    const key = segments[routeIndex + 1] ?? '';
    screen = [...Object.keys(SCREEN_SEGMENTS), 'home'].find((name) => name.toLowerCase() === key);
    rest = segments.slice(routeIndex + 2);
  } else {
    const prefix = segmentsOf(new URL(market.homeHref, 'http://site.invalid').pathname);
    const hasPrefix = prefix.every((segment, index) => segments[index] === segment);
    const own = hasPrefix ? segments.slice(prefix.length) : segments;
    const [first, ...after] = own;
    screen = first === undefined ? 'home' : screenOfSegment(first, market.language);
    rest = screen === undefined ? own : after;
  }
  return { key: `${screen ?? ''}:${rest.join('/')}`, page: screen === undefined ? undefined : SCREENS_OF_PAGE[screen] };
}

/** Whether a landing's query carries the id of one of the partners the modal leaves alone. */
export function isArrivalFromExcludedAffiliate(search: string): boolean {
  const referral = referralFromQuery(search);
  return referral !== undefined && ACQUISITION_MODAL_EXCLUDED_REFERRALS.some((key) => referral[key] !== undefined);
}

/** Whether the modal is done in this browser; undefined while it may still be offered. */
export function readAcquisitionModalDone(local: Pick<Storage, 'getItem'> | undefined): AcquisitionModalDone | undefined {
  const stored = readStored(local, ACQUISITION_MODAL_DONE_KEY);
  return stored === '"dismissed"' ? 'dismissed' : stored === '"subscribed"' ? 'subscribed' : undefined;
}

export function markAcquisitionModalDone(local: Pick<Storage, 'setItem'> | undefined, done: AcquisitionModalDone): void {
  writeStored(local, ACQUISITION_MODAL_DONE_KEY, done);
}

/** This tab's visit, as far as the modal is concerned. */
export interface AcquisitionVisit {
  /** The key of the page last seen. */
  lastPage: string;
  /** "after the user navigates from one page to another": a second page has been seen. */
  hasNavigatedBetweenPages: boolean;
  isFromExcludedAffiliate: boolean;
}

export function readAcquisitionVisit(session: Pick<Storage, 'getItem'> | undefined): AcquisitionVisit | undefined {
  const stored = readStored(session, ACQUISITION_MODAL_SESSION_KEY);
  if (stored === null) return undefined;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return undefined;
    const { lastPage, hasNavigatedBetweenPages, isFromExcludedAffiliate } = value as Record<string, unknown>;
    if (typeof lastPage !== 'string' || typeof hasNavigatedBetweenPages !== 'boolean' || typeof isFromExcludedAffiliate !== 'boolean') return undefined;
    return { lastPage, hasNavigatedBetweenPages, isFromExcludedAffiliate };
  } catch {
    return undefined;
  }
}

/**
 * The visit after a page view. The same page seen again (a reload, a query or hash change, the
 * same page under another form of its path) is no navigation; a partner's id in any page's query
 * is an arrival from that partner (the site's own links never carry one).
 */
export function visitAfterPageView(visit: AcquisitionVisit | undefined, pageKey: string, search: string): AcquisitionVisit {
  const isFromExcludedAffiliate = (visit?.isFromExcludedAffiliate ?? false) || isArrivalFromExcludedAffiliate(search);
  if (!visit) return { lastPage: pageKey, hasNavigatedBetweenPages: false, isFromExcludedAffiliate };
  return { lastPage: pageKey, hasNavigatedBetweenPages: visit.hasNavigatedBetweenPages || visit.lastPage !== pageKey, isFromExcludedAffiliate };
}

export interface AcquisitionModalSchedule {
  view: AcquisitionPageView;
  /** The page's query (`location.search`), read for a partner's id. */
  search: string;
  local: Pick<Storage, 'getItem'> | undefined;
  session: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  timers: Timers;
  /** Another dialog is open (the cookie consent, a calendar, a gallery): the offer waits another delay rather than cover it. */
  isAnotherDialogOpen(): boolean;
  /** The delay is over on this page: offer the modal. */
  onDue(): void;
  delayMs?: number;
}

/**
 * Records a page view and, when the modal may open on this page, starts its 10-second timer.
 * Answers a function that stops the timer: the next page view (or leaving the page) calls it, so
 * the delay always counts from the last navigation. A modal done meanwhile (in another tab) is not
 * offered when the timer fires.
 */
export function scheduleAcquisitionModal(schedule: AcquisitionModalSchedule): () => void {
  const { view, local, session, timers, delayMs = ACQUISITION_MODAL_DELAY_MS } = schedule;
  const visit = visitAfterPageView(readAcquisitionVisit(session), view.key, schedule.search);
  writeStored(session, ACQUISITION_MODAL_SESSION_KEY, visit);
  const isDue = () =>
    view.page !== undefined &&
    shouldScheduleAcquisitionModal({
      page: view.page,
      hasNavigatedBetweenPages: visit.hasNavigatedBetweenPages,
      isDismissedOrSubscribed: readAcquisitionModalDone(local) !== undefined,
      isFromExcludedAffiliate: visit.isFromExcludedAffiliate,
    });
  if (!isDue()) return () => {};
  let handle: unknown;
  const fire = () => {
    if (!isDue()) return;
    if (schedule.isAnotherDialogOpen()) {
      handle = timers.setTimeout(fire, delayMs);
      return;
    }
    schedule.onDue();
  };
  handle = timers.setTimeout(fire, delayMs);
  return () => timers.clearTimeout(handle);
}

/**
 * The modal's end, once it is open: "Submit: loading then success; marked done and closes after
 * 1.2 s. Closing also marks done." An address given marks the modal done at once (a navigation
 * during the 1.2 s must not bring it back); closing it marks it dismissed unless it was given.
 */
export function createAcquisitionModalEnd({ local, timers, close, closeAfterMs = ACQUISITION_MODAL_CLOSE_AFTER_SUCCESS_MS }: {
  local: Pick<Storage, 'setItem'> | undefined;
  timers: Timers;
  close(): void;
  closeAfterMs?: number;
}): { subscribed(): void; closed(): void; stop(): void } {
  let isSubscribed = false;
  let handle: unknown;
  return {
    subscribed() {
      if (isSubscribed) return;
      isSubscribed = true;
      markAcquisitionModalDone(local, 'subscribed');
      handle = timers.setTimeout(close, closeAfterMs);
    },
    closed() {
      timers.clearTimeout(handle);
      if (!isSubscribed) markAcquisitionModalDone(local, 'dismissed');
      close();
    },
    /** The modal left the page another way: nothing more to close. */
    stop() {
      timers.clearTimeout(handle);
    },
  };
}

/** The page's own timers. */
export const windowTimers: Timers = {
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};
