import type { Language } from '@escapade/domain';
import { haversineKm } from '@escapade/domain/geo';
import { demoCommissionBps } from '@escapade/domain/seller';
import { ECO_LABEL_MIN_FACILITIES } from '@escapade/domain/site-shell';
import type { Insertable } from 'kysely';
import type { ActivityTable, HotelTable, InfoGeneralEntry, Localized, RoomTable } from '../../schema';
import type { Geography, GeoDestination, PlacedTown } from '../geography/build-geography';
import type { TownEnvironment } from '../geography/hotel-towns';
import type { ActivityScene, ImagePool } from '../images/generate-images';
import type { Random } from '../random';
import { templatesFor, type ActivityTemplate } from './activities';
import { phoneNumber, pointAround, slugify, streetAddress } from './addresses';
import { ECO_FACILITIES, FACILITIES, STYLES } from './hotel-attributes';
import {
  HOTEL_NAME_PATTERNS, IMPORTANT_INFOS, PARKING_INFO, ROOM_HIGHLIGHTS, ROOM_KINDS, describeHotel, fill, type RoomKind,
} from './phrases';

/** "An eco label panel appears when the hotel has 8 or more ecoFacilities." (the domain rule, re-exported for the seed's callers) */
export { ECO_LABEL_MIN_FACILITIES };

export interface RoomBuild {
  row: Insertable<RoomTable>;
  kind: RoomKind;
  imageIds: string[];
}

export interface ActivityBuild {
  row: Insertable<ActivityTable>;
  template: ActivityTemplate;
  needsDate: boolean;
  /** Weekdays (0 = Sunday) on which a dated activity runs. */
  weekdays: number[];
}

export interface HotelBuild {
  row: Insertable<HotelTable>;
  town: PlacedTown;
  language: Language;
  environment: TownEnvironment;
  stars: number;
  /** Underlying quality on 10, drives review scores. */
  quality: number;
  rooms: RoomBuild[];
  activities: ActivityBuild[];
  imageIds: string[];
  closure: Array<{ destinationId: number; distanceKm: number }>;
  isCastle: boolean;
}

const SCENE_OF_ACTIVITY: Readonly<Record<string, ActivityScene | 'food' | TownEnvironment>> = {
  'spa-access': 'spa', 'duo-massage': 'spa', hammam: 'spa', 'private-jacuzzi': 'spa', 'wine-tasting': 'wine',
  'cellar-visit': 'wine', 'cooking-class': 'food', 'gourmet-picnic': 'food', 'guided-hike': 'mountain', 'bike-rental': 'bike',
  kayak: 'boat', 'horse-riding': 'countryside', golf: 'countryside', 'ski-pass': 'ski', balloon: 'balloon',
  'castle-visit': 'museum', museum: 'museum', 'city-tour': 'city', 'boat-cruise': 'boat', 'escape-game': 'museum',
  'theme-park': 'countryside', 'wildlife-park': 'countryside',
};

export function imageForActivity(rng: Random, pool: ImagePool, key: string): string {
  const scene = SCENE_OF_ACTIVITY[key] ?? 'countryside';
  if (scene === 'food') return rng.pick(pool.food);
  if (scene in pool.activity) return rng.pick(pool.activity[scene as ActivityScene]);
  return rng.pick(pool.landscape[scene as TownEnvironment]);
}

/** How many hotels each town gets: proportional to its weight, at least one when there are enough. */
export function allocateHotels(towns: readonly PlacedTown[], total: number): number[] {
  const weight = towns.reduce((s, t) => s + t.town.weight, 0);
  const exact = towns.map((t) => (total * t.town.weight) / weight);
  const counts = exact.map((x) => Math.floor(x));
  let left = total - counts.reduce((s, c) => s + c, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
    left--;
  }
  return counts;
}

function hotelLanguage(town: PlacedTown, geo: Geography): Language {
  switch (town.town.country) {
    case 'FR': return 'fr';
    case 'ES': return 'es';
    case 'IT': return 'it';
    case 'NL': return 'nl';
    case 'BE': {
      const region = geo.byId.get(town.city.regionId ?? 0);
      return region?.names.nl === 'Vlaanderen' ? 'nl' : 'fr';
    }
  }
}

function hotelName(rng: Random, language: Language, town: string, surname: string, given: string): string {
  const bank = HOTEL_NAME_PATTERNS[language];
  const pattern = rng.pick(bank.patterns);
  return pattern
    .replace('{n}', rng.pick(bank.n))
    .replace('{d}', bank.d.length ? rng.pick(bank.d) : rng.pick(bank.n))
    .replace('{s}', surname)
    .replace('{g}', given)
    .replace('{t}', town);
}

const SURNAMES: Readonly<Record<Language, string[]>> = {
  fr: ['Dumas', 'Lefèvre', 'Marceau', 'Beaumont', 'Delorme', 'Vasseur', 'Garnier', 'Rivière'],
  es: ['Alcázar', 'Montoya', 'Salazar', 'Castell', 'Valdés', 'Ortega', 'Navarro', 'Quintana'],
  it: ['Rossi', 'Bellini', 'Medici', 'Ferrari', 'Conti', 'Galli', 'Moretti', 'Orsini'],
  nl: ['Van Dam', 'De Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Mulder', 'De Boer'],
};
const GIVEN: Readonly<Record<Language, string[]>> = {
  fr: ['Marguerite', 'Joséphine', 'Camille', 'Louise', 'Adèle', 'Émile'],
  es: ['Carmen', 'Lucía', 'Isabel', 'Elena', 'Sofía', 'Mercedes'],
  it: ['Giulia', 'Lucia', 'Caterina', 'Beatrice', 'Chiara', 'Aurora'],
  nl: ['Emma', 'Sophie', 'Julia', 'Anna', 'Lotte', 'Floor'],
};

const TOWN_SIZE_KM: Readonly<Record<TownEnvironment, number>> = {
  city: 3, sea: 5, mountain: 6, countryside: 8, lake: 6, vineyard: 8,
};

export interface GenerateHotelsInput {
  rng: Random;
  geo: Geography;
  towns: readonly PlacedTown[];
  count: number;
  pool: ImagePool;
  firstActivityId: number;
}

export function generateHotels(input: GenerateHotelsInput): HotelBuild[] {
  const { rng, geo, pool } = input;
  const counts = allocateHotels(input.towns, input.count);
  const slugs = new Set<string>();
  const townLabels = new Set<string>();
  const hotels: HotelBuild[] = [];
  let roomId = 1;
  let activityId = input.firstActivityId;

  input.towns.forEach((town, townIndex) => {
    for (let k = 0; k < (counts[townIndex] ?? 0); k++) {
      const id = hotels.length + 1;
      const language = hotelLanguage(town, geo);
      const environment = town.town.environment;
      const stars = rng.weighted([2, 3, 4, 5], (s) => ({ 2: 5, 3: 42, 4: 40, 5: 13 })[s] ?? 0);
      const townName = town.city.names[language];
      let label = hotelName(rng, language, townName, rng.pick(SURNAMES[language]), rng.pick(GIVEN[language]));
      for (let retry = 0; retry < 12 && townLabels.has(`${town.city.id}:${label}`); retry++) {
        label = hotelName(rng, language, townName, rng.pick(SURNAMES[language]), rng.pick(GIVEN[language]));
      }
      townLabels.add(`${town.city.id}:${label}`);
      let slug = slugify(`${label}-${townName}`);
      for (let n = 2; slugs.has(slug); n++) slug = slugify(`${label}-${townName}-${n}`);
      slugs.add(slug);
      const point = pointAround(rng, town.city, TOWN_SIZE_KM[environment]);
      const isCastle = /^(Château|Kasteel|Castello|Palacio|Palazzo|Manoir|Landgoed)/.test(label);

      const facilities = pickFacilities(rng, stars, environment);
      const highlighted = rng.sample(facilities.filter((f) => f !== 'wifi'), 3);
      const environments = [environment, ...(['countryside', 'mountain', 'lake'].includes(environment) && rng.chance(0.3) ? ['forest'] : [])];
      const styles = rng.sample(STYLES.map((s) => s.code).filter((s) => s !== 'eco'), rng.int(1, 2));
      // One hotel in six carries the eco label; spread by id so every scale shows some.
      const ecoCount = id % 6 === 1 ? rng.int(ECO_LABEL_MIN_FACILITIES, ECO_FACILITIES.length) : rng.int(0, 5);
      const ecoFacilities = rng.sample(ECO_FACILITIES.map((e) => e.code), ecoCount);
      if (ecoCount >= ECO_LABEL_MIN_FACILITIES) styles.push('eco');
      const types = [hotelType(rng, label, facilities, environment)];
      const petsAllowed = facilities.includes('pets');
      const kinds = pickRoomKinds(rng, environment);
      const roomCount = rng.int(8, 20 + stars * 12);
      const description = describeHotel({
        rng: () => rng.float(), hotel: label, town: town.city.names, environment, roomCount,
        facilities: highlighted.map((code) => (FACILITIES.find((f) => f.code === code) as { name: Localized }).name),
      });
      const localTax = localTaxFor(rng, town);
      const infoGeneral: InfoGeneralEntry[] = [
        { code: 'parking', facilities: [rng.pick(PARKING_INFO)] },
        { code: 'reception', facilities: [fill({ fr: 'Réception ouverte de {a} à {b}', es: 'Recepción abierta de {a} a {b}', it: 'Reception aperta dalle {a} alle {b}', nl: 'Receptie open van {a} tot {b}' }, { a: '7:00', b: rng.pick(['22:00', '23:00', '00:00']) })] },
      ];

      const rooms: RoomBuild[] = kinds.map((kind) => {
        const size = rng.int(kind.size[0], kind.size[1]);
        const highlights = roomHighlights(rng, environment);
        const room: RoomBuild = {
          kind,
          imageIds: rng.sample(pool.room, 2),
          row: {
            id: roomId++, uuid: rng.uuid(), hotel_id: id, label: JSON.stringify(kind.label), bed_type: kind.bedType,
            bedding: JSON.stringify(kind.bedding), capacity: kind.capacity, max_capacity: kind.maxCapacity, size_m2: size,
            description: JSON.stringify(fill({ fr: '{label} de {size} m² : {bedding}.', es: '{label} de {size} m²: {bedding}.', it: '{label} di {size} m²: {bedding}.', nl: '{label} van {size} m²: {bedding}.' }, { label: kind.label, size: String(size), bedding: kind.bedding })),
            details_section: JSON.stringify([{ title: { fr: 'Équipements', es: 'Equipamiento', it: 'Dotazioni', nl: 'Voorzieningen' }, details: highlights }]),
            highlights: JSON.stringify(highlights),
          },
        };
        return room;
      });

      const activities: ActivityBuild[] = rng.sample(templatesFor(environment), rng.int(2, 4)).map((template) => {
        const needsDate = rng.chance(template.needsDateChance);
        return {
          template, needsDate,
          weekdays: needsDate ? (rng.chance(0.5) ? [6] : [5, 6]) : [],
          row: {
            id: activityId++, hotel_id: id, activity_center_id: null, title: JSON.stringify(template.title),
            description: JSON.stringify(template.description), univers: template.univers,
            composition: JSON.stringify(template.composition), schedules: JSON.stringify(template.schedules),
            duration_minutes: template.durationMinutes, important_information: JSON.stringify(template.how),
            image_ids: [imageForActivity(rng, pool, template.key)],
          },
        };
      });

      const imageIds = [
        rng.pick(pool.hotel), ...rng.sample(pool.landscape[environment], 2), rooms[0]?.imageIds[0] ?? rng.pick(pool.room),
        rng.pick(pool.food), ...activities.slice(0, 2).map((a) => (a.row.image_ids as string[])[0] as string),
      ].filter((v, i, all) => all.indexOf(v) === i);

      const quality = Math.min(9.8, Math.max(6.2, rng.normal(7.4 + (stars - 3) * 0.45, 0.9)));
      const row: Insertable<HotelTable> = {
        id, label, slug, stars, latitude: point.lat, longitude: point.lng, street_address: streetAddress(rng, language),
        zip_code: town.town.postalCode, city_id: town.city.id, country_code: town.town.country, phone: phoneNumber(rng, town.town.country),
        description: JSON.stringify(description), highlighted_facilities: highlighted, facilities, environments, styles, types,
        eco_facilities: ecoFacilities, info_general: JSON.stringify(infoGeneral),
        checkin_hour: rng.pick(['15:00', '16:00', '14:00']), checkout_hour: rng.pick(['11:00', '12:00', '10:30']),
        pets_allowed: petsAllowed, pets_price_cents: petsAllowed ? rng.pick([0, 1000, 1500, 2000]) : null,
        pets_max_weight_kg: petsAllowed ? rng.pick([10, 15, 20, 25]) : null, pets_max_number: petsAllowed ? rng.pick([1, 1, 2]) : 1,
        local_tax_type: localTax.type, local_tax_amount_cents: localTax.amountCents, local_tax_percentage: localTax.percentage,
        local_tax_to_be_paid_at_hotel: localTax.atHotel,
        important_infos: JSON.stringify(rng.sample(IMPORTANT_INFOS, rng.int(1, 2))),
        review_count: 0, review_score: null, active: id % 33 !== 5, commission_bps: demoCommissionBps(id),
      };
      hotels.push({
        row, town, language, environment, stars, quality, rooms, activities, imageIds, isCastle,
        closure: closureOf(geo, town.city, point),
      });
    }
  });
  return hotels;
}

function pickFacilities(rng: Random, stars: number, environment: TownEnvironment): string[] {
  const chance: Record<string, number> = {
    wifi: 0.97, parking: environment === 'city' ? 0.4 : 0.85, pool: environment === 'sea' || environment === 'countryside' ? 0.55 : 0.25,
    indoor_pool: 0.1 + stars * 0.06, spa: 0.1 + stars * 0.1, restaurant: 0.35 + stars * 0.1, bar: 0.3 + stars * 0.1,
    fitness: stars * 0.1, air_conditioning: 0.5, pets: 0.35, garden: environment === 'city' ? 0.15 : 0.6, terrace: 0.55,
    ev_charging: 0.25, elevator: environment === 'city' ? 0.8 : 0.35, room_service: stars >= 4 ? 0.5 : 0.05, sauna: 0.1 + stars * 0.06,
    jacuzzi: 0.08 + stars * 0.05, kids_club: 0.08, tennis: environment === 'city' ? 0.02 : 0.12, bike_rental: 0.25, accessible: 0.45,
  };
  return FACILITIES.map((f) => f.code).filter((code) => rng.chance(chance[code] ?? 0.2));
}

function hotelType(rng: Random, label: string, facilities: readonly string[], environment: TownEnvironment): string {
  if (/^(Château|Kasteel|Castello|Palacio|Palazzo)/.test(label)) return 'castle';
  if (/^(Villa)/.test(label)) return 'villa';
  if (/^(Agriturismo|Masía|Hacienda)/.test(label)) return 'farmhouse';
  if (/^(La Maison|Casa|Herberg|Posada|Locanda)/.test(label)) return 'guesthouse';
  if (environment === 'mountain' && rng.chance(0.35)) return 'chalet';
  if (facilities.includes('spa') && rng.chance(0.6)) return 'spa_hotel';
  if (environment === 'sea' && rng.chance(0.2)) return 'resort';
  return 'hotel';
}

function pickRoomKinds(rng: Random, environment: TownEnvironment): RoomKind[] {
  const [double, twin, superior, deluxe, family, suite] = ROOM_KINDS as [RoomKind, RoomKind, RoomKind, RoomKind, RoomKind, RoomKind];
  const kinds = [double];
  if (rng.chance(0.5)) kinds.push(twin);
  if (rng.chance(0.6)) kinds.push(rng.chance(0.5) ? superior : deluxe);
  if (rng.chance(environment === 'city' ? 0.25 : 0.45)) kinds.push(family);
  if (rng.chance(0.25)) kinds.push(suite);
  return kinds;
}

function roomHighlights(rng: Random, environment: TownEnvironment): Localized[] {
  const view = { sea: ROOM_HIGHLIGHTS.seaView, mountain: ROOM_HIGHLIGHTS.mountainView, lake: ROOM_HIGHLIGHTS.lakeView }[
    environment as 'sea' | 'mountain' | 'lake'
  ];
  const others = rng.sample(
    [ROOM_HIGHLIGHTS.balcony, ROOM_HIGHLIGHTS.terrace, ROOM_HIGHLIGHTS.bathtub, ROOM_HIGHLIGHTS.coffee, ROOM_HIGHLIGHTS.fireplace, ROOM_HIGHLIGHTS.aircon, ROOM_HIGHLIGHTS.rainShower] as Localized[],
    rng.int(2, 3),
  );
  return view && rng.chance(0.6) ? [view, ...others] : others;
}

function localTaxFor(rng: Random, town: PlacedTown): { type: 'BOOKING_PERCENTAGE' | 'PER_PERSON_PER_NIGHT'; amountCents: number; percentage: number | null; atHotel: boolean } {
  switch (town.town.country) {
    case 'NL':
      return { type: 'BOOKING_PERCENTAGE', amountCents: 0, percentage: town.town.name === 'Amsterdam' ? 12.5 : rng.pick([5, 6, 7, 7.5]), atHotel: true };
    case 'IT':
      return { type: 'PER_PERSON_PER_NIGHT', amountCents: rng.pick([200, 300, 400, 500]), percentage: null, atHotel: true };
    case 'ES':
      return { type: 'PER_PERSON_PER_NIGHT', amountCents: rng.pick([100, 150, 250, 350]), percentage: null, atHotel: true };
    case 'BE':
      return { type: 'PER_PERSON_PER_NIGHT', amountCents: rng.pick([200, 250, 300, 450]), percentage: null, atHotel: rng.chance(0.8) };
    case 'FR':
      return { type: 'PER_PERSON_PER_NIGHT', amountCents: rng.pick([80, 100, 165, 230, 330]), percentage: null, atHotel: rng.chance(0.85) };
  }
}

/** Every destination the hotel belongs to: its city and its ancestors, and the places around it. */
function closureOf(geo: Geography, city: GeoDestination, point: { lat: number; lng: number }): Array<{ destinationId: number; distanceKm: number }> {
  const round = (km: number) => Math.round(km * 10) / 10;
  const out = new Map<number, number>();
  for (const id of [city.id, city.departmentId, city.regionId, city.countryId]) {
    if (id == null) continue;
    const d = geo.byId.get(id) as GeoDestination;
    out.set(id, round(haversineKm(point, d)));
  }
  for (const place of geo.places) {
    if (place.countryCode !== city.countryCode) continue;
    const km = haversineKm(point, place);
    if (km <= (place.radiusKm ?? 0)) out.set(place.id, round(km));
  }
  return [...out.entries()].map(([destinationId, distanceKm]) => ({ destinationId, distanceKm }));
}

