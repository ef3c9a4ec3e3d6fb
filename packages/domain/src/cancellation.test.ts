import { describe, expect, it } from 'vitest';
import { cancellationDecision, PARTIAL_REFUND_PERCENT } from './cancellation';

const base = { stayCents: 30_000, paidCents: 32_000, giftCardCents: 0, today: '2031-06-01' };

describe('cancelling a stay as its policy allows', () => {
  it('refuses a non-cancellable offer: "non-exchangeable and non-refundable"', () => {
    expect(cancellationDecision({ ...base, policy: { type: 'NCNR', cancellable: false } })).toEqual({ allowed: false, refusal: 'NON_CANCELLABLE' });
    expect(cancellationDecision({ ...base, policy: { type: 'PARTIALLY_REFUNDABLE', cancellable: false, cancellationDeadline: '2031-06-07' } })).toMatchObject({ allowed: false });
    expect(cancellationDecision({ ...base, policy: null })).toMatchObject({ allowed: false, refusal: 'NON_CANCELLABLE' });
  });

  it('cancels a flexible offer free until the deadline, the deadline day included', () => {
    const decision = cancellationDecision({ ...base, today: '2031-06-07', policy: { type: 'FLEXIBLE', cancellable: true, cancellationDeadline: '2031-06-07' } });
    expect(decision).toMatchObject({ allowed: true, kind: 'FREE', refundCents: 30_000, providerRefundCents: 30_000, giftCardRefundCents: 0 });
  });

  it(`refunds ${PARTIAL_REFUND_PERCENT}% of each night's amount for a partly refundable offer, nothing of the extras`, () => {
    const decision = cancellationDecision({ ...base, policy: { type: 'PARTIALLY_REFUNDABLE', cancellable: true, cancellationDeadline: '2031-06-07' } });
    expect(decision).toMatchObject({ allowed: true, kind: 'PARTIAL', refundCents: 24_000 });
  });

  it('refuses after the deadline: no refund', () => {
    expect(cancellationDecision({ ...base, today: '2031-06-08', policy: { type: 'FLEXIBLE', cancellable: true, cancellationDeadline: '2031-06-07' } })).toEqual({ allowed: false, refusal: 'DEADLINE_PASSED' });
  });

  it('gives the gift cards back first, then the card; never more than was paid', () => {
    const policy = { type: 'FLEXIBLE', cancellable: true, cancellationDeadline: '2031-06-07' };
    expect(cancellationDecision({ ...base, giftCardCents: 5_000, policy })).toMatchObject({ refundCents: 30_000, giftCardRefundCents: 5_000, providerRefundCents: 25_000 });
    expect(cancellationDecision({ ...base, paidCents: 10_000, policy })).toMatchObject({ refundCents: 10_000, providerRefundCents: 10_000 });
    const partial = cancellationDecision({ ...base, giftCardCents: 30_000, paidCents: 30_000, policy: { ...policy, type: 'PARTIALLY_REFUNDABLE' } });
    expect(partial).toMatchObject({ refundCents: 24_000, giftCardRefundCents: 24_000, providerRefundCents: 0 });
  });
});
