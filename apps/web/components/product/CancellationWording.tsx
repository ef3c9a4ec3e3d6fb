import type { CancellationPolicy } from '@escapade/contracts/product';
import { useTranslations } from 'next-intl';

/**
 * "Cancellation info with dates and a cancellable policy with deadline: modifiable/partially
 * refundable until deadline; else non-exchangeable non-refundable; without dates asks to add dates."
 */
export function CancellationWording({ policy, hasDates, formatDay }: { policy: CancellationPolicy; hasDates: boolean; formatDay?: (day: string) => string }) {
  const t = useTranslations('product.cancellation');
  if (!hasDates) return <p className="text-sm text-muted">{t('addDates')}</p>;
  const deadline = policy.cancellableUntil ?? policy.cancellationDeadline;
  if (policy.cancellable && deadline) {
    const date = formatDay ? formatDay(deadline) : deadline;
    return <p className="text-sm text-ink">{policy.type === 'PARTIALLY_REFUNDABLE' ? t('partiallyRefundable', { date }) : t('modifiable', { date })}</p>;
  }
  return <p className="text-sm text-ink">{t('nonRefundable')}</p>;
}
