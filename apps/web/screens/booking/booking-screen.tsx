import type { Market } from '@escapade/domain/markets';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { EnsureQueryProvider } from '../../components/providers/QueryProvider';
import { BookingSummary } from './BookingSummary';

/** The dispatcher's booking summary screen: the selection lives in the hash, so the page is the browser's. */
export const bookingScreen = {
  async describe({ rest }: { market: Market; rest: string[] }) {
    if (rest.length > 0) return undefined;
    const t = await getTranslations('booking');
    return { title: t('title'), indexable: false };
  },
  async render(): Promise<ReactNode> {
    return (
      <EnsureQueryProvider>
        <BookingSummary />
      </EnsureQueryProvider>
    );
  },
};
