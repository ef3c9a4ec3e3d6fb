import { describe, expect, it } from 'vitest';
import { agentCancellationTerms, channelManagerState } from './agent-panel-model';

describe("agent panel: an offer's cancellation terms", () => {
  it('a flexible offer is cancelled free until its days before arrival', () => {
    expect(agentCancellationTerms({ type: 'FLEXIBLE', cancellable: true, cancellableUntilDays: 7 })).toEqual({ kind: 'free', daysBeforeArrival: 7 });
    expect(agentCancellationTerms({ type: 'FLEXIBLE', cancellable: true, cancellableUntilDays: 0 })).toEqual({ kind: 'free', daysBeforeArrival: 0 });
  });

  it('another cancellable offer refunds 80% of each night until its deadline', () => {
    expect(agentCancellationTerms({ type: 'PARTIALLY_REFUNDABLE', cancellable: true, cancellableUntilDays: 14 })).toEqual({ kind: 'partial', daysBeforeArrival: 14, refundPercent: 80 });
  });

  it('NCNR, an offer not cancellable, or one without a deadline: non-exchangeable, non-refundable', () => {
    expect(agentCancellationTerms({ type: 'NCNR', cancellable: true, cancellableUntilDays: 7 })).toEqual({ kind: 'none' });
    expect(agentCancellationTerms({ type: 'FLEXIBLE', cancellable: false, cancellableUntilDays: 7 })).toEqual({ kind: 'none' });
    expect(agentCancellationTerms({ type: 'PARTIALLY_REFUNDABLE', cancellable: true, cancellableUntilDays: null })).toEqual({ kind: 'none' });
  });
});

describe("agent panel: the hotel's channel manager", () => {
  it('none when rooms are loaded by hand; else its id, connected live or not', () => {
    expect(channelManagerState({ id: null, isConnected: false })).toEqual({ kind: 'none' });
    expect(channelManagerState({ id: ' ', isConnected: true })).toEqual({ kind: 'none' });
    expect(channelManagerState({ id: 'CM-101042', isConnected: true })).toEqual({ kind: 'connected', id: 'CM-101042' });
    expect(channelManagerState({ id: 'CM-101042', isConnected: false })).toEqual({ kind: 'disconnected', id: 'CM-101042' });
  });
});
