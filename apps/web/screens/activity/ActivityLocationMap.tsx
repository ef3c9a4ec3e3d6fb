'use client';

import L from 'leaflet';
import { useMemo } from 'react';
import { Marker } from 'react-leaflet';
import { BaseMap } from '../../components/map-base/BaseMap';

export interface ActivityMapPlace {
  key: string;
  label: string;
  lat: number;
  lng: number;
}

const SINGLE_PLACE_ZOOM = 13;

/**
 * The practical-info modal's "getting there with map": the activity centres on a Leaflet map.
 * Loaded only when the modal opens (next/dynamic, no SSR).
 */
export default function ActivityLocationMap({ places, tileUrl, label }: { places: readonly ActivityMapPlace[]; tileUrl: string; label: string }) {
  const first = places[0];
  const icon = useMemo(
    () =>
      L.divIcon({
        className: 'rounded-full border-2 border-white bg-brand-700 shadow-lg',
        iconSize: [28, 28],
        iconAnchor: [14, 14],
      }),
    [],
  );
  if (!first) return null;
  const view =
    places.length > 1
      ? { bounds: L.latLngBounds(places.map((place) => [place.lat, place.lng] as [number, number])).pad(0.2) }
      : { center: [first.lat, first.lng] as [number, number], zoom: SINGLE_PLACE_ZOOM };
  return (
    <BaseMap {...view} label={label} className="h-64 w-full overflow-hidden rounded-xl" tileUrl={tileUrl} scrollWheelZoom={false}>
      {places.map((place) => (
        <Marker key={place.key} position={[place.lat, place.lng]} icon={icon} title={place.label} alt={place.label} />
      ))}
    </BaseMap>
  );
}
