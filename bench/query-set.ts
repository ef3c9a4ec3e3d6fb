import type { Db } from '@escapade/db';
import type { DestinationType } from '@escapade/db/schema';
import { Random } from '@escapade/db/seed/random';
import { addDaysToDay, todayIn } from '@escapade/domain/calendar-day';
import { LOCALES, MARKETS, type Language, type Locale } from '@escapade/domain/markets';
import { sql } from 'kysely';

/** One HTTP request of the benchmark, as autocannon sends it. */
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export const BENCH_CATEGORIES = ['search-undated', 'search-dated', 'search-filters', 'search-geo', 'facets', 'autocomplete'] as const;
export type BenchCategory = (typeof BENCH_CATEGORIES)[number];
export type QuerySet = Record<BenchCategory, BenchRequest[]>;

/** The request body's location key for each destination type (search contract `filters.property.location`). */
const LOCATION_FIELD: Readonly<Record<DestinationType, string>> = {
  city: 'cityId',
  country: 'countryId',
  department: 'departmentId',
  region: 'regionId',
  touristic_region: 'touristicId',
  poi: 'poiId',
  sea_resort: 'seaResortId',
  ski_resort: 'skiResortId',
};
/** The same key in the facets query string (hash key names). */
const HASH_KEY: Readonly<Record<DestinationType, string>> = {
  city: 'city',
  country: 'country',
  department: 'department',
  region: 'region',
  touristic_region: 'touristicregion',
  poi: 'poi',
  sea_resort: 'searesort',
  ski_resort: 'skiresort',
};

const BOOKING_SORTS = ['priceQuality', 'priceAsc', 'priceDesc', 'promo', 'popularity'] as const;
const PARTIES = [
  { adults: 2, children: 0, babies: 0 },
  { adults: 2, children: 0, babies: 0 },
  { adults: 1, children: 0, babies: 0 },
  { adults: 2, children: 1, babies: 0 },
  { adults: 2, children: 2, babies: 1 },
  { adults: 4, children: 0, babies: 0 },
];
const ALL_PROPERTIES = 'price,score,facility,stars,style,type,environment,tag';

interface Place {
  id: number;
  type: DestinationType;
  latitude: number;
  longitude: number;
}

interface Catalog {
  places: Place[];
  themes: number[];
  tags: number[];
  facilities: string[];
  hotels: Array<{ latitude: number; longitude: number }>;
  names: Array<{ name: string; language: Language }>;
}

async function readCatalog(db: Db, random: Random): Promise<Catalog> {
  const [places, themes, tags, facilities, hotels, names] = await Promise.all([
    sql<Place>`
      select d.id, d.type, d.latitude, d.longitude from destination d
      where exists (select 1 from hotel_destination hd where hd.destination_id = d.id)
      order by d.id`.execute(db),
    db.selectFrom('theme').select('id').where('parent_id', 'is', null).orderBy('id').execute(),
    db.selectFrom('activity_tag').select('id').orderBy('id').execute(),
    sql<{ code: string }>`select distinct unnest(facilities) as code from hotel order by 1`.execute(db),
    db.selectFrom('hotel').select(['latitude', 'longitude']).where('active', '=', true).orderBy('id').execute(),
    sql<{ name: string; language: Language }>`
      select n.name, n.language from destination_name n join destination d on d.id = n.destination_id
      where d.type <> 'city' or d.id % 7 = 0 order by n.destination_id, n.language`.execute(db),
  ]);
  return {
    places: places.rows,
    themes: themes.map((row) => row.id),
    tags: tags.map((row) => row.id),
    facilities: facilities.rows.map((row) => row.code).filter((code) => code !== 'pets'),
    hotels: random.sample(hotels, Math.min(hotels.length, 2000)),
    names: random.sample(names.rows, Math.min(names.rows.length, 20_000)),
  };
}

function postJson(path: string, body: unknown): BenchRequest {
  return { method: 'POST', path, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
}

/** Places of every type, in turns, so that each location type is searched. */
function pickPlace(catalog: Catalog, random: Random, index: number): Place {
  const types = [...new Set(catalog.places.map((place) => place.type))];
  const type = types[index % types.length]!;
  return random.pick(catalog.places.filter((place) => place.type === type));
}

function stayOf(random: Random, today: string): { checkin: string; nights: number } {
  return { checkin: addDaysToDay(today, random.int(3, 330)), nights: random.weighted([1, 2, 3, 4], (n) => (n === 2 ? 4 : n === 1 ? 2 : 1)) };
}

function searchBody(catalog: Catalog, random: Random, index: number, options: { dated: boolean; filtered: boolean; today: string; locale: Locale }) {
  const place = pickPlace(catalog, random, index);
  const party = random.pick(PARTIES);
  const offer: Record<string, unknown> = { familyComposition: party };
  const property: Record<string, unknown> = { location: { [LOCATION_FIELD[place.type]]: place.id } };
  if (options.dated) offer.date = stayOf(random, options.today);
  if (options.filtered) {
    if (random.chance(0.5) && catalog.themes.length) offer.categories = { themeIds: [random.pick(catalog.themes)] };
    if (random.chance(0.4) && catalog.tags.length) offer.tags = random.sample(catalog.tags, random.int(1, 2));
    if (random.chance(0.4)) offer.price = { min: random.pick([0, 5000, 8000]), max: random.pick([12000, 20000, 30000]) };
    if (random.chance(0.4)) property.stars = random.sample([3, 4, 5], random.int(1, 2));
    if (random.chance(0.3)) property.minHotelReviewScore = random.pick([7, 8, 9]);
    if (random.chance(0.3) && catalog.facilities.length) property.facilities = random.sample(catalog.facilities, 1);
    if (random.chance(0.2)) property.petsAllowed = true;
  }
  return {
    locale: options.locale,
    filters: { offer, property },
    sorting: { orderBy: random.pick(BOOKING_SORTS) },
    pagination: { limit: 24, page: random.weighted([0, 1, 2], (p) => 3 - p) },
  };
}

function giftBody(catalog: Catalog, random: Random, index: number, locale: Locale) {
  const place = pickPlace(catalog, random, index);
  return {
    locale,
    type: 'gift',
    filters: { property: { location: { [LOCATION_FIELD[place.type]]: place.id } } },
    sorting: { orderBy: random.pick(['priceQuality', 'singleVoucherPriceAsc', 'singleVoucherPriceDesc']) },
    pagination: { limit: 24, page: random.int(0, 1) },
  };
}

function facetsPath(catalog: Catalog, random: Random, index: number, today: string, locale: Locale): string {
  const place = pickPlace(catalog, random, index);
  const query = new URLSearchParams({ locale, [HASH_KEY[place.type]]: String(place.id) });
  const party = random.pick(PARTIES);
  query.set('adult', String(party.adults));
  if (party.children) query.set('child', String(party.children));
  if (random.chance(0.5)) {
    const stay = stayOf(random, today);
    query.set('checkin', stay.checkin);
    query.set('night', String(stay.nights));
  }
  if (random.chance(0.4) && catalog.themes.length) query.set('theme', String(random.pick(catalog.themes)));
  if (random.chance(0.3)) query.set('stars', random.sample([3, 4, 5], random.int(1, 2)).join(','));
  if (random.chance(0.3) && catalog.tags.length) query.set('tags', String(random.pick(catalog.tags)));
  if (random.chance(0.3)) query.set('priceMax', String(random.pick([12000, 20000])));
  query.set('orderBy', 'priceQuality');
  query.set('withNames', 'true');
  query.set('propertiesRequested', ALL_PROPERTIES);
  return `/api/facets.json?${query}`;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A term as people type it: a prefix of a name, sometimes lowercased without accents, sometimes with one typo. */
function typedTerm(name: string, random: Random): { term: string; typo: boolean } {
  const prefix = name.slice(0, Math.min(name.length, random.int(3, 9)));
  const plain = random.chance(0.5) ? prefix.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() : prefix;
  if (plain.length < 5 || !random.chance(0.35)) return { term: plain, typo: false };
  const at = random.int(1, plain.length - 2);
  const edit = random.pick(['delete', 'replace', 'swap', 'insert'] as const);
  const letter = random.pick([...LETTERS]);
  const term =
    edit === 'delete' ? plain.slice(0, at) + plain.slice(at + 1)
    : edit === 'replace' ? plain.slice(0, at) + letter + plain.slice(at + 1)
    : edit === 'insert' ? plain.slice(0, at) + letter + plain.slice(at)
    : plain.slice(0, at) + plain[at + 1] + plain[at] + plain.slice(at + 2);
  return { term, typo: true };
}

const LOCALE_OF_LANGUAGE: Readonly<Record<Language, Locale[]>> = {
  fr: ['fr_FR', 'fr_BE'],
  es: ['es_ES'],
  it: ['it_IT'],
  nl: ['nl_NL', 'nl_BE'],
};

function addDistinct(list: BenchRequest[], seen: Set<string>, request: BenchRequest, key = `${request.path}|${request.body ?? ''}`): void {
  if (seen.has(key)) return;
  seen.add(key);
  list.push(request);
}

/**
 * Requests drawn from the seeded catalog, every one distinct within its category (so that a run
 * measures the engine, not the answer cache): undated and dated searches over each location type,
 * filtered searches (theme, tags, price, stars, score, facility, pets) including gift searches,
 * lat/lng searches sorted by distance, facets, and autocomplete terms with and without typos.
 */
export async function buildQuerySet(db: Db, options: { perCategory: number; seed: number }): Promise<QuerySet> {
  const random = new Random(options.seed);
  const catalog = await readCatalog(db, random);
  if (catalog.places.length === 0) throw new Error('The catalog has no hotel: seed it first (npm run seed -- --scale demo|full).');
  const set = Object.fromEntries(BENCH_CATEGORIES.map((category) => [category, [] as BenchRequest[]])) as QuerySet;
  const seen = new Set<string>();
  const attempts = options.perCategory * 4;
  for (let i = 0; i < attempts; i += 1) {
    const locale = LOCALES[i % LOCALES.length]!;
    const today = todayIn(MARKETS[locale].timeZone, new Date());
    if (set['search-undated'].length < options.perCategory) {
      addDistinct(set['search-undated'], seen, postJson('/api/offers.json', searchBody(catalog, random, i, { dated: false, filtered: false, today, locale })));
    }
    if (set['search-dated'].length < options.perCategory) {
      addDistinct(set['search-dated'], seen, postJson('/api/offers.json', searchBody(catalog, random, i, { dated: true, filtered: false, today, locale })));
    }
    if (set['search-filters'].length < options.perCategory) {
      const body = i % 5 === 4 ? giftBody(catalog, random, i, locale) : searchBody(catalog, random, i, { dated: random.chance(0.5), filtered: true, today, locale });
      addDistinct(set['search-filters'], seen, postJson('/api/offers.json', body));
    }
    if (set['search-geo'].length < options.perCategory && catalog.hotels.length) {
      const hotel = random.pick(catalog.hotels);
      const body = {
        locale,
        filters: {
          offer: random.chance(0.5) ? { date: stayOf(random, today) } : {},
          property: { location: { latitude: hotel.latitude, longitude: hotel.longitude, maxDistance: random.pick([10, 25, 50, 100]) } },
        },
        sorting: { orderBy: random.pick(['distance', 'priceQuality', 'priceAsc']) },
        pagination: { limit: 24, page: 0 },
      };
      addDistinct(set['search-geo'], seen, postJson('/api/offers.json', body));
    }
    if (set.facets.length < options.perCategory) {
      addDistinct(set.facets, seen, { method: 'GET', path: facetsPath(catalog, random, i, today, locale) });
    }
    if (set.autocomplete.length < options.perCategory && catalog.names.length) {
      const { name, language } = random.pick(catalog.names);
      const { term } = typedTerm(name, random);
      const marketLocale = random.pick(LOCALE_OF_LANGUAGE[language]);
      // The API caches by language and normalized term: two spellings of one term are one entry.
      const key = `ac|${language}|${term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()}`;
      addDistinct(set.autocomplete, seen, { method: 'GET', path: `/api/autocomplete?${new URLSearchParams({ locale: marketLocale, term })}` }, key);
    }
  }
  return set;
}
