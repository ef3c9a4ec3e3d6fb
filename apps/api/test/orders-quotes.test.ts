import { insuranceQuoteResponseSchema, payLaterEligibilityResponseSchema } from '@escapade/contracts/checkout';
import { problemSchema } from '@escapade/contracts/problem';
import { addDaysToDay, addMonthsToDay, todayIn } from '@escapade/domain/calendar-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';
import { queryString } from './product-fixtures';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

// Every market's zone is Central European: one "today" for all of them.
const today = todayIn('Europe/Paris', new Date());

async function eligibility(query: { amount: number; checkinDate: string; pointOfSale: string; cancellableUntil?: string }) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/purchase/alma/eligibility?${queryString({ cancellationPolicyType: 'FLEXIBLE', ...query })}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return payLaterEligibilityResponseSchema.parse(response.json());
}

async function optionsOf(amount: number, daysAhead: number, pointOfSale = 'fr_fr'): Promise<string[]> {
  const body = await eligibility({ amount, checkinDate: addDaysToDay(today, daysAhead), pointOfSale });
  return body.paymentMethods.map((method) => method.type);
}

describe('GET /api/purchase/alma/eligibility', () => {
  it('"deferred if arrival at least 5 days away"', async () => {
    expect(await optionsOf(10_000, 4)).toEqual([]);
    expect(await optionsOf(10_000, 5)).toEqual(['deferred']);
  });

  it('"3x if at least 7 days and amount 200–2000 €"', async () => {
    expect(await optionsOf(30_000, 6)).toEqual(['deferred']);
    expect(await optionsOf(19_999, 7)).toEqual(['deferred']);
    expect(await optionsOf(20_000, 7)).toEqual(['deferred', '3x']);
    expect(await optionsOf(200_001, 7)).toEqual(['deferred']);
  });

  it('"4x if at least 7 days and 250–2000 €"', async () => {
    expect(await optionsOf(24_999, 7)).toEqual(['deferred', '3x']);
    expect(await optionsOf(25_000, 7)).toEqual(['deferred', '3x', '4x']);
    expect(await optionsOf(200_000, 7)).toEqual(['deferred', '3x', '4x']);
  });

  it('"PayPal only for Spanish and Italian locales and basket 30–2000"; pay later elsewhere only in the test locales', async () => {
    expect(await optionsOf(2_999, 10, 'es_es')).toEqual(['deferred']);
    expect(await optionsOf(3_000, 10, 'es_es')).toEqual(['deferred', 'paypal']);
    expect(await optionsOf(30_000, 10, 'es_es')).toEqual(['deferred', '3x', '4x', 'paypal']);
    expect(await optionsOf(200_001, 10, 'it_it')).toEqual([]);
    expect(await optionsOf(3_000, 10, 'it_it')).toEqual(['paypal']);
    expect(await optionsOf(30_000, 10, 'nl_nl')).toEqual([]);
    expect(await optionsOf(30_000, 10, 'nl_be')).toEqual(['deferred', '3x', '4x']);
  });

  it('"3x instalments monthly from today with fee added to the first"; deferred on the cancellation deadline or two days before check-in', async () => {
    const checkinDate = addDaysToDay(today, 30);
    const body = await eligibility({ amount: 30_001, checkinDate, pointOfSale: 'fr_fr' });
    const byType = new Map(body.paymentMethods.map((method) => [method.type, method]));
    const threeTimes = byType.get('3x')!;
    expect(threeTimes.paymentFee).toBe(450);
    expect(threeTimes.instalments).toEqual([
      { date: today, amountCents: 10_001 + 450 },
      { date: addMonthsToDay(today, 1), amountCents: 10_000 },
      { date: addMonthsToDay(today, 2), amountCents: 10_000 },
    ]);
    const fourTimes = byType.get('4x')!;
    expect(fourTimes.instalments).toHaveLength(4);
    expect(fourTimes.instalments.reduce((sum, instalment) => sum + instalment.amountCents, 0)).toBe(30_001 + fourTimes.paymentFee);
    expect(byType.get('deferred')).toEqual({ type: 'deferred', paymentFee: 0, instalments: [{ date: addDaysToDay(checkinDate, -2), amountCents: 30_001 }] });

    const cancellableUntil = addDaysToDay(checkinDate, -10);
    const withDeadline = await eligibility({ amount: 30_001, checkinDate, pointOfSale: 'fr_fr', cancellableUntil });
    expect(withDeadline.paymentMethods.find((method) => method.type === 'deferred')?.instalments).toEqual([{ date: cancellableUntil, amountCents: 30_001 }]);
  });

  it('400 naming the field for a point of sale that is no locale', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/purchase/alma/eligibility?${queryString({ amount: 1000, cancellationPolicyType: 'FLEXIBLE', checkinDate: today, pointOfSale: 'xx_yy' })}`,
    });
    expect(response.statusCode).toBe(400);
    expect(problemSchema.parse(response.json()).field).toBe('pointOfSale');
  });
});

describe('GET /api/purchase/insurance/quote', () => {
  async function premium(orderAmount: number, locale = 'fr_FR') {
    return app.inject({ method: 'GET', url: `/api/purchase/insurance/quote?${queryString({ locale, cancellationType: 'NCNR', orderAmount })}` });
  }

  it('a share of the basket by band, never under the band\'s floor', async () => {
    // Bands of every market selling it: up to 300 € 5 % (at least 9 €), up to 1,000 € 4.5 % (at least 15 €), up to 10,000 € 4 % (at least 45 €).
    const cases: Array<[number, number]> = [
      [10_000, 900],
      [29_999, 1_500],
      [30_000, 1_500],
      [50_000, 2_250],
      [99_999, 4_500],
      [100_000, 4_500],
      [200_000, 8_000],
    ];
    for (const [amount, expected] of cases) {
      const response = await premium(amount);
      expect(response.statusCode).toBe(200);
      expect(insuranceQuoteResponseSchema.parse(response.json())).toMatchObject({ sellPrice: expected, cancellationPolicy: expect.any(String) });
    }
    expect((await premium(50_000, 'es_ES')).json()).toMatchObject({ sellPrice: 2_250 });
  });

  it('404 in nl_NL, where insurance is not sold, and past the last band', async () => {
    const netherlands = await premium(50_000, 'nl_NL');
    expect(netherlands.statusCode).toBe(404);
    expect(problemSchema.parse(netherlands.json()).code).toBe('NOT_FOUND');
    expect((await premium(1_000_000)).statusCode).toBe(404);
  });
});
