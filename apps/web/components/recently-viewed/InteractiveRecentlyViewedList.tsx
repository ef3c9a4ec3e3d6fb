'use client';

import { MARKETS } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import type { RecentlyViewedEntry } from '@escapade/domain/recently-viewed';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { browserStorage } from '../../lib/browser-storage';
import { useMarket } from '../market-context';
import { RECENTLY_VIEWED_CHANGE_EVENT, readRecentlyViewed, recentlyViewedOfType } from './recently-viewed-storage';

export interface RecentlyViewedListProps {
  type: RecentlyViewedEntry['type'];
  /** The item on screen, left out of the list. */
  excludeId?: RecentlyViewedEntry['id'];
  /** Id of the section's heading (for aria-labelledby). */
  headingId?: string;
}

/**
 * "recently viewed activities": the browser's list of one type, newest first,
 * without the item on screen. Nothing renders on the server nor when the list is empty: the
 * storage is the browser's.
 */
export default function InteractiveRecentlyViewedList({ type, excludeId, headingId = `recently-viewed-${type.toLowerCase()}` }: RecentlyViewedListProps) {
  const t = useTranslations('recentlyViewed');
  const { locale } = useMarket();
  const [entries, setEntries] = useState<RecentlyViewedEntry[]>([]);

  useEffect(() => {
    const read = () => setEntries(recentlyViewedOfType(readRecentlyViewed(browserStorage(), locale), type, excludeId));
    read();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith('escapade.recentlyViewed.')) read();
    };
    window.addEventListener(RECENTLY_VIEWED_CHANGE_EVENT, read);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(RECENTLY_VIEWED_CHANGE_EVENT, read);
      window.removeEventListener('storage', onStorage);
    };
  }, [locale, type, excludeId]);

  if (entries.length === 0) return null;
  const bcp47 = MARKETS[locale].bcp47;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {type === 'ACTIVITY' ? t('activitiesTitle') : t('staysTitle')}
      </h2>
      <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-4 md:overflow-visible md:px-0">
        {entries.map((entry) => (
          <li key={`${entry.type}-${entry.id}`} className="w-64 shrink-0 snap-start md:w-auto">
            <a href={entry.uri} className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line hover:ring-brand-300">
              {entry.imageUrl ? <img src={entry.imageUrl} alt="" width={640} height={360} loading="lazy" className="aspect-video w-full object-cover" /> : null}
              <span className="flex flex-1 flex-col gap-1 p-3">
                <span className="font-semibold text-brand-900">{entry.label}</span>
                {entry.hotel ? <span className="text-sm text-muted">{entry.hotel}</span> : null}
                {entry.price === undefined ? null : (
                  <span className="mt-auto text-sm font-semibold">{t('from', { price: formatMoney(entry.price, bcp47) })}</span>
                )}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
