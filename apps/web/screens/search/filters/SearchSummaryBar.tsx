'use client';

import { dayToUtcNoon } from '@escapade/domain/calendar-day';
import type { SearchCriteria } from '@escapade/domain/criteria-hash';
import type { Flow } from '@escapade/domain/flow';
import { MARKETS } from '@escapade/domain/markets';
import { partyFrom } from '@escapade/domain/pax';
import { useTranslations } from 'next-intl';
import type { SearchedDestination } from '../../../components/search-box/props';
import { useMarket } from '../../../components/market-context';
import { SearchIcon } from './icons';

export interface SearchSummaryBarProps {
  criteria: SearchCriteria;
  flow: Flow;
  destination?: SearchedDestination;
  /** The searched theme's name ("destination, dates, pax and theme"). */
  themeLabel?: string;
  onEditSearch?(): void;
}

/**
 * The mobile summary of the search shown once the page is scrolled: "a sticky summary bar with
 * destination, dates, pax and theme"; it opens the full-screen search modal. The
 * gifting flow has no dates.
 */
export function SearchSummaryBar({ criteria, flow, destination, themeLabel, onEditSearch }: SearchSummaryBarProps) {
  const t = useTranslations('filters.summary');
  const { locale } = useMarket();
  const day = new Intl.DateTimeFormat(MARKETS[locale].bcp47, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const party = partyFrom(criteria);
  const dates =
    flow !== 'gifting' && criteria.checkin && criteria.checkout
      ? t('dates', { checkin: day.format(dayToUtcNoon(criteria.checkin)), checkout: day.format(dayToUtcNoon(criteria.checkout)) })
      : flow === 'gifting'
        ? undefined
        : t('anyDates');
  const parts = [destination?.label ?? t('anyDestination'), dates, t('travellers', { count: party.adults + party.children + party.babies }), themeLabel].filter(
    (part): part is string => part !== undefined,
  );
  const content = (
    <>
      <SearchIcon />
      {onEditSearch ? <span className="sr-only">{t('edit')}</span> : null}
      <span className="min-w-0 flex-1 truncate text-left">{parts.join(' · ')}</span>
    </>
  );
  const className = 'flex min-h-11 w-full items-center gap-2 border-b border-line bg-brand-50 px-4 text-sm font-semibold text-brand-900';
  return onEditSearch ? (
    <button type="button" onClick={onEditSearch} className={className}>
      {content}
    </button>
  ) : (
    <div className={className}>{content}</div>
  );
}
