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

describe('memory cache bound', () => {
  it('holds at most maxBytes of JSON text, dropping the least recently used first', async () => {
    const cache = createMemoryCache({ maxBytes: 100 });
    // 42 bytes each: 40 letters and two quotes, one byte a character.
    const text = (letter: string) => letter.repeat(40);
    await cache.set('a', text('a'), 60_000);
    await cache.set('b', text('b'), 60_000);
    await cache.get('a');
    await cache.set('c', text('c'), 60_000);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(text('a'));
    expect(cache.usage?.()).toEqual({ entries: 2, bytes: 84 });
    // Two bytes a character: 2 × 42 bytes leave room for no other entry.
    await cache.set('d', '’'.repeat(40), 60_000);
    expect(cache.usage?.()).toEqual({ entries: 1, bytes: 84 });
  });
});

