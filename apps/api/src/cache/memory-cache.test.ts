import { describe, expect, it } from 'vitest';
import { createMemoryCache, jsonTextBytes } from './memory-cache';

describe('jsonTextBytes', () => {
  it('counts a Latin-1 text one byte per character and any other text two', () => {
    expect(jsonTextBytes('"Besançon"')).toBe(10);
    // ’ (U+2019) makes V8 store the whole string two bytes per character.
    expect(jsonTextBytes('"l’Isle"')).toBe(16);
  });
});

describe('memory cache usage', () => {
  it('reports the entries held and the bytes of their JSON text', async () => {
    const cache = createMemoryCache();
    expect(cache.usage?.()).toEqual({ entries: 0, bytes: 0 });
    await cache.set('a', { city: 'Besançon' }, 60_000);
    await cache.set('b', 'l’Isle', 60_000);
    expect(cache.usage?.()).toEqual({ entries: 2, bytes: '{"city":"Besançon"}'.length + 2 * '"l’Isle"'.length });
    await cache.delByPrefix('a');
    expect(cache.usage?.()).toEqual({ entries: 1, bytes: 2 * '"l’Isle"'.length });
  });
});
