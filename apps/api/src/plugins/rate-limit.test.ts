import { describe, expect, it } from 'vitest';
import { isWriteRoute } from './rate-limit';

describe('isWriteRoute', () => {
  it('is true for POST, PUT, PATCH and DELETE only', () => {
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].map((m) => isWriteRoute(m))).toEqual([true, true, true, true]);
    expect(['GET', 'HEAD', 'OPTIONS'].map((m) => isWriteRoute(m))).toEqual([false, false, false]);
    expect(isWriteRoute(['GET', 'POST'])).toBe(true);
  });
});
