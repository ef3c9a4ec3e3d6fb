import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error';

describe('describeError', () => {
  it('gives the message, and the digest of a server rendering error', () => {
    expect(describeError(new Error('boom'))).toBe('boom');
    expect(describeError(Object.assign(new Error('Server Components render failed'), { digest: '897829323' }))).toBe('[digest 897829323] Server Components render failed');
    expect(describeError(new TypeError(''))).toBe('TypeError');
    expect(describeError('plain')).toBe('plain');
  });
});
