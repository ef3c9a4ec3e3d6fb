'use client';

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';

export interface ActivityMapPlace {
  key: string;
  label: string;
  lat: number;
  lng: number;
}

const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
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
    <div role="region" aria-label={label} className="h-64 w-full overflow-hidden rounded-xl">
      <MapContainer {...view} className="size-full" style={NEUTRAL_BACKGROUND} scrollWheelZoom={false}>
        <TileLayer url={tileUrl} attribution={TILE_ATTRIBUTION} />
        {places.map((place) => (
          <Marker key={place.key} position={[place.lat, place.lng]} icon={icon} title={place.label} alt={place.label} />
        ))}
        <InvalidateSize />
      </MapContainer>
    </div>
  );
}

/** The quiet grid that shows where the tile server cannot be reached. */
const NEUTRAL_BACKGROUND = {
  backgroundColor: '#e8eeec',
  backgroundImage: 'linear-gradient(#d6dfdc 1px, transparent 1px), linear-gradient(90deg, #d6dfdc 1px, transparent 1px)',
  backgroundSize: '48px 48px',
} as const;

/** The modal opens with an animation: Leaflet measures its container again once it is laid out. */
function InvalidateSize() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}
