/**
 * Shared helpers of the search API tests: calls, full result walks, hash criteria → request.
 */
import { LOCATION_KINDS } from '@escapade/contracts/location-kinds';
import {
  facetsQuerySchema,
  offersRequestSchema,
  type FacetsResponse,
  type MapSearchResponse,
  type OffersRequestInput,
  type OffersResponse,
} from '@escapade/contracts/search';
import { addDaysToDay, todayIn } from '@escapade/domain/calendar-day';
import { LOCATION_KEYS, type SearchCriteria as HashCriteria } from '@escapade/domain/criteria-hash';
import { MARKETS } from '@escapade/domain/markets';
import { stayOf } from '@escapade/domain/stay';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { criteriaFromOffersRequest, type EngineCriteria } from '../src/search/criteria';
import { criteriaFromFacetsQuery } from '../src/search/criteria-from-facets-query';

export const LOCALE = 'fr_FR' as const;

/** A day `days` after today in the market. */
export function dayFromToday(days: number, locale: keyof typeof MARKETS = LOCALE): string {
  return addDaysToDay(todayIn(MARKETS[locale].timeZone, new Date()), days);
}

export async function postOffers(app: App, body: OffersRequestInput | Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: '/api/offers.json', payload: body });
  return response;
}

export async function searchOk(app: App, body: OffersRequestInput): Promise<OffersResponse> {
  const response = await postOffers(app, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OffersResponse>();
}

export async function mapSearchOk(app: App, body: OffersRequestInput): Promise<MapSearchResponse> {
  const response = await postOffers(app, { ...body, performMapSearch: true });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MapSearchResponse>();
}

/** Every card of a search, page after page (limit 100). */
export async function allCards(app: App, body: OffersRequestInput): Promise<{ cards: OffersResponse['exactMatch']; totalCount: number }> {
  const cards: OffersResponse['exactMatch'] = [];
  let totalCount = 0;
  for (let page = 0; page < 100; page += 1) {
    const answer = await searchOk(app, { ...body, pagination: { limit: 100, page } });
    totalCount = answer.searchDetails.totalCount;
    cards.push(...answer.exactMatch);
    if (cards.length >= totalCount || answer.exactMatch.length === 0) break;
  }
  return { cards, totalCount };
}

export async function facetsOk(app: App, query: Record<string, string | number | boolean | undefined>): Promise<FacetsResponse> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const response = await app.inject({ method: 'GET', url: `/api/facets.json?${search}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FacetsResponse>();
}

export function criteriaOf(body: OffersRequestInput): EngineCriteria {
  return criteriaFromOffersRequest(offersRequestSchema.parse(body));
}

export function facetCriteriaOf(query: Record<string, string | number | boolean | undefined>): EngineCriteria {
  const strings = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
  return criteriaFromFacetsQuery(facetsQuerySchema.parse(strings));
}

/** The hash criteria of the UI → the server search request. */
export function requestFromHash(hash: HashCriteria, extra: Partial<OffersRequestInput> = {}): OffersRequestInput {
  const location: Record<string, number> = {};
  for (const key of LOCATION_KEYS) {
    const value = hash[key];
    if (value !== undefined) location[LOCATION_KINDS[key].requestField] = value;
  }
  if (hash.lat !== undefined && hash.lng !== undefined) {
    location.latitude = hash.lat;
    location.longitude = hash.lng;
    if (hash.distanceMin !== undefined) location.minDistance = hash.distanceMin;
    if (hash.distanceMax !== undefined) location.maxDistance = hash.distanceMax;
  }
  const stay = stayOf({ checkin: hash.checkin, checkout: hash.checkout });
  return {
    locale: LOCALE,
    filters: {
      offer: {
        familyComposition: { adults: hash.a ?? 2, children: hash.c ?? 0, babies: hash.b ?? 0 },
        ...(stay ? { date: { checkin: stay.checkin, nights: stay.nights } } : {}),
        ...(hash.theme !== undefined ? { categories: { themeIds: [hash.theme] } } : {}),
        ...(hash.tags ? { tags: hash.tags } : {}),
      },
      property: { location },
    },
    ...extra,
  };
}
