// Google Maps URLs (documented "Maps URLs", no key needed): they open the Maps app on Android.
import type { LatLng } from './map-projection';

const coords = (p: LatLng) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;

export function googleMapsSearchUrl(p: LatLng): string {
  return `https://www.google.com/maps/search/?api=1&query=${coords(p)}`;
}

/** Walking directions; the origin is left to the device (its current location). */
export function googleMapsDirectionsUrl(destination: LatLng, origin?: LatLng): string {
  const from = origin ? `&origin=${coords(origin)}` : '';
  return `https://www.google.com/maps/dir/?api=1${from}&destination=${coords(destination)}&travelmode=walking`;
}
