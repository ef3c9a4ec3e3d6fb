/**
 * Pax (party composition) rules: bounds, defaults, steppers, single room, activity participants.
 */

export const ADULTS_MIN = 1;
export const ADULTS_MAX = 20;
export const CHILDREN_MIN = 0;
export const CHILDREN_MAX = 10;
export const BABIES_MIN = 0;
export const BABIES_MAX = 10;

/** "Activity search participants min 1, max 2." */
export const ACTIVITY_PARTICIPANTS_MIN = 1;
export const ACTIVITY_PARTICIPANTS_MAX = 2;
/** "Default group size 2, range 1 to 2." */
export const DEFAULT_ACTIVITY_PARTICIPANTS = 2;
/** "Activity participants 1–2 (stepper default 1–20)". */
export const PARTICIPANTS_STEPPER_DEFAULT_MIN = 1;
export const PARTICIPANTS_STEPPER_DEFAULT_MAX = 20;

/** "The family-composition hint shows when children or babies are in the hash and the theme is not 39." */
export const FAMILY_THEME_ID = 39;

export interface Party {
  adults: number;
  children: number;
  babies: number;
}

export type PaxKind = keyof Party;

export interface Bounds {
  min: number;
  max: number;
}

export const PAX_BOUNDS: Readonly<Record<PaxKind, Bounds>> = {
  adults: { min: ADULTS_MIN, max: ADULTS_MAX },
  children: { min: CHILDREN_MIN, max: CHILDREN_MAX },
  babies: { min: BABIES_MIN, max: BABIES_MAX },
};

/** "Default party when the hash is empty: 2 adults, 0 children, 0 babies." */
export const DEFAULT_PARTY: Readonly<Party> = { adults: 2, children: 0, babies: 0 };
/** "gifting 2 adults 0 children 0 babies" — the gifting flow shows a price for 2 people. */
export const GIFTING_PARTY: Readonly<Party> = { adults: 2, children: 0, babies: 0 };

export function isWithinBounds(value: number, bounds: Bounds): boolean {
  return Number.isInteger(value) && value >= bounds.min && value <= bounds.max;
}

/** "Out-of-range changes are ignored": the party is returned unchanged. */
export function clampPaxChange(party: Party, kind: PaxKind, next: number): Party {
  if (!isWithinBounds(next, PAX_BOUNDS[kind])) return party;
  return { ...party, [kind]: next };
}

/** "Stepper buttons disabled at bounds." */
export function canIncrement(party: Party, kind: PaxKind): boolean {
  return party[kind] < PAX_BOUNDS[kind].max;
}

export function canDecrement(party: Party, kind: PaxKind): boolean {
  return party[kind] > PAX_BOUNDS[kind].min;
}

/** "Single room becomes true automatically when any child or baby is present, otherwise false." */
export function isSingleRoom(party: Pick<Party, 'children' | 'babies'>): boolean {
  return party.children > 0 || party.babies > 0;
}

/** A party from hash values (`a`, `c`, `b`), each missing one taking the default 2/0/0. */
export function partyFrom(values: { a?: number; c?: number; b?: number }): Party {
  return {
    adults: values.a ?? DEFAULT_PARTY.adults,
    children: values.c ?? DEFAULT_PARTY.children,
    babies: values.b ?? DEFAULT_PARTY.babies,
  };
}

/** Activity participant counter: out-of-range changes are ignored, like the pax steppers. */
export function clampParticipantsChange(
  current: number,
  next: number,
  bounds: Bounds = { min: ACTIVITY_PARTICIPANTS_MIN, max: ACTIVITY_PARTICIPANTS_MAX },
): number {
  return isWithinBounds(next, bounds) ? next : current;
}

/**
 * Activity page: "group size starts from hash a or the minimum available size; falls back to
 * minimum if not in prices".
 */
export function initialGroupSize(hashAdults: number | undefined, availableSizes: readonly number[]): number | undefined {
  if (availableSizes.length === 0) return undefined;
  const minimum = Math.min(...availableSizes);
  return hashAdults !== undefined && availableSizes.includes(hashAdults) ? hashAdults : minimum;
}

/**
 * "The family-composition hint shows when children or babies are in the hash and the theme is
 * not 39."
 */
export function shouldShowFamilyHint(criteria: { c?: number; b?: number; theme?: number }): boolean {
  const hasFamily = (criteria.c ?? 0) > 0 || (criteria.b ?? 0) > 0;
  return hasFamily && criteria.theme !== FAMILY_THEME_ID;
}
