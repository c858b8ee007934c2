import type { ReactNode } from 'react';
import { defineWidget } from '../ui/define-widget.tsx';
import { usePart } from '../ui/part.ts';
import { useEntry } from '../ui/use-entry.ts';
import type { MapPoint } from './map-point.ts';
import type { BookingsPart } from './parts.ts';
import type { TileMapProps } from './TileMap.tsx';
import { bookingsTexts } from './texts.ts';

/** Where the tiles will be, busy, while Leaflet loads. */
function TilesLoading() {
  const part = usePart<BookingsPart>('bookings');
  return <div {...part('tiles')} aria-busy="true" />;
}

// Leaflet and this view load only with a tile server configured (see TileMap.tsx).
const TileMap = defineWidget<TileMapProps>({
  name: 'TileMap',
  texts: bookingsTexts,
  load: () => import('./TileMap.tsx').then((module) => module.TileMap),
  skeleton: () => <TilesLoading />,
});

export interface SiteMapProps {
  pin: MapPoint | null;
  city: string;
  /**
   * A real map for hosts that have a tile server: rendered instead of the schematic (e.g. a lazily
   * loaded Leaflet or MapLibre view). Without it, the default, a sketch drawn from the
   * coordinates, with no network at all.
   */
  renderMap?: (pin: MapPoint) => ReactNode;
  /**
   * A tile server's URL template (`https://tiles.example/{z}/{x}/{y}.png`): a Leaflet map, loaded
   * on demand, instead of the schematic. None by default: the schematic, with no network at all.
   */
  tilesUrl?: string;
  /** The credit the tile server asks for, shown on the map. */
  tilesAttribution?: string;
}

/** A small deterministic generator, so one address always gets the same sketch. */
function seeded(seed: number) {
  let state = Math.floor(Math.abs(seed) * 1e6) % 2147483647 || 1;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

/**
 * The neighbourhood as a sketch: streets placed from the coordinates (the same place always
 * looks the same), the home as a pin in the middle, north up. Inline SVG: nothing is fetched.
 */
export function SiteMap({ pin, city, renderMap, tilesUrl, tilesAttribution }: SiteMapProps) {
  const { t, part } = useEntry<BookingsPart>(bookingsTexts);
  if (!pin) return <p {...part('note')}>{t('details.map.noPin')}</p>;
  if (renderMap) return <div {...part('map', { state: 'host' })}>{renderMap(pin)}</div>;
  if (tilesUrl) {
    return (
      <figure {...part('mapFrame')}>
        <TileMap pin={pin} tilesUrl={tilesUrl} attribution={tilesAttribution} label={t('details.map.tilesLabel', { city })} />
      </figure>
    );
  }
  const random = seeded(pin.latitude * 1000 + pin.longitude * 7);
  const streets = Array.from({ length: 4 }, (_, i) => ({
    horizontal: 30 + i * 45 + Math.round(random() * 20),
    vertical: 40 + i * 70 + Math.round(random() * 30),
  }));
  return (
    <figure {...part('map', { state: 'schematic' })}>
      <svg viewBox="0 0 320 200" role="img" aria-label={t('details.map.label', { city })} focusable="false">
        <rect width="320" height="200" {...part('mapGround')} />
        <path
          d={`M0 ${150 + Math.round(random() * 30)} Q 160 ${120 + Math.round(random() * 40)} 320 ${170}`}
          {...part('mapWater')}
        />
        {streets.map((street) => (
          <g key={`${street.horizontal}-${street.vertical}`} {...part('mapStreet')}>
            <line x1="0" y1={street.horizontal} x2="320" y2={street.horizontal} />
            <line x1={street.vertical} y1="0" x2={street.vertical} y2="200" />
          </g>
        ))}
        <g transform="translate(160 100)" {...part('mapPin')}>
          <circle r="18" {...part('mapHalo')} />
          <path d="M0 6 C -8 -4 -10 -8 -10 -12 A 10 10 0 1 1 10 -12 C 10 -8 8 -4 0 6 Z" />
          <circle cy="-12" r="4" {...part('mapDot')} />
        </g>
        <g transform="translate(296 24)" {...part('mapNorth')}>
          <path d="M0 -14 L6 4 L0 0 L-6 4 Z" />
          <text y="18" textAnchor="middle">
            {t('details.map.north')}
          </text>
        </g>
      </svg>
      <figcaption {...part('note')}>{t('details.map.hint')}</figcaption>
    </figure>
  );
}
