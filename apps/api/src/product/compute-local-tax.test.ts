import { describe, expect, it } from 'vitest';
import { computeLocalTax } from './compute-local-tax';

describe('computeLocalTax', () => {
  const party = { adults: 2, children: 1, babies: 1 };

  it('"type BOOKING_PERCENTAGE means percentage of package price" (rounded half up to the cent)', () => {
    const rule = { type: 'BOOKING_PERCENTAGE' as const, amount: 0, percentage: 2.5, toBePaidAtHotel: true };
    expect(computeLocalTax(rule, { packageCents: 30_010, nights: 2, party })).toBe(750);
  });

  it('"otherwise per person per night": adults and children pay, babies do not', () => {
    const rule = { type: 'PER_PERSON_PER_NIGHT' as const, amount: 165, percentage: null, toBePaidAtHotel: true };
    expect(computeLocalTax(rule, { packageCents: 30_000, nights: 2, party })).toBe(165 * 3 * 2);
  });
});
