/**
 * `searchDetails` of a search answer (search spec §7): the criteria as understood, the total, and
 * the searched place with its hierarchy from the country down.
 */
import type { LocationHierarchyItem, SearchDetails } from '@escapade/contracts/search';
import type { Db } from '@escapade/db';
import type { DestinationType } from '@escapade/db/schema';
import type { Language } from '@escapade/domain/markets';
import type { SearchCriteria } from './criteria';

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

async function loadPlaces(db: Db, ids: readonly number[], language: Language): Promise<Place[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('destination as d')
    .leftJoin('destination_name as dn', (join) => join.onRef('dn.destination_id', '=', 'd.id').on('dn.language', '=', language))
    .select(['d.id', 'd.type', 'dn.name', 'd.latitude', 'd.longitude', 'd.country_id', 'd.region_id', 'd.department_id', 'd.parent_id'])
    .where('d.id', 'in', [...ids])
    .execute();
}

/** Country, region, department, the parent (a POI's city), then the place itself. */
async function hierarchyOf(db: Db, place: Place, language: Language): Promise<LocationHierarchyItem[]> {
  const ids = [place.country_id, place.region_id, place.department_id, place.parent_id, place.id].filter(
    (id, index, all): id is number => id !== null && all.indexOf(id) === index,
  );
  const places = new Map((await loadPlaces(db, ids, language)).map((p) => [p.id, p]));
  return ids.flatMap((id) => {
    const item = places.get(id);
    return item ? [{ id: item.id, type: item.type, label: item.name ?? '' }] : [];
  });
}

export async function loadSearchDetails(db: Db, criteria: SearchCriteria, totalCount: number): Promise<SearchDetails> {
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
    const [place] = await loadPlaces(db, [destination.id], language);
    if (!place) return details;
    return {
      ...details,
      location: { id: place.id, type: place.type, label: place.name, latitude: place.latitude, longitude: place.longitude },
      destination: place.name,
      locationHierarchy: await hierarchyOf(db, place, language),
    };
  }
  if (criteria.hotelId !== undefined) {
    const hotel = await db
      .selectFrom('hotel')
      .select(['id', 'label', 'latitude', 'longitude', 'city_id'])
      .where('id', '=', criteria.hotelId)
      .executeTakeFirst();
    if (!hotel) return details;
    const [city] = await loadPlaces(db, [hotel.city_id], language);
    return {
      ...details,
      location: { id: hotel.id, type: 'hotel', label: hotel.label, latitude: hotel.latitude, longitude: hotel.longitude },
      destination: hotel.label,
      locationHierarchy: city ? await hierarchyOf(db, city, language) : [],
    };
  }
  if (criteria.point) {
    return { ...details, location: { id: null, type: 'point', label: null, latitude: criteria.point.lat, longitude: criteria.point.lng } };
  }
  return details;
}
