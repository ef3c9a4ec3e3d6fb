/**
 * Criteria → SQL: the packages (offers) a search may show, one row each, priced for the party.
 *
 * A package is eligible when it is published, sold in the market, not expired, of an active
 * hotel, in the searched place and theme, and priced for the request:
 *  - dated booking: every night of [checkin, checkin + nights) has rooms left (enough rooms for
 *    the party), the checkin night's minimum stay is met and its allowed night counts (when set)
 *    contain `nights`; the price is the sum of the nights priced for the party;
 *  - undated booking: the "from" night of offer_summary, priced for the party, times the offer's
 *    default nights (priceType 'from price');
 *  - gifting: the single voucher (2 people) of the asked length, or the shortest one.
 * Capacity: adults and children need a bed, babies sleep in a cot (docs/decisions/0005). With a
 * single room the room's max capacity must hold them; otherwise the party takes as many rooms as
 * it needs and each night must have that many left.
 */
import { EARTH_RADIUS_KM, boundingBox } from '@escapade/domain/geo';
import { sql, type RawBuilder } from 'kysely';
import type { Stay } from '@escapade/domain/stay';
import type { FacetGroup, EngineCriteria } from './criteria';
import { isQuotedParty, partyNightPriceSql, partyRuleColumnsOf } from './party-price-sql';
import { groupConditionSql, tableColumn } from './group-conditions';
import { andAll, dayValue, floatValue, intArray, intValue, textValue } from './sql-values';

/** One eligible package, as the engine's queries read it. */
export interface PackageRow {
  offer_id: number;
  hotel_id: number;
  popularity: number;
  review_score: number | null;
  latitude: number;
  longitude: number;
  distance_km: number | null;
  sell: number;
  ref: number;
  nights: number;
  rooms: number | null;
  price_per_person: number;
  filter_price: number;
  promo: number;
}

export interface PackageRowsOptions {
  /**
   * Facet groups whose filter is not applied but answered as a boolean column `ok_<group>`, so a
   * facet can count with every filter but its own.
   */
  flagged?: readonly FacetGroup[];
  /** Facet groups left out entirely (the facet counts apply the hotel-level ones per hotel). */
  ignored?: readonly FacetGroup[];
}

/** Great-circle distance (km) from hotel `h` to a point: the SQL form of the domain's haversineKm. */
export function haversineSql(lat: number, lng: number): RawBuilder<number> {
  const pLat = floatValue(lat);
  const pLng = floatValue(lng);
  return sql<number>`(2 * ${floatValue(EARTH_RADIUS_KM)} * asin(least(1, sqrt(
    power(sin(radians(h.latitude - ${pLat}) / 2), 2)
    + cos(radians(${pLat})) * cos(radians(h.latitude)) * power(sin(radians(h.longitude - ${pLng}) / 2), 2)))))`;
}

/** Persons who need a bed and pay a share: adults and children (babies: a cot and a fixed amount). */
export function bedPersonsOf(criteria: EngineCriteria): number {
  return criteria.party.adults + criteria.party.children;
}

/** Undated and gift searches price a package from one row: a join and the price columns. */
interface FlatPricing {
  joins: RawBuilder<unknown>;
  /** `sell`, `ref`, `nights`, `rooms`. */
  columns: RawBuilder<unknown>;
  where: RawBuilder<unknown>[];
}

/**
 * Gifting: giftable packages only, by the rule of product/list-single-voucher-prices.ts
 * (`isSingleVoucherSold`: the flag, sold today, a price for the nights), so every card has the
 * prices its page asks for. The package conditions already keep the packages sold today.
 */
function giftPricing(criteria: EngineCriteria): FlatPricing {
  const nights = criteria.giftNights === null ? sql`` : sql`and sv.nights = ${intValue(criteria.giftNights)}`;
  return {
    joins: sql`cross join lateral (
      select sv.sell_cents as sell, sv.ref_cents as ref, sv.nights::int as nights
      from single_voucher_price sv where sv.offer_id = o.id ${nights}
      order by sv.nights limit 1
    ) p`,
    columns: sql`p.sell, p.ref, p.nights, null::int as rooms`,
    where: [sql`o.is_single_voucher_sellable`],
  };
}

function capacityConditions(criteria: EngineCriteria): RawBuilder<unknown>[] {
  return criteria.singleRoom ? [sql`r.max_capacity >= ${intValue(bedPersonsOf(criteria))}`] : [];
}

function fromPricePricing(criteria: EngineCriteria): FlatPricing {
  const rule = partyRuleColumnsOf('o');
  const sell = partyNightPriceSql(sql`s.from_sell_cents`, criteria.party, rule);
  const ref = partyNightPriceSql(sql`s.from_ref_cents`, criteria.party, rule);
  return {
    joins: sql`join offer_summary s on s.offer_id = o.id`,
    columns: sql`(${sell} * o.nights)::int as sell, (${ref} * o.nights)::int as ref, o.nights::int as nights, null::int as rooms`,
    where: [sql`s.from_sell_cents is not null`, sql`s.last_bookable_night >= ${dayValue(criteria.today)}`, ...capacityConditions(criteria)],
  };
}

/**
 * Dated search: the candidate packages (every filter but the stay) are materialized once, then the
 * stay's nights of exactly those candidates are aggregated, priced for the party and checked —
 * every night has rooms (enough for the party), the checkin night's minimum stay and allowed night
 * counts. One shape for every search: with few candidates (a city, a hotel) the planner probes
 * their nights by primary key; with many (a country) it hash-joins them with the stay's night
 * range read from the covering partial index `offer_night_stay` (migration 0012).
 */
function datedPackagesSql(criteria: EngineCriteria, stay: Stay, candidates: RawBuilder<unknown>, kept: RawBuilder<unknown>): RawBuilder<unknown> {
  const { checkin, checkout, nights } = stay;
  const rule = partyRuleColumnsOf('c');
  const sell = partyNightPriceSql(sql`n.sell_cents`, criteria.party, rule);
  const ref = partyNightPriceSql(sql`n.ref_cents`, criteria.party, rule);
  const roomsNeeded = criteria.singleRoom ? sql`1` : sql`((${intValue(bedPersonsOf(criteria))} + c.max_capacity - 1) / c.max_capacity)`;
  // `offset 0` keeps the stay check out of the aggregate: pushed into its HAVING, its row estimate
  // collapses to one and the planner would then join the candidates back row by row.
  return sql`
    with c as materialized (${candidates}),
    s as (
      select n.offer_id, sum(${sell})::int as sell, sum(${ref})::int as ref, min(n.rooms_left)::int as rooms,
             (count(*) = ${intValue(nights)}
               and bool_or(n.night = ${dayValue(checkin)} and n.min_stay <= ${intValue(nights)}
                           and (n.allowed_nights is null or ${intValue(nights)} = any(n.allowed_nights)))) as stay_ok
      from c join offer_night n on n.offer_id = c.offer_id
      where n.night >= ${dayValue(checkin)} and n.night < ${dayValue(checkout)} and n.rooms_left > 0
      group by n.offer_id
      offset 0
    )
    select ${kept}, s.sell, s.ref, ${intValue(nights)} as nights, s.rooms
    from c join s on s.offer_id = c.offer_id
    where s.stay_ok and s.rooms >= ${roomsNeeded}`;
}

function locationJoins(criteria: EngineCriteria): RawBuilder<unknown>[] {
  return criteria.destinations.map(
    ({ id }, index) =>
      sql`join hotel_destination ${sql.raw(`hd${index}`)} on ${sql.ref(`hd${index}.hotel_id`)} = o.hotel_id
        and ${sql.ref(`hd${index}.destination_id`)} = ${intValue(id)}`,
  );
}

function distanceSql(criteria: EngineCriteria): RawBuilder<number | null> {
  if (criteria.point) return haversineSql(criteria.point.lat, criteria.point.lng);
  if (criteria.destinations.length > 0) return sql<number>`hd0.distance_km::float8`;
  return sql<null>`null::float8`;
}

function pointConditions(criteria: EngineCriteria): RawBuilder<unknown>[] {
  const point = criteria.point;
  if (!point) return [];
  const conditions: RawBuilder<unknown>[] = [];
  const distance = haversineSql(point.lat, point.lng);
  if (point.maxKm !== undefined) {
    // The box is never smaller than the circle, so it only spares the exact test on far hotels.
    const box = boundingBox({ lat: point.lat, lng: point.lng }, point.maxKm);
    conditions.push(
      sql`h.latitude between ${floatValue(box.minLat)} and ${floatValue(box.maxLat)}`,
      sql`h.longitude between ${floatValue(box.minLng)} and ${floatValue(box.maxLng)}`,
      sql`${distance} <= ${floatValue(point.maxKm)}`,
    );
  }
  if (point.minKm !== undefined && point.minKm > 0) conditions.push(sql`${distance} >= ${floatValue(point.minKm)}`);
  return conditions;
}

const FILTERABLE_GROUPS: readonly FacetGroup[] = ['price', 'score', 'facility', 'stars', 'style', 'type', 'environment', 'tag'];

/**
 * The eligible packages of a search, one row per offer, as a subquery to select from. Filters of
 * the facet groups apply inside the query, except for `flagged` groups (facets), which are answered
 * as `ok_<group>` columns with the attribute columns they need.
 */
export function packageRowsSql(criteria: EngineCriteria, options: PackageRowsOptions = {}): RawBuilder<PackageRow> {
  const flagged = new Set(options.flagged ?? []);
  const ignored = new Set(options.ignored ?? []);
  const persons = criteria.flow === 'gifting' ? criteria.party.adults : bedPersonsOf(criteria);
  const base: RawBuilder<unknown>[] = [
    sql`o.published`,
    sql`h.active`,
    sql`o.locales @> array[${textValue(criteria.locale)}]`,
    sql`(o.expiration is null or o.expiration >= ${dayValue(criteria.stay?.checkin ?? criteria.today)})`,
    ...pointConditions(criteria),
  ];
  if (criteria.themeIds.length) base.push(sql`o.theme_ids && ${intArray(criteria.themeIds)}`);
  if (criteria.hotelId !== undefined) base.push(sql`o.hotel_id = ${intValue(criteria.hotelId)}`);
  if (criteria.excludedHotelIds.length) base.push(sql`o.hotel_id <> all(${intArray(criteria.excludedHotelIds)})`);
  if (criteria.petsAllowed) base.push(sql`h.pets_allowed`);
  const outer: RawBuilder<unknown>[] = [];
  const flags: RawBuilder<unknown>[] = [];
  for (const group of FILTERABLE_GROUPS) {
    if (ignored.has(group)) continue;
    if (flagged.has(group)) {
      flags.push(sql`${groupConditionSql(group, criteria.groups) ?? sql`true`} as ${sql.ref(`ok_${group}`)}`);
      continue;
    }
    const condition = groupConditionSql(group, criteria.groups, tableColumn);
    if (condition) (group === 'price' ? outer : base).push(condition);
  }
  // A flagged tag group is read row by row (the facet counts each tag); a search only filters on it.
  const attributes = flagged.has('tag') ? sql`, o.tag_ids` : sql``;
  const columns = sql`o.id as offer_id, o.hotel_id, o.popularity, h.review_score::float8 as review_score,
           h.latitude, h.longitude, ${distanceSql(criteria)} as distance_km ${attributes}`;
  const from = sql`from offer o
    join hotel h on h.id = o.hotel_id
    join room r on r.id = o.room_id
    ${sql.join(locationJoins(criteria), sql` `)}`;

  let inner: RawBuilder<unknown>;
  if (criteria.flow === 'booking' && criteria.stay !== null) {
    const rule = isQuotedParty(criteria.party)
      ? sql``
      : sql`, o.single_adult_percent, o.extra_adult_percent, o.child_percent, o.baby_cents`;
    const candidates = sql`select ${columns}, r.max_capacity ${rule} ${from} where ${andAll([...base, ...capacityConditions(criteria)])}`;
    const kept = sql`c.offer_id, c.hotel_id, c.popularity, c.review_score, c.latitude, c.longitude, c.distance_km${flagged.has('tag') ? sql`, c.tag_ids` : sql``}`;
    inner = datedPackagesSql(criteria, criteria.stay, candidates, kept);
  } else {
    const pricing = criteria.flow === 'gifting' ? giftPricing(criteria) : fromPricePricing(criteria);
    inner = sql`select ${columns}, ${pricing.columns} ${from} ${pricing.joins} where ${andAll([...base, ...pricing.where])}`;
  }

  // Per person: "/ pers", rounded up like the domain's pricePerPerson. Gifting filters the
  // voucher price itself (for 2 people); booking filters the per-person card price.
  const pricePerPerson = sql`((p0.sell + ${intValue(persons)} - 1) / ${intValue(persons)})`;
  const filterPrice = criteria.flow === 'gifting' ? sql`p0.sell` : pricePerPerson;
  const priced = sql`
    select p0.*, ${pricePerPerson}::int as price_per_person, ${filterPrice}::int as filter_price,
           (case when p0.ref > p0.sell then (100 * (p0.ref - p0.sell)) / p0.ref else 0 end)::int as promo
    from (${inner}) p0`;
  const flagColumns = flags.length ? sql`, ${sql.join(flags, sql`, `)}` : sql``;
  return sql<PackageRow>`select q.*${flagColumns} from (${priced}) q where ${andAll(outer)}`;
}
