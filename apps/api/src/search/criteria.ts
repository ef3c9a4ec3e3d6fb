/**
 * The engine's one view of a search. Both request forms — the offers body (exact match, fallback
 * block, map, hotel offers) and the facets query — are read by their adapter into a
 * RequestedSearch, which `normalizeCriteria` turns into EngineCriteria before any SQL is built: the
 * party defaults, the pets facility, the score and the stay are read in one place.
 */
import {
  DEFAULT_SEARCH_LIMIT,
  FALLBACK_BLOCK_LIMIT,
  type OffersRequest,
  type PriceRange,
  type SearchType,
} from '@escapade/contracts/search';
import { LOCATION_ID_FIELDS, type LocationIdField } from '@escapade/contracts/location-kinds';
import { minReviewScoreOf } from '@escapade/domain/criteria-hash';
import { splitPetsFacility } from '@escapade/domain/filters';
import type { Flow } from '@escapade/domain/flow';
import { GIFT_NIGHTS_MAX, GIFT_NIGHTS_MIN } from '@escapade/domain/gift';
import { MARKETS, type Language, type Locale } from '@escapade/domain/markets';
import { DEFAULT_PARTY, GIFTING_PARTY, isSingleRoom, type Party } from '@escapade/domain/pax';
import { OFFER_LIST_ORDER_BY, type OrderBy } from '@escapade/domain/sort-options';
import { type Stay, stayOf } from '@escapade/domain/stay';
import { rememberedTodayIn } from './day-memo';
import { applicableOrderBy } from './sorting';

/** Facet groups: each is one filter whose own selection does not shrink its own counts. */
export const FACET_GROUPS = ['price', 'score', 'facility', 'stars', 'style', 'type', 'environment', 'tag'] as const;
export type FacetGroup = (typeof FACET_GROUPS)[number];

/** The flows the engine searches in: a stay to book, or a gift stay. */
export type SearchFlow = Extract<Flow, 'booking' | 'gifting'>;
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

export interface EngineCriteria {
  locale: Locale;
  language: Language;
  /** Today in the market: offers expiring before it are not sold. */
  today: string;
  flow: SearchFlow;
  mode: SearchMode;
  searchType: SearchType;
  party: Party;
  /** Single room becomes true automatically when any child or baby is present. */
  singleRoom: boolean;
  /** Null when undated (and always in gifting: the gifting flow ignores dates). */
  stay: Stay | null;
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

/** What a request asks for, read from either form, before any default or rule is applied. */
export interface RequestedSearch {
  locale: Locale;
  isGift: boolean;
  mode: SearchMode;
  searchType: SearchType;
  party: Partial<Party> | undefined;
  singleRoom?: boolean | undefined;
  checkin: string | undefined;
  nights: number | undefined;
  themeIds: readonly number[] | undefined;
  location: Partial<Record<LocationIdField, number>> | undefined;
  hotelId: number | undefined;
  point: PointFilter | undefined;
  excludedHotelIds?: readonly number[] | undefined;
  facilities: readonly string[] | undefined;
  petsAllowed: boolean | undefined;
  /** The score filter under each name the request gives it. */
  scores: { hotelScore?: number | undefined; minHotelReviewScore?: number | undefined };
  /** The price filter of the request's flow: per person, or the single voucher's in gifting. */
  price: Partial<Record<keyof PriceRange, number | undefined>> | undefined;
  stars: readonly number[] | undefined;
  hotelStyles: readonly string[] | undefined;
  hotelTypes: readonly string[] | undefined;
  hotelEnvironments: readonly string[] | undefined;
  tags: readonly number[] | undefined;
  orderBy: OrderBy | undefined;
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

/** The searched point, when both coordinates are there; the distances are kilometres from it. */
export function pointOf(lat: number | undefined, lng: number | undefined, minKm: number | undefined, maxKm: number | undefined): PointFilter | undefined {
  return lat === undefined || lng === undefined ? undefined : { lat, lng, minKm, maxKm };
}

function giftNightsOf(nights: number | undefined): number | null {
  return nights !== undefined && nights >= GIFT_NIGHTS_MIN && nights <= GIFT_NIGHTS_MAX ? nights : null;
}

function priceRangeOf(price: RequestedSearch['price']): PriceRange {
  return Object.fromEntries(Object.entries(price ?? {}).filter(([, cents]) => cents !== undefined)) as PriceRange;
}

/**
 * A request's criteria: the default party (2 adults), or 2 adults in gifting; the stay (none in
 * gifting, which reads the nights as the voucher's length); pets split from the facilities; the
 * higher of the scores; the sort the search's data allows.
 */
export function normalizeCriteria(requested: RequestedSearch, now: Date = new Date()): EngineCriteria {
  const market = MARKETS[requested.locale];
  const { isGift, point } = requested;
  const party: Party = isGift
    ? { ...GIFTING_PARTY }
    : {
        adults: requested.party?.adults ?? DEFAULT_PARTY.adults,
        children: requested.party?.children ?? DEFAULT_PARTY.children,
        babies: requested.party?.babies ?? DEFAULT_PARTY.babies,
      };
  const pets = petsAndFacilities(requested.facilities, requested.petsAllowed);
  return {
    locale: requested.locale,
    language: market.language,
    today: rememberedTodayIn(market.timeZone, now),
    flow: isGift ? 'gifting' : 'booking',
    mode: requested.mode,
    searchType: requested.searchType,
    party,
    singleRoom: isGift ? false : (requested.singleRoom ?? false) || isSingleRoom(party),
    stay: isGift ? null : (stayOf({ checkin: requested.checkin, nights: requested.nights }) ?? null),
    giftNights: isGift ? giftNightsOf(requested.nights) : null,
    themeIds: uniqueSorted(requested.themeIds),
    destinations: destinationsOf(requested.location),
    hotelId: requested.hotelId,
    point,
    excludedHotelIds: uniqueSorted(requested.excludedHotelIds),
    petsAllowed: pets.petsAllowed,
    groups: {
      price: priceRangeOf(requested.price),
      score: minReviewScoreOf(requested.scores),
      facility: pets.facilities,
      stars: uniqueSorted(requested.stars),
      style: uniqueSorted(requested.hotelStyles),
      type: uniqueSorted(requested.hotelTypes),
      environment: uniqueSorted(requested.hotelEnvironments),
      tag: uniqueSorted(requested.tags),
    },
    orderBy: applicableOrderBy(requested.orderBy, { hasLatLng: point !== undefined, isGifting: isGift }),
    page: requested.page,
    limit: requested.limit,
    packagesPerHotel: requested.packagesPerHotel,
  };
}

/** The offers body's adapter: any form of `POST /api/offers.json`. */
export function criteriaFromOffersRequest(request: OffersRequest, now: Date = new Date()): EngineCriteria {
  const isGift = request.type === 'gift' || request.performGiftableSearch;
  const hotelCriteria = request.searchCriterias;
  const mode: SearchMode = hotelCriteria ? 'hotelOffers' : request.performMapSearch ? 'map' : 'list';
  const offer = request.filters?.offer;
  const property = request.filters?.property;
  const location = property?.location;
  // The fallback block: the catalog search provider, limit 3, no page model.
  const defaultLimit = request.searchProvider === 'catalog' ? FALLBACK_BLOCK_LIMIT : DEFAULT_SEARCH_LIMIT;
  const pagination = request.pagination ?? { limit: defaultLimit, page: 0 };
  return normalizeCriteria(
    {
      locale: request.locale,
      isGift,
      mode,
      searchType: mode === 'hotelOffers' ? 'hotelOffers' : request.searchProvider === 'catalog' ? 'fallback' : 'exactMatch',
      party: hotelCriteria ? { adults: hotelCriteria.adult, children: hotelCriteria.child, babies: hotelCriteria.baby } : offer?.familyComposition,
      singleRoom: offer?.familyComposition?.singleRoom,
      checkin: hotelCriteria ? hotelCriteria.checkin : offer?.date?.checkin,
      nights: hotelCriteria ? hotelCriteria.night : offer?.date?.nights,
      themeIds: offer?.categories?.themeIds,
      location,
      hotelId: hotelCriteria?.hotelId ?? location?.hotelId,
      point: pointOf(location?.latitude, location?.longitude, location?.minDistance, location?.maxDistance),
      excludedHotelIds: property?.excludedHotelIds,
      facilities: property?.facilities,
      petsAllowed: property?.petsAllowed,
      scores: { minHotelReviewScore: property?.minHotelReviewScore },
      price: isGift ? request.filters?.gift?.singleVoucher?.price : offer?.price,
      stars: property?.stars,
      hotelStyles: property?.hotelStyles,
      hotelTypes: property?.hotelTypes,
      hotelEnvironments: property?.hotelEnvironments,
      tags: offer?.tags,
      orderBy: hotelCriteria
        ? (request.orderBy ?? request.sorting?.orderBy ?? OFFER_LIST_ORDER_BY)
        : (request.sorting?.orderBy ?? request.orderBy),
      page: mode === 'list' ? pagination.page : 0,
      limit: pagination.limit,
      packagesPerHotel: request.numberOfPackagesPerHotel,
    },
    now,
  );
}
