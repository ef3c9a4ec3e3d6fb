import { describe, expect, it } from 'vitest';
import { buildCancellationPolicy } from './build-cancellation-policy';

describe('buildCancellationPolicy', () => {
  it('a cancellable offer with dates: the deadline is the checkin minus its days', () => {
    expect(buildCancellationPolicy({ type: 'FLEXIBLE', cancellable: true, cancellableUntilDays: 3 }, '2030-01-02')).toEqual({
      type: 'FLEXIBLE',
      cancellable: true,
      cancellableUntilDays: 3,
      cancellableUntil: '2029-12-30',
      cancellationDeadline: '2029-12-30',
    });
  });

  it('"NCNR means non-cancellable": no deadline, and none without dates', () => {
    expect(buildCancellationPolicy({ type: 'NCNR', cancellable: false, cancellableUntilDays: null }, '2030-01-02').cancellableUntil).toBeNull();
    expect(buildCancellationPolicy({ type: 'FLEXIBLE', cancellable: true, cancellableUntilDays: 3 }, null).cancellationDeadline).toBeNull();
  });
});
