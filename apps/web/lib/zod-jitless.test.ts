import { describe, expect, it } from 'vitest';
import { setZodJitless } from './zod-jitless';

describe('zod jitless before zod loads (the CSP forbids eval)', () => {
  it('zod reads the setting written on globalThis, as its own config() does', async () => {
    setZodJitless();
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
