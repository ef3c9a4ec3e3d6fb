import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-id';

describe('an id in the address', () => {
  it('is a positive whole number of at most 9 digits', () => {
    expect(parseRouteId('18')).toBe(18);
    expect(parseRouteId('007')).toBe(7);
    expect(parseRouteId('999999999')).toBe(999_999_999);
  });

  it('names nothing otherwise', () => {
    for (const value of ['0', '000', '1234567890', '-1', '1.5', '1e3', ' 1', 'abc', '', null, undefined]) expect(parseRouteId(value)).toBeUndefined();
  });
});
