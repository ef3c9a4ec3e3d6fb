import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAX_BOUNDS,
  PARTICIPANTS_STEPPER_DEFAULT_MAX,
  type Party,
  type PaxKind,
  canDecrement,
  canIncrement,
  clampParticipantsChange,
  clampPaxChange,
  initialGroupSize,
  isSingleRoom,
  partyFrom,
  shouldShowFamilyHint,
} from './pax';

const kinds: PaxKind[] = ['adults', 'children', 'babies'];
const validParty = fc.record({
  adults: fc.integer({ min: 1, max: 20 }),
  children: fc.integer({ min: 0, max: 10 }),
  babies: fc.integer({ min: 0, max: 10 }),
});

describe('Pax: adults 1 to 20, children 0 to 10, babies 0 to 10', () => {
  it('"out-of-range changes are ignored": 0 or 21 adults, -1 or 11 children, -1 or 11 babies keep the party', () => {
    const party: Party = { adults: 2, children: 1, babies: 0 };
    expect(clampPaxChange(party, 'adults', 0)).toBe(party);
    expect(clampPaxChange(party, 'adults', 21)).toBe(party);
    expect(clampPaxChange(party, 'children', -1)).toBe(party);
    expect(clampPaxChange(party, 'children', 11)).toBe(party);
    expect(clampPaxChange(party, 'babies', -1)).toBe(party);
    expect(clampPaxChange(party, 'babies', 11)).toBe(party);
    expect(clampPaxChange(party, 'babies', -1)).toBe(party);
    expect(clampPaxChange(party, 'adults', 1.5)).toBe(party);
  });

  it('accepts the edges 1 and 20 adults, 0 and 10 children and babies', () => {
    const party: Party = { adults: 2, children: 1, babies: 1 };
    expect(clampPaxChange(party, 'adults', 1).adults).toBe(1);
    expect(clampPaxChange(party, 'adults', 20).adults).toBe(20);
    expect(clampPaxChange(party, 'children', 10).children).toBe(10);
    expect(clampPaxChange(party, 'babies', 0).babies).toBe(0);
  });

  it('never leaves the bounds whatever change is requested (property)', () => {
    fc.assert(
      fc.property(validParty, fc.constantFrom(...kinds), fc.integer({ min: -50, max: 50 }), (party, kind, next) => {
        const result = clampPaxChange(party, kind, next);
        for (const k of kinds) {
          expect(result[k]).toBeGreaterThanOrEqual(PAX_BOUNDS[k].min);
          expect(result[k]).toBeLessThanOrEqual(PAX_BOUNDS[k].max);
        }
      }),
    );
  });

  it('"stepper buttons disabled at bounds"', () => {
    expect(canDecrement({ adults: 1, children: 0, babies: 0 }, 'adults')).toBe(false);
    expect(canIncrement({ adults: 20, children: 0, babies: 0 }, 'adults')).toBe(false);
    expect(canDecrement({ adults: 2, children: 0, babies: 0 }, 'children')).toBe(false);
    expect(canIncrement({ adults: 2, children: 10, babies: 10 }, 'babies')).toBe(false);
    expect(canIncrement({ adults: 19, children: 9, babies: 0 }, 'adults')).toBe(true);
    expect(canDecrement({ adults: 2, children: 1, babies: 0 }, 'children')).toBe(true);
  });
});

describe('default party', () => {
  it('"Default party when the hash is empty: 2 adults, 0 children, 0 babies"', () => {
    expect(partyFrom({})).toEqual({ adults: 2, children: 0, babies: 0 });
    expect(partyFrom({ a: 3, b: 1 })).toEqual({ adults: 3, children: 0, babies: 1 });
  });
});

describe('"Single room becomes true automatically when any child or baby is present, otherwise false"', () => {
  it('is true with a child or a baby', () => {
    expect(isSingleRoom({ children: 1, babies: 0 })).toBe(true);
    expect(isSingleRoom({ children: 0, babies: 1 })).toBe(true);
  });
  it('is false with adults only', () => {
    expect(isSingleRoom({ children: 0, babies: 0 })).toBe(false);
  });
});

describe('"Activity search participants min 1, max 2"', () => {
  it('ignores 0 and 3 participants', () => {
    expect(clampParticipantsChange(2, 3)).toBe(2);
    expect(clampParticipantsChange(1, 0)).toBe(1);
    expect(clampParticipantsChange(1, 2)).toBe(2);
  });
  it('the generic stepper defaults to 1–20', () => {
    expect(clampParticipantsChange(19, 20, { min: 1, max: PARTICIPANTS_STEPPER_DEFAULT_MAX })).toBe(20);
    expect(clampParticipantsChange(20, 21, { min: 1, max: PARTICIPANTS_STEPPER_DEFAULT_MAX })).toBe(20);
  });
  it('"group size starts from hash a or the minimum available size; falls back to minimum if not in prices"', () => {
    expect(initialGroupSize(2, [1, 2])).toBe(2);
    expect(initialGroupSize(undefined, [2, 1])).toBe(1);
    expect(initialGroupSize(5, [1, 2])).toBe(1);
    expect(initialGroupSize(2, [])).toBeUndefined();
  });
});

describe('"The family-composition hint shows when children or babies are in the hash and the theme is not 39"', () => {
  it('shows with children or babies outside theme 39', () => {
    expect(shouldShowFamilyHint({ c: 1 })).toBe(true);
    expect(shouldShowFamilyHint({ b: 2, theme: 12 })).toBe(true);
  });
  it('hides in the family theme 39 or without children and babies', () => {
    expect(shouldShowFamilyHint({ c: 1, theme: 39 })).toBe(false);
    expect(shouldShowFamilyHint({ c: 0, b: 0, theme: 12 })).toBe(false);
    expect(shouldShowFamilyHint({})).toBe(false);
  });
});
