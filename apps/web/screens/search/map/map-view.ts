/**
 * What the map overlay shows, from the criteria and the map search answer: zoom by location type,
 * default centre, search in this area, the map location entry. The rules are the domain's
 * (`@escapade/domain/map`, `geo`).
 */
import type { MapSearchResponse } from '@escapade/contracts/search';
import { type SearchCriteria, currentDestination } from '@escapade/domain/criteria-hash';
import type { Flow } from '@escapade/domain/flow';
import { type BoundingBox, type LatLng, boundingBox } from '@escapade/domain/geo';
import { type MapBounds, applySearchInArea, mapCenter, searchInAreaCriteria, zoomForLocation } from '@escapade/domain/map';
import type { Country } from '@escapade/domain/markets';

export type InitialMapView = { kind: 'zoom'; center: LatLng; zoom: number } | { kind: 'box'; center: LatLng; box: BoundingBox };

/**
 * The view the map opens on: the searched destination at its type's zoom ("hotel 14, city 12,
 * department 9, region 8, large 6"), else the circle of a point search (a previous 'Search in this
 * area'), else the market's fixed city at the large zoom.
 */
export function initialMapView(criteria: SearchCriteria, country: Country): InitialMapView {
  const destination = currentDestination(criteria);
  const center = mapCenter(criteria, country);
  const hasPoint = criteria.lat !== undefined && criteria.lng !== undefined;
  if (!destination && hasPoint && criteria.distanceMax !== undefined && criteria.distanceMax > 0) {
    return { kind: 'box', center, box: boundingBox(center, criteria.distanceMax) };
  }
  return { kind: 'zoom', center, zoom: zoomForLocation(destination?.type) };
}

/**
 * A destination searched without coordinates in the hash is centred where the search answer
 * places it; the view is otherwise left alone.
 */
export function answeredCenter(criteria: SearchCriteria, answer: MapSearchResponse | undefined): LatLng | undefined {
  if (criteria.lat !== undefined && criteria.lng !== undefined) return undefined;
  const location = answer?.searchDetails.location;
  return location ? { lat: location.latitude, lng: location.longitude } : undefined;
}

export interface MapMarker {
  key: string;
  hotelId: number;
  /** "marker detail uses the weekend id". */
  weekendId: number;
  lat: number;
  lng: number;
  /** 1-based rank in the answer (ordered by quality/price), to tell the pins apart. */
  rank: number;
  /**
   * The pin's price, as the hotel's card reads it: per person for stays ('from' without chosen
   * dates), the voucher's price "for 2 people" for gifts.
   */
  price: { amountCents: number; kind: MapPriceKind };
}

export type MapPriceKind = 'from' | 'perPerson' | 'gift';

function priceOf(item: MapSearchResponse['exactMatch'][number]): MapMarker['price'] {
  if (item.priceType === 'gift') return { amountCents: item.sellPrice, kind: 'gift' };
  return { amountCents: item.pricePerPerson, kind: item.priceType === 'from_price' ? 'from' : 'perPerson' };
}

export function markersOf(answer: MapSearchResponse | undefined): MapMarker[] {
  return (answer?.exactMatch ?? []).flatMap((item, index) => {
    const weekend = item.weekend[0];
    return weekend ? [{ key: item.key, hotelId: item.id, weekendId: weekend.id, lat: item.location.lat, lng: item.location.lng, rank: index + 1, price: priceOf(item) }] : [];
  });
}

/** "'Search in this area' sends the centre and the maximum distance rounded up", sort kept per flow. */
export function searchInArea(criteria: SearchCriteria, flow: Flow, center: LatLng, bounds: MapBounds): SearchCriteria {
  return applySearchInArea(criteria, searchInAreaCriteria(center, bounds), flow);
}

/** A market-relative link of the API (`/sejour/103`) under the market's home (`/fr-fr/`). */
export function underMarket(homeHref: string, path: string): string {
  return `${homeHref.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
