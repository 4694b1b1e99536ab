// Projection for the offline schematic map: points around a centre, in metres east/north, then into an SVG
// box. An equirectangular projection is exact enough within 20 km of Kota (error well under 1%).
const M_PER_DEG_LAT = 110_574;
const M_PER_DEG_LNG_AT_EQUATOR = 111_320;

export type LatLng = { lat: number; lng: number };

/** Metres east (x) and north (y) of `center`. */
export function offsetM(center: LatLng, point: LatLng): { xM: number; yM: number } {
  const cosLat = Math.cos((center.lat * Math.PI) / 180);
  return {
    xM: (point.lng - center.lng) * M_PER_DEG_LNG_AT_EQUATOR * cosLat,
    yM: (point.lat - center.lat) * M_PER_DEG_LAT,
  };
}

/**
 * A position rounded to 0.01 px: the server and the browser compute Math.cos to different last bits, and the PG
 * page is rendered on one and hydrated on the other (99.17795203067828 against 99.1779520306783 was a hydration
 * mismatch). A hundredth of a pixel is far below what a screen shows.
 */
const toHundredths = (v: number) => Math.round(v * 100) / 100;

/**
 * Position inside a square SVG of side `sizePx` whose edge is `radiusM` from the centre; points beyond the
 * edge are pulled onto it so nothing is drawn outside the box.
 */
export function toSvg(center: LatLng, point: LatLng, radiusM: number, sizePx: number): { x: number; y: number } {
  const { xM, yM } = offsetM(center, point);
  const half = sizePx / 2;
  const scale = half / radiusM;
  const clamp = (v: number) => Math.max(-half, Math.min(half, v));
  return { x: toHundredths(half + clamp(xM * scale)), y: toHundredths(half - clamp(yM * scale)) };
}

/** Ring radii worth drawing for a search radius: 1 km steps up to 5 km, then wider. */
export function ringRadiiM(radiusM: number): number[] {
  const step = radiusM <= 5000 ? 1000 : radiusM <= 10_000 ? 2500 : 5000;
  const rings: number[] = [];
  for (let r = step; r < radiusM; r += step) rings.push(r);
  rings.push(radiusM);
  return rings;
}
