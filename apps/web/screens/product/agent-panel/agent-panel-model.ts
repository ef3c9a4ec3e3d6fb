/**
 * What the product page's agent panel says of an offer, decided here so the panel only draws it:
 * its cancellation terms by the rules a cancellation follows (packages/domain/src/cancellation.ts)
 * and its channel manager.
 */
import type { AgentOfferPanel } from '@escapade/contracts/customer-care';
import { PARTIAL_REFUND_PERCENT } from '@escapade/domain/cancellation';

export type AgentCancellationTerms =
  /** FLEXIBLE: cancelled free until the deadline (check-in minus the offer's days). */
  | { kind: 'free'; daysBeforeArrival: number }
  /** Any other cancellable offer: that share of each night refunded until the deadline. */
  | { kind: 'partial'; daysBeforeArrival: number; refundPercent: number }
  /** NCNR, `cancellable` false, or no deadline: "non-exchangeable and non-refundable". */
  | { kind: 'none' };

export function agentCancellationTerms(cancellation: AgentOfferPanel['cancellation']): AgentCancellationTerms {
  const days = cancellation.cancellableUntilDays;
  if (cancellation.type === 'NCNR' || !cancellation.cancellable || days === null) return { kind: 'none' };
  const daysBeforeArrival = Math.max(0, days);
  return cancellation.type === 'FLEXIBLE' ? { kind: 'free', daysBeforeArrival } : { kind: 'partial', daysBeforeArrival, refundPercent: PARTIAL_REFUND_PERCENT };
}

export type ChannelManagerState =
  /** The hotel's rooms and prices are loaded by hand (the extranet). */
  | { kind: 'none' }
  | { kind: 'connected'; id: string }
  /** A channel manager is named but not connected live: what the panel shows may be stale. */
  | { kind: 'disconnected'; id: string };

export function channelManagerState(channelManager: AgentOfferPanel['channelManager']): ChannelManagerState {
  if (channelManager.id === null || channelManager.id.trim() === '') return { kind: 'none' };
  return channelManager.isConnected ? { kind: 'connected', id: channelManager.id } : { kind: 'disconnected', id: channelManager.id };
}
