'use client';

import type { LatLng } from '@escapade/domain/geo';
import type { MapBounds } from '@escapade/domain/map';
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { Marker, useMapEvents } from 'react-leaflet';
import { BaseMap } from '../../../components/map-base/BaseMap';
import type { InitialMapView, MapMarker } from './map-view';

export interface MapView {
  center: LatLng;
  bounds: MapBounds;
}

export interface LeafletMapProps {
  tileUrl: string;
  /** The accessible name of the map region. */
  label: string;
  initialView: InitialMapView;
  /** Moves the view once (a destination placed by the search answer). */
  recenterTo?: LatLng;
  markers: readonly MapMarker[];
  selectedWeekendId: number | undefined;
  markerLabel(marker: MapMarker, isSelected: boolean): string;
  /** What the pin shows: its price. */
  markerText(marker: MapMarker): string;
  onSelect(weekendId: number): void;
  /** "clicking the map clears selection". */
  onClear(): void;
  /** The user panned or zoomed (interactive mode): the view 'Search in this area' would send. */
  onUserMove(view: MapView): void;
}

/** The overlay's map: price pins, a view the visitor moves, and clicks that clear the selection. */
export default function LeafletMap({ tileUrl, label, initialView, recenterTo, markers, selectedWeekendId, markerLabel, markerText, onSelect, onClear, onUserMove }: LeafletMapProps) {
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
    <BaseMap {...viewProps} label={label} className="size-full" tileUrl={tileUrl} zoomControl>
      <ViewEvents recenterTo={recenterTo} onClear={onClear} onUserMove={onUserMove} />
      {markers.map((marker) => (
        <PinMarker
          key={marker.key}
          marker={marker}
          isSelected={marker.weekendId === selectedWeekendId}
          label={markerLabel(marker, marker.weekendId === selectedWeekendId)}
          text={markerText(marker)}
          onSelect={onSelect}
        />
      ))}
    </BaseMap>
  );
}

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
  return null;
}

/** A price pin of "marker sizes 47 active, 40 default" (its height); Enter or Space selects it like a click. */
function PinMarker({ marker, isSelected, label, text, onSelect }: { marker: MapMarker; isSelected: boolean; label: string; text: string; onSelect(weekendId: number): void }) {
  const icon = useMemo(() => pinIcon(isSelected, label, text), [isSelected, label, text]);
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

/** A pin is 47 px high when selected, 40 px otherwise. */
const MARKER_SIZE_ACTIVE_PX = 47;
const MARKER_SIZE_DEFAULT_PX = 40;

/** About the width of a pin's price in its bold 13–15 px type, padding included. */
function pinWidth(text: string, height: number): number {
  return Math.max(height, Math.round(text.length * (height > 40 ? 9.5 : 8.5) + 22));
}

function pinIcon(isSelected: boolean, label: string, text: string): L.DivIcon {
  const height = isSelected ? MARKER_SIZE_ACTIVE_PX : MARKER_SIZE_DEFAULT_PX;
  const width = pinWidth(text, height);
  const look = isSelected ? 'bg-accent-700 text-[15px] ring-4 ring-accent-500/40' : 'bg-brand-700 text-[13px] hover:bg-brand-800';
  return L.divIcon({
    className: `rounded-full border-2 border-white font-bold text-white shadow-lg ${look}`,
    iconSize: [width, height],
    iconAnchor: [width / 2, height / 2],
    // leaflet.css makes the icon itself `display: block`: an inner box centres the price.
    html:
      `<span class="flex size-full items-center justify-center whitespace-nowrap px-2" aria-hidden="true">${escapeHtml(text)}</span>` +
      `<span class="sr-only">${escapeHtml(label)}</span>`,
  });
}
