import type { Db } from '@escapade/db';
import type { DestinationType } from '@escapade/db/schema';
import { LANGUAGES, type Language } from '@escapade/domain/markets';
import { sql } from 'kysely';
import { placeWeightSql } from '../catalog/place-weight';
import { readCatalogVersion } from '../search/search-cache';
import { DestinationIndex, type IndexedPlace } from './destination-index';

interface DestinationRecord {
  id: number;
  type: DestinationType;
  weight: number;
  latitude: number;
  longitude: number;
  postal_code: string | null;
  department_id: number | null;
  region_id: number | null;
  country_id: number | null;
}

interface NameRecord {
  destination_id: number;
  language: Language;
  name: string;
  search_key: string;
}

interface HotelRecord {
  id: number;
  label: string;
  search_key: string;
  weight: number;
  latitude: number;
  longitude: number;
  city_id: number;
  country_id: number | null;
}

/**
 * A digest of everything the index holds (destinations, their names, hotels' labels, places and
 * active flags): the catalog version moves with every booking, this only when names or places
 * change, so a moved version costs this one statement, not a rebuild. Sums of row hashes: order-free.
 */
export async function readIndexedFingerprint(db: Db): Promise<string> {
  const result = await sql<{ fingerprint: string }>`
    select concat_ws('|',
      (select count(*) || ':' || coalesce(sum(hashtextextended(d::text, 0)), 0) from destination d),
      (select count(*) || ':' || coalesce(sum(hashtextextended(n.language || ':' || n.destination_id || ':' || n.name, 0)), 0) from destination_name n),
      (select count(*) || ':' || coalesce(sum(hashtextextended(row(h.id, h.label, h.active, h.latitude, h.longitude, h.city_id)::text, 0)), 0) from hotel h)
    ) as fingerprint`.execute(db);
  return result.rows[0]?.fingerprint ?? '';
}

export interface LoadedDestinationIndex {
  index: DestinationIndex;
  /** `readIndexedFingerprint` in the snapshot the index was read from. */
  fingerprint: string;
}

/**
 * Reads what the autocomplete suggests — destinations with their names in every language, active
 * hotels — in one snapshot with the catalog version it belongs to, and indexes it. Weights come
 * from the SQL path's own expression, so both order by the very same numbers.
 */
export async function loadDestinationIndex(db: Db): Promise<LoadedDestinationIndex> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const version = await readCatalogVersion(trx);
      const fingerprint = await readIndexedFingerprint(trx);
      const destinations = await sql<DestinationRecord>`
        select id, type::text as type, ${placeWeightSql(sql`type`, sql`importance`)}::float8 as weight,
          latitude, longitude, postal_code, department_id, region_id, country_id
        from destination`.execute(trx);
      const names = await sql<NameRecord>`
        select destination_id, language::text as language, name, search_key
        from destination_name where search_key is not null`.execute(trx);
      const hotels = await sql<HotelRecord>`
        select h.id, h.label, h.search_key, ${placeWeightSql(sql`'hotel'`, sql`0`)}::float8 as weight,
          h.latitude, h.longitude, h.city_id, c.country_id
        from hotel h join destination c on c.id = h.city_id
        where h.active and h.search_key is not null`.execute(trx);
      return { index: buildDestinationIndex(destinations.rows, names.rows, hotels.rows, version), fingerprint };
    });
}

export function buildDestinationIndex(
  destinations: readonly DestinationRecord[],
  names: readonly NameRecord[],
  hotels: readonly HotelRecord[],
  version: string,
): DestinationIndex {
  const nameIn = new Map<Language, Map<number, string>>(LANGUAGES.map((language) => [language, new Map()]));
  for (const row of names) nameIn.get(row.language)?.set(row.destination_id, row.name);
  const destinationById = new Map(destinations.map((row) => [row.id, row]));
  const nameOf = (language: Language, id: number | null) => (id === null ? null : (nameIn.get(language)?.get(id) ?? null));

  const placesIn = new Map<Language, IndexedPlace[]>(LANGUAGES.map((language) => [language, []]));
  for (const row of names) {
    const destination = destinationById.get(row.destination_id);
    const places = placesIn.get(row.language);
    if (!destination || !places) continue;
    places.push({
      kind: 'destination',
      id: destination.id,
      type: destination.type,
      name: row.name,
      key: row.search_key,
      weight: destination.weight,
      latitude: destination.latitude,
      longitude: destination.longitude,
      postal_code: destination.postal_code,
      city_name: null,
      department_name: nameOf(row.language, destination.department_id),
      region_name: nameOf(row.language, destination.region_id),
      country_name: nameOf(row.language, destination.country_id),
      similarity: 1,
    });
  }
  const hotelsIn = new Map<Language, IndexedPlace[]>(
    LANGUAGES.map((language) => [
      language,
      hotels.map((hotel) => ({
        kind: 'hotel' as const,
        id: hotel.id,
        type: 'hotel' as const,
        name: hotel.label,
        key: hotel.search_key,
        weight: hotel.weight,
        latitude: hotel.latitude,
        longitude: hotel.longitude,
        postal_code: null,
        city_name: nameOf(language, hotel.city_id),
        department_name: null,
        region_name: null,
        country_name: nameOf(language, hotel.country_id),
        similarity: 1 as const,
      })),
    ]),
  );
  return new DestinationIndex({ destinations: placesIn, hotels: hotelsIn }, version);
}
