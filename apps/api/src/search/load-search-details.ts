/**
 * `searchDetails` of a search answer: the criteria as understood, the total, and
 * the searched place with its hierarchy from the country down.
 */
import type { LocationHierarchyItem, SearchDetails } from '@escapade/contracts/search';
import type { Db } from '@escapade/db';
import type { DestinationType } from '@escapade/db/schema';
import type { Language } from '@escapade/domain/markets';
import { sql } from 'kysely';
import type { EngineCriteria } from './criteria';
import { VersionMemo } from './version-memo';

interface Place {
  id: number;
  type: DestinationType;
  name: string | null;
  latitude: number;
  longitude: number;
  country_id: number | null;
  region_id: number | null;
  department_id: number | null;
  parent_id: number | null;
}

/** A place and every place above it (country, region, department, parent), in one query. */
async function loadPlaceWithAncestors(db: Db, id: number, language: Language): Promise<Place[]> {
  return db
    .selectFrom('destination as d')
    .leftJoin('destination_name as dn', (join) => join.onRef('dn.destination_id', '=', 'd.id').on('dn.language', '=', language))
    .select(['d.id', 'd.type', 'dn.name', 'd.latitude', 'd.longitude', 'd.country_id', 'd.region_id', 'd.department_id', 'd.parent_id'])
    .where('d.id', 'in', (eb) =>
      eb
        .selectFrom('destination as p')
        .select(sql<number>`unnest(array[p.country_id, p.region_id, p.department_id, p.parent_id, p.id])`.as('id'))
        .where('p.id', '=', id),
    )
    .execute();
}

/** Country, region, department, the parent (a POI's city), then the place itself. */
function hierarchyOf(place: Place, places: readonly Place[]): LocationHierarchyItem[] {
  const byId = new Map(places.map((p) => [p.id, p]));
  const ids = [place.country_id, place.region_id, place.department_id, place.parent_id, place.id].filter(
    (id, index, all): id is number => id !== null && all.indexOf(id) === index,
  );
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [{ id: item.id, type: item.type, label: item.name ?? '' }] : [];
  });
}

type PlacePart = Pick<SearchDetails, 'location' | 'destination' | 'locationHierarchy'>;

/** The searched place of a search: its location, name and hierarchy, per catalog version (see version-memo.ts). */
export type SearchPlaceMemo = VersionMemo<PlacePart | null>;

/** Destinations and hotels searched, per language: a few thousand at most. */
export const createSearchPlaceMemo = (): SearchPlaceMemo => new VersionMemo<PlacePart | null>(20_000);

async function loadDestinationPart(db: Db, id: number, language: Language): Promise<PlacePart | null> {
  const places = await loadPlaceWithAncestors(db, id, language);
  const place = places.find((p) => p.id === id);
  if (!place) return null;
  return {
    location: { id: place.id, type: place.type, label: place.name, latitude: place.latitude, longitude: place.longitude },
    destination: place.name,
    locationHierarchy: hierarchyOf(place, places),
  };
}

async function loadHotelPart(db: Db, hotelId: number, language: Language): Promise<PlacePart | null> {
  const hotel = await db
    .selectFrom('hotel')
    .select(['id', 'label', 'latitude', 'longitude', 'city_id'])
    .where('id', '=', hotelId)
    .executeTakeFirst();
  if (!hotel) return null;
  const places = await loadPlaceWithAncestors(db, hotel.city_id, language);
  const city = places.find((p) => p.id === hotel.city_id);
  return {
    location: { id: hotel.id, type: 'hotel', label: hotel.label, latitude: hotel.latitude, longitude: hotel.longitude },
    destination: hotel.label,
    locationHierarchy: city ? hierarchyOf(city, places) : [],
  };
}

/** A place part read through the memo of `version` when there is one (answers are shared: never mutated). */
async function placePartAt(
  memo: SearchPlaceMemo | undefined,
  version: string | undefined,
  key: string,
  load: () => Promise<PlacePart | null>,
): Promise<PlacePart | null> {
  const entries = memo && version !== undefined ? memo.at(version) : undefined;
  if (!entries) return load();
  if (entries.has(key)) return entries.get(key)!;
  const part = await load();
  entries.set(key, part);
  return part;
}

/**
 * `version` and `memo`: the catalog version the request read and the memo of searched places, so
 * that the place of a search is read once per version instead of once per request.
 */
export async function loadSearchDetails(
  db: Db,
  criteria: EngineCriteria,
  totalCount: number,
  version?: string,
  memo?: SearchPlaceMemo,
): Promise<SearchDetails> {
  const { party, stay, language } = criteria;
  const details: SearchDetails = {
    checkin: stay?.checkin ?? null,
    night: stay?.nights ?? null,
    adult: party.adults,
    child: party.children,
    baby: party.babies,
    hotelId: criteria.hotelId ?? null,
    totalCount,
    location: null,
    destination: null,
    locationHierarchy: [],
  };
  const destination = criteria.destinations[0];
  if (destination) {
    const part = await placePartAt(memo, version, `d${destination.id}:${language}`, () => loadDestinationPart(db, destination.id, language));
    return part ? { ...details, ...part } : details;
  }
  const hotelId = criteria.hotelId;
  if (hotelId !== undefined) {
    const part = await placePartAt(memo, version, `h${hotelId}:${language}`, () => loadHotelPart(db, hotelId, language));
    return part ? { ...details, ...part } : details;
  }
  if (criteria.point) {
    return { ...details, location: { id: null, type: 'point', label: null, latitude: criteria.point.lat, longitude: criteria.point.lng } };
  }
  return details;
}
