/**
 * Distances on the earth as PostgreSQL's earthdistance computes them, operation for operation,
 * so search gives the same metres, the same rounded kilometres and the same scores it gave when
 * PostgreSQL computed them (docs/adr/0005-search-precomputed.md, "In memory"). The points come
 * from PostgreSQL (`ll_to_earth`: the homes in `search_cleaner`, the searched place through
 * SearchIndex.pointOf): V8's cos and sin differ from the C library's in the last bit for about
 * one argument in twenty, and a last bit of a coordinate, some 1e-9 m, is 1e-13 of a 10 km
 * distance — enough to change a cursor's key.
 */

/** earthdistance's `earth()`: the radius its points and distances use, in metres. */
export const earthRadius = 6378168;
/** A point of earthdistance's `earth` type: a 3-D point in metres from the earth's centre. */
export type EarthPoint = readonly [number, number, number];

/** The square of cube's `cube_distance` of two points (the chord, the straight line through the earth). */
export function chordSquared(a: EarthPoint, b: EarthPoint): number {
  const d0 = a[0] - b[0];
  const d1 = a[1] - b[1];
  const d2 = a[2] - b[2];
  return d0 * d0 + d1 * d1 + d2 * d2;
}

/** `earth_distance`: `sec_to_gc` of the chord, the great-circle distance in metres. */
export function metresBetween(a: EarthPoint, b: EarthPoint): number {
  const c = Math.sqrt(chordSquared(a, b));
  if (c < 0) return 0;
  if (c / (2 * earthRadius) > 1) return Math.PI * earthRadius;
  return 2 * earthRadius * Math.asin(c / (2 * earthRadius));
}

/**
 * `round((metres / 1000)::numeric, 1)::float8`, the distance a card shows: the cast to numeric
 * keeps 15 significant digits (`%.15g`), `round` takes halves away from zero, and the way back
 * reads the decimal, which is the division of the tenths by 10. Far from a tenth's edge or
 * half (almost always) the tenths of the double are those of its 15 digits, without writing them.
 */
export function roundedKm(metres: number): number {
  const tenthsExact = metres / 100;
  const whole = Math.floor(tenthsExact);
  const part = tenthsExact - whole;
  if (part > 1e-6 && part < 1 - 1e-6 && Math.abs(part - 0.5) > 1e-6) return (part > 0.5 ? whole + 1 : whole) / 10;
  const text = (metres / 1000).toPrecision(15);
  // Under a millimetre (written with an exponent): 0.0.
  if (text.includes('e')) return 0;
  const [units = '0', fraction = ''] = text.split('.');
  let tenths = Number(units) * 10 + Number(fraction[0] ?? '0');
  if (Number(fraction[1] ?? '0') >= 5) tenths += 1;
  return tenths / 10;
}
