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
import type { FacetGroup, GroupSelections, SearchCriteria, StayCriteria } from './criteria';
import { isQuotedParty, partyNightPriceSql, partyRuleColumnsOf } from './party-price-sql';
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
export function bedPersonsOf(criteria: SearchCriteria): number {
  return criteria.party.adults + criteria.party.children;
}

/** How a search prices its packages: extra joins, the price columns, and the conditions. */
interface Pricing {
  joins: RawBuilder<unknown>;
  /** `sell`, `ref`, `nights`, `rooms`. */
  columns: RawBuilder<unknown>;
  where: RawBuilder<unknown>[];
}

function giftPricing(criteria: SearchCriteria): Pricing {
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

function capacityConditions(criteria: SearchCriteria): RawBuilder<unknown>[] {
  return criteria.singleRoom ? [sql`r.max_capacity >= ${intValue(bedPersonsOf(criteria))}`] : [];
}

function fromPricePricing(criteria: SearchCriteria): Pricing {
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
 * A search narrow enough that probing each candidate offer's nights by primary key beats reading
 * the stay's nights of the whole catalog: a city, POI, resort, department or region, one hotel, or
 * a point within SELECTIVE_RADIUS_KM.
 */
export const SELECTIVE_RADIUS_KM = 150;
export function isSelective(criteria: SearchCriteria): boolean {
  if (criteria.hotelId !== undefined) return true;
  if (criteria.destinations.some((d) => d.field !== 'countryId' && d.field !== 'touristicId')) return true;
  return criteria.point?.maxKm !== undefined && criteria.point.maxKm <= SELECTIVE_RADIUS_KM;
}

/**
 * The stay's nights of each package, priced for the party and checked: every night has rooms
 * (enough for the party), the checkin night's minimum stay and allowed night counts.
 * - Narrow searches probe each candidate's nights (lateral, primary key).
 * - Wide searches read the stay's nights of the whole catalog once, from the covering partial index
 *   `offer_night_stay` (migration 0012), and aggregate them by offer (joining the offer only when
 *   the party is not the 2 adults the nights are quoted for). `offset 0` keeps the check
 *   (`stay_ok`) out of the aggregate: pushed into its HAVING, its selectivity estimate collapses to
 *   a few rows and the planner would then probe hotels and rooms one by one.
 */
function stayPricing(criteria: SearchCriteria, stay: StayCriteria): Pricing {
  const { checkin, checkout, nights } = stay;
  const needsRule = !isQuotedParty(criteria.party);
  const aggregates = (offer: string) => {
    const rule = partyRuleColumnsOf(offer);
    const sell = partyNightPriceSql(sql`n.sell_cents`, criteria.party, rule);
    const ref = partyNightPriceSql(sql`n.ref_cents`, criteria.party, rule);
    return sql`sum(${sell})::int as sell, sum(${ref})::int as ref, min(n.rooms_left)::int as rooms,
      (count(*) = ${intValue(nights)}
        and bool_or(n.night = ${dayValue(checkin)} and n.min_stay <= ${intValue(nights)}
                    and (n.allowed_nights is null or ${intValue(nights)} = any(n.allowed_nights)))) as stay_ok`;
  };
  const range = sql`n.night >= ${dayValue(checkin)} and n.night < ${dayValue(checkout)} and n.rooms_left > 0`;
  const joins = isSelective(criteria)
    ? sql`cross join lateral (select ${aggregates('o')} from offer_night n where n.offer_id = o.id and ${range}) p`
    : sql`join (
        select n.offer_id, ${aggregates('so')}
        from offer_night n ${needsRule ? sql`join offer so on so.id = n.offer_id` : sql``}
        where ${range}
        group by n.offer_id
        offset 0
      ) p on p.offer_id = o.id`;
  const roomsNeeded = criteria.singleRoom ? sql`1` : sql`((${intValue(bedPersonsOf(criteria))} + r.max_capacity - 1) / r.max_capacity)`;
  return {
    joins,
    columns: sql`p.sell, p.ref, ${intValue(nights)} as nights, p.rooms`,
    where: [sql`p.stay_ok`, sql`p.rooms >= ${roomsNeeded}`, ...capacityConditions(criteria)],
  };
}

function pricingOf(criteria: SearchCriteria): Pricing {
  if (criteria.flow === 'gifting') return giftPricing(criteria);
  return criteria.stay === null ? fromPricePricing(criteria) : stayPricing(criteria, criteria.stay);
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

/** The columns a facet group's condition reads. */
export type GroupColumn = 'filter_price' | 'review_score' | 'facilities' | 'stars' | 'styles' | 'types' | 'environments' | 'tag_ids';

/** Inside the package query (`o`, `h`) and over its rows (`q`). */
const TABLE_COLUMN: Readonly<Record<Exclude<GroupColumn, 'filter_price'>, string>> = {
  review_score: 'h.review_score',
  facilities: 'h.facilities',
  stars: 'h.stars',
  styles: 'h.styles',
  types: 'h.types',
  environments: 'h.environments',
  tag_ids: 'o.tag_ids',
};
const rowColumn = (column: GroupColumn) => sql.ref(`q.${column}`);
const tableColumn = (column: GroupColumn) => (column === 'filter_price' ? sql.ref('q.filter_price') : sql.ref(TABLE_COLUMN[column]));

/** The condition of one facet group, or undefined when nothing is selected. */
export function groupConditionSql(
  group: FacetGroup,
  groups: GroupSelections,
  column: (name: GroupColumn) => RawBuilder<unknown> = rowColumn,
): RawBuilder<boolean> | undefined {
  switch (group) {
    case 'price': {
      const { min, max } = groups.price;
      const parts = [
        ...(min !== undefined ? [sql`${column('filter_price')} >= ${intValue(min)}`] : []),
        ...(max !== undefined ? [sql`${column('filter_price')} <= ${intValue(max)}`] : []),
      ];
      return parts.length ? andAll(parts) : undefined;
    }
    case 'score':
      return groups.score === undefined || groups.score <= 0 ? undefined : sql<boolean>`${column('review_score')} >= ${floatValue(groups.score)}`;
    case 'facility':
      return groups.facility.length ? sql<boolean>`${column('facilities')} && ${textArray(groups.facility)}` : undefined;
    case 'stars':
      return groups.stars.length ? sql<boolean>`${column('stars')} = any(${intArray(groups.stars)})` : undefined;
    case 'style':
      return groups.style.length ? sql<boolean>`${column('styles')} && ${textArray(groups.style)}` : undefined;
    case 'type':
      return groups.type.length ? sql<boolean>`${column('types')} && ${textArray(groups.type)}` : undefined;
    case 'environment':
      return groups.environment.length ? sql<boolean>`${column('environments')} && ${textArray(groups.environment)}` : undefined;
    case 'tag':
      return groups.tag.length ? sql<boolean>`${column('tag_ids')} && ${intArray(groups.tag)}` : undefined;
  }
}

const FILTERABLE_GROUPS: readonly FacetGroup[] = ['price', 'score', 'facility', 'stars', 'style', 'type', 'environment', 'tag'];

/**
 * The eligible packages of a search, one row per offer, as a subquery to select from. Filters of
 * the facet groups apply inside the query, except for `flagged` groups (facets), which are answered
 * as `ok_<group>` columns with the attribute columns they need.
 */
export function packageRowsSql(criteria: SearchCriteria, options: PackageRowsOptions = {}): RawBuilder<PackageRow> {
  const flagged = new Set(options.flagged ?? []);
  const ignored = new Set(options.ignored ?? []);
  const pricing = pricingOf(criteria);
  const persons = criteria.flow === 'gifting' ? criteria.party.adults : bedPersonsOf(criteria);
  const base: RawBuilder<unknown>[] = [
    sql`o.published`,
    sql`h.active`,
    sql`o.locales @> array[${textValue(criteria.locale)}]`,
    sql`(o.expiration is null or o.expiration >= ${dayValue(criteria.stay?.checkin ?? criteria.today)})`,
    ...pricing.where,
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

  const inner = sql`
    select o.id as offer_id, o.hotel_id, o.popularity, h.review_score::float8 as review_score,
           h.latitude, h.longitude, ${distanceSql(criteria)} as distance_km,
           ${pricing.columns} ${attributes}
    from offer o
    join hotel h on h.id = o.hotel_id
    join room r on r.id = o.room_id
    ${sql.join(locationJoins(criteria), sql` `)}
    ${pricing.joins}
    where ${andAll(base)}`;

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
