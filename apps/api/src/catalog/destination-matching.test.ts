import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATCH_TIERS, matchTierOf, prefixTypoDistance, toSearchKey, typoPatternsOf } from './destination-matching';

describe('toSearchKey (accent- and case-insensitive)', () => {
  it("reads 'Île-de-France' as 'ile de france'", () => {
    expect(toSearchKey('Île-de-France')).toBe('ile de france');
    expect(toSearchKey("Provence-Alpes-Côte d'Azur")).toBe('provence alpes cote d azur');
    expect(toSearchKey('  Sœurs  ÉTÉ ')).toBe('soeurs ete');
    expect(toSearchKey('Italië')).toBe('italie');
  });
});

describe('prefixTypoDistance', () => {
  it('is 0 for a prefix and 1 for one letter missing, extra, wrong or swapped', () => {
    expect(prefixTypoDistance('anne', 'annecy')).toBe(0);
    expect(prefixTypoDistance('anecy', 'annecy')).toBe(1);
    expect(prefixTypoDistance('annnecy', 'annecy')).toBe(1);
    expect(prefixTypoDistance('parus', 'paris')).toBe(1);
    expect(prefixTypoDistance('prais', 'paris')).toBe(1);
    expect(prefixTypoDistance('pras', 'paris')).toBe(2);
  });

  it('is at most 1 for any single edit of a prefix (property)', () => {
    const word = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 5, maxLength: 12 });
    fc.assert(
      fc.property(word, fc.nat(), fc.constantFrom('delete', 'insert', 'replace', 'swap'), fc.integer({ min: 4, max: 12 }), (name, at, edit, cut) => {
        const prefix = name.slice(0, Math.min(cut, name.length));
        const i = at % prefix.length;
        const typed =
          edit === 'delete' ? prefix.slice(0, i) + prefix.slice(i + 1)
          : edit === 'insert' ? prefix.slice(0, i) + 'x' + prefix.slice(i)
          : edit === 'replace' ? prefix.slice(0, i) + (prefix[i] === 'q' ? 'w' : 'q') + prefix.slice(i + 1)
          : i + 1 < prefix.length ? prefix.slice(0, i) + prefix[i + 1] + prefix[i] + prefix.slice(i + 2) : prefix;
        expect(prefixTypoDistance(typed, name)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('matchTierOf', () => {
  it('ranks a name prefix before a word prefix before one typo', () => {
    expect(matchTierOf('saint', 'saint malo')).toBe(MATCH_TIERS.namePrefix);
    expect(matchTierOf('malo', 'saint malo')).toBe(MATCH_TIERS.wordPrefix);
    expect(matchTierOf('mallo', 'saint malo')).toBe(MATCH_TIERS.oneTypo);
    expect(matchTierOf('ile de france', 'ile de france')).toBe(MATCH_TIERS.namePrefix);
  });

  it('does not guess typos from terms under 4 letters, nor match two typos', () => {
    expect(matchTierOf('lyn', 'lyon')).toBeUndefined();
    expect(matchTierOf('bxrdx', 'bordeaux')).toBeUndefined();
    expect(matchTierOf('brodeaux', 'bordeaux')).toBe(MATCH_TIERS.oneTypo);
  });
});

describe('typoPatternsOf', () => {
  const likeToRegExp = (pattern: string) => new RegExp(`^${pattern.replaceAll('_', '.')}`);

  it('covers swapped letters, and extra, wrong or missing letters after the first', () => {
    const matches = (term: string, name: string) => typoPatternsOf(term).some((pattern) => likeToRegExp(pattern).test(name));
    expect(matches('prais', 'paris')).toBe(true);
    expect(matches('annnecy', 'annecy')).toBe(true);
    expect(matches('annecu', 'annecy')).toBe(true);
    expect(matches('anecy', 'annecy')).toBe(true);
    expect(matches('bxrdx', 'bordeaux')).toBe(false);
  });

  it('finds every name whose start is one typo away, when the typo is not on the first letter (property)', () => {
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
    const word = fc.string({ unit: letter, minLength: 6, maxLength: 12 });
    fc.assert(
      fc.property(word, fc.nat(), fc.constantFrom('delete', 'insert', 'replace', 'swap'), letter, (name, at, edit, extra) => {
        const prefix = name.slice(0, 6);
        const i = 1 + (at % (prefix.length - 2));
        const typed =
          edit === 'delete' ? prefix.slice(0, i) + prefix.slice(i + 1)
          : edit === 'insert' ? prefix.slice(0, i) + extra + prefix.slice(i)
          : edit === 'replace' ? prefix.slice(0, i) + extra + prefix.slice(i + 1)
          : prefix.slice(0, i) + prefix[i + 1] + prefix[i] + prefix.slice(i + 2);
        if (typed === prefix) return;
        expect(typoPatternsOf(typed).some((pattern) => likeToRegExp(pattern).test(name))).toBe(true);
      }),
    );
  });

  it('never answers a pattern starting with a wildcard or a space', () => {
    for (const term of ['pari', 'ab cd', 'saint mal']) {
      for (const pattern of typoPatternsOf(term)) expect(pattern).toMatch(/^[a-z0-9]/);
    }
  });
});
