/** The amount the order is sent with (its `expectedAmount`): the basket, the insurance premium when chosen, the pay-later fee. */
export function checkoutTotalCents(parts: { basketCents: number; insuranceCents?: number; payLaterFeeCents?: number }): number {
  return parts.basketCents + (parts.insuranceCents ?? 0) + (parts.payLaterFeeCents ?? 0);
}
