import type { WeekendFullDetail } from '@escapade/contracts/product';
import { useTranslations } from 'next-intl';

/** "Stress message order: best price, best promo, flash deal, auto discount. At most 2 shown by default." */
export const STRESS_ORDER = ['bestPrice', 'bestPromo', 'flashDeal', 'autoDiscount'] as const;
export const STRESS_SHOWN_MAX = 2;

export function orderedStressMessages(stress: WeekendFullDetail['stress'], flow: string): (typeof STRESS_ORDER)[number][] {
  return STRESS_ORDER.filter((key) => stress[key] && !(key === 'autoDiscount' && flow === 'gifting'));
}

export function StressBadges({ stress, autoDiscount, flow }: { stress: WeekendFullDetail['stress']; autoDiscount: number | null; flow: string }) {
  const t = useTranslations('product.stress');
  const messages = orderedStressMessages(stress, flow).slice(0, STRESS_SHOWN_MAX);
  if (messages.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('label')}>
      {messages.map((key) => (
        <li key={key} className="rounded-full bg-accent-700 px-3 py-1 text-sm font-semibold text-white">
          {key === 'autoDiscount' ? t('autoDiscount', { discount: autoDiscount ?? 0 }) : t(key)}
        </li>
      ))}
    </ul>
  );
}
