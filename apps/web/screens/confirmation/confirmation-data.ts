import type { OrderView } from '@escapade/contracts/checkout';
import { cache } from 'react';
import { serverApi } from '../../lib/server-api';

/** An order UUID as the path spells it (the API answers 400 for anything else). */
const ORDER_UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order the confirmation path names, read once per request for the head and the body; null when there is none. */
export const loadOrder = cache(async (orderUUID: string): Promise<OrderView | null> => {
  if (!ORDER_UUID_PATTERN.test(orderUUID)) return null;
  return serverApi().checkout.getOrder(orderUUID);
});
