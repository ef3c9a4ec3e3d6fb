import { ADULTS_MAX, ADULTS_MIN, BABIES_MAX, CHILDREN_MAX, DEFAULT_PARTY } from '@escapade/domain/pax';
import { describe, expect, it } from 'vitest';
import { canStep, counterKinds, showsSingleRoomNote, stepParty, summaryParts } from './pax-model';

describe('pax selector model', () => {
  it(`adults ${ADULTS_MIN} to ${ADULTS_MAX}: the steppers are disabled at the bounds and out-of-range steps ignored`, () => {
    const one = { ...DEFAULT_PARTY, adults: ADULTS_MIN };
    expect(canStep(one, 'adults', -1, 'stay')).toBe(false);
    expect(stepParty(one, 'adults', -1, 'stay')).toEqual(one);
    const full = { ...DEFAULT_PARTY, adults: ADULTS_MAX };
    expect(canStep(full, 'adults', 1, 'stay')).toBe(false);
    expect(stepParty(full, 'adults', 1, 'stay')).toEqual(full);
    expect(stepParty(DEFAULT_PARTY, 'adults', 1, 'stay').adults).toBe(3);
  });

  it(`children 0 to ${CHILDREN_MAX}, babies 0 to ${BABIES_MAX}`, () => {
    expect(canStep(DEFAULT_PARTY, 'children', -1, 'stay')).toBe(false);
    expect(canStep({ ...DEFAULT_PARTY, children: CHILDREN_MAX }, 'children', 1, 'stay')).toBe(false);
    expect(canStep({ ...DEFAULT_PARTY, babies: BABIES_MAX }, 'babies', 1, 'stay')).toBe(false);
    expect(canStep({ ...DEFAULT_PARTY, babies: BABIES_MAX }, 'babies', -1, 'stay')).toBe(true);
  });

  it("activity search: one counter 'Participants', min 1, max 2", () => {
    expect(counterKinds('activity')).toEqual(['adults']);
    expect(counterKinds('stay')).toEqual(['adults', 'children', 'babies']);
    const two = { adults: 2, children: 0, babies: 0 };
    expect(canStep(two, 'adults', 1, 'activity')).toBe(false);
    expect(stepParty(two, 'adults', 1, 'activity').adults).toBe(2);
    const one = stepParty(two, 'adults', -1, 'activity');
    expect(one.adults).toBe(1);
    expect(canStep(one, 'adults', -1, 'activity')).toBe(false);
  });

  it('single room is automatic: noted when any child or baby is present', () => {
    expect(showsSingleRoomNote(DEFAULT_PARTY, 'stay')).toBe(false);
    expect(showsSingleRoomNote({ ...DEFAULT_PARTY, babies: 1 }, 'stay')).toBe(true);
  });

  it('the summary leaves out zero children and babies', () => {
    expect(summaryParts(DEFAULT_PARTY, 'stay')).toEqual([{ key: 'adultsCount', count: 2 }]);
    expect(summaryParts({ adults: 2, children: 1, babies: 0 }, 'stay')).toEqual([
      { key: 'adultsCount', count: 2 },
      { key: 'childrenCount', count: 1 },
    ]);
    expect(summaryParts({ adults: 1, children: 0, babies: 0 }, 'activity')).toEqual([{ key: 'participantsCount', count: 1 }]);
  });
});
