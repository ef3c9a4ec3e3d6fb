'use client';

import { useCustomerCareMode } from '../../../components/customer-care-mode/use-customer-care-mode';

/**
 * An inline promo block of the results page (gift-stay promo block, giftcard purchase blocks and
 * the Italian giftcard banner): a title, a text and a link. Hidden in the customer care mode
 * ("inline promo blocks are hidden"): an agent searches for a caller, not to be sold to.
 */
export function PromoBlock({ title, text, cta, href, tone, testId }: { title: string; text: string; cta: string; href: string; tone: 'gift' | 'giftcard' | 'banner'; testId: string }) {
  const isCustomerCareMode = useCustomerCareMode();
  if (isCustomerCareMode) return null;
  const tones = {
    gift: 'bg-brand-50 text-brand-900 border border-brand-200',
    giftcard: 'bg-white text-brand-900 border border-line',
    banner: 'bg-brand-800 text-white',
  } as const;
  return (
    <aside className={`flex flex-col gap-4 rounded-card p-6 md:flex-row md:items-center md:justify-between ${tones[tone]}`} data-testid={testId}>
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-bold">{title}</h2>
        <p className={tone === 'banner' ? 'text-white' : 'text-muted'}>{text}</p>
      </div>
      <a href={href} className={tone === 'banner' ? 'button-secondary shrink-0 border-white bg-white text-brand-900' : 'button-primary shrink-0'}>
        {cta}
      </a>
    </aside>
  );
}
