'use client';

import 'leaflet/dist/leaflet.css';
import { type ReactNode, useEffect } from 'react';
import { MapContainer, type MapContainerProps, TileLayer, useMap } from 'react-leaflet';

/** Leaflet's own credit line for the default OpenStreetMap tiles. */
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export interface BaseMapProps extends Pick<MapContainerProps, 'center' | 'zoom' | 'bounds' | 'zoomControl' | 'scrollWheelZoom'> {
  /** The accessible name of the map region. */
  label: string;
  /** The region's size and shape. */
  className: string;
  tileUrl: string;
  /** Markers and map behaviours (react-leaflet children). */
  children?: ReactNode;
}

/**
 * A Leaflet map (react-leaflet) in a named region, its tiles from the configured URL. Where the
 * tiles cannot load, the markers stay usable on a quiet grid.
 */
export function BaseMap({ label, className, tileUrl, children, ...view }: BaseMapProps) {
  return (
    <div role="region" aria-label={label} className={className}>
      <MapContainer {...view} className="size-full" style={NEUTRAL_BACKGROUND}>
        <TileLayer url={tileUrl} attribution={OSM_ATTRIBUTION} />
        {children}
        <InvalidateSize />
      </MapContainer>
    </div>
  );
}

/** Inline, so it wins over leaflet.css: all that shows where the tile server cannot be reached. */
const NEUTRAL_BACKGROUND = {
  backgroundColor: '#e8eeec',
  backgroundImage: 'linear-gradient(#d6dfdc 1px, transparent 1px), linear-gradient(90deg, #d6dfdc 1px, transparent 1px)',
  backgroundSize: '48px 48px',
} as const;

/** A map in a dialog opens with an animation: Leaflet measures its container again once it is laid out. */
function InvalidateSize() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}
