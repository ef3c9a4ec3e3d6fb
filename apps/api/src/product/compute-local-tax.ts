import type { Party } from '@escapade/domain/pax';
import { localTaxTotal } from '@escapade/domain/price';
import type { LocalTaxRule } from './load-offers';

/**
 * Local tax: type BOOKING_PERCENTAGE is a percentage of the package price, otherwise per person
 * per night. Persons are adults and children: babies are not charged (decision 0008).
 */
export function computeLocalTax(rule: LocalTaxRule, stay: { packageCents: number; nights: number; party: Party }): number {
  return localTaxTotal(
    { type: rule.type, amount: rule.amount, percentage: rule.percentage },
    { packageCents: stay.packageCents, persons: stay.party.adults + stay.party.children, nights: stay.nights },
  );
}
