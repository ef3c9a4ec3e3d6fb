import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATCH_TIERS, matchTierOf, prefixTypoDistance, toSearchKey, transpositionsOf } from './destination-matching';

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

describe('transpositionsOf', () => {
  it('swaps each pair of adjacent letters once, never across a space', () => {
    expect(transpositionsOf('prais')).toEqual(['rpais', 'paris', 'prias', 'prasi']);
    expect(transpositionsOf('ab cd')).toEqual(['ba cd', 'ab dc']);
    expect(transpositionsOf('aab')).toEqual(['aba']);
  });
});
