'use client';

import dynamic from 'next/dynamic';
import { useCustomerCareMode } from '../../../components/customer-care-mode/use-customer-care-mode';

/**
 * The panel, its customer care client and the contract it checks answers with load only in the
 * customer care mode: a visitor's page carries none of them (decisions 0012 and 0018).
 */
const AgentOfferPanel = dynamic(() => import('./AgentOfferPanel'), { ssr: false });

/**
 * "An extra panel shows on the product page" in the customer care mode: nothing for anyone else,
 * nor in the HTML, which is the same for every visitor (the page cache).
 */
export function AgentPanelSection({ offerId, publicOrigin }: { offerId: number; publicOrigin: string }) {
  const isCustomerCareMode = useCustomerCareMode();
  return isCustomerCareMode ? <AgentOfferPanel offerId={offerId} publicOrigin={publicOrigin} /> : null;
}
