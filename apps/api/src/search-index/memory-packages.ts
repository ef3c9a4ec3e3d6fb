/**
 * The eligible packages of a search, computed on the in-memory index: the twin of
 * `search/package-rows.ts` (same conditions, same integer arithmetic, same float expressions), held
 * to it by `test/search-index-differential.test.ts`.
 */
import { EARTH_RADIUS_KM, boundingBox } from '@escapade/domain/geo';
import type { Party } from '@escapade/domain/pax';
import type { FacetGroup, GroupSelections, EngineCriteria } from '../search/criteria';
import type { PackageRow } from '../search/package-rows';
import { isQuotedParty } from '../search/party-price-sql';
import { dayNumber, hotelsInLatitudes, type IndexData, type IndexedHotel, type IndexedOffer } from './index-data';

export interface MemoryPackage extends PackageRow {
  tag_ids: readonly number[];
  /** Set when the group is flagged instead of applied (facets). */
  ok_price: boolean;
  ok_tag: boolean;
  stars: number | null;
}

export interface MemoryPackageOptions {
  flagged?: readonly FacetGroup[];
  ignored?: readonly FacetGroup[];
}

const RADIANS_PER_DEGREE = Math.PI / 180;

/** `haversineSql` of package-rows.ts, operation for operation. */
export function haversineKm(pLat: number, pLng: number, hLat: number, hLng: number): number {
  const a = Math.sin(((hLat - pLat) * RADIANS_PER_DEGREE) / 2);
  const b = Math.sin(((hLng - pLng) * RADIANS_PER_DEGREE) / 2);
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a * a + Math.cos(pLat * RADIANS_PER_DEGREE) * Math.cos(hLat * RADIANS_PER_DEGREE) * (b * b))));
}

/** `partyNightPriceSql`: one night for the party, in cents (integer arithmetic, half up). */
export function partyNightPrice(night: number, party: Party, offer: IndexedOffer): number {
  if (isQuotedParty(party)) return night;
  const adultsPart =
    party.adults === 1 ? night * offer.singleAdultPercent * 2 : night * 200 + (party.adults - 2) * night * offer.extraAdultPercent;
  const numerator = adultsPart + party.children * night * offer.childPercent;
  return Math.floor((numerator + 100) / 200) + party.babies * offer.babyCents;
}

const overlaps = <T>(values: readonly T[], selected: readonly T[]): boolean => {
  for (const value of values) if (selected.includes(value)) return true;
  return false;
};

type HotelGroup = 'score' | 'facility' | 'stars' | 'style' | 'type' | 'environment';

/** The condition of a hotel-level facet group on one hotel (true when nothing is selected). */
export function hotelPassesGroup(hotel: IndexedHotel, group: HotelGroup, groups: GroupSelections): boolean {
  switch (group) {
    case 'score':
      return groups.score === undefined || groups.score <= 0 || (hotel.reviewScore !== null && hotel.reviewScore >= groups.score);
    case 'facility':
      return groups.facility.length === 0 || overlaps(hotel.facilities, groups.facility);
    case 'stars':
      return groups.stars.length === 0 || (hotel.stars !== null && groups.stars.includes(hotel.stars));
    case 'style':
      return groups.style.length === 0 || overlaps(hotel.styles, groups.style);
    case 'type':
      return groups.type.length === 0 || overlaps(hotel.types, groups.type);
    case 'environment':
      return groups.environment.length === 0 || overlaps(hotel.environments, groups.environment);
  }
}

export const HOTEL_GROUPS: readonly HotelGroup[] = ['score', 'facility', 'stars', 'style', 'type', 'environment'];

/**
 * The hotels a search can match before any per-hotel test: a destination's members, one hotel, the
 * latitude band of a point's bounding box, or all.
 */
function candidateHotels(data: IndexData, criteria: EngineCriteria, box: ReturnType<typeof boundingBox> | undefined): Iterable<IndexedHotel> {
  if (criteria.hotelId !== undefined) {
    const hotel = data.hotels.get(criteria.hotelId);
    return hotel ? [hotel] : [];
  }
  if (criteria.destinations.length === 0) return box ? hotelsInLatitudes(data, box.minLat, box.maxLat) : data.hotels.values();
  let smallest: Set<number> | undefined;
  for (const { id } of criteria.destinations) {
    const members = data.members.get(id);
    if (!members) return [];
    if (!smallest || members.size < smallest.size) smallest = members;
  }
  const hotels: IndexedHotel[] = [];
  for (const id of smallest!) {
    const hotel = data.hotels.get(id);
    if (hotel && criteria.destinations.every((d) => hotel.destinations.has(d.id))) hotels.push(hotel);
  }
  return hotels;
}

/** One eligible package, passed as plain values (no object per package on the hot path). */
export interface PackageVisitor {
  /** Called for each eligible package of `hotel`, hotel after hotel. */
  visit(hotel: IndexedHotel, offer: IndexedOffer, p: PricedPackage): void;
  /** Called after the last package of a hotel that had at least one. */
  endHotel?(hotel: IndexedHotel): void;
}

/** The values of one eligible package; the same object is reused for every package (copy what you keep). */
export interface PricedPackage {
  distance: number | null;
  sell: number;
  ref: number | null;
  nights: number;
  rooms: number | null;
  pricePerPerson: number;
  filterPrice: number;
  promo: number;
  okPrice: boolean;
  okTag: boolean;
}

const EMPTY_PACKAGE: Readonly<PricedPackage> = {
  distance: null, sell: 0, ref: null, nights: 0, rooms: null, pricePerPerson: 0, filterPrice: 0, promo: 0, okPrice: true, okTag: true,
};

/** Walks the eligible packages of a search (the conditions of package-rows.ts), hotel by hotel. */
export function forEachMemoryPackage(data: IndexData, criteria: EngineCriteria, options: MemoryPackageOptions, visitor: PackageVisitor): void {
  const flagged = new Set(options.flagged ?? []);
  const ignored = new Set(options.ignored ?? []);
  const { party, groups, point, stay } = criteria;
  const isGift = criteria.flow === 'gifting';
  const bedPersons = party.adults + party.children;
  const persons = isGift ? party.adults : bedPersons;
  const today = dayNumber(criteria.today);
  const expirationFloor = stay && !isGift ? dayNumber(stay.checkin) : today;
  const excluded = new Set(criteria.excludedHotelIds);
  const hotelGroups = HOTEL_GROUPS.filter((g) => !ignored.has(g) && !flagged.has(g));
  const box = point?.maxKm !== undefined ? boundingBox({ lat: point.lat, lng: point.lng }, point.maxKm) : undefined;
  const applyTag = !ignored.has('tag') && !flagged.has('tag') && groups.tag.length > 0;
  const flagTag = flagged.has('tag') && groups.tag.length > 0;
  const priceMode = ignored.has('price') ? 'ignore' : flagged.has('price') ? 'flag' : 'apply';
  const priceMin = groups.price.min === undefined ? -Infinity : Math.trunc(groups.price.min);
  const priceMax = groups.price.max === undefined ? Infinity : Math.trunc(groups.price.max);
  const grid = data.grid;
  const dated = !isGift && stay !== null;
  const startColumn = dated ? dayNumber(stay.checkin) - grid.baseDay : 0;
  const stayNights = dated ? stay.nights : 0;
  const stayFits = dated && startColumn >= 0 && startColumn + stayNights <= grid.span;
  const quoted = isQuotedParty(party);
  const p: PricedPackage = { ...EMPTY_PACKAGE };

  /** Prices `offer` into `p` (sell, ref, nights, rooms); false when it is not sold for the request. */
  const price = (offer: IndexedOffer): boolean => {
    if (isGift) {
      // Giftable: the rule of product/list-single-voucher-prices.ts (`isSingleVoucherSold`).
      if (!offer.isSingleVoucherSellable) return false;
      const voucher = criteria.giftNights === null ? offer.vouchers[0] : offer.vouchers.find((v) => v.nights === criteria.giftNights);
      if (!voucher) return false;
      p.sell = voucher.sell;
      p.ref = voucher.ref;
      p.nights = voucher.nights;
      p.rooms = null;
      return true;
    }
    if (criteria.singleRoom && offer.maxCapacity < bedPersons) return false;
    if (!dated) {
      if (offer.fromSell === null || offer.lastBookable === null || offer.lastBookable < today) return false;
      p.sell = partyNightPrice(offer.fromSell, party, offer) * offer.nights;
      p.ref = offer.fromRef === null ? null : partyNightPrice(offer.fromRef, party, offer) * offer.nights;
      p.nights = offer.nights;
      p.rooms = null;
      return true;
    }
    if (!stayFits) return false;
    const at = offer.slot * grid.span + startColumn;
    if (grid.rooms[at]! <= 0 || grid.minStay[at]! > stayNights || !grid.isAllowed(at, stayNights)) return false;
    let sell = 0;
    let ref = 0;
    let rooms = 0x7fff;
    for (let k = 0; k < stayNights; k += 1) {
      const left = grid.rooms[at + k]!;
      if (left <= 0) return false;
      if (left < rooms) rooms = left;
      sell += quoted ? grid.sell[at + k]! : partyNightPrice(grid.sell[at + k]!, party, offer);
      ref += quoted ? grid.ref[at + k]! : partyNightPrice(grid.ref[at + k]!, party, offer);
    }
    const needed = criteria.singleRoom ? 1 : Math.floor((bedPersons + offer.maxCapacity - 1) / offer.maxCapacity);
    if (rooms < needed) return false;
    p.sell = sell;
    p.ref = ref;
    p.nights = stayNights;
    p.rooms = rooms;
    return true;
  };

  for (const hotel of candidateHotels(data, criteria, box)) {
    if (!hotel.active || excluded.has(hotel.id)) continue;
    if (criteria.petsAllowed && !hotel.petsAllowed) continue;
    let distance: number | null = null;
    if (point) {
      // The box first: it rejects most hotels without a haversine.
      if (box && (hotel.latitude < box.minLat || hotel.latitude > box.maxLat || hotel.longitude < box.minLng || hotel.longitude > box.maxLng)) continue;
      distance = haversineKm(point.lat, point.lng, hotel.latitude, hotel.longitude);
      if (box && point.maxKm !== undefined && !(distance <= point.maxKm)) continue;
      if (point.minKm !== undefined && point.minKm > 0 && !(distance >= point.minKm)) continue;
    } else if (criteria.destinations.length > 0) {
      distance = hotel.destinations.get(criteria.destinations[0]!.id) ?? null;
    }
    let passes = true;
    for (const group of hotelGroups) if (!hotelPassesGroup(hotel, group, groups)) passes = false;
    if (!passes) continue;
    let any = false;
    for (const offer of hotel.offers) {
      if (!offer.published || !offer.locales.includes(criteria.locale)) continue;
      if (offer.expiration !== null && offer.expiration < expirationFloor) continue;
      if (criteria.themeIds.length && !overlaps(offer.themeIds, criteria.themeIds)) continue;
      if (applyTag && !overlaps(offer.tagIds, groups.tag)) continue;
      if (!price(offer)) continue;
      const pricePerPerson = Math.floor((p.sell + persons - 1) / persons);
      const filterPrice = isGift ? p.sell : pricePerPerson;
      const okPrice = priceMode === 'ignore' || (filterPrice >= priceMin && filterPrice <= priceMax);
      if (priceMode === 'apply' && !okPrice) continue;
      p.distance = distance;
      p.pricePerPerson = pricePerPerson;
      p.filterPrice = filterPrice;
      p.promo = p.ref !== null && p.ref > p.sell ? Math.floor((100 * (p.ref - p.sell)) / p.ref) : 0;
      p.okPrice = okPrice;
      p.okTag = !flagTag || overlaps(offer.tagIds, groups.tag);
      any = true;
      visitor.visit(hotel, offer, p);
    }
    if (any) visitor.endHotel?.(hotel);
  }
}

function toRow(hotel: IndexedHotel, offer: IndexedOffer, p: PricedPackage): MemoryPackage {
  return {
    offer_id: offer.id,
    hotel_id: hotel.id,
    popularity: offer.popularity,
    review_score: hotel.reviewScore,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    distance_km: p.distance,
    sell: p.sell,
    ref: p.ref as number,
    nights: p.nights,
    rooms: p.rooms,
    price_per_person: p.pricePerPerson,
    filter_price: p.filterPrice,
    promo: p.promo,
    tag_ids: offer.tagIds,
    ok_price: p.okPrice,
    ok_tag: p.okTag,
    stars: hotel.stars,
  };
}

/** Every eligible package, one row each (the hotel offers drawer, tests). */
export function searchMemoryPackages(data: IndexData, criteria: EngineCriteria, options: MemoryPackageOptions = {}): MemoryPackage[] {
  const rows: MemoryPackage[] = [];
  forEachMemoryPackage(data, criteria, options, { visit: (hotel, offer, p) => rows.push(toRow(hotel, offer, p)) });
  return rows;
}

/**
 * Each hotel's best package (BEST_PACKAGE_ORDER: cheapest for the party, then the bigger promo,
 * then the lower offer id), one row per hotel.
 */
export function bestMemoryPackagePerHotel(data: IndexData, criteria: EngineCriteria): MemoryPackage[] {
  const rows: MemoryPackage[] = [];
  // The best so far of the hotel being walked, as values: its row is made once, at the hotel's end.
  const best: PricedPackage = { ...EMPTY_PACKAGE };
  let bestOffer: IndexedOffer | undefined;
  forEachMemoryPackage(data, criteria, {}, {
    visit: (_hotel, offer, p) => {
      const better =
        bestOffer === undefined ||
        (p.sell !== best.sell ? p.sell < best.sell : p.promo !== best.promo ? p.promo > best.promo : offer.id < bestOffer.id);
      if (!better) return;
      bestOffer = offer;
      Object.assign(best, p);
    },
    endHotel: (hotel) => {
      rows.push(toRow(hotel, bestOffer!, best));
      bestOffer = undefined;
    },
  });
  return rows;
}
