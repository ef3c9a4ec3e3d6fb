import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUS_CHECK_INTERVAL_MS, PaymentStatusChecks } from './get-order';

describe('PaymentStatusChecks', () => {
  it('lets an order ask the provider at most once per 3 seconds, each order on its own clock', () => {
    expect(PAYMENT_STATUS_CHECK_INTERVAL_MS).toBe(3_000);
    const checks = new PaymentStatusChecks();
    expect(checks.take('a', 10_000)).toBe(true);
    expect(checks.take('a', 12_999)).toBe(false);
    expect(checks.take('b', 12_999)).toBe(true);
    expect(checks.take('a', 13_000)).toBe(true);
    expect(checks.take('a', 13_001)).toBe(false);
  });

  it('forgets old orders without forgetting a recent one', () => {
    const checks = new PaymentStatusChecks(3_000);
    for (let index = 0; index < 1_000; index += 1) checks.take(`old-${index}`, 0);
    expect(checks.take('recent', 5_000)).toBe(true);
    expect(checks.take('recent', 6_000)).toBe(false);
    expect(checks.take('old-1', 6_000)).toBe(true);
  });
});
