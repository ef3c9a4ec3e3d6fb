'use client';

import { MARKETS } from '@escapade/domain/markets';
import { formatMoney, formatPriceDifference } from '@escapade/domain/price';
import type { ReactNode } from 'react';
import { useMarket } from '../market-context';

export interface PriceLine {
  /** Stable key of the line (`stay`, `insurance`, `fee`). */
  id: string;
  label: string;
  amountCents: number;
  /** Shown as '+N €' (an option added to the basket). */
  isAddition?: boolean;
}

export interface PriceLinesProps {
  lines: readonly PriceLine[];
  totalLabel: string;
  totalCents: number;
  /** `data-testid` of the total's amount. */
  totalTestId?: string;
  /** Under the total: what is not in it (a local tax paid at the hotel), an instalment plan. */
  children?: ReactNode;
}

/** Adds up to the total the order is sent with: each line, then the total in bold. */
export function PriceLines({ lines, totalLabel, totalCents, totalTestId, children }: PriceLinesProps) {
  const { locale } = useMarket();
  const money = (cents: number) => formatMoney(cents, MARKETS[locale].bcp47);
  return (
    <div className="flex flex-col gap-2">
      <dl className="flex flex-col gap-1.5 text-sm">
        {lines.map((line) => (
          <div key={line.id} className="flex justify-between gap-4">
            <dt className="text-muted">{line.label}</dt>
            <dd className="shrink-0 tabular-nums">{line.isAddition ? formatPriceDifference(line.amountCents, MARKETS[locale].bcp47) : money(line.amountCents)}</dd>
          </div>
        ))}
        <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-line pt-2 text-lg font-bold text-brand-900">
          <dt>{totalLabel}</dt>
          <dd className="shrink-0 tabular-nums" data-testid={totalTestId}>
            {money(totalCents)}
          </dd>
        </div>
      </dl>
      {children}
    </div>
  );
}
