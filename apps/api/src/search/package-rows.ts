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
import type { FacetGroup, GroupSelections, SearchCriteria } from './criteria';
import { partyNightPriceSql, partyRuleColumnsOf } from './party-price-sql';
import { andAll, dayValue, floatValue, intArray, intValue, textArray, textValue } from './sql-values';

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
export function bedPersonsOf(criteria: SearchCriteria): number {
  return criteria.party.adults + criteria.party.children;
}

function pricingJoin(criteria: SearchCriteria): { join: RawBuilder<unknown>; conditions: RawBuilder<unknown>[] } {
  const rule = partyRuleColumnsOf('o');
  if (criteria.flow === 'gifting') {
    const nights = criteria.giftNights === null ? sql`` : sql`and sv.nights = ${intValue(criteria.giftNights)}`;
    return {
      join: sql`cross join lateral (
        select sv.sell_cents as sell, sv.ref_cents as ref, sv.nights::int as nights, null::int as rooms
        from single_voucher_price sv where sv.offer_id = o.id ${nights}
        order by sv.nights limit 1
      ) p`,
      conditions: [sql`o.is_single_voucher_sellable`],
    };
  }
  const persons = bedPersonsOf(criteria);
  const roomsNeeded = criteria.singleRoom ? sql`1` : sql`((${intValue(persons)} + r.max_capacity - 1) / r.max_capacity)`;
  const capacity = criteria.singleRoom ? [sql`r.max_capacity >= ${intValue(persons)}`] : [];
  if (criteria.stay === null) {
    const sell = partyNightPriceSql(sql`s.from_sell_cents`, criteria.party, rule);
    const ref = partyNightPriceSql(sql`s.from_ref_cents`, criteria.party, rule);
    return {
      join: sql`join offer_summary s on s.offer_id = o.id
        cross join lateral (
          select (${sell} * o.nights)::int as sell, (${ref} * o.nights)::int as ref, o.nights::int as nights, null::int as rooms
        ) p`,
      conditions: [sql`s.from_sell_cents is not null`, sql`s.last_bookable_night >= ${dayValue(criteria.today)}`, ...capacity],
    };
  }
  const { checkin, checkout, nights } = criteria.stay;
  const sell = partyNightPriceSql(sql`n.sell_cents`, criteria.party, rule);
  const ref = partyNightPriceSql(sql`n.ref_cents`, criteria.party, rule);
  return {
    join: sql`cross join lateral (
      select sum(${sell})::int as sell, sum(${ref})::int as ref, ${intValue(nights)} as nights,
             min(n.rooms_left)::int as rooms, count(*)::int as night_count,
             bool_or(n.night = ${dayValue(checkin)} and n.min_stay <= ${intValue(nights)}
                     and (n.allowed_nights is null or ${intValue(nights)} = any(n.allowed_nights))) as checkin_ok
      from offer_night n
      where n.offer_id = o.id and n.night >= ${dayValue(checkin)} and n.night < ${dayValue(checkout)} and n.rooms_left > 0
    ) p`,
    conditions: [sql`p.night_count = ${intValue(nights)}`, sql`p.checkin_ok`, sql`p.rooms >= ${roomsNeeded}`, ...capacity],
  };
}

function locationJoins(criteria: SearchCriteria): RawBuilder<unknown>[] {
  return criteria.destinations.map(
    ({ id }, index) =>
      sql`join hotel_destination ${sql.raw(`hd${index}`)} on ${sql.ref(`hd${index}.hotel_id`)} = o.hotel_id
        and ${sql.ref(`hd${index}.destination_id`)} = ${intValue(id)}`,
  );
}

function distanceSql(criteria: SearchCriteria): RawBuilder<number | null> {
  if (criteria.point) return haversineSql(criteria.point.lat, criteria.point.lng);
  if (criteria.destinations.length > 0) return sql<number>`hd0.distance_km::float8`;
  return sql<null>`null::float8`;
}

function pointConditions(criteria: SearchCriteria): RawBuilder<unknown>[] {
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

/** The condition of one facet group over a package row `q`, or undefined when nothing is selected. */
export function groupConditionSql(group: FacetGroup, groups: GroupSelections): RawBuilder<boolean> | undefined {
  switch (group) {
    case 'price': {
      const { min, max } = groups.price;
      const parts = [
        ...(min !== undefined ? [sql`q.filter_price >= ${intValue(min)}`] : []),
        ...(max !== undefined ? [sql`q.filter_price <= ${intValue(max)}`] : []),
      ];
      return parts.length ? andAll(parts) : undefined;
    }
    case 'score':
      return groups.score === undefined || groups.score <= 0 ? undefined : sql<boolean>`q.review_score >= ${floatValue(groups.score)}`;
    case 'facility':
      return groups.facility.length ? sql<boolean>`q.facilities && ${textArray(groups.facility)}` : undefined;
    case 'stars':
      return groups.stars.length ? sql<boolean>`q.stars = any(${intArray(groups.stars)})` : undefined;
    case 'style':
      return groups.style.length ? sql<boolean>`q.styles && ${textArray(groups.style)}` : undefined;
    case 'type':
      return groups.type.length ? sql<boolean>`q.types && ${textArray(groups.type)}` : undefined;
    case 'environment':
      return groups.environment.length ? sql<boolean>`q.environments && ${textArray(groups.environment)}` : undefined;
    case 'tag':
      return groups.tag.length ? sql<boolean>`q.tag_ids && ${intArray(groups.tag)}` : undefined;
  }
}

const FILTERABLE_GROUPS: readonly FacetGroup[] = ['price', 'score', 'facility', 'stars', 'style', 'type', 'environment', 'tag'];

/** The eligible packages of a search, one row per offer, as a subquery to select from. */
export function packageRowsSql(criteria: SearchCriteria, options: PackageRowsOptions = {}): RawBuilder<PackageRow> {
  const flagged = new Set(options.flagged ?? []);
  const pricing = pricingJoin(criteria);
  const persons = criteria.flow === 'gifting' ? criteria.party.adults : bedPersonsOf(criteria);
  const base: RawBuilder<unknown>[] = [
    sql`o.published`,
    sql`h.active`,
    sql`o.locales @> array[${textValue(criteria.locale)}]`,
    sql`(o.expiration is null or o.expiration >= ${dayValue(criteria.stay?.checkin ?? criteria.today)})`,
    ...pricing.conditions,
    ...pointConditions(criteria),
  ];
  if (criteria.themeIds.length) base.push(sql`o.theme_ids && ${intArray(criteria.themeIds)}`);
  if (criteria.hotelId !== undefined) base.push(sql`o.hotel_id = ${intValue(criteria.hotelId)}`);
  if (criteria.excludedHotelIds.length) base.push(sql`o.hotel_id <> all(${intArray(criteria.excludedHotelIds)})`);
  if (criteria.petsAllowed) base.push(sql`h.pets_allowed`);

  const inner = sql`
    select o.id as offer_id, o.hotel_id, o.popularity, o.tag_ids,
           h.stars, h.review_score::float8 as review_score, h.facilities, h.styles, h.types, h.environments,
           h.latitude, h.longitude, ${distanceSql(criteria)} as distance_km,
           p.sell, p.ref, p.nights, p.rooms
    from offer o
    join hotel h on h.id = o.hotel_id
    join room r on r.id = o.room_id
    ${sql.join(locationJoins(criteria), sql` `)}
    ${pricing.join}
    where ${andAll(base)}`;

  // Per person: "/ pers", rounded up like the domain's pricePerPerson. Gifting filters the
  // voucher price itself (for 2 people); booking filters the per-person card price.
  const pricePerPerson = sql`((p0.sell + ${intValue(persons)} - 1) / ${intValue(persons)})`;
  const filterPrice = criteria.flow === 'gifting' ? sql`p0.sell` : pricePerPerson;
  const priced = sql`
    select p0.*, ${pricePerPerson}::int as price_per_person, ${filterPrice}::int as filter_price,
           (case when p0.ref > p0.sell then (100 * (p0.ref - p0.sell)) / p0.ref else 0 end)::int as promo
    from (${inner}) p0`;

  const applied: RawBuilder<unknown>[] = [];
  const flags: RawBuilder<unknown>[] = [];
  for (const group of FILTERABLE_GROUPS) {
    const condition = groupConditionSql(group, criteria.groups);
    if (flagged.has(group)) flags.push(sql`${condition ?? sql`true`} as ${sql.ref(`ok_${group}`)}`);
    else if (condition) applied.push(condition);
  }
  const flagColumns = flags.length ? sql`, ${sql.join(flags, sql`, `)}` : sql``;
  return sql<PackageRow>`select q.*${flagColumns} from (${priced}) q where ${andAll(applied)}`;
}
