import type { PayLaterEligibility } from '@escapade/contracts/checkout';
import type { CalendarDay } from '@escapade/domain/calendar-day';
import type { Locale } from '@escapade/domain/markets';
import { payLaterOptionsFor } from '@escapade/domain/pay-later';
import { marketClock } from '../product/market-clock';
import { payLaterPlan } from './pay-later-plan';

export interface PayLaterEligibilityInput {
  /** The basket before any pay-later fee: the stay, a local tax not paid at the hotel and the insurance premium. */
  amount: number;
  cancellableUntil?: CalendarDay | undefined;
  checkinDate: CalendarDay;
  pointOfSale: Locale;
}

/**
 * `GET /api/purchase/alma/eligibility`: the pay-later options of a basket on the market's today,
 * each with its fee and its payments.
 */
export function getPayLaterEligibility(query: PayLaterEligibilityInput, now: Date): PayLaterEligibility {
  const today = marketClock(query.pointOfSale, now).today;
  const options = payLaterOptionsFor({ today, checkin: query.checkinDate, amountCents: query.amount, locale: query.pointOfSale });
  return {
    paymentMethods: options.map((type) => {
      const plan = payLaterPlan(type, {
        amountCents: query.amount,
        today,
        checkin: query.checkinDate,
        cancellationDeadline: query.cancellableUntil ?? null,
      });
      return { type, paymentFee: plan.feeCents, instalments: plan.instalments };
    }),
  };
}
