/**
 * Fallback blocks of the results page: what the
 * search knows about its destination (for `buildFallbackSequence`), the hotels each block must
 * exclude, and what each block's title says about its relaxations.
 */
import { locationKeyOf } from '@escapade/contracts/location-kinds';
import type { LocationHierarchyItem, SearchDetails } from '@escapade/contracts/search';
import type { LocationKey } from '@escapade/domain/criteria-hash';
import { type DestinationInfo, type FallbackDescriptor, hotelIdsToExclude } from '@escapade/domain/fallback';

function idOfType(hierarchy: readonly LocationHierarchyItem[], type: LocationHierarchyItem['type']): number | undefined {
  return hierarchy.find((item) => item.type === type)?.id;
}

/** The searched destination with its coordinates and parents ("a department becomes its region…"). */
export function destinationInfoFrom(details: SearchDetails | undefined): DestinationInfo | undefined {
  const location = details?.location;
  if (!location || location.id === null) return undefined;
  const type = locationKeyOf(location.type);
  if (!type) return undefined;
  const regionId = idOfType(details.locationHierarchy, 'region');
  const countryId = idOfType(details.locationHierarchy, 'country');
  return {
    type,
    id: location.id,
    latitude: location.latitude,
    longitude: location.longitude,
    ...(regionId !== undefined && { regionId }),
    ...(countryId !== undefined && { countryId }),
  };
}

/** The label of a place of the hierarchy (the expanded region or country of a block). */
export function placeLabel(details: SearchDetails | undefined, type: LocationKey | null, id: number | null): string | undefined {
  if (!details || type === null || id === null) return undefined;
  if (details.location?.id === id) return details.location.label ?? undefined;
  return details.locationHierarchy.find((item) => item.id === id && locationKeyOf(item.type) === type)?.label;
}

/**
 * "Fallback results already shown are excluded from later ones by hotel id": block `index`
 * excludes the exact matches and every block before it.
 */
export function excludedHotelIdsFor(index: number, exactMatchHotelIds: readonly number[], blockHotelIds: readonly (readonly number[] | undefined)[]): number[] {
  return hotelIdsToExclude([exactMatchHotelIds, ...blockHotelIds.slice(0, index).map((ids) => ids ?? [])]);
}

/** A block may search once every block before it has answered (its exclusions are then known). */
export function canBlockSearch(index: number, settled: readonly boolean[]): boolean {
  return settled.slice(0, index).every(Boolean);
}

export type FallbackTitlePart =
  | { kind: 'around'; place: string | undefined }
  | { kind: 'widerArea'; place: string | undefined }
  | { kind: 'otherDates' }
  | { kind: 'allThemes' };

/** What a block relaxed, in the order of the sequence (destination, dates, category). */
export function fallbackTitleParts(descriptor: FallbackDescriptor, details: SearchDetails | undefined): FallbackTitlePart[] {
  const parts: FallbackTitlePart[] = [];
  const { destination } = descriptor;
  if (destination.isExpanded) {
    const place = placeLabel(details, destination.type, destination.value);
    parts.push(destination.isAround ? { kind: 'around', place } : { kind: 'widerArea', place });
  }
  if (descriptor.dates.isRemoved) parts.push({ kind: 'otherDates' });
  if (descriptor.category.isRemoved) parts.push({ kind: 'allThemes' });
  return parts;
}
