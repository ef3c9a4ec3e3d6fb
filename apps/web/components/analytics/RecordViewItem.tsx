'use client';

import type { AnalyticsItemCategory } from '@escapade/contracts/analytics';
import { useEffect } from 'react';
import { recordEvent } from '../../lib/analytics';
import { useMarket } from '../market-context';

export interface RecordViewItemProps {
  id: string;
  name: string;
  category: AnalyticsItemCategory;
  /** The page's price in cents (from-price of a stay, smallest group of an activity, box price), when it has one. */
  priceCents?: number;
}

/** The analytics event view_item: a product page seen, once per product shown. */
export function RecordViewItem({ id, name, category, priceCents }: RecordViewItemProps) {
  const { locale } = useMarket();
  useEffect(() => {
    const price = priceCents === undefined ? undefined : priceCents / 100;
    recordEvent(
      {
        event: 'view_item',
        currency: 'EUR',
        ...(price === undefined ? {} : { value: price }),
        items: [{ item_id: id, item_name: name, item_category: category, ...(price === undefined ? {} : { price }) }],
      },
      locale,
    );
  }, [locale, id, name, category, priceCents]);
  return null;
}
