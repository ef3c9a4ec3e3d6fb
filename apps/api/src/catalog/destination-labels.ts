import type { DestinationType } from '@escapade/db/schema';

export interface PlaceContext {
  type: DestinationType | 'hotel';
  name: string;
  postalCode?: string | null | undefined;
  cityName?: string | null | undefined;
  departmentName?: string | null | undefined;
  regionName?: string | null | undefined;
  countryName?: string | null | undefined;
}

/**
 * "Annecy (74000), Haute-Savoie, France": the place, then the levels above it that tell it apart,
 * in the market's language. An ancestor named like the place itself (Paris, Paris) is skipped.
 */
export function placeLabel(place: PlaceContext): string {
  const own = place.type === 'city' && place.postalCode ? `${place.name} (${place.postalCode})` : place.name;
  const parents: Array<string | null | undefined> =
    place.type === 'country' ? []
    : place.type === 'region' || place.type === 'touristic_region' ? [place.countryName]
    : place.type === 'department' ? [place.regionName, place.countryName]
    : place.type === 'hotel' ? [place.cityName, place.countryName]
    : [place.departmentName ?? place.regionName, place.countryName];
  const context = parents.filter((name): name is string => Boolean(name) && name !== place.name);
  return [own, ...context].join(', ');
}
