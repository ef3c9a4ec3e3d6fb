/**
 * The engine's one view of a search: every request form (exact match, fallback block, map,
 * hotel offers, facets) is normalized into SearchCriteria before any SQL is built, so the
 * semantics of a filter live in one place.
 */
import {
  DEFAULT_SEARCH_LIMIT,
  FALLBACK_BLOCK_LIMIT,
  LOCATION_ID_FIELDS,
  type LocationIdField,
  type OffersRequest,
  type PriceRange,
  type SearchType,
} from '@escapade/contracts/search';
import { splitPetsFacility } from '@escapade/domain/filters';
import { GIFT_NIGHTS_MAX, GIFT_NIGHTS_MIN } from '@escapade/domain/gift';
import { MARKETS, type Language, type Locale } from '@escapade/domain/markets';
import { DEFAULT_PARTY, GIFTING_PARTY, isSingleRoom, type Party } from '@escapade/domain/pax';
import { OFFER_LIST_ORDER_BY, type OrderBy } from '@escapade/domain/sort-options';
import { rememberedAddDays, rememberedTodayIn } from './day-memo';
import { applicableOrderBy } from './sorting';

/** Facet groups: each is one filter whose own selection does not shrink its own counts. */
export const FACET_GROUPS = ['price', 'score', 'facility', 'stars', 'style', 'type', 'environment', 'tag'] as const;
export type FacetGroup = (typeof FACET_GROUPS)[number];

export type SearchFlow = 'booking' | 'gifting';
export type SearchMode = 'list' | 'map' | 'hotelOffers';

export interface DestinationFilter {
  field: LocationIdField;
  id: number;
}

export interface PointFilter {
  lat: number;
  lng: number;
  minKm: number | undefined;
  maxKm: number | undefined;
}

export interface StayCriteria {
  checkin: string;
  nights: number;
  /** checkin + nights: the first night not stayed. */
  checkout: string;
}

/** The selections of the facet groups (disjunctive: any selected value matches). */
export interface GroupSelections {
  price: PriceRange;
  /** Minimum review score (score9 → 9). */
  score: number | undefined;
  facility: string[];
  stars: number[];
  style: string[];
  type: string[];
  environment: string[];
  tag: number[];
}

export interface SearchCriteria {
  locale: Locale;
  language: Language;
  /** Today in the market: offers expiring before it are not sold. */
  today: string;
  flow: SearchFlow;
  mode: SearchMode;
  searchType: SearchType;
  party: Party;
  /** Becomes true automatically when any child or baby is present. */
  singleRoom: boolean;
  /** Null when undated (and always in gifting: "The gifting flow ignores dates"). */
  stay: StayCriteria | null;
  /** Gifting: the voucher length asked for (giftNights); null = the shortest priced one. */
  giftNights: number | null;
  themeIds: number[];
  destinations: DestinationFilter[];
  hotelId: number | undefined;
  point: PointFilter | undefined;
  excludedHotelIds: number[];
  petsAllowed: boolean;
  groups: GroupSelections;
  orderBy: OrderBy;
  page: number;
  limit: number;
  packagesPerHotel: number;
}

export const uniqueSorted = <T extends number | string>(values: readonly T[] | undefined): T[] =>
  [...new Set(values ?? [])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * The pets facility is sent as a separate boolean petsAllowed: a 'pets' facility that still
 * arrives in the list is read as petsAllowed, never as a facility code.
 */
export function petsAndFacilities(facilities: readonly string[] | undefined, petsAllowed: boolean | undefined) {
  const split = splitPetsFacility(facilities ?? []);
  return { facilities: uniqueSorted(split.facilities), petsAllowed: petsAllowed === true || split.petsAllowed };
}

function destinationsOf(location: Partial<Record<LocationIdField, number>> | undefined): DestinationFilter[] {
  if (!location) return [];
  return LOCATION_ID_FIELDS.flatMap((field) => {
    const id = location[field];
    return id === undefined ? [] : [{ field, id }];
  });
}

function pointOf(location: NonNullable<NonNullable<OffersRequest['filters']>['property']>['location']): PointFilter | undefined {
  if (location?.latitude === undefined || location.longitude === undefined) return undefined;
  return { lat: location.latitude, lng: location.longitude, minKm: location.minDistance, maxKm: location.maxDistance };
}

export function stayOf(checkin: string | undefined, nights: number | undefined): StayCriteria | null {
  if (checkin === undefined || nights === undefined) return null;
  return { checkin, nights, checkout: rememberedAddDays(checkin, nights) };
}

export function giftNightsOf(nights: number | undefined): number | null {
  return nights !== undefined && nights >= GIFT_NIGHTS_MIN && nights <= GIFT_NIGHTS_MAX ? nights : null;
}

/** Normalizes any form of `POST /api/offers.json`. */
export function criteriaFromOffersRequest(request: OffersRequest, now: Date = new Date()): SearchCriteria {
  const market = MARKETS[request.locale];
  const isGift = request.type === 'gift' || request.performGiftableSearch;
  const flow: SearchFlow = isGift ? 'gifting' : 'booking';
  const hotelCriteria = request.searchCriterias;
  const mode: SearchMode = hotelCriteria ? 'hotelOffers' : request.performMapSearch ? 'map' : 'list';
  const offer = request.filters?.offer;
  const property = request.filters?.property;

  const requestedParty: Party = hotelCriteria
    ? { adults: hotelCriteria.adult, children: hotelCriteria.child, babies: hotelCriteria.baby }
    : { ...DEFAULT_PARTY, ...offer?.familyComposition };
  const party = isGift ? { ...GIFTING_PARTY } : requestedParty;
  const checkin = hotelCriteria ? hotelCriteria.checkin : offer?.date?.checkin;
  const nights = hotelCriteria ? hotelCriteria.night : offer?.date?.nights;
  const point = pointOf(property?.location);
  const pets = petsAndFacilities(property?.facilities, property?.petsAllowed);
  const requestedOrder = hotelCriteria
    ? (request.orderBy ?? request.sorting?.orderBy ?? OFFER_LIST_ORDER_BY)
    : (request.sorting?.orderBy ?? request.orderBy);
  // The fallback block: the catalog search provider, limit 3, no page model.
  const defaultLimit = request.searchProvider === 'catalog' ? FALLBACK_BLOCK_LIMIT : DEFAULT_SEARCH_LIMIT;
  const pagination = request.pagination ?? { limit: defaultLimit, page: 0 };

  return {
    locale: request.locale,
    language: market.language,
    today: rememberedTodayIn(market.timeZone, now),
    flow,
    mode,
    searchType: mode === 'hotelOffers' ? 'hotelOffers' : request.searchProvider === 'catalog' ? 'fallback' : 'exactMatch',
    party,
    singleRoom: isGift ? false : (offer?.familyComposition?.singleRoom ?? false) || isSingleRoom(party),
    stay: isGift ? null : stayOf(checkin, nights),
    giftNights: isGift ? giftNightsOf(nights) : null,
    themeIds: uniqueSorted(offer?.categories?.themeIds),
    destinations: destinationsOf(property?.location),
    hotelId: hotelCriteria?.hotelId ?? property?.location?.hotelId,
    point,
    excludedHotelIds: uniqueSorted(property?.excludedHotelIds),
    petsAllowed: pets.petsAllowed,
    groups: {
      price: (isGift ? request.filters?.gift?.singleVoucher?.price : offer?.price) ?? {},
      score: property?.minHotelReviewScore,
      facility: pets.facilities,
      stars: uniqueSorted(property?.stars),
      style: uniqueSorted(property?.hotelStyles),
      type: uniqueSorted(property?.hotelTypes),
      environment: uniqueSorted(property?.hotelEnvironments),
      tag: uniqueSorted(offer?.tags),
    },
    orderBy: applicableOrderBy(requestedOrder, { hasLatLng: point !== undefined, isGifting: isGift }),
    page: mode === 'list' ? pagination.page : 0,
    limit: pagination.limit,
    packagesPerHotel: request.numberOfPackagesPerHotel,
  };
}
