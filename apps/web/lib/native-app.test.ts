import { describe, expect, it } from 'vitest';
import { isNativeAppUserAgent } from './native-app';

describe('isNativeAppUserAgent', () => {
  it('recognises the web view of our apps by their token', () => {
    expect(isNativeAppUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 EscapadeApp/3.2')).toBe(true);
  });

  it('leaves browsers and a missing header alone', () => {
    expect(isNativeAppUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36')).toBe(false);
    expect(isNativeAppUserAgent(null)).toBe(false);
    expect(isNativeAppUserAgent(undefined)).toBe(false);
  });
});
