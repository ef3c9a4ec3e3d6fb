/**
 * The search criteria carried by the location hash: its keys, when a search re-runs, what picking
 * a destination changes. "Numeric hash values are parsed as numbers".
 *
 * Format: `a=2&checkin=2024-05-04&tags=3,7` — `&`-separated `key=value`, values percent-encoded,
 * lists comma-separated with each item encoded on its own (so an item may contain a comma).
 * Parsing never throws: an unknown key is ignored, an invalid value is dropped, an invalid list
 * item is dropped, duplicate list items are kept once, and when a key repeats the last valid one wins.
 */
import * as z from 'zod/mini';
import { isCalendarDay } from './calendar-day';
import type { Flow } from './flow';
import { GIFT_FORMATS, GIFT_NIGHTS_MAX, GIFT_NIGHTS_MIN } from './gift';
import { ADULTS_MAX, ADULTS_MIN, BABIES_MAX, BABIES_MIN, CHILDREN_MAX, CHILDREN_MIN, partyFrom } from './pax';
import { ORDER_BY_VALUES } from './sort-options';

/** Location fields of the hash; a destination suggestion's category is one of these. */
export const LOCATION_KEYS = [
  'city',
  'country',
  'department',
  'hotel',
  'poi',
  'searesort',
  'skiresort',
  'region',
  'touristicregion',
] as const;
export type LocationKey = (typeof LOCATION_KEYS)[number];

/** Every hash key, in the order the hash is written. */
export const CRITERIA_KEYS = [
  'a', 'c', 'b', 's', 'checkin', 'checkout',
  ...LOCATION_KEYS,
  'lat', 'lng', 'theme', 'tags', 'priceMin', 'priceMax', 'distanceMin', 'distanceMax',
  'hotelScore', 'minHotelReviewScore', 'stars', 'facilities', 'petsAllowed',
  'hotelStyles', 'hotelEnvironments', 'hotelTypes', 'sort', 'night',
  'giftNights', 'giftFormat', 'giftAdults', 'hotelId', 'code',
] as const;
export type CriteriaKey = (typeof CRITERIA_KEYS)[number];

/** The keys that filters write ("Reset / clear-all removes every filter key"). */
export const FILTER_KEYS = [
  'tags', 'priceMin', 'priceMax', 'distanceMin', 'distanceMax', 'hotelScore', 'minHotelReviewScore',
  'stars', 'facilities', 'petsAllowed', 'hotelStyles', 'hotelEnvironments', 'hotelTypes',
] as const satisfies readonly CriteriaKey[];

// zod/mini, not zod's full API: this module is in every page's first scripts (decision 0018).
const finite = z.number().check(z.refine(Number.isFinite, 'finite'));
const id = z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
const intBetween = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
const cents = z.int().check(z.nonnegative(), z.maximum(Number.MAX_SAFE_INTEGER));
const km = z.pipe(finite, z.number().check(z.nonnegative()));
const score = z.number().check(z.minimum(0), z.maximum(10));
const day = z.string().check(z.refine(isCalendarDay, 'yyyy-MM-dd'));
// Lone UTF-16 surrogates cannot be percent-encoded, so such a string can never be in a hash.
const token = z.string().check(
  z.minLength(1),
  z.maxLength(200),
  z.refine((text) => !/\p{Cs}/u.test(text), 'well-formed'),
);
const starCount = intBetween(1, 5);

/** The item schema of each list key: a list is parsed item by item, an invalid item dropped. */
const listItemSchemas = {
  tags: id,
  stars: starCount,
  facilities: token,
  hotelStyles: token,
  hotelEnvironments: token,
  hotelTypes: token,
} as const;
type ListKey = keyof typeof listItemSchemas;

const fieldSchemas = {
  a: intBetween(ADULTS_MIN, ADULTS_MAX),
  c: intBetween(CHILDREN_MIN, CHILDREN_MAX),
  b: intBetween(BABIES_MIN, BABIES_MAX),
  s: z.boolean(),
  checkin: day,
  checkout: day,
  city: id,
  country: id,
  department: id,
  hotel: id,
  poi: id,
  searesort: id,
  skiresort: id,
  region: id,
  touristicregion: id,
  lat: z.number().check(z.minimum(-90), z.maximum(90)),
  lng: z.number().check(z.minimum(-180), z.maximum(180)),
  theme: id,
  tags: z.array(listItemSchemas.tags),
  priceMin: cents,
  priceMax: cents,
  distanceMin: km,
  distanceMax: km,
  hotelScore: score,
  minHotelReviewScore: score,
  stars: z.array(listItemSchemas.stars),
  facilities: z.array(listItemSchemas.facilities),
  petsAllowed: z.boolean(),
  hotelStyles: z.array(listItemSchemas.hotelStyles),
  hotelEnvironments: z.array(listItemSchemas.hotelEnvironments),
  hotelTypes: z.array(listItemSchemas.hotelTypes),
  sort: z.enum(ORDER_BY_VALUES),
  night: intBetween(1, 365),
  giftNights: intBetween(GIFT_NIGHTS_MIN, GIFT_NIGHTS_MAX),
  giftFormat: z.enum(GIFT_FORMATS),
  giftAdults: intBetween(ADULTS_MIN, ADULTS_MAX),
  hotelId: id,
  code: token,
} satisfies Record<CriteriaKey, z.ZodMiniType>;

/** The parsed criteria: every key optional; lists never empty once parsed. */
export const searchCriteriaSchema = z.partial(z.object(fieldSchemas)).check(
  z.refine((c) => !(c.checkin && c.checkout) || c.checkout > c.checkin, {
    message: 'Check-out must be after check-in',
    path: ['checkout'],
  }),
);
export type SearchCriteria = z.infer<typeof searchCriteriaSchema>;

type Kind = 'int' | 'number' | 'boolean' | 'string' | 'intList' | 'stringList';
const KIND: Readonly<Record<CriteriaKey, Kind>> = {
  a: 'int', c: 'int', b: 'int', s: 'boolean', checkin: 'string', checkout: 'string',
  city: 'int', country: 'int', department: 'int', hotel: 'int', poi: 'int', searesort: 'int',
  skiresort: 'int', region: 'int', touristicregion: 'int', lat: 'number', lng: 'number',
  theme: 'int', tags: 'intList', priceMin: 'int', priceMax: 'int', distanceMin: 'number',
  distanceMax: 'number', hotelScore: 'number', minHotelReviewScore: 'number', stars: 'intList',
  facilities: 'stringList', petsAllowed: 'boolean', hotelStyles: 'stringList',
  hotelEnvironments: 'stringList', hotelTypes: 'stringList', sort: 'string', night: 'int',
  giftNights: 'int', giftFormat: 'string', giftAdults: 'int', hotelId: 'int', code: 'string',
};

const DECIMAL = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

function decode(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

function toNumber(text: string | undefined): number | undefined {
  if (text === undefined || !DECIMAL.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

function toBoolean(text: string | undefined): boolean | undefined {
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return undefined;
}

function readScalar(kind: Kind, raw: string): unknown {
  const text = decode(raw);
  if (kind === 'int' || kind === 'number') return toNumber(text);
  if (kind === 'boolean') return toBoolean(text);
  return text === '' ? undefined : text;
}

function readList(key: ListKey, kind: Kind, raw: string): unknown[] | undefined {
  const itemSchema = listItemSchemas[key];
  const items: unknown[] = [];
  for (const part of raw.split(',')) {
    const candidate = readScalar(kind === 'intList' ? 'int' : 'string', part);
    const parsed = itemSchema.safeParse(candidate);
    if (parsed.success && !items.includes(parsed.data)) items.push(parsed.data);
  }
  return items.length > 0 ? items : undefined;
}

function isListKey(key: CriteriaKey): key is ListKey {
  return key in listItemSchemas;
}

function isCriteriaKey(key: string): key is CriteriaKey {
  return (CRITERIA_KEYS as readonly string[]).includes(key);
}

/** The raw `key → value` pairs of a hash (with or without the leading `#`), values still encoded. */
export function readHashParams(hash: string): Map<string, string> {
  const params = new Map<string, string>();
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decode(eq === -1 ? pair : pair.slice(0, eq));
    if (key !== undefined) params.set(key, eq === -1 ? '' : pair.slice(eq + 1));
  }
  return params;
}

/** "Numeric hash values are parsed as numbers"; invalid values are dropped, never thrown. */
export function parseCriteriaHash(hash: string): SearchCriteria {
  const criteria: Record<string, unknown> = {};
  for (const [key, raw] of readHashParams(hash)) {
    if (!isCriteriaKey(key)) continue;
    const kind = KIND[key];
    const value = isListKey(key) ? readList(key, kind, raw) : readScalar(kind, raw);
    const parsed = fieldSchemas[key].safeParse(value);
    if (parsed.success) criteria[key] = parsed.data;
  }
  // A checkout on or before the checkin cannot be a stay: keep the checkin, drop the checkout.
  if (typeof criteria.checkin === 'string' && typeof criteria.checkout === 'string' && criteria.checkout <= criteria.checkin) {
    delete criteria.checkout;
  }
  return criteria as SearchCriteria;
}

function encodeValue(value: unknown): string {
  if (Array.isArray(value)) return value.map((item) => encodeURIComponent(String(item))).join(',');
  return encodeURIComponent(String(value));
}

function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
}

/**
 * The hash (without `#`) in the stable order of CRITERIA_KEYS. Unset keys and empty lists are
 * left out, and so is any value the parser would drop, so the written hash always reads back.
 */
export function serializeCriteriaHash(criteria: SearchCriteria): string {
  const pairs: string[] = [];
  for (const key of CRITERIA_KEYS) {
    const value = criteria[key];
    if (!isSet(value) || !fieldSchemas[key].safeParse(value).success) continue;
    pairs.push(`${key}=${encodeValue(value)}`);
  }
  return pairs.join('&');
}

/** Removes the given keys (e.g. FILTER_KEYS on "Reset / clear-all"). */
export function withoutKeys(criteria: SearchCriteria, keys: readonly CriteriaKey[]): SearchCriteria {
  const next: Record<string, unknown> = { ...criteria };
  for (const key of keys) delete next[key];
  return next as SearchCriteria;
}

/**
 * The review-score filter of criteria that may name it twice (hotelScore, the score filter's own
 * key, and minHotelReviewScore): the higher one wins; a score of 0 or less filters nothing.
 */
export function minReviewScoreOf(scores: { hotelScore?: number | undefined; minHotelReviewScore?: number | undefined }): number | undefined {
  const named = [scores.hotelScore, scores.minHotelReviewScore].filter((score): score is number => score !== undefined && score > 0);
  return named.length > 0 ? Math.max(...named) : undefined;
}

/** The destination currently searched, if any. */
export function currentDestination(criteria: SearchCriteria): { type: LocationKey; id: number } | undefined {
  for (const type of LOCATION_KEYS) {
    const value = criteria[type];
    if (value !== undefined) return { type, id: value };
  }
  return undefined;
}

export interface DestinationPick {
  category: LocationKey;
  id: number;
  latitude?: number;
  longitude?: number;
}

/**
 * "Picking a suggestion clears the other location fields and sets the chosen category id."
 * The suggestion's coordinates replace lat/lng (the distance filter measures from them).
 */
export function selectDestination(criteria: SearchCriteria, pick: DestinationPick): SearchCriteria {
  const next: SearchCriteria = withoutKeys(criteria, [...LOCATION_KEYS, 'lat', 'lng']);
  next[pick.category] = pick.id;
  if (pick.latitude !== undefined && pick.longitude !== undefined) {
    next.lat = pick.latitude;
    next.lng = pick.longitude;
  }
  return next;
}

/** "Focusing the field clears the current location and filters." */
export function clearLocationAndFilters(criteria: SearchCriteria): SearchCriteria {
  return withoutKeys(criteria, [...LOCATION_KEYS, 'lat', 'lng', ...FILTER_KEYS]);
}

const sameValue = (x: unknown, y: unknown): boolean => x === y;
const sameSet = (x: readonly (string | number)[] = [], y: readonly (string | number)[] = []): boolean =>
  x.length === y.length && [...x].sort().join('\u0000') === [...y].sort().join('\u0000');

/**
 * "Searches re-run only when the hash differs from the stored criteria (comparison covers theme,
 * locations, pax, prices, distance, dates, score, facilities, tag and style lists, stars, sort).
 * The gifting flow ignores dates."
 * Pax compare after the 2/0/0 defaults; lists compare as sets; petsAllowed counts with facilities.
 * Not compared (not in the rule's list): s, hotelId, code and the gift keys.
 */
export function criteriaEqual(a: SearchCriteria, b: SearchCriteria, flow: Flow): boolean {
  const scalarKeys: CriteriaKey[] = [
    'theme', ...LOCATION_KEYS, 'lat', 'lng', 'priceMin', 'priceMax', 'distanceMin', 'distanceMax',
    'hotelScore', 'minHotelReviewScore', 'sort',
  ];
  if (flow !== 'gifting') scalarKeys.push('checkin', 'checkout', 'night');
  if (!scalarKeys.every((key) => sameValue(a[key], b[key]))) return false;
  const partyA = partyFrom(a);
  const partyB = partyFrom(b);
  if (partyA.adults !== partyB.adults || partyA.children !== partyB.children || partyA.babies !== partyB.babies) {
    return false;
  }
  if ((a.petsAllowed ?? false) !== (b.petsAllowed ?? false)) return false;
  return (['facilities', 'tags', 'hotelStyles', 'hotelEnvironments', 'hotelTypes', 'stars'] as const).every((key) =>
    sameSet(a[key], b[key]),
  );
}
