import type { ActivityProduct } from '@escapade/contracts/activity-product';
import type { Locale } from '@escapade/domain/markets';
import { cache } from 'react';
import { serverApi } from '../../lib/server-api';

/** One load per request for the head and the body. */
export const loadActivity = cache(async (id: number, locale: Locale): Promise<ActivityProduct | null> =>
  serverApi().activity.getActivityProduct(id, locale),
);
