/**
 * Visitor test variations (A/B tests) the site runs:
 * - dates: "Dates variation 'forced dates' … Variation 'suggested' … The booking flow activates
 *   the variation on search."
 * - popular dates: the date shortcuts are "active only in es_ES, fr_FR, fr_BE, nl_BE and only in
 *   a test variation."
 * - single voucher: "Gifting checkout opens the personalise drawer, unless the single-voucher
 *   variation is assigned"; "Spanish and Italian markets hide the tabs when the single-voucher
 *   variation is not assigned."
 * - "A call records which test variation a visitor saw."
 *
 * Assignment is deterministic: the same visitor id always gets the same variant of an experiment
 * (so server and browser agree without storing the assignment), and experiments are independent
 * (the experiment name is part of the hashed key). No rule fixes the split between variants;
 * the weights below are the house choice. Pure: no cookie, no clock, no randomness here.
 */

export interface Variant<Id extends string = string> {
  id: Id;
  /** Relative weight; a variant with weight 0 is never assigned (only forced by an override). */
  weight: number;
}

export interface Experiment<Id extends string = string> {
  name: string;
  /** The variant of visitors outside the test (and the answer when no visitor id is known). */
  control: Id;
  variants: readonly Variant<Id>[];
}

/** The booking flow's dates variation. 'control' leaves search unblocked. */
export const DATES_EXPERIMENT = {
  name: 'dates',
  control: 'control',
  variants: [
    { id: 'control', weight: 50 },
    { id: 'forced', weight: 25 },
    { id: 'suggested', weight: 25 },
  ],
} as const satisfies Experiment<'control' | 'forced' | 'suggested'>;

/** Popular date shortcuts are shown "only in a test variation". */
export const POPULAR_DATES_EXPERIMENT = {
  name: 'popular-dates',
  control: 'control',
  variants: [
    { id: 'control', weight: 50 },
    { id: 'shortcuts', weight: 50 },
  ],
} as const satisfies Experiment<'control' | 'shortcuts'>;

/** The single-voucher variation of the gift product page and checkout. */
export const SINGLE_VOUCHER_EXPERIMENT = {
  name: 'single-voucher',
  control: 'control',
  variants: [
    { id: 'control', weight: 50 },
    { id: 'single-voucher', weight: 50 },
  ],
} as const satisfies Experiment<'control' | 'single-voucher'>;

export const EXPERIMENTS = {
  dates: DATES_EXPERIMENT,
  'popular-dates': POPULAR_DATES_EXPERIMENT,
  'single-voucher': SINGLE_VOUCHER_EXPERIMENT,
} as const;

export type ExperimentName = keyof typeof EXPERIMENTS;
export type VariantOf<Name extends ExperimentName> = (typeof EXPERIMENTS)[Name]['variants'][number]['id'];

export const EXPERIMENT_NAMES = Object.keys(EXPERIMENTS) as ExperimentName[];

export function isExperimentName(value: string): value is ExperimentName {
  return Object.hasOwn(EXPERIMENTS, value);
}

/** Visitor ids are opaque: 8 to 64 letters, digits, `-` or `_` (a UUID fits). */
const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID_PATTERN.test(value);
}

/** FNV-1a, 32 bits: small, stable across runtimes, well spread for short keys. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** MurmurHash3's 32-bit finalizer: FNV's high bits alone cluster for keys that differ at the end. */
function mix32(value: number): number {
  let hash = value >>> 0;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b) >>> 0;
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35) >>> 0;
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A visitor's bucket in [0, 1) for one experiment. */
export function variationBucket(visitorId: string, experimentName: string): number {
  return mix32(fnv1a32(`${experimentName}:${visitorId}`)) / 2 ** 32;
}

/** The variant a bucket falls in, by cumulative weight. */
export function variantForBucket<Id extends string>(experiment: Experiment<Id>, bucket: number): Id {
  const total = experiment.variants.reduce((sum, variant) => sum + Math.max(0, variant.weight), 0);
  if (total <= 0) return experiment.control;
  let threshold = 0;
  for (const variant of experiment.variants) {
    threshold += Math.max(0, variant.weight) / total;
    if (bucket < threshold) return variant.id;
  }
  return experiment.variants.findLast((variant) => variant.weight > 0)?.id ?? experiment.control;
}

/** Overrides by experiment (QA links, tests): `dates:forced,popular-dates:shortcuts`. */
export type VariationOverrides = Partial<{ [Name in ExperimentName]: VariantOf<Name> }>;

/** Reads `name:variant` pairs separated by commas; unknown names or variants are ignored. */
export function parseVariationOverrides(text: string | null | undefined): VariationOverrides {
  const overrides: Record<string, string> = {};
  for (const pair of (text ?? '').split(',')) {
    const [name, variant] = pair.trim().split(':');
    if (!name || !variant || !isExperimentName(name)) continue;
    const experiment: Experiment = EXPERIMENTS[name];
    if (experiment.variants.some((candidate) => candidate.id === variant)) overrides[name] = variant;
  }
  return overrides as VariationOverrides;
}

export function serializeVariationOverrides(overrides: VariationOverrides): string {
  return EXPERIMENT_NAMES.filter((name) => overrides[name] !== undefined)
    .map((name) => `${name}:${overrides[name]}`)
    .join(',');
}

/**
 * The visitor's variant of an experiment: an override first, else the deterministic assignment,
 * else (no visitor id yet) the control.
 */
export function assignVariation<Name extends ExperimentName>(
  name: Name,
  visitorId: string | null | undefined,
  overrides: VariationOverrides = {},
): VariantOf<Name> {
  const experiment = EXPERIMENTS[name] as Experiment<VariantOf<Name>>;
  const forced = overrides[name] as VariantOf<Name> | undefined;
  if (forced !== undefined) return forced;
  if (!isVisitorId(visitorId)) return experiment.control;
  return variantForBucket(experiment, variationBucket(visitorId, name));
}

/** The dates variation the search box applies ('control' applies none). */
export function datesVariationOf(variant: VariantOf<'dates'>): 'forced' | 'suggested' | undefined {
  return variant === 'control' ? undefined : variant;
}

/** Whether the visitor is in the popular date shortcuts test variation. */
export function isInPopularDatesVariation(variant: VariantOf<'popular-dates'>): boolean {
  return variant === 'shortcuts';
}

/** Whether the single-voucher variation is assigned. */
export function isSingleVoucherAssigned(variant: VariantOf<'single-voucher'>): boolean {
  return variant === 'single-voucher';
}

/** "A call records which test variation a visitor saw": the exposure recorded. */
export interface VariationExposure {
  experiment: ExperimentName;
  variant: string;
}

/** The exposures to record once per visitor session (the keys a session store remembers). */
export function exposureKey(exposure: VariationExposure): string {
  return `${exposure.experiment}:${exposure.variant}`;
}
