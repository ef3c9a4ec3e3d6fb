/**
 * Reads the index's rows from the database: everything at build time, or the offers and hotels a
 * change touched. Nights come aggregated per offer (one row of arrays per offer) in chunks of
 * offers, so a full-scale build never holds millions of row objects at once.
 */
import type { Db } from '@escapade/db';
import { sql } from 'kysely';
import {
  addMembership,
  DAY_NUMBER_SQL,
  NightGrid,
  type IndexData,
  type IndexedHotel,
  type IndexedOffer,
  type NightArrays,
} from './index-data';

/** Days kept after the last night of the catalog, so that nights added day by day fit without a rebuild. */
const GRID_DAYS_AHEAD = 31;
/** Slots beyond the catalog's offers, for offers created after the build. */
const GRID_SPARE_SLOTS = (offers: number) => Math.ceil(offers * 0.05) + 64;
const NIGHT_CHUNK_OFFERS = 1000;

interface HotelRow {
  id: number;
  active: boolean;
  stars: number | null;
  review_score: number | null;
  latitude: number;
  longitude: number;
  facilities: string[];
  styles: string[];
  types: string[];
  environments: string[];
  pets_allowed: boolean;
  destination_ids: number[];
  distances: number[];
}

interface OfferRow {
  id: number;
  hotel_id: number;
  published: boolean;
  locales: string[];
  expiration: number | null;
  theme_ids: number[];
  tag_ids: number[];
  popularity: number;
  nights: number;
  single_adult_percent: number;
  extra_adult_percent: number;
  child_percent: number;
  baby_cents: number;
  is_single_voucher_sellable: boolean;
  max_capacity: number;
  from_sell_cents: number | null;
  from_ref_cents: number | null;
  last_bookable: number | null;
  voucher_nights: number[];
  voucher_sells: number[];
  voucher_refs: number[];
}

interface NightRow {
  offer_id: number;
  days: number[];
  sells: number[];
  refs: number[];
  rooms: number[];
  min_stays: number[];
  allowed: Array<string | null>;
}

const num = (value: unknown): number => Number(value);
const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export async function loadHotels(db: Db, ids?: readonly number[]): Promise<IndexedHotel[]> {
  const where = ids ? sql`where h.id = any(${[...ids]}::int[])` : sql``;
  const { rows } = await sql<HotelRow>`
    select h.id, h.active, h.stars, h.review_score::float8 as review_score, h.latitude, h.longitude,
           h.facilities, h.styles, h.types, h.environments, h.pets_allowed,
           coalesce(d.ids, '{}') as destination_ids, coalesce(d.distances, '{}') as distances
    from hotel h
    left join lateral (
      select array_agg(hd.destination_id) as ids, array_agg(hd.distance_km::float8) as distances
      from hotel_destination hd where hd.hotel_id = h.id
    ) d on true
    ${where}`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    active: row.active,
    stars: numOrNull(row.stars),
    reviewScore: numOrNull(row.review_score),
    latitude: num(row.latitude),
    longitude: num(row.longitude),
    facilities: row.facilities,
    styles: row.styles,
    types: row.types,
    environments: row.environments,
    petsAllowed: row.pets_allowed,
    destinations: new Map(row.destination_ids.map((id, i) => [num(id), num(row.distances[i])])),
    offers: [],
  }));
}

export async function loadOffers(db: Db, filter?: { offerIds?: readonly number[]; hotelIds?: readonly number[] }): Promise<OfferRow[]> {
  const where = filter
    ? sql`where o.id = any(${[...(filter.offerIds ?? [])]}::int[]) or o.hotel_id = any(${[...(filter.hotelIds ?? [])]}::int[])`
    : sql``;
  const { rows } = await sql<OfferRow>`
    select o.id, o.hotel_id, o.published, o.locales, ${sql.raw(DAY_NUMBER_SQL('o.expiration'))} as expiration,
           o.theme_ids, o.tag_ids, o.popularity, o.nights, o.single_adult_percent, o.extra_adult_percent,
           o.child_percent, o.baby_cents, o.is_single_voucher_sellable, r.max_capacity,
           s.from_sell_cents, s.from_ref_cents, ${sql.raw(DAY_NUMBER_SQL('s.last_bookable_night'))} as last_bookable,
           coalesce(v.nights, '{}') as voucher_nights, coalesce(v.sells, '{}') as voucher_sells, coalesce(v.refs, '{}') as voucher_refs
    from offer o
    join room r on r.id = o.room_id
    left join offer_summary s on s.offer_id = o.id
    left join lateral (
      select array_agg(sv.nights::int order by sv.nights) as nights, array_agg(sv.sell_cents order by sv.nights) as sells,
             array_agg(sv.ref_cents order by sv.nights) as refs
      from single_voucher_price sv where sv.offer_id = o.id
    ) v on true
    ${where}`.execute(db);
  return rows;
}

export function toIndexedOffer(row: OfferRow, slot: number): IndexedOffer {
  return {
    id: row.id,
    hotelId: row.hotel_id,
    slot,
    published: row.published,
    locales: row.locales,
    expiration: numOrNull(row.expiration),
    themeIds: row.theme_ids.map(num),
    tagIds: row.tag_ids.map(num),
    popularity: num(row.popularity),
    nights: num(row.nights),
    singleAdultPercent: num(row.single_adult_percent),
    extraAdultPercent: num(row.extra_adult_percent),
    childPercent: num(row.child_percent),
    babyCents: num(row.baby_cents),
    isSingleVoucherSellable: row.is_single_voucher_sellable,
    maxCapacity: num(row.max_capacity),
    fromSell: numOrNull(row.from_sell_cents),
    fromRef: numOrNull(row.from_ref_cents),
    lastBookable: numOrNull(row.last_bookable),
    vouchers: row.voucher_nights.map((nights, i) => ({ nights: num(nights), sell: num(row.voucher_sells[i]), ref: num(row.voucher_refs[i]) })),
  };
}

/** The bookable nights (rooms_left > 0) of the offers in [fromId, toId), or of the given offers. */
export async function loadNights(db: Db, range: { fromId: number; toId: number } | { offerIds: readonly number[] }): Promise<Map<number, NightArrays>> {
  const where = 'offerIds' in range
    ? sql`n.offer_id = any(${[...range.offerIds]}::int[])`
    : sql`n.offer_id >= ${range.fromId}::int and n.offer_id < ${range.toId}::int`;
  const { rows } = await sql<NightRow>`
    select n.offer_id,
           array_agg(${sql.raw(DAY_NUMBER_SQL('n.night'))} order by n.night) as days,
           array_agg(n.sell_cents order by n.night) as sells,
           array_agg(n.ref_cents order by n.night) as refs,
           array_agg(n.rooms_left::int order by n.night) as rooms,
           array_agg(n.min_stay::int order by n.night) as min_stays,
           array_agg(n.allowed_nights::text order by n.night) as allowed
    from offer_night n
    where ${where} and n.rooms_left > 0
    group by n.offer_id`.execute(db);
  return new Map(
    rows.map((row) => [
      row.offer_id,
      { days: row.days.map(num), sell: row.sells.map(num), ref: row.refs.map(num), rooms: row.rooms.map(num), minStay: row.min_stays.map(num), allowed: row.allowed },
    ]),
  );
}

export class IndexOverflow extends Error {}

/** Builds the whole index. `isCancelled` is asked between chunks (the app is closing). */
export async function buildIndexData(db: Db, isCancelled: () => boolean = () => false): Promise<IndexData> {
  const bounds = await sql<{ first: number | null; last: number | null; min_id: number | null; max_id: number | null }>`
    select (select ${sql.raw(DAY_NUMBER_SQL('min(night)'))} from offer_night) as first,
           (select ${sql.raw(DAY_NUMBER_SQL('max(night)'))} from offer_night) as last,
           (select min(id) from offer) as min_id, (select max(id) from offer) as max_id`.execute(db);
  const { first, last, min_id: minId, max_id: maxId } = bounds.rows[0]!;
  const hotels = await loadHotels(db);
  const offerRows = await loadOffers(db);
  const baseDay = first === null ? Math.floor(Date.now() / 86_400_000) - 1 : Number(first);
  const span = (last === null ? baseDay : Number(last)) - baseDay + 1 + GRID_DAYS_AHEAD;
  const grid = new NightGrid(baseDay, span, offerRows.length + GRID_SPARE_SLOTS(offerRows.length));
  const data: IndexData = { hotels: new Map(hotels.map((h) => [h.id, h])), offers: new Map(), members: new Map(), grid };
  for (const hotel of hotels) addMembership(data, hotel);
  for (const row of offerRows) {
    const hotel = data.hotels.get(row.hotel_id);
    const slot = grid.allocate();
    if (!hotel || slot === undefined) continue;
    const offer = toIndexedOffer(row, slot);
    data.offers.set(offer.id, offer);
    hotel.offers.push(offer);
  }
  if (minId !== null && maxId !== null) {
    for (let fromId = Number(minId); fromId <= Number(maxId); fromId += NIGHT_CHUNK_OFFERS) {
      if (isCancelled()) throw new Error('search index build cancelled');
      const nights = await loadNights(db, { fromId, toId: fromId + NIGHT_CHUNK_OFFERS });
      for (const [offerId, arrays] of nights) {
        const offer = data.offers.get(offerId);
        // Nights were read after the offers: an offer created meanwhile comes with the next delta.
        if (offer && !grid.fill(offer.slot, arrays)) throw new IndexOverflow(`offer ${offerId} has nights outside the index's days`);
      }
    }
  }
  return data;
}
