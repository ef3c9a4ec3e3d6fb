/**
 * The eligible packages of a search, computed on the in-memory index: the twin of
 * `search/package-rows.ts` (same conditions, same integer arithmetic, same float expressions), held
 * to it by `test/search-index-differential.test.ts`.
 */
import { EARTH_RADIUS_KM, boundingBox } from '@escapade/domain/geo';
import type { Party } from '@escapade/domain/pax';
import type { FacetGroup, GroupSelections, SearchCriteria } from '../search/criteria';
import type { PackageRow } from '../search/package-rows';
import { isQuotedParty } from '../search/party-price-sql';
import { dayNumber, type IndexData, type IndexedHotel, type IndexedOffer } from './index-data';

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

/** The hotels a search can match before any per-hotel test: a destination's members, one hotel, or all. */
function candidateHotels(data: IndexData, criteria: SearchCriteria): Iterable<IndexedHotel> {
  if (criteria.hotelId !== undefined) {
    const hotel = data.hotels.get(criteria.hotelId);
    return hotel ? [hotel] : [];
  }
  if (criteria.destinations.length === 0) return data.hotels.values();
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

interface Priced {
  sell: number;
  ref: number | null;
  nights: number;
  rooms: number | null;
}

export function searchMemoryPackages(data: IndexData, criteria: SearchCriteria, options: MemoryPackageOptions = {}): MemoryPackage[] {
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
  const flagTag = flagged.has('tag');
  const priceMode = ignored.has('price') ? 'ignore' : flagged.has('price') ? 'flag' : 'apply';
  const grid = data.grid;
  const dated = !isGift && stay !== null;
  const startColumn = dated ? dayNumber(stay.checkin) - grid.baseDay : 0;
  const stayNights = dated ? stay.nights : 0;
  const stayFits = dated && startColumn >= 0 && startColumn + stayNights <= grid.span;
  const quoted = isQuotedParty(party);

  const priceOf = (offer: IndexedOffer): Priced | null => {
    if (isGift) {
      if (!offer.isSingleVoucherSellable) return null;
      const voucher = criteria.giftNights === null ? offer.vouchers[0] : offer.vouchers.find((v) => v.nights === criteria.giftNights);
      return voucher ? { sell: voucher.sell, ref: voucher.ref, nights: voucher.nights, rooms: null } : null;
    }
    if (criteria.singleRoom && offer.maxCapacity < bedPersons) return null;
    if (!dated) {
      if (offer.fromSell === null || offer.lastBookable === null || offer.lastBookable < today) return null;
      return {
        sell: partyNightPrice(offer.fromSell, party, offer) * offer.nights,
        ref: offer.fromRef === null ? null : partyNightPrice(offer.fromRef, party, offer) * offer.nights,
        nights: offer.nights,
        rooms: null,
      };
    }
    if (!stayFits) return null;
    const at = offer.slot * grid.span + startColumn;
    if (grid.rooms[at]! <= 0 || grid.minStay[at]! > stayNights || !grid.isAllowed(at, stayNights)) return null;
    let sell = 0;
    let ref = 0;
    let rooms = Infinity;
    for (let k = 0; k < stayNights; k += 1) {
      const left = grid.rooms[at + k]!;
      if (left <= 0) return null;
      if (left < rooms) rooms = left;
      sell += quoted ? grid.sell[at + k]! : partyNightPrice(grid.sell[at + k]!, party, offer);
      ref += quoted ? grid.ref[at + k]! : partyNightPrice(grid.ref[at + k]!, party, offer);
    }
    const needed = criteria.singleRoom ? 1 : Math.floor((bedPersons + offer.maxCapacity - 1) / offer.maxCapacity);
    return rooms >= needed ? { sell, ref, nights: stayNights, rooms } : null;
  };

  const rows: MemoryPackage[] = [];
  for (const hotel of candidateHotels(data, criteria)) {
    if (!hotel.active || excluded.has(hotel.id)) continue;
    if (criteria.petsAllowed && !hotel.petsAllowed) continue;
    let distance: number | null = null;
    if (point) {
      distance = haversineKm(point.lat, point.lng, hotel.latitude, hotel.longitude);
      if (box && point.maxKm !== undefined) {
        if (hotel.latitude < box.minLat || hotel.latitude > box.maxLat || hotel.longitude < box.minLng || hotel.longitude > box.maxLng) continue;
        if (!(distance <= point.maxKm)) continue;
      }
      if (point.minKm !== undefined && point.minKm > 0 && !(distance >= point.minKm)) continue;
    } else if (criteria.destinations.length > 0) {
      distance = hotel.destinations.get(criteria.destinations[0]!.id) ?? null;
    }
    if (!hotelGroups.every((group) => hotelPassesGroup(hotel, group, groups))) continue;
    for (const offer of hotel.offers) {
      if (!offer.published || !offer.locales.includes(criteria.locale)) continue;
      if (offer.expiration !== null && offer.expiration < expirationFloor) continue;
      if (criteria.themeIds.length && !overlaps(offer.themeIds, criteria.themeIds)) continue;
      if (applyTag && !overlaps(offer.tagIds, groups.tag)) continue;
      const priced = priceOf(offer);
      if (!priced) continue;
      const pricePerPerson = Math.floor((priced.sell + persons - 1) / persons);
      const filterPrice = isGift ? priced.sell : pricePerPerson;
      let okPrice = true;
      if (priceMode !== 'ignore') {
        okPrice =
          (groups.price.min === undefined || filterPrice >= Math.trunc(groups.price.min)) &&
          (groups.price.max === undefined || filterPrice <= Math.trunc(groups.price.max));
        if (priceMode === 'apply' && !okPrice) continue;
      }
      const ref = priced.ref;
      rows.push({
        offer_id: offer.id,
        hotel_id: hotel.id,
        popularity: offer.popularity,
        review_score: hotel.reviewScore,
        latitude: hotel.latitude,
        longitude: hotel.longitude,
        distance_km: distance,
        sell: priced.sell,
        ref: ref as number,
        nights: priced.nights,
        rooms: priced.rooms,
        price_per_person: pricePerPerson,
        filter_price: filterPrice,
        promo: ref !== null && ref > priced.sell ? Math.floor((100 * (ref - priced.sell)) / ref) : 0,
        tag_ids: offer.tagIds,
        ok_price: okPrice,
        ok_tag: !flagTag || groups.tag.length === 0 || overlaps(offer.tagIds, groups.tag),
        stars: hotel.stars,
      });
    }
  }
  return rows;
}
