/**
 * The SQL twin of the domain's priceForParty (docs/decisions/0005) prices every night exactly like
 * the domain function: "each night is rounded half up to the cent, then the nights are summed".
 */
import { priceForParty, type PartyPricingRule } from '@escapade/domain/price';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { partyNightPriceSql } from '../src/search/party-price-sql';
import { intValue } from '../src/search/sql-values';
import { buildTestApp } from './helpers';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const partyArbitrary = fc.record({
  adults: fc.integer({ min: 1, max: 20 }),
  children: fc.integer({ min: 0, max: 10 }),
  babies: fc.integer({ min: 0, max: 10 }),
});
const ruleArbitrary: fc.Arbitrary<PartyPricingRule> = fc.record({
  singleAdultPercent: fc.integer({ min: 50, max: 100 }),
  extraAdultPercent: fc.integer({ min: 0, max: 100 }),
  childPercent: fc.integer({ min: 0, max: 100 }),
  babyCents: fc.integer({ min: 0, max: 3000 }),
});
const nightsArbitrary = fc.array(fc.integer({ min: 1000, max: 200_000 }), { minLength: 1, maxLength: 7 });

async function sqlStayPrice(nights: number[], party: { adults: number; children: number; babies: number }, rule: PartyPricingRule) {
  const rows = nights.map((cents) => sql`(${intValue(cents)})`);
  const night = partyNightPriceSql(sql`v.cents`, party, {
    singleAdultPercent: intValue(rule.singleAdultPercent),
    extraAdultPercent: intValue(rule.extraAdultPercent),
    childPercent: intValue(rule.childPercent),
    babyCents: intValue(rule.babyCents),
  });
  const result = await sql<{ total: number }>`
    select sum(${night})::bigint as total from (values ${sql.join(rows, sql`, `)}) v(cents)`.execute(app.db);
  return Number(result.rows[0]?.total);
}

describe('party price in SQL', () => {
  it('equals priceForParty for any party, rule and nights (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(nightsArbitrary, partyArbitrary, ruleArbitrary, async (nights, party, rule) => {
        const expected = priceForParty(
          nights.map((sellCents) => ({ sellCents, refCents: sellCents })),
          party,
          rule,
        ).sellCents;
        expect(await sqlStayPrice(nights, party, rule)).toBe(expected);
      }),
      { numRuns: 150 },
    );
  });

  it('rounds each night half up: 1 adult at 85 % of 99.99 € is 84.99 €, twice 169.98 €', async () => {
    const rule = { singleAdultPercent: 85, extraAdultPercent: 45, childPercent: 30, babyCents: 0 };
    // 9999 × 0.85 = 8499.15 → 8499 per night.
    expect(await sqlStayPrice([9999, 9999], { adults: 1, children: 0, babies: 0 }, rule)).toBe(16998);
    expect(priceForParty([{ sellCents: 9999, refCents: 9999 }, { sellCents: 9999, refCents: 9999 }], { adults: 1, children: 0, babies: 0 }, rule).sellCents).toBe(16998);
  });
});
