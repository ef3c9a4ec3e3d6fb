/**
 * `priceForParty` of @escapade/domain, as a SQL expression over one offer_night row.
 *
 * Why a SQL twin of a domain rule: a price filter, a price sort and a price-quality rank over
 * thousands of packages must run inside the query that paginates them; fetching every night of
 * every candidate to price it in JavaScript costs more than the whole latency budget. The twin is
 * held to the domain function by `test/search-party-price.test.ts`, which prices random parties
 * and nights both ways and compares them to the cent.
 */
import type { Party } from '@escapade/domain/pax';
import { sql, type RawBuilder } from 'kysely';
import { intValue } from './sql-values';

/** The domain prices a night over 200: percent (÷100) of half the 2-adult night (÷2). */
const SHARE_DENOMINATOR = 200;

/** Offer columns of the party pricing rule (`offer` table), as SQL references. */
export interface PartyRuleColumns {
  singleAdultPercent: RawBuilder<number>;
  extraAdultPercent: RawBuilder<number>;
  childPercent: RawBuilder<number>;
  babyCents: RawBuilder<number>;
}

export function partyRuleColumnsOf(offerAlias: string): PartyRuleColumns {
  return {
    singleAdultPercent: sql.ref(`${offerAlias}.single_adult_percent`),
    extraAdultPercent: sql.ref(`${offerAlias}.extra_adult_percent`),
    childPercent: sql.ref(`${offerAlias}.child_percent`),
    babyCents: sql.ref(`${offerAlias}.baby_cents`),
  };
}

/** The party the nights are quoted for (2 adults): its price is the quoted price itself. */
export function isQuotedParty(party: Party): boolean {
  return party.adults === 2 && party.children === 0 && party.babies === 0;
}

/**
 * One night for the party, in cents: each night rounded half up to the cent (integer division of
 * non-negative bigints floors), then the babies' fixed amount.
 */
export function partyNightPriceSql(nightCents: RawBuilder<number>, party: Party, rule: PartyRuleColumns): RawBuilder<number> {
  // (night × 200 + 100) / 200 is the night itself: no rule column to read.
  if (isQuotedParty(party)) return sql<number>`(${nightCents})::bigint`;
  const night = sql`(${nightCents})::bigint`;
  const adultsPart =
    party.adults === 1
      ? sql`${night} * ${rule.singleAdultPercent} * 2`
      : sql`${night} * ${intValue(SHARE_DENOMINATOR)} + ${intValue(party.adults - 2)} * ${night} * ${rule.extraAdultPercent}`;
  const numerator = sql`${adultsPart} + ${intValue(party.children)} * ${night} * ${rule.childPercent}`;
  return sql<number>`((${numerator} + ${intValue(SHARE_DENOMINATOR / 2)}) / ${intValue(SHARE_DENOMINATOR)} + ${intValue(party.babies)} * ${rule.babyCents})`;
}
