/**
 * A second, deliberately naive implementation of the search rules, for the tests: it loads the
 * catalog into memory and decides eligibility and prices package by package with the domain's own
 * functions (priceForParty, pricePerPerson, haversineKm, promoPercentage). The engine's SQL must
 * agree with it on every hotel, price and order.
 */
import type { Db } from '@escapade/db';
import { addDaysToDay } from '@escapade/domain/calendar-day';
import { haversineKm } from '@escapade/domain/geo';
import { priceForParty, pricePerPerson, promoPercentage } from '@escapade/domain/price';
import type { EngineCriteria } from '../src/search/criteria';

export interface OracleHotel {
  id: number;
  active: boolean;
  stars: number | null;
  reviewScore: number | null;
  latitude: number;
  longitude: number;
  facilities: string[];
  styles: string[];
  types: string[];
  environments: string[];
  petsAllowed: boolean;
  /** destination id → distance_km */
  destinations: Map<number, number>;
}

export interface OracleOffer {
  id: number;
  hotelId: number;
  maxCapacity: number;
  nights: number;
  themeIds: number[];
  tagIds: number[];
  locales: string[];
  expiration: string | null;
  published: boolean;
  popularity: number;
  isSingleVoucherSellable: boolean;
  rule: { singleAdultPercent: number; extraAdultPercent: number; childPercent: number; babyCents: number };
  summary: { fromSell: number | null; fromRef: number | null; lastBookableNight: string | null } | null;
  vouchers: Array<{ nights: number; sell: number; ref: number }>;
  nightRows: Map<string, { sell: number; ref: number; roomsLeft: number; minStay: number; allowedNights: number[] | null }>;
}

export interface OracleCatalog {
  hotels: Map<number, OracleHotel>;
  offers: OracleOffer[];
}

export async function loadOracleCatalog(db: Db): Promise<OracleCatalog> {
  const [hotelRows, destinationRows, offerRows, summaryRows, voucherRows, nightRows] = await Promise.all([
    db.selectFrom('hotel').selectAll().execute(),
    db.selectFrom('hotel_destination').selectAll().execute(),
    db.selectFrom('offer as o').innerJoin('room as r', 'r.id', 'o.room_id').selectAll('o').select('r.max_capacity').execute(),
    db.selectFrom('offer_summary').selectAll().execute(),
    db.selectFrom('single_voucher_price').selectAll().execute(),
    db.selectFrom('offer_night').selectAll().execute(),
  ]);
  const hotels = new Map<number, OracleHotel>(
    hotelRows.map((h) => [
      h.id,
      {
        id: h.id,
        active: h.active,
        stars: h.stars,
        reviewScore: h.review_score === null ? null : Number(h.review_score),
        latitude: h.latitude,
        longitude: h.longitude,
        facilities: h.facilities,
        styles: h.styles,
        types: h.types,
        environments: h.environments,
        petsAllowed: h.pets_allowed,
        destinations: new Map(),
      },
    ]),
  );
  for (const row of destinationRows) hotels.get(row.hotel_id)?.destinations.set(row.destination_id, row.distance_km);
  const summaries = new Map(summaryRows.map((s) => [s.offer_id, s]));
  const offers = new Map<number, OracleOffer>(
    offerRows.map((o) => {
      const summary = summaries.get(o.id);
      return [
        o.id,
        {
          id: o.id,
          hotelId: o.hotel_id,
          maxCapacity: o.max_capacity,
          nights: o.nights,
          themeIds: o.theme_ids,
          tagIds: o.tag_ids,
          locales: o.locales,
          expiration: o.expiration,
          published: o.published,
          popularity: o.popularity,
          isSingleVoucherSellable: o.is_single_voucher_sellable,
          rule: {
            singleAdultPercent: o.single_adult_percent,
            extraAdultPercent: o.extra_adult_percent,
            childPercent: o.child_percent,
            babyCents: o.baby_cents,
          },
          summary: summary
            ? { fromSell: summary.from_sell_cents, fromRef: summary.from_ref_cents, lastBookableNight: summary.last_bookable_night }
            : null,
          vouchers: [],
          nightRows: new Map(),
        },
      ];
    }),
  );
  for (const v of voucherRows) offers.get(v.offer_id)?.vouchers.push({ nights: v.nights, sell: v.sell_cents, ref: v.ref_cents });
  for (const n of nightRows) {
    offers.get(n.offer_id)?.nightRows.set(n.night, {
      sell: n.sell_cents,
      ref: n.ref_cents,
      roomsLeft: n.rooms_left,
      minStay: n.min_stay,
      allowedNights: n.allowed_nights,
    });
  }
  return { hotels, offers: [...offers.values()] };
}

export interface OraclePackage {
  offerId: number;
  hotelId: number;
  sell: number;
  ref: number;
  nights: number;
  rooms: number | null;
  pricePerPerson: number;
  filterPrice: number;
  promo: number;
  distanceKm: number | null;
  popularity: number;
  reviewScore: number | null;
}

const overlaps = <T>(a: readonly T[], b: readonly T[]) => b.length === 0 || a.some((x) => b.includes(x));

/** The package priced for the criteria, or undefined when it is not eligible (filters aside). */
function pricePackage(offer: OracleOffer, hotel: OracleHotel, criteria: EngineCriteria): OraclePackage | undefined {
  const { party } = criteria;
  const persons = party.adults + party.children;
  let sell: number;
  let ref: number;
  let nights: number;
  let rooms: number | null = null;
  if (criteria.flow === 'gifting') {
    if (!offer.isSingleVoucherSellable) return undefined;
    const voucher = [...offer.vouchers]
      .sort((a, b) => a.nights - b.nights)
      .find((v) => criteria.giftNights === null || v.nights === criteria.giftNights);
    if (!voucher) return undefined;
    ({ sell, ref, nights } = voucher);
  } else {
    if (criteria.singleRoom && offer.maxCapacity < persons) return undefined;
    const roomsNeeded = criteria.singleRoom ? 1 : Math.ceil(persons / offer.maxCapacity);
    if (criteria.stay === null) {
      const s = offer.summary;
      if (!s || s.fromSell === null || s.fromRef === null || s.lastBookableNight === null || s.lastBookableNight < criteria.today) return undefined;
      const stay = Array.from({ length: offer.nights }, () => ({ sellCents: s.fromSell as number, refCents: s.fromRef as number }));
      ({ sellCents: sell, refCents: ref } = priceForParty(stay, party, offer.rule));
      nights = offer.nights;
    } else {
      const { checkin, nights: count } = criteria.stay;
      const stay = [];
      for (let i = 0; i < count; i += 1) {
        const night = offer.nightRows.get(addDaysToDay(checkin, i));
        if (!night || night.roomsLeft < Math.max(1, roomsNeeded)) return undefined;
        if (i === 0 && (night.minStay > count || (night.allowedNights !== null && !night.allowedNights.includes(count)))) return undefined;
        stay.push({ sellCents: night.sell, refCents: night.ref, roomsLeft: night.roomsLeft });
      }
      ({ sellCents: sell, refCents: ref } = priceForParty(stay, party, offer.rule));
      nights = count;
      rooms = Math.min(...stay.map((n) => n.roomsLeft));
    }
  }
  const perPerson = pricePerPerson(sell, criteria.flow === 'gifting' ? party.adults : persons);
  const distanceKm = criteria.point
    ? haversineKm({ lat: criteria.point.lat, lng: criteria.point.lng }, { lat: hotel.latitude, lng: hotel.longitude })
    : criteria.destinations[0]
      ? (hotel.destinations.get(criteria.destinations[0].id) ?? null)
      : null;
  return {
    offerId: offer.id,
    hotelId: hotel.id,
    sell,
    ref,
    nights,
    rooms,
    pricePerPerson: perPerson,
    filterPrice: criteria.flow === 'gifting' ? sell : perPerson,
    promo: promoPercentage(sell, ref),
    distanceKm,
    popularity: offer.popularity,
    reviewScore: hotel.reviewScore,
  };
}

/** Every eligible package of the criteria (all filters applied). */
export function oraclePackages(catalog: OracleCatalog, criteria: EngineCriteria): OraclePackage[] {
  const { groups } = criteria;
  const result: OraclePackage[] = [];
  for (const offer of catalog.offers) {
    const hotel = catalog.hotels.get(offer.hotelId);
    if (!hotel || !hotel.active || !offer.published || !offer.locales.includes(criteria.locale)) continue;
    if (offer.expiration !== null && offer.expiration < (criteria.stay?.checkin ?? criteria.today)) continue;
    if (!criteria.destinations.every((d) => hotel.destinations.has(d.id))) continue;
    if (criteria.hotelId !== undefined && hotel.id !== criteria.hotelId) continue;
    if (criteria.excludedHotelIds.includes(hotel.id)) continue;
    if (criteria.petsAllowed && !hotel.petsAllowed) continue;
    if (!overlaps(offer.themeIds, criteria.themeIds)) continue;
    if (!overlaps(offer.tagIds, groups.tag)) continue;
    if (!overlaps(hotel.facilities, groups.facility)) continue;
    if (!overlaps(hotel.styles, groups.style)) continue;
    if (!overlaps(hotel.types, groups.type)) continue;
    if (!overlaps(hotel.environments, groups.environment)) continue;
    if (groups.stars.length && (hotel.stars === null || !groups.stars.includes(hotel.stars))) continue;
    if (groups.score !== undefined && groups.score > 0 && (hotel.reviewScore === null || hotel.reviewScore < groups.score)) continue;
    const pkg = pricePackage(offer, hotel, criteria);
    if (!pkg) continue;
    if (criteria.point) {
      const d = pkg.distanceKm ?? 0;
      if (criteria.point.maxKm !== undefined && d > criteria.point.maxKm) continue;
      if (criteria.point.minKm !== undefined && d < criteria.point.minKm) continue;
    }
    if (groups.price.min !== undefined && pkg.filterPrice < groups.price.min) continue;
    if (groups.price.max !== undefined && pkg.filterPrice > groups.price.max) continue;
    result.push(pkg);
  }
  return result;
}

/** Each hotel's best package: cheapest for the party, then the bigger promo, then the lower id. */
export function oracleBestPerHotel(packages: readonly OraclePackage[]): Map<number, OraclePackage> {
  const best = new Map<number, OraclePackage>();
  for (const pkg of packages) {
    const current = best.get(pkg.hotelId);
    if (
      !current ||
      pkg.sell < current.sell ||
      (pkg.sell === current.sell && (pkg.promo > current.promo || (pkg.promo === current.promo && pkg.offerId < current.offerId)))
    ) {
      best.set(pkg.hotelId, pkg);
    }
  }
  return best;
}
