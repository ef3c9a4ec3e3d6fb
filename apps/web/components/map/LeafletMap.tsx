'use client';

import 'leaflet/dist/leaflet.css';
import type { LatLng } from '@escapade/domain/geo';
import { type MapBounds, markerSize } from '@escapade/domain/map';
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { InitialMapView, MapMarker } from './map-view';

export interface MapView {
  center: LatLng;
  bounds: MapBounds;
}

export interface LeafletMapProps {
  tileUrl: string;
  attribution: string;
  /** The accessible name of the map region. */
  label: string;
  initialView: InitialMapView;
  /** Moves the view once (a destination placed by the search answer). */
  recenterTo?: LatLng;
  markers: readonly MapMarker[];
  selectedWeekendId: number | undefined;
  markerLabel(marker: MapMarker, isSelected: boolean): string;
  onSelect(weekendId: number): void;
  /** "clicking the map clears selection". */
  onClear(): void;
  /** The user panned or zoomed (interactive mode): the view 'Search in this area' would send. */
  onUserMove(view: MapView): void;
}

/**
 * The Leaflet map of the overlay (react-leaflet). Tiles come from the configured URL; where they
 * cannot load, the markers stay usable on the neutral background of the container.
 */
export default function LeafletMap({ tileUrl, attribution, label, initialView, recenterTo, markers, selectedWeekendId, markerLabel, onSelect, onClear, onUserMove }: LeafletMapProps) {
  const viewProps =
    initialView.kind === 'zoom'
      ? { center: [initialView.center.lat, initialView.center.lng] as [number, number], zoom: initialView.zoom }
      : {
          bounds: [
            [initialView.box.minLat, initialView.box.minLng],
            [initialView.box.maxLat, initialView.box.maxLng],
          ] as [[number, number], [number, number]],
        };
  return (
    <div role="region" aria-label={label} className="size-full">
    <MapContainer {...viewProps} className="size-full" style={NEUTRAL_BACKGROUND} zoomControl>
      <TileLayer url={tileUrl} attribution={attribution} />
      <ViewEvents recenterTo={recenterTo} onClear={onClear} onUserMove={onUserMove} />
      {markers.map((marker) => (
        <PinMarker
          key={marker.key}
          marker={marker}
          isSelected={marker.weekendId === selectedWeekendId}
          label={markerLabel(marker, marker.weekendId === selectedWeekendId)}
          onSelect={onSelect}
        />
      ))}
    </MapContainer>
    </div>
  );
}

/**
 * Inline, so it wins over leaflet.css: a quiet grid under the tiles, which is all that shows when
 * the tile server cannot be reached.
 */
const NEUTRAL_BACKGROUND = {
  backgroundColor: '#e8eeec',
  backgroundImage: 'linear-gradient(#d6dfdc 1px, transparent 1px), linear-gradient(90deg, #d6dfdc 1px, transparent 1px)',
  backgroundSize: '48px 48px',
} as const;

function viewOf(map: L.Map): MapView {
  const center = map.getCenter();
  const bounds = map.getBounds();
  return {
    center: { lat: center.lat, lng: center.lng },
    bounds: { north: bounds.getNorth(), south: bounds.getSouth(), east: bounds.getEast(), west: bounds.getWest() },
  };
}

/** Map clicks clear the selection; a pan or zoom by the user (not by the code) shows 'Search in this area'. */
function ViewEvents({ recenterTo, onClear, onUserMove }: Pick<LeafletMapProps, 'recenterTo' | 'onClear' | 'onUserMove'>) {
  const isMovedByCode = useRef(false);
  const map = useMapEvents({
    click: () => onClear(),
    dragend: () => onUserMove(viewOf(map)),
    zoomend: () => {
      if (!isMovedByCode.current) onUserMove(viewOf(map));
    },
    moveend: () => {
      isMovedByCode.current = false;
    },
  });
  const lat = recenterTo?.lat;
  const lng = recenterTo?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    isMovedByCode.current = true;
    map.setView([lat, lng], map.getZoom());
  }, [map, lat, lng]);
  return <InvalidateSize />;
}

/** The overlay opens with an animation: Leaflet measures its container again once it is laid out. */
function InvalidateSize() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** A pin of "marker sizes 47 active, 40 default"; Enter or Space selects it like a click. */
function PinMarker({ marker, isSelected, label, onSelect }: { marker: MapMarker; isSelected: boolean; label: string; onSelect(weekendId: number): void }) {
  const icon = useMemo(() => pinIcon(isSelected, label), [isSelected, label]);
  return (
    <Marker
      position={[marker.lat, marker.lng]}
      icon={icon}
      keyboard
      zIndexOffset={isSelected ? 1000 : 0}
      eventHandlers={{
        click: () => onSelect(marker.weekendId),
        keypress: (event) => {
          const key = (event.originalEvent as KeyboardEvent).key;
          if (key === 'Enter' || key === ' ') {
            event.originalEvent.preventDefault();
            onSelect(marker.weekendId);
          }
        },
      }}
    />
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function pinIcon(isSelected: boolean, label: string): L.DivIcon {
  const size = markerSize(isSelected);
  const look = isSelected ? 'bg-accent-700 ring-4 ring-accent-500/40' : 'bg-brand-700 hover:bg-brand-800';
  return L.divIcon({
    className: `rounded-full border-2 border-white text-white shadow-lg ${look}`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    // leaflet.css makes the icon itself `display: block`: an inner box centres the glyph.
    html:
      '<span class="flex size-full items-center justify-center" aria-hidden="true">' +
      `<svg viewBox="0 0 24 24" width="${Math.round(size * 0.5)}" height="${Math.round(size * 0.5)}" focusable="false">` +
      '<path d="M4 11.5L12 5l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5h-5v5H5a1 1 0 0 1-1-1z" fill="currentColor"/></svg></span>' +
      `<span class="sr-only">${escapeHtml(label)}</span>`,
  });
}
