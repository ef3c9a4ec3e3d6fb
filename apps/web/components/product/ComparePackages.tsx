'use client';

import type { CancellationPolicy } from '@escapade/contracts/product';
import { MARKETS } from '@escapade/domain/markets';
import { formatMoney } from '@escapade/domain/price';
import { useTranslations } from 'next-intl';
import { useMarket } from '../market-context';
import { DialogButton, ProductDialog } from './ProductDialog';

export interface ComparedPackage {
  id: number;
  label: string;
  nights: number;
  /** What the package includes, by programme line. */
  included: readonly string[];
  cancellationPolicy: CancellationPolicy;
  /** The undated "from" price for two, in cents; null when not sold now. */
  fromPriceCents: number | null;
  href: string;
}

/** How many packages the table holds beside the page's own: more would not fit a phone's width. */
export const COMPARED_OTHER_PACKAGES_MAX = 3;

/**
 * "Compare packages": this package beside the hotel's others, side by side — length, what is
 * included, whether it can be cancelled, the price from — each leading to its page.
 */
export function ComparePackages({ current, others }: { current: ComparedPackage; others: readonly ComparedPackage[] }) {
  const t = useTranslations('product.compare');
  const { locale } = useMarket();
  const bcp47 = MARKETS[locale].bcp47;
  const packages = [current, ...others.slice(0, COMPARED_OTHER_PACKAGES_MAX)];
  return (
    <ProductDialog
      title={t('title')}
      trigger={<DialogButton>{t('open')}</DialogButton>}
    >
      {/* A region the keyboard can reach and scroll when the table is wider than a phone. */}
      <div role="region" aria-label={t('title')} tabIndex={0} className="-mx-1 overflow-x-auto px-1">
        <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
          <caption className="sr-only">{t('caption')}</caption>
          <thead>
            <tr>
              <td />
              {packages.map((item) => (
                <th key={item.id} scope="col" className="p-2 align-top font-bold text-brand-900">
                  {item.label}
                  {item.id === current.id ? <span className="mt-1 block text-xs font-semibold text-accent-800">{t('thisPackage')}</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="border-t border-line">
              <th scope="row" className="p-2 font-semibold text-muted">{t('length')}</th>
              {packages.map((item) => (
                <td key={item.id} className="p-2">{t('nights', { count: item.nights })}</td>
              ))}
            </tr>
            <tr className="border-t border-line">
              <th scope="row" className="p-2 align-top font-semibold text-muted">{t('included')}</th>
              {packages.map((item) => (
                <td key={item.id} className="p-2 align-top">
                  <ul className="flex list-disc flex-col gap-1 pl-4">
                    {item.included.map((line, index) => (
                      // Two lines may share a title (a dinner each night).
                      <li key={`${index}-${line}`}>{line}</li>
                    ))}
                  </ul>
                </td>
              ))}
            </tr>
            <tr className="border-t border-line">
              <th scope="row" className="p-2 font-semibold text-muted">{t('cancellation')}</th>
              {packages.map((item) => (
                <td key={item.id} className="p-2">{item.cancellationPolicy.cancellable ? t('cancellable') : t('nonRefundable')}</td>
              ))}
            </tr>
            <tr className="border-t border-line">
              <th scope="row" className="p-2 font-semibold text-muted">{t('price')}</th>
              {packages.map((item) => (
                <td key={item.id} className="p-2 font-bold text-brand-900">
                  {item.fromPriceCents === null ? t('unavailable') : t('fromPrice', { price: formatMoney(item.fromPriceCents, bcp47) })}
                </td>
              ))}
            </tr>
            <tr className="border-t border-line">
              <td />
              {packages.map((item) => (
                <td key={item.id} className="p-2">
                  {item.id === current.id ? null : (
                    <a href={item.href} className="font-semibold text-brand-700 underline">
                      {t('see', { label: item.label })}
                    </a>
                  )}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </ProductDialog>
  );
}
