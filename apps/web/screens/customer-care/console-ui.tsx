'use client';

import { MARKETS } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatDay } from '../../components/calendar/calendar-model';
import { useMarket } from '../../components/market-context';
import { isSessionLost } from './customer-care-model';

export const PANEL_CLASS = 'flex flex-col gap-4 rounded-card bg-white p-4 shadow-card ring-1 ring-line md:p-6';
export const SECTION_TITLE_CLASS = 'text-lg font-bold text-brand-900';
export const TABLE_CLASS =
  'w-full border-collapse text-left text-sm [&_td]:border-t [&_td]:border-line [&_td]:px-2 [&_td]:py-2 [&_td]:align-top [&_thead_th]:px-2 [&_thead_th]:pb-2 [&_thead_th]:font-semibold [&_thead_th]:text-muted [&_tbody_th]:border-t [&_tbody_th]:border-line [&_tbody_th]:px-2 [&_tbody_th]:py-2 [&_tbody_th]:text-left [&_tbody_th]:align-top';
export const SMALL_BUTTON_CLASS =
  'inline-flex min-h-11 items-center justify-center whitespace-nowrap rounded-full px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';
export const INPUT_CLASS = 'min-h-12 w-full rounded-xl bg-white px-3 ring-1 ring-line aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-700';

const instantFormats = new Map<string, Intl.DateTimeFormat>();

/** Money, calendar days and instants (the API's ISO times) in the market's format and time zone. */
export function useConsoleFormats() {
  const { locale } = useMarket();
  return useMemo(() => {
    const market = MARKETS[locale];
    let instantFormat = instantFormats.get(locale);
    if (!instantFormat) {
      instantFormat = new Intl.DateTimeFormat(market.bcp47, { dateStyle: 'short', timeStyle: 'short', timeZone: market.timeZone });
      instantFormats.set(locale, instantFormat);
    }
    const instant = instantFormat;
    return {
      money: (cents: number) => formatMoney(cents, market.bcp47, { alwaysShowCents: true }),
      day: (value: string) => formatDay(value, market.bcp47, { day: 'numeric', month: 'short', year: 'numeric' }),
      instant: (iso: string) => {
        const time = Date.parse(iso);
        return Number.isNaN(time) ? iso : instant.format(time);
      },
    };
  }, [locale]);
}

/** The code groups the console translates (statuses, kinds, events): keys of `customerCare.codes`. */
export type CodeGroup =
  | 'orderStatus'
  | 'orderEvent'
  | 'itemKind'
  | 'paymentMethod'
  | 'shipmentState'
  | 'voucherState'
  | 'mailKind'
  | 'mailStatus'
  | 'caseState'
  | 'caseEvent'
  | 'auditAction'
  | 'targetKind'
  | 'role';

/**
 * A code's words in the agent's language; a code the catalog does not know yet (a new e-mail
 * kind, an event of another part of the system) is shown as the API wrote it rather than hidden.
 */
export function useCodeLabel(): (group: CodeGroup, code: string) => string {
  const t = useTranslations('customerCare.codes');
  return useCallback(
    (group, code) => {
      const key = `${group}.${code}`;
      return t.has(key as never) ? t(key as never) : code;
    },
    [t],
  );
}

type Announce = (message: string, tone?: 'info' | 'error') => void;
const AnnounceContext = createContext<Announce>(() => {});

/** Says what an action did (a mail queued again, a case taken) in the console's live region. */
export function useAnnounce(): Announce {
  return use(AnnounceContext);
}

/**
 * The console's live region: always in the page, so that a message put in it is read out; the
 * same line shows it to sighted agents.
 */
export function ConsoleStatus({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<{ text: string; tone: 'info' | 'error' }>({ text: '', tone: 'info' });
  const announce = useCallback<Announce>((text, tone = 'info') => setMessage({ text, tone }), []);
  return (
    <AnnounceContext value={announce}>
      {children}
      <div role="status" className="sticky bottom-4">
        {message.text ? <p className={`rounded-xl p-3 text-sm font-semibold ring-1 ${message.tone === 'error' ? 'bg-red-50 text-red-700 ring-red-200' : 'bg-brand-50 text-brand-900 ring-brand-200'}`}>{message.text}</p> : null}
      </div>
    </AnnounceContext>
  );
}

/** A console call refused because the session ended (or lost its role): the page is read again, which shows the login. */
export function useRefreshOnSessionLost(error: unknown): void {
  const router = useRouter();
  useEffect(() => {
    if (isSessionLost(error)) router.refresh();
  }, [error, router]);
}

/** A part of the console that could not be loaded, with a way to ask again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations('customerCare');
  useRefreshOnSessionLost(error);
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700">
      <span>{isSessionLost(error) ? t('sessionLost') : t('loadFailed')}</span>
      <button type="button" className={SMALL_BUTTON_CLASS} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/**
 * A table's sideways scroller (a phone is narrower than an order's history): while its table is
 * wider than it, it takes the focus, named by the table's heading, so that the keyboard scrolls it
 * too; otherwise it is no stop on the way.
 */
export function TableScroller({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [isScrollable, setIsScrollable] = useState(false);
  useEffect(() => {
    const scroller = ref.current;
    if (!scroller) return;
    const measure = () => setIsScrollable(scroller.scrollWidth > scroller.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="relative overflow-x-auto" {...(isScrollable ? { tabIndex: 0, role: 'group', 'aria-labelledby': labelledBy } : {})}>
      {children}
    </div>
  );
}
