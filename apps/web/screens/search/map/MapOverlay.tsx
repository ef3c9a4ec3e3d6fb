'use client';

import dynamic from 'next/dynamic';
import type { MapOverlayProps } from '../props';

/** The overlay and Leaflet load only when the map is first opened ("next/dynamic, ssr: false"). */
const MapOverlayDialog = dynamic(() => import('./MapOverlayDialog'), { ssr: false });

/**
 * `<MapOverlay open criteria flow tileUrl onClose onSearchInArea />` (screens/search/props.ts):
 * nothing is rendered, and nothing of the map is downloaded, while it is closed.
 */
export function MapOverlay(props: MapOverlayProps) {
  return props.open ? <MapOverlayDialog {...props} /> : null;
}
