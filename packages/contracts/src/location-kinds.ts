/**
 * The kinds of place a search can be about, under each of their names: the criteria hash key
 * (`touristicregion`, also the facets query parameter and the activity search's criteria key),
 * the offers request's location field (`touristicId`), and the place type of the catalog and of
 * the search answers (`touristic_region`). Every translation between those names reads this one
 * table. It imports no value (no zod): the search screen reads it as it renders.
 */
import type { LocationKey } from '@escapade/domain/criteria-hash';

/** The catalog's destination types, broadest first (the order the answers list them in). */
export const DESTINATION_TYPES = ['country', 'region', 'touristic_region', 'department', 'city', 'poi', 'sea_resort', 'ski_resort'] as const;
export type DestinationType = (typeof DESTINATION_TYPES)[number];
/** A place a search can be about: a destination, or a hotel. */
export type PlaceType = DestinationType | 'hotel';

export const LOCATION_KINDS = {
  city: { requestField: 'cityId', placeType: 'city' },
  country: { requestField: 'countryId', placeType: 'country' },
  department: { requestField: 'departmentId', placeType: 'department' },
  hotel: { requestField: 'hotelId', placeType: 'hotel' },
  poi: { requestField: 'poiId', placeType: 'poi' },
  searesort: { requestField: 'seaResortId', placeType: 'sea_resort' },
  skiresort: { requestField: 'skiResortId', placeType: 'ski_resort' },
  region: { requestField: 'regionId', placeType: 'region' },
  touristicregion: { requestField: 'touristicId', placeType: 'touristic_region' },
} as const satisfies { readonly [Key in LocationKey]: { readonly requestField: `${string}Id`; readonly placeType: PlaceType } };

type Kinds = typeof LOCATION_KINDS;
/** The hash keys of the destinations: every location key but the hotel. */
export type DestinationKey = { [Key in LocationKey]: Kinds[Key]['placeType'] extends DestinationType ? Key : never }[LocationKey];
/** The offers request's destination id fields (every location field but `hotelId`). */
export type LocationIdField = Kinds[DestinationKey]['requestField'];

/** The location keys in the table's order, which is the hash's (LOCATION_KEYS). */
const KEYS = Object.keys(LOCATION_KINDS) as LocationKey[];

function isDestinationKey(key: LocationKey): key is DestinationKey {
  return LOCATION_KINDS[key].placeType !== 'hotel';
}

/** The destination keys in the hash's order (city first): a search about several reads the first as its place. */
export const DESTINATION_KEYS: readonly DestinationKey[] = KEYS.filter(isDestinationKey);

/** The destination id fields of the offers request, in the same order. */
export const LOCATION_ID_FIELDS: readonly LocationIdField[] = DESTINATION_KEYS.map((key) => LOCATION_KINDS[key].requestField);

const KEY_OF_PLACE_TYPE = new Map<string, LocationKey>(KEYS.map((key) => [LOCATION_KINDS[key].placeType, key]));

/** The hash key of a place type (`touristic_region` → `touristicregion`); undefined for any other text. */
export function locationKeyOf(type: DestinationType): DestinationKey;
export function locationKeyOf(type: PlaceType): LocationKey;
export function locationKeyOf(type: string): LocationKey | undefined;
export function locationKeyOf(type: string): LocationKey | undefined {
  return KEY_OF_PLACE_TYPE.get(type);
}

/** A field of each name, in the names' order: the location fields of a schema (`{ cityId: …, countryId: …, … }`). */
export function fieldsNamed<Name extends string, Value>(names: readonly Name[], field: () => Value): { [Each in Name]: Value } {
  return Object.fromEntries(names.map((name) => [name, field()])) as { [Each in Name]: Value };
}
