import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToDay } from './calendar-day';
import {
  deferredPaymentDate,
  instalmentCountOf,
  instalments,
  isPayLaterTestLocale,
  payLaterFeeCents,
  payLaterEligibilityQuery,
  payLaterOptionsFor,
} from './pay-later';

const TODAY = '2024-04-10';
const options = (days: number, euros: number, locale: Parameters<typeof payLaterOptionsFor>[0]['locale'] = 'fr_FR') =>
  payLaterOptionsFor({ today: TODAY, checkin: addDaysToDay(TODAY, days), amountCents: euros * 100, locale });

describe('Pay later', () => {
  it('"deferred if arrival at least 5 days away"', () => {
    expect(options(5, 100)).toEqual(['deferred']);
    expect(options(4, 100)).toEqual([]);
  });

  it('"3x if at least 7 days and amount 200–2000 €"', () => {
    expect(options(7, 200)).toEqual(['deferred', '3x']);
    expect(options(7, 199)).toEqual(['deferred']);
    expect(options(6, 500)).toEqual(['deferred']);
    expect(options(7, 2001)).toEqual(['deferred']);
  });

  it('"4x if at least 7 days and 250–2000 €"', () => {
    expect(options(7, 250)).toEqual(['deferred', '3x', '4x']);
    expect(options(7, 2000)).toEqual(['deferred', '3x', '4x']);
    expect(options(7, 249)).toEqual(['deferred', '3x']);
  });

  it('"Pay-later test locales: fr_FR, es_ES, fr_BE, nl_BE"', () => {
    expect((['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'it_IT', 'nl_NL'] as const).map(isPayLaterTestLocale)).toEqual([true, true, true, true, false, false]);
    expect(options(10, 500, 'nl_NL')).toEqual([]);
  });

  it('"A second pay-later option (PayPal) only for Spanish and Italian locales and basket 30–2000"', () => {
    expect(options(10, 30, 'es_ES')).toEqual(['deferred', 'paypal']);
    expect(options(1, 2000, 'it_IT')).toEqual(['paypal']);
    expect(options(1, 29, 'it_IT')).toEqual([]);
    expect(options(1, 2001, 'es_ES')).toEqual([]);
    expect(options(10, 100, 'fr_FR')).not.toContain('paypal');
  });

  it('"3x instalments monthly from today with fee added to the first"', () => {
    expect(instalments(3, 30000, 450, '2024-01-31')).toEqual([
      { amountCents: 10450, date: '2024-01-31' },
      { amountCents: 10000, date: '2024-02-29' },
      { amountCents: 10000, date: '2024-03-31' },
    ]);
    expect(instalments(3, 10000, 0, TODAY).map((i) => i.amountCents)).toEqual([3334, 3333, 3333]);
  });

  it('instalments always sum to amount plus fee (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 0, max: 10_000 }), (n, amount, fee) => {
        const list = instalments(n, amount, fee, TODAY);
        expect(list).toHaveLength(n);
        expect(list.reduce((sum, i) => sum + i.amountCents, 0)).toBe(amount + fee);
      }),
    );
  });

  it('"Deferred date defaults to cancellation deadline or two days before check-in"', () => {
    expect(deferredPaymentDate({ checkin: '2024-05-10', cancellationDeadline: '2024-05-03' })).toBe('2024-05-03');
    expect(deferredPaymentDate({ checkin: '2024-05-10' })).toBe('2024-05-08');
    expect(deferredPaymentDate({ checkin: '2024-03-01', cancellationDeadline: null })).toBe('2024-02-28');
  });

  it('eligibility is asked "only when enabled and inputs present", with a lowercase point of sale', () => {
    const input = { isEnabled: true, amountCents: 30000, cancellationPolicyType: 'FLEXIBLE', checkin: '2024-05-10', locale: 'fr_BE' as const };
    expect(payLaterEligibilityQuery(input)).toEqual({ amount: 30000, cancellationPolicyType: 'FLEXIBLE', checkinDate: '2024-05-10', pointOfSale: 'fr_be' });
    expect(payLaterEligibilityQuery({ ...input, isEnabled: false })).toBeUndefined();
    expect(payLaterEligibilityQuery({ ...input, checkin: null })).toBeUndefined();
    expect(payLaterEligibilityQuery({ ...input, amountCents: 0 })).toBeUndefined();
  });
});

describe('pay-later fees', () => {
  it('charges nothing for a deferred payment or PayPal, and a share of the basket for instalments, rounded to the cent', () => {
    expect(payLaterFeeCents('deferred', 50_000)).toBe(0);
    expect(payLaterFeeCents('paypal', 50_000)).toBe(0);
    expect(payLaterFeeCents('3x', 50_000)).toBe(750);
    expect(payLaterFeeCents('4x', 33_333)).toBe(667);
    expect(instalmentCountOf('3x')).toBe(3);
    expect(instalmentCountOf('deferred')).toBe(1);
    // "3x instalments monthly from today with fee added to the first."
    const plan = instalments(instalmentCountOf('3x'), 50_000, payLaterFeeCents('3x', 50_000), '2026-12-01');
    expect(plan.map((i) => i.amountCents)).toEqual([17_418, 16_666, 16_666]);
    expect(plan.reduce((sum, i) => sum + i.amountCents, 0)).toBe(50_750);
  });
});
