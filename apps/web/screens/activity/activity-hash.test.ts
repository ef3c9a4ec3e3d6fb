import { describe, expect, it } from 'vitest';
import {
  activityCheckoutHref,
  changeGroupSize,
  groupSizeBounds,
  parseActivityCheckout,
  readHashGroupSize,
  startGroupSize,
  withHashGroupSize,
} from './activity-hash';

describe('activity group size', () => {
  it('"group size starts from hash a or the minimum available size"', () => {
    expect(startGroupSize('#a=2', [1, 2])).toBe(2);
    expect(startGroupSize('', [1, 2])).toBe(1);
    expect(startGroupSize('#checkin=2026-01-01', [2, 3, 4])).toBe(2);
  });

  it('"falls back to minimum if not in prices"', () => {
    expect(startGroupSize('#a=5', [1, 2])).toBe(1);
    expect(startGroupSize('#a=0', [1, 2, 3, 4])).toBe(1);
    expect(startGroupSize('#a=two', [1, 2])).toBe(1);
    expect(startGroupSize('#a=2', [])).toBeUndefined();
  });

  it('reads a plain count only', () => {
    expect(readHashGroupSize('#a=3&c=0')).toBe(3);
    expect(readHashGroupSize('a=1')).toBe(1);
    expect(readHashGroupSize('#a=-1')).toBeUndefined();
    expect(readHashGroupSize('#a=1e3')).toBeUndefined();
  });

  it('"out-of-range changes ignored"', () => {
    expect(groupSizeBounds([1, 2])).toEqual({ min: 1, max: 2 });
    expect(changeGroupSize(2, 3, [1, 2])).toBe(2);
    expect(changeGroupSize(1, 0, [1, 2])).toBe(1);
    expect(changeGroupSize(1, 2, [1, 2])).toBe(2);
    expect(changeGroupSize(3, 4, [1, 2, 3, 4])).toBe(4);
  });

  it('"hash updated": a is set, other keys kept', () => {
    expect(withHashGroupSize('#a=1&utm=x', 2)).toBe('a=2&utm=x');
    expect(withHashGroupSize('', 1)).toBe('a=1');
  });
});

describe('activity checkout entry: hash id and a (default 2); own use adds search customType=OWN_USE', () => {
  it('carries id and a in the hash, customType=OWN_USE in the search for own use', () => {
    expect(activityCheckoutHref('/fr-fr/activite/commande', { id: 15, groupSize: 2, isOwnUse: true })).toBe('/fr-fr/activite/commande?customType=OWN_USE#id=15&a=2');
    expect(activityCheckoutHref('/fr-fr/activite/commande', { id: 15, groupSize: 1, isOwnUse: false })).toBe('/fr-fr/activite/commande#id=15&a=1');
  });

  it('reads it back, a defaulting to 2', () => {
    expect(parseActivityCheckout('?customType=OWN_USE', '#id=15&a=1')).toEqual({ id: 15, groupSize: 1, isOwnUse: true });
    expect(parseActivityCheckout('', '#id=15')).toEqual({ id: 15, groupSize: 2, isOwnUse: false });
    expect(parseActivityCheckout('', '#a=2')).toBeUndefined();
    expect(parseActivityCheckout('', '#id=0')).toBeUndefined();
  });
});
