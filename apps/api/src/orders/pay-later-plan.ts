import type { CalendarDay } from '@escapade/domain/calendar-day';
import {
  deferredPaymentDate,
  instalmentCountOf,
  instalments,
  payLaterFeeCents,
  type Instalment,
  type PayLaterOption,
} from '@escapade/domain/pay-later';

export interface PayLaterPlan {
  feeCents: number;
  /** The payments of the plan; they sum to the basket plus the fee. */
  instalments: Instalment[];
}

/**
 * The fee and the payments of a pay-later option for a basket: deferred is one payment on the
 * deferred date, 3x and 4x monthly instalments from today with the fee on the first, PayPal one
 * payment today. The eligibility answer and the order read the same plan.
 */
export function payLaterPlan(
  option: PayLaterOption,
  input: { amountCents: number; today: CalendarDay; checkin: CalendarDay; cancellationDeadline: CalendarDay | null },
): PayLaterPlan {
  const feeCents = payLaterFeeCents(option, input.amountCents);
  if (option === 'deferred') {
    const date = deferredPaymentDate({ checkin: input.checkin, cancellationDeadline: input.cancellationDeadline });
    return { feeCents, instalments: [{ date, amountCents: input.amountCents + feeCents }] };
  }
  return { feeCents, instalments: instalments(instalmentCountOf(option), input.amountCents, feeCents, input.today) };
}
