/** The payment methods a checkout offers: the card, the wallet, and the pay-later options the API found eligible. */
import type { PayLaterEligibility } from '@escapade/contracts/checkout';
import type { PaymentMethod } from '@escapade/domain/order';

export interface PaymentOption {
  method: PaymentMethod;
  /** Cents added to the total (on the first instalment). */
  feeCents: number;
  /** The pay-later schedule, fee included; empty for a payment made today. */
  instalments: readonly { date: string; amountCents: number }[];
}

/**
 * The card first, then the wallet fast checkout, then each pay-later option of the eligibility
 * answer in its order (shown only as the API's eligibility answers them: the days before arrival,
 * the amount bounds and the markets are the API's to apply).
 */
export function paymentOptionsOf({ eligibility }: { eligibility?: PayLaterEligibility | null | undefined }): PaymentOption[] {
  const today: PaymentOption[] = [
    { method: 'card', feeCents: 0, instalments: [] },
    { method: 'wallet', feeCents: 0, instalments: [] },
  ];
  const later = (eligibility?.paymentMethods ?? []).map((option) => ({
    method: option.type,
    feeCents: option.paymentFee,
    instalments: option.instalments.map(({ date, amountCents }) => ({ date, amountCents })),
  }));
  return [...today, ...later];
}

/** The fee of the chosen method (0 for a method no longer offered). */
export function payLaterFeeOf(options: readonly PaymentOption[], method: PaymentMethod | undefined): number {
  return options.find((option) => option.method === method)?.feeCents ?? 0;
}
