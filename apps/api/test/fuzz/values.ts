import fc from 'fast-check';
import type { Catalogue } from './catalogue';
import type { JsonSchema, Operation } from './openapi';

/**
 * Valid values from a JSON schema (the subset our contracts produce): the schema's enums, real ids
 * of the seeded catalogue, dates ahead of today, fields that go together kept together. The
 * request generator (generate.ts) then makes one hostile change to them.
 */
export interface GeneratorContext {
  catalogue: Catalogue;
  /**
   * The narrowest numeric bounds any schema of the document gives a field name: some query schemas
   * document only ±2^53 where their zod rules are tighter (adult ≤ 20, ids > 0).
   */
  boundsByName?: ReadonlyMap<string, Bounds>;
  /** `yyyy-MM-dd` (UTC): valid check-in dates are counted from it. */
  today: string;
  /** The API's body limit: oversize bodies exceed it. */
  bodyLimitBytes: number;
}

const DESTINATION_FIELDS = new Set([
  'city', 'country', 'department', 'poi', 'searesort', 'skiresort', 'region', 'touristicregion', 'destinationId',
  'cityId', 'countryId', 'departmentId', 'poiId', 'seaResortId', 'skiResortId', 'regionId', 'touristicId',
]);

/** Real catalogue values for a field, chosen by its name (and, for a path `id`, by the route). */
function realValuesFor(name: string, operation: Operation, { catalogue: c }: GeneratorContext): ReadonlyArray<string | number> {
  if (name === 'id') {
    if (operation.path.includes('/activit')) return c.activityIds;
    if (/\/(weekend|product)\//.test(operation.path)) return c.productIds;
    if (operation.path === '/api/hotel/{id}') return [...c.hotelSlugs, ...c.hotelIds.map(String)];
    if (operation.path.includes('/hotel')) return c.hotelIds;
    if (operation.path.includes('/images/')) return c.imageIds;
    return [];
  }
  if (['hotelId', 'hotel', 'excludedHotelIds'].includes(name)) return c.hotelIds;
  if (['code', 'boxCode'].includes(name)) return c.boxCodes;
  if (name === 'size') return c.imageSizes;
  if (['theme', 'themeId', 'themeIds'].includes(name)) return c.themeIds;
  if (name === 'tags') return c.tagIds;
  if (['offerId', 'excludeOfferId'].includes(name)) return c.offerIds;
  if (['facilities', 'hotelStyles', 'hotelEnvironments', 'hotelTypes'].includes(name)) return c.facetValues;
  if (DESTINATION_FIELDS.has(name)) return c.destinationIds;
  if (name === 'item_id') return c.productIds.map(String);
  if (name === 'path') return c.landingPaths;
  if (name === 'uri') return c.landingPaths.map((p) => `/fr-fr/${p}`);
  if (['term', 'q'].includes(name)) return c.destinationTerms.flatMap((t) => [t, t.slice(0, 3)]);
  return [];
}

export interface Bounds {
  minimum: number;
  maximum: number;
}

/** A bound this wide documents nothing (an unbounded integer). */
const isLax = (bound: number | undefined) => bound === undefined || Math.abs(bound) >= 1e15;

export function boundsByNameOf(operations: Operation[]): Map<string, Bounds> {
  const bounds = new Map<string, Bounds>();
  const visit = (schema: JsonSchema | undefined, name: string) => {
    if (!schema) return;
    const minimum = schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + (schema.type === 'integer' ? 1 : Number.EPSILON));
    if (!isLax(minimum) && !isLax(schema.maximum)) {
      const known = bounds.get(name);
      const narrowest = { minimum: Math.max(minimum!, known?.minimum ?? -Infinity), maximum: Math.min(schema.maximum!, known?.maximum ?? Infinity) };
      // Two unrelated fields of one name may not overlap: then the first one seen stays.
      if (narrowest.minimum <= narrowest.maximum) bounds.set(name, narrowest);
    }
    for (const [key, child] of Object.entries(schema.properties ?? {})) visit(child, key);
    for (const child of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) visit(child, name);
    visit(schema.items, name);
  };
  for (const operation of operations) {
    for (const p of [...operation.pathParams, ...operation.queryParams]) visit(p.schema, p.name);
    visit(operation.body, 'body');
  }
  // The same quantity under its other spellings (searchCriterias.adult, familyComposition.adults…).
  for (const [alias, name] of [['adult', 'adults'], ['child', 'children'], ['baby', 'babies'], ['night', 'nights']] as const) {
    const known = bounds.get(alias) ?? bounds.get(name);
    if (known) {
      bounds.set(alias, bounds.get(alias) ?? known);
      bounds.set(name, bounds.get(name) ?? known);
    }
  }
  return bounds;
}

/** The schema's own bounds, or the document's for the same name when the schema's are lax. */
function boundsOf(schema: JsonSchema, name: string, context: GeneratorContext): { minimum?: number; maximum?: number } {
  const hint = context.boundsByName?.get(name);
  const minimum = schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + (schema.type === 'integer' ? 1 : 0));
  return {
    minimum: isLax(minimum) ? (hint?.minimum ?? minimum) : minimum,
    maximum: isLax(schema.maximum) ? (hint?.maximum ?? schema.maximum) : schema.maximum,
  };
}

function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Mostly bookable days ahead, sometimes past or far-future ones. */
const dateArb = (today: string) => fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 330 }) },
  { weight: 1, arbitrary: fc.integer({ min: -30, max: 0 }) },
  { weight: 1, arbitrary: fc.integer({ min: 331, max: 900 }) },
).map((days) => addDays(today, days));

const monthArb = (today: string) => fc.integer({ min: -1, max: 14 }).map((months) => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 7);
});

/** Fields valid only together: a valid request has all of a group or none of it. */
const FIELD_GROUPS: ReadonlyArray<readonly string[]> = [
  ['checkin', 'checkout', 'night', 'nights', 'length'],
  ['lat', 'lng', 'latitude', 'longitude', 'distanceMin', 'distanceMax', 'minDistance', 'maxDistance'],
  ['sourceType', 'code'],
];

/** A number a person would type (small, a few decimals), now and then any double the range allows. */
function numberArb(min: number, max: number, typedMin = min, typedMax = max): fc.Arbitrary<number> {
  const typed = fc.integer({ min: Math.ceil(typedMin * 100), max: Math.floor(typedMax * 100) }).map((n) => n / 100);
  return fc.oneof({ weight: 3, arbitrary: typed }, { weight: 1, arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }) });
}

const COORDINATE_BOUNDS: Readonly<Record<string, number>> = { lat: 90, latitude: 90, lng: 180, longitude: 180 };

/** The record of an object schema, optional keys dropped by group; a checkout follows its checkin. */
export function recordArb(schema: JsonSchema, operation: Operation, context: GeneratorContext): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const full = fc.record(Object.fromEntries(keys.map((key) => [key, validValue(schema.properties![key]!, key, operation, context)])));
  const groupOf = (key: string) => {
    const group = FIELD_GROUPS.findIndex((g) => g.includes(key));
    return group === -1 ? key : `group${group}`;
  };
  const groups = [...new Set(keys.map(groupOf))];
  // Each optional group one time in three: a request with every filter at once is rarely valid.
  const flags = fc.array(fc.integer({ min: 0, max: 2 }), { minLength: groups.length, maxLength: groups.length });
  return fc.tuple(full, flags, fc.integer({ min: 1, max: 5 })).map(([values, draws, nights]) => {
    const kept = Object.fromEntries(Object.entries(values).filter(([key]) => required.has(key) || draws[groups.indexOf(groupOf(key))] === 0));
    if (typeof kept.checkin === 'string' && 'checkout' in kept) kept.checkout = addDays(kept.checkin, nights);
    return kept;
  });
}

function withReal<T>(real: readonly T[], generic: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return real.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...real) }, { weight: 1, arbitrary: generic }) : generic;
}

/**
 * One schema from `allOf` parts (the contracts add rules such as "no control characters" that way):
 * keywords merged, every pattern kept in `patterns`.
 */
function mergeAllOf({ allOf = [], ...rest }: JsonSchema): JsonSchema & { patterns: string[] } {
  const parts = [rest, ...allOf.map((part) => (part.allOf ? mergeAllOf(part) : part))];
  const patterns = parts.flatMap((part) => ('patterns' in part ? (part.patterns as string[]) : part.pattern ? [part.pattern] : []));
  return { ...Object.assign({}, ...parts) as JsonSchema, pattern: undefined, patterns };
}

/** A value the schema accepts (for unknown rules beyond JSON Schema, e.g. date strings, a plausible one). */
export function validValue(schema: JsonSchema & { patterns?: string[] }, name: string, operation: Operation, context: GeneratorContext): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  // The catalogue was read in fr_FR: most requests ask that market, so that its ids exist.
  if (schema.enum?.includes('fr_FR')) return fc.oneof({ weight: 2, arbitrary: fc.constant('fr_FR') }, { weight: 1, arbitrary: fc.constantFrom(...schema.enum) });
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => validValue(v, name, operation, context)));
  if (schema.allOf?.length) return validValue(mergeAllOf(schema), name, operation, context);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const real = realValuesFor(name, operation, context);
  switch (type) {
    case 'integer': {
      const bounds = boundsOf(schema, name, context);
      const min = Math.max(bounds.minimum ?? -1000, -1000);
      const max = Math.min(bounds.maximum ?? 1000, Math.max(min, 1000));
      const inRange = real.filter((v): v is number => typeof v === 'number' && v >= min && v <= (bounds.maximum ?? Infinity));
      // Mostly small non-negative counts and ids, as people and pages send them.
      const small = fc.integer({ min: Math.max(min, Math.min(0, max)), max: Math.min(max, Math.max(min, 0) + 10) });
      return withReal(inRange, fc.oneof({ weight: 3, arbitrary: small }, { weight: 1, arbitrary: fc.integer({ min, max }) }));
    }
    case 'number': {
      const bound = COORDINATE_BOUNDS[name];
      if (bound) return numberArb(Math.max(schema.minimum ?? -bound, -bound), Math.min(schema.maximum ?? bound, bound));
      // Scores, distances, prices: mostly small and non-negative.
      const bounds = boundsOf(schema, name, context);
      const min = Math.max(bounds.minimum ?? -1000, -1000);
      const max = Math.min(bounds.maximum ?? 1000, 1000);
      const low = Math.max(min, Math.min(0, max));
      return numberArb(min, max, low, Math.min(max, low + 100));
    }
    case 'boolean':
      return fc.boolean();
    case 'string': {
      if (['checkin', 'checkout'].includes(name)) return dateArb(context.today);
      if (name === 'month') return monthArb(context.today);
      if (name === 'activitySelectionList' && context.catalogue.activityIds.length) {
        return fc.tuple(fc.constantFrom(...context.catalogue.activityIds), dateArb(context.today)).map(([id, day]) => `${id}_${day}`);
      }
      const maxLength = Math.min(schema.maxLength ?? 20, 20);
      const patterns = (schema.patterns ?? (schema.pattern ? [schema.pattern] : [])).map((p) => new RegExp(p, 'u'));
      const matches = (v: string) => v.length >= (schema.minLength ?? 0) && v.length <= (schema.maxLength ?? Infinity) && patterns.every((p) => p.test(v));
      // fast-check generates from a plain pattern; one with Unicode classes (\p{…}) only filters.
      const source = patterns.find((p) => !p.source.includes('\\p{'));
      const generic = (source
        ? fc.stringMatching(new RegExp(source.source))
        : fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.max(maxLength, schema.minLength ?? 0) })
      ).filter(matches);
      return withReal(real.map(String).filter(matches), generic);
    }
    case 'array': {
      const items = validValue(schema.items ?? {}, name, operation, context);
      return fc.array(items, { minLength: schema.minItems ?? 0, maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)) });
    }
    case 'object':
      return recordArb(schema, operation, context);
    default:
      return fc.constant('x');
  }
}
