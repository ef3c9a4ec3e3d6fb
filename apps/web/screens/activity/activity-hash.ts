/**
 * The activity page's hash and its checkout entry. The group size starts from hash a or the
 * minimum available size; falls back to minimum if not in prices; out-of-range changes are
 * ignored; the hash is updated. The checkout entry is reached with hash id and a (default 2); own
 * use adds search customType=OWN_USE.
 */
import {
  DEFAULT_ACTIVITY_PARTICIPANTS,
  PARTICIPANTS_STEPPER_DEFAULT_MAX,
  PARTICIPANTS_STEPPER_DEFAULT_MIN,
  initialGroupSize,
} from '@escapade/domain/pax';
import { parseRouteId } from '../../lib/route-id';

export const OWN_USE_CUSTOM_TYPE = 'OWN_USE';

/** The `a` of a hash when it is a plain count, else undefined. */
export function readHashGroupSize(hash: string): number | undefined {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('a');
  return value !== null && /^\d{1,2}$/.test(value) ? Number(value) : undefined;
}

/** The group size the page starts from: hash `a` when priced, else the smallest priced size. */
export function startGroupSize(hash: string, groupSizes: readonly number[]): number | undefined {
  return initialGroupSize(readHashGroupSize(hash), groupSizes);
}

/**
 * The stepper's bounds: the sizes the product prices (the API prices "1 to 2" for most activities,
 * up to 4 for some), within the participants stepper's default 1–20.
 */
export function groupSizeBounds(groupSizes: readonly number[]): { min: number; max: number } {
  if (groupSizes.length === 0) return { min: DEFAULT_ACTIVITY_PARTICIPANTS, max: DEFAULT_ACTIVITY_PARTICIPANTS };
  return {
    min: Math.max(PARTICIPANTS_STEPPER_DEFAULT_MIN, Math.min(...groupSizes)),
    max: Math.min(PARTICIPANTS_STEPPER_DEFAULT_MAX, Math.max(...groupSizes)),
  };
}

/** A stepper change: a size without a price (out of range) is ignored, the current one stays. */
export function changeGroupSize(current: number, next: number, groupSizes: readonly number[]): number {
  const { min, max } = groupSizeBounds(groupSizes);
  return next >= min && next <= max && groupSizes.includes(next) ? next : current;
}

/** The hash with `a` set, other keys kept (without the leading '#'). */
export function withHashGroupSize(hash: string, groupSize: number): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  params.set('a', String(groupSize));
  return params.toString();
}

/** The checkout entry: hash id and a; "own use adds search customType=OWN_USE". */
export function activityCheckoutHref(checkoutPath: string, selection: { id: number; groupSize: number; isOwnUse: boolean }): string {
  const search = selection.isOwnUse ? `?${new URLSearchParams({ customType: OWN_USE_CUSTOM_TYPE })}` : '';
  return `${checkoutPath}${search}#${new URLSearchParams({ id: String(selection.id), a: String(selection.groupSize) })}`;
}

/** What the checkout entry reads back: the product id, the group size (default 2) and own use. */
export function parseActivityCheckout(search: string, hash: string): { id: number; groupSize: number; isOwnUse: boolean } | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const id = parseRouteId(params.get('id'));
  if (id === undefined) return undefined;
  return {
    id,
    groupSize: readHashGroupSize(hash) ?? DEFAULT_ACTIVITY_PARTICIPANTS,
    isOwnUse: new URLSearchParams(search.replace(/^\?/, '')).get('customType') === OWN_USE_CUSTOM_TYPE,
  };
}
