/**
 * The pax selector's view model: the rules are the domain's
 * (`@escapade/domain/pax`); this maps them to the two modes of the selector.
 */
import {
  ACTIVITY_PARTICIPANTS_MAX,
  ACTIVITY_PARTICIPANTS_MIN,
  type Bounds,
  type Party,
  type PaxKind,
  canDecrement,
  canIncrement,
  clampParticipantsChange,
  clampPaxChange,
  isSingleRoom,
  isWithinBounds,
} from '@escapade/domain/pax';

export type PaxMode = 'stay' | 'activity';

export const ACTIVITY_PARTICIPANT_BOUNDS: Bounds = { min: ACTIVITY_PARTICIPANTS_MIN, max: ACTIVITY_PARTICIPANTS_MAX };

/** The counters a mode shows: adults, children and babies for a stay; 'Participants' for an activity. */
export function counterKinds(mode: PaxMode): readonly PaxKind[] {
  return mode === 'stay' ? ['adults', 'children', 'babies'] : ['adults'];
}

/** "Stepper buttons disabled at bounds" (activity participants: 1 to 2). */
export function canStep(party: Party, kind: PaxKind, direction: 1 | -1, mode: PaxMode): boolean {
  if (mode === 'activity') return isWithinBounds(party.adults + direction, ACTIVITY_PARTICIPANT_BOUNDS);
  return direction === 1 ? canIncrement(party, kind) : canDecrement(party, kind);
}

/** "Out-of-range changes are ignored." An activity party has adults only. */
export function stepParty(party: Party, kind: PaxKind, direction: 1 | -1, mode: PaxMode): Party {
  if (mode === 'activity') {
    return { adults: clampParticipantsChange(party.adults, party.adults + direction, ACTIVITY_PARTICIPANT_BOUNDS), children: 0, babies: 0 };
  }
  return clampPaxChange(party, kind, party[kind] + direction);
}

/** The parts of the field's summary ("2 adults, 1 child"); zero children and babies are left out. */
export function summaryParts(party: Party, mode: PaxMode): { key: 'adultsCount' | 'childrenCount' | 'babiesCount' | 'participantsCount'; count: number }[] {
  if (mode === 'activity') return [{ key: 'participantsCount', count: party.adults }];
  const parts: { key: 'adultsCount' | 'childrenCount' | 'babiesCount'; count: number }[] = [{ key: 'adultsCount', count: party.adults }];
  if (party.children > 0) parts.push({ key: 'childrenCount', count: party.children });
  if (party.babies > 0) parts.push({ key: 'babiesCount', count: party.babies });
  return parts;
}

/** "Single room becomes true automatically when any child or baby is present." */
export function showsSingleRoomNote(party: Party, mode: PaxMode): boolean {
  return mode === 'stay' && isSingleRoom(party);
}
