import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { usePart } from '../ui/part.ts';
import type { MapPoint } from './map-point.ts';
import type { BookingsPart } from './parts.ts';

export interface TileMapProps {
  pin: MapPoint;
  /** The tile server's URL template (`https://tiles.example/{z}/{x}/{y}.png`). */
  tilesUrl: string;
  /** Credit the tile server requires, shown on the map (HTML allowed, as Leaflet takes it). */
  attribution?: string;
  label: string;
}

/**
 * A real map of the property, with Leaflet (an optional peer; partners also import
 * `leaflet/dist/leaflet.css`). This module, and Leaflet with it, loads only when a tile server
 * is configured: without one the schematic is all there is, and nothing is fetched.
 */
export function TileMap({ pin, tilesUrl, attribution, label }: TileMapProps) {
  const part = usePart<BookingsPart>('bookings');
  const node = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let map: import('leaflet').Map | null = null;
    let gone = false;
    void import('leaflet').then((module) => {
      const L = module.default ?? module;
      if (gone || !node.current) return;
      const center: [number, number] = [pin.latitude, pin.longitude];
      map = L.map(node.current, { center, zoom: 16, scrollWheelZoom: false, attributionControl: Boolean(attribution) });
      L.tileLayer(tilesUrl, { maxZoom: 19, ...(attribution ? { attribution } : {}) }).addTo(map);
      // A drawn circle rather than Leaflet's marker, whose icon images a bundler would have to copy.
      L.circleMarker(center, { radius: 9, weight: 3, fillOpacity: 0.9 }).addTo(map);
    });
    return () => {
      gone = true;
      map?.remove();
    };
  }, [pin.latitude, pin.longitude, tilesUrl, attribution]);
  // A labelled region around Leaflet's container: the map's zoom buttons stay reachable inside it.
  return (
    <section {...part('map', { state: 'tiles' })} aria-label={label}>
      <div ref={node} {...part('tiles')} />
    </section>
  );
}
