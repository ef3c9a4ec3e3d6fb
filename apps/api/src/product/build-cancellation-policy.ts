import type { CancellationPolicy } from '@escapade/contracts/product';
import type { CalendarDay } from '@escapade/domain/calendar-day';
import type { CancellationType } from '@escapade/db/schema';
import { shiftDay } from './shift-day';

export interface CancellationRule {
  type: CancellationType;
  cancellable: boolean;
  /** Free modification / partial refund until this many days before the checkin. */
  cancellableUntilDays: number | null;
}

/**
 * Cancellation: type (NCNR means non-cancellable), cancellable, cancellableUntil,
 * cancellationDeadline. With a checkin, a cancellable offer's deadline is the checkin minus its
 * days (the search cards' "Checkin minus the offer's cancellable days").
 */
export function buildCancellationPolicy(rule: CancellationRule, checkin: CalendarDay | null): CancellationPolicy {
  const deadline =
    checkin && rule.cancellable && rule.cancellableUntilDays !== null ? shiftDay(checkin, -rule.cancellableUntilDays) : null;
  return {
    type: rule.type,
    cancellable: rule.cancellable,
    cancellableUntilDays: rule.cancellableUntilDays,
    cancellableUntil: deadline,
    cancellationDeadline: deadline,
  };
}
