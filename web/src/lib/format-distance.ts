// Display formats of the listings screens. Numbers use en-IN grouping (docs/requirements/constants.md#locale).
import { formatNumber } from '@kotastay/shared/format';

/** 850 → "850 m", 1234 → "1.2 km", 12_500 → "13 km": one decimal only where it helps a walker decide. */
export function formatDistance(distanceM: number): string {
  if (distanceM < 1000) return `${Math.max(0, Math.round(distanceM / 10) * 10)} m`;
  const km = distanceM / 1000;
  return `${formatNumber(km < 10 ? Math.round(km * 10) / 10 : Math.round(km))} km`;
}

/** Radius in the heading: 5000 → "5 km", 1500 → "1.5 km". */
export function formatRadius(radiusM: number): string {
  return formatDistance(radiusM);
}
