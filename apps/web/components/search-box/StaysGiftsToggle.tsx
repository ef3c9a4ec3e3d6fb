'use client';

import type { Flow } from '@escapade/domain/flow';
import { useTranslations } from 'next-intl';

/**
 * "A top-level Stays / Gifts toggle switches between booking and gifting." Where the market sells
 * day activities on their own, a third choice leads to the activity search (the screen switches
 * route: "Changing flow moves the user to the stays search or the activity search").
 */
export function StaysGiftsToggle({ flow, onFlowChange, withActivities = false }: { flow: Flow; onFlowChange(to: Flow): void; withActivities?: boolean }) {
  const t = useTranslations('searchBox.flow');
  const options = [
    { flow: 'booking' as const, label: t('stays') },
    { flow: 'gifting' as const, label: t('gifts') },
    ...(withActivities ? [{ flow: 'activity' as const, label: t('activities') }] : []),
  ];
  return (
    <div role="group" aria-label={t('label')} className="inline-flex rounded-full bg-brand-50 p-1 ring-1 ring-brand-100">
      {options.map((option) => {
        const isCurrent = option.flow === flow;
        return (
          <button
            key={option.flow}
            type="button"
            aria-pressed={isCurrent}
            onClick={() => !isCurrent && onFlowChange(option.flow)}
            className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ${isCurrent ? 'bg-brand-700 text-white shadow-sm' : 'text-brand-800 hover:bg-brand-100'}`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
