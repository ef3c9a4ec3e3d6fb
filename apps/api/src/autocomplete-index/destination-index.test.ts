import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { typoPatternsOf } from '../catalog/destination-matching';
import { TYPO_SECOND_LETTER_MIN_TERM_LENGTH } from '../catalog/find-places';
import { DestinationIndex, type IndexedPlace } from './destination-index';
import { warmUpDestinationIndex, warmUpTerms } from './search-destination-index';
import { DestinationIndexHolder } from './destination-index-holder';
import type { Db } from '@escapade/db';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The index's typo pass against the SQL it stands for, written the slow way: every key tested
 * against every pattern with LIKE's meaning. The API suite compares the index with PostgreSQL on
 * the test catalog, whose names never share a long head; these catalogs do (thousands of 'sa…'),
 * which takes the per-letter path of `addLikePrefix` that only full-scale catalogs reach.
 */
function likePrefix(key: string, pattern: string): boolean {
  if (key.length < pattern.length) return false;
  for (let i = 0; i < pattern.length; i += 1) if (pattern[i] !== '_' && pattern[i] !== key[i]) return false;
  return true;
}

function byRank(a: IndexedPlace, b: IndexedPlace): number {
  return b.weight - a.weight || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.id - b.id;
}

function referenceTypo(places: readonly IndexedPlace[], termKey: string, limit: number): number[] {
  const patterns = typoPatternsOf(termKey).filter(
    (pattern) => !pattern.startsWith(termKey) && !(pattern.slice(0, 2).includes('_') && termKey.length < TYPO_SECOND_LETTER_MIN_TERM_LENGTH),
  );
  return places
    .filter((place) => patterns.some((pattern) => likePrefix(place.key, pattern)))
    .filter((place) => !place.key.startsWith(termKey) && !place.key.includes(` ${termKey}`))
    .sort(byRank)
    .slice(0, limit)
    .map((place) => place.id);
}

function place(id: number, key: string, weight: number): IndexedPlace {
  return {
    kind: 'destination', id, type: 'city', name: key, key, weight, similarity: 1,
    latitude: 0, longitude: 0, postal_code: null, city_name: null, department_name: null, region_name: null, country_name: null,
  };
}

/** Keys over a small alphabet, most of them under one head, so that ranges run to thousands. */
const keyArbitrary = fc.oneof(
  { weight: 3, arbitrary: fc.stringMatching(/^sa[ainrtv]{0,7}( [aes]{1,3})?$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^[sv][aeil]{1,6}$/) },
);

describe('DestinationIndex typo lookup', () => {
  it('finds what LIKE finds over thousands of keys sharing a head, leaving out the earlier tiers (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(keyArbitrary, fc.integer({ min: 0, max: 50 })), { minLength: 1500, maxLength: 3000 }),
        fc.array(fc.stringMatching(/^sa[ainrtv ]{2,6}$|^vil[aeil]{1,3}$/), { minLength: 5, maxLength: 5 }),
        fc.constantFrom(1, 30, 100),
        (entries, terms, limit) => {
          const places = entries.map(([key, weight], id) => place(id + 1, key, weight));
          const index = new DestinationIndex({ destinations: new Map([['fr', places]]), hotels: new Map() }, '1.1');
          for (const termKey of terms.map((term) => term.trim()).filter((term) => term.length >= 4)) {
            const found = index.findPlaces('fr', { mode: 'typo', termKey, limit }).map((row) => row.id);
            expect(found, termKey).toEqual(referenceTypo(places, termKey, limit));
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('skips the keys equal to the head when a pattern wants a letter after it', () => {
    const places = [place(1, 'sa', 10), place(2, 'sa', 9), ...Array.from({ length: 1100 }, (_, i) => place(i + 3, `sa${'abcdefghij'[i % 10]}nt ${i}`, 1))];
    const index = new DestinationIndex({ destinations: new Map([['fr', places]]), hotels: new Map() }, '1.1');
    const found = index.findPlaces('fr', { mode: 'typo', termKey: 'saxnt', limit: 100 }).map((row) => row.id);
    expect(found).toEqual(referenceTypo(places, 'saxnt', 100));
    expect(found).not.toContain(1);
    expect(found.length).toBe(100);
  });
});

describe('warm-up terms', () => {
  const places = Array.from({ length: 400 }, (_, i) => place(i + 1, `${['saint', 'villa', 'mont', 'port'][i % 4]}${String.fromCharCode(97 + (i % 26))}${i}`, i % 7));
  const index = new DestinationIndex({ destinations: new Map([['fr', places], ['nl', places]]), hotels: new Map() }, '1.1');

  it('are prefixes of the index names, one in three with a typo, spread over every language', () => {
    const terms = warmUpTerms(index, 60);
    expect(terms).toHaveLength(60);
    expect(new Set(terms.map((term) => term.language))).toEqual(new Set(['fr', 'nl']));
    const keys = places.map((entry) => entry.key);
    const prefixes = terms.filter((term) => keys.some((key) => key.startsWith(term.termKey)));
    // The two in three without a typo at least (a typo may still be some other name's prefix).
    expect(prefixes.length).toBeGreaterThanOrEqual(40);
    expect(terms.every((term) => term.termKey.length >= 3)).toBe(true);
    expect(warmUpTerms(index, 60)).toEqual(terms);
  });

  it('ranks every term it makes, in batches', async () => {
    expect(await warmUpDestinationIndex(index, 50, 7)).toBe(50);
  });

  it('runs once the first build is in, before the holder reports ready, and only when asked', async () => {
    const logged: string[] = [];
    const log = { info: (_: unknown, message: string) => logged.push(message), warn: (_: unknown, message: string) => logged.push(message) } as unknown as FastifyBaseLogger;
    const load = async () => ({ index, fingerprint: 'f' });
    const warm = new DestinationIndexHolder({} as Db, log, { load, warmUpTerms: 30 });
    warm.start();
    expect(await warm.whenReady()).toBe(true);
    expect(warm.current()).toBe(index);
    expect(logged).toEqual(['autocomplete index built', 'autocomplete index warmed up']);
    await warm.close();
    logged.length = 0;
    const cold = new DestinationIndexHolder({} as Db, log, { load });
    cold.start();
    expect(await cold.whenReady()).toBe(true);
    expect(logged).toEqual(['autocomplete index built']);
    await cold.close();
  });
});
