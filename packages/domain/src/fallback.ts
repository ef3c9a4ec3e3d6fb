/**
 * Fallback suggestions: when a search finds less than a page, the destination is widened and the
 * extra results shown in fallback blocks, with their messages.
 */
import { LOCATION_KEYS, type LocationKey, type SearchCriteria, currentDestination, withoutKeys } from './criteria-hash';

/** "expansion radius 30 km". */
export const FALLBACK_RADIUS_KM = 30;
/** "Fallback blocks: 3 results each" ("limit 3"). */
export const FALLBACK_LIMIT = 3;

/** What the search knows about the searched destination. */
export interface DestinationInfo {
  type: LocationKey;
  id: number;
  latitude?: number;
  longitude?: number;
  /** Parent region (of a department). */
  regionId?: number;
  /** Parent country (of a region or touristic region). */
  countryId?: number;
}

export type DestinationExpansion =
  | { kind: 'around'; lat: number; lng: number; distanceMin: number; distanceMax: number }
  | { kind: 'location'; type: 'region' | 'country'; id: number };

/**
 * "a city or poi becomes a 30 km radius around its coordinates (min 0); a department becomes its
 * region; a region or touristic region becomes its country; otherwise nothing".
 */
export function expandDestination(destination: DestinationInfo): DestinationExpansion | undefined {
  switch (destination.type) {
    case 'city':
    case 'poi':
      if (destination.latitude === undefined || destination.longitude === undefined) return undefined;
      return { kind: 'around', lat: destination.latitude, lng: destination.longitude, distanceMin: 0, distanceMax: FALLBACK_RADIUS_KM };
    case 'department':
      return destination.regionId === undefined ? undefined : { kind: 'location', type: 'region', id: destination.regionId };
    case 'region':
    case 'touristicregion':
      return destination.countryId === undefined ? undefined : { kind: 'location', type: 'country', id: destination.countryId };
    default:
      return undefined;
  }
}

function applyExpansion(criteria: SearchCriteria, expansion: DestinationExpansion): SearchCriteria {
  const next = withoutKeys(criteria, [...LOCATION_KEYS, 'lat', 'lng', 'distanceMin', 'distanceMax']);
  if (expansion.kind === 'around') {
    return { ...next, lat: expansion.lat, lng: expansion.lng, distanceMin: expansion.distanceMin, distanceMax: expansion.distanceMax };
  }
  next[expansion.type] = expansion.id;
  return next;
}

export interface FallbackDescriptor {
  destination: { value: number | null; type: LocationKey | null; isAround: boolean; isExpanded: boolean };
  dates: { isRemoved: boolean };
  category: { value: number | null; isRemoved: boolean };
  /** Which relaxations this block carries, e.g. `destination+dates`. */
  value: string;
  /** Position in the sequence, from 0. */
  order: number;
}

export interface FallbackStep {
  descriptor: FallbackDescriptor;
  /** The relaxed criteria this block searches with. */
  criteria: SearchCriteria;
}

/**
 * "Depending on which of destination, dates and category are filtered, a sequence of relaxed
 * searches is produced (expand destination, remove dates, remove category)." Each step keeps the
 * relaxations before it. A destination that cannot be expanded gives no step.
 */
export function buildFallbackSequence(criteria: SearchCriteria, destinationInfo?: DestinationInfo): FallbackStep[] {
  const destination = currentDestination(criteria);
  const info = destination && destinationInfo?.type === destination.type && destinationInfo.id === destination.id ? destinationInfo : undefined;
  const expansion = info ? expandDestination(info) : undefined;
  const hasDates = criteria.checkin !== undefined || criteria.checkout !== undefined;
  const theme = criteria.theme;

  const steps: FallbackStep[] = [];
  const relaxations: string[] = [];
  let relaxed = criteria;
  let descriptor: Omit<FallbackDescriptor, 'value' | 'order'> = {
    destination: { value: destination?.id ?? null, type: destination?.type ?? null, isAround: false, isExpanded: false },
    dates: { isRemoved: false },
    category: { value: theme ?? null, isRemoved: false },
  };
  const push = (relaxation: string) => {
    relaxations.push(relaxation);
    steps.push({ descriptor: { ...descriptor, value: relaxations.join('+'), order: steps.length }, criteria: relaxed });
  };

  if (destination && expansion) {
    relaxed = applyExpansion(relaxed, expansion);
    descriptor = {
      ...descriptor,
      destination:
        expansion.kind === 'around'
          ? { value: destination.id, type: destination.type, isAround: true, isExpanded: true }
          : { value: expansion.id, type: expansion.type, isAround: false, isExpanded: true },
    };
    push('destination');
  }
  if (hasDates) {
    relaxed = withoutKeys(relaxed, ['checkin', 'checkout', 'night']);
    descriptor = { ...descriptor, dates: { isRemoved: true } };
    push('dates');
  }
  if (theme !== undefined) {
    relaxed = withoutKeys(relaxed, ['theme']);
    descriptor = { ...descriptor, category: { value: theme, isRemoved: true } };
    push('category');
  }
  return steps;
}

/** "Fallback results already shown are excluded from later ones by hotel id." */
export function hotelIdsToExclude(shownBlocks: readonly (readonly number[])[]): number[] {
  return [...new Set(shownBlocks.flat())];
}

export type FallbackMessage = 'suggestion' | 'noExactResults' | 'noResults';

/**
 * "main results and fallback both exist: 'Suggestion of stays...'. No main results but fallback:
 * 'No exact results...'. Neither: the no-results message with a reset action." With main results
 * only there is no message.
 */
export function fallbackMessage(hasMainResults: boolean, hasFallbackResults: boolean): FallbackMessage | undefined {
  if (hasMainResults) return hasFallbackResults ? 'suggestion' : undefined;
  return hasFallbackResults ? 'noExactResults' : 'noResults';
}
