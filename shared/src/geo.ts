// Geo maths shared by the API and the web app. Distances are in METRES everywhere here
// (geofire-common's distanceBetween returns kilometres: convert at that boundary, not here).

/** Mean Earth radius (IUGG), metres — what haversine assumes for a sphere. */
export const EARTH_RADIUS_M = 6_371_008.8;
/** Streets are not straight lines: a walk is ~30% longer than the crow flies in a city grid like Kota's. */
export const WALK_DETOUR_FACTOR = 1.3;
/** An average walking pace (4.8 km/h). */
export const WALK_SPEED_M_PER_MIN = 80;

export type LatLng = { lat: number; lng: number };

const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance between two points, metres. */
export function distanceM(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Estimated walking minutes for a straight-line distance: × detour factor ÷ pace, rounded up (0 m → 0). */
export function walkMinutes(straightLineM: number): number {
  if (!(straightLineM > 0)) return 0;
  return Math.ceil((straightLineM * WALK_DETOUR_FACTOR) / WALK_SPEED_M_PER_MIN);
}

/** The point `distM` metres from `from` on an initial bearing of `bearingDeg` (0 = north, 90 = east). */
export function destinationPoint(from: LatLng, bearingDeg: number, distM: number): LatLng {
  const d = distM / EARTH_RADIUS_M;
  const brg = toRad(bearingDeg);
  const lat1 = toRad(from.lat);
  const lng1 = toRad(from.lng);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(brg));
  const lng2 =
    lng1 + Math.atan2(Math.sin(brg) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: (lat2 * 180) / Math.PI, lng: (((lng2 * 180) / Math.PI + 540) % 360) - 180 };
}

/** 'Within 5 km' style labels want km with at most one decimal: 5000 → 5, 1500 → 1.5. */
export function metresToKm(m: number): number {
  return Math.round(m / 100) / 10;
}
