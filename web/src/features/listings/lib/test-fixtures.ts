// Fixtures for the listings feature's unit tests (never imported by app code).
import type { NearbyResult, NearbySearchResponse } from '@kotastay/shared/schemas/search';

export function nearbyResult(n: number, over: Partial<NearbyResult> = {}): NearbyResult {
  const id = `demo-pg-${String(n).padStart(5, '0')}`;
  return {
    id,
    name: `Test PG ${n}`,
    slug: `test-pg-${n}`,
    type: 'pg',
    gender: 'girls',
    areaId: 'talwandi',
    areaName: 'Talwandi',
    location: { lat: 25.1425 + n / 10_000, lng: 75.8526 },
    minRentInr: 6500,
    maxRentInr: 9000,
    sharingTypes: ['single', 'double'],
    hasAc: true,
    bedsAvailable: 3,
    food: { included: true, vegOnly: true, mealsPerDay: 3 },
    amenities: ['wifi'],
    coverPhoto: {
      id: `${id}-1`,
      alt: 'Room',
      urls: { thumb: `/p/${id}-thumb.svg`, card: `/p/${id}-card.svg`, full: `/p/${id}-full.svg` },
      width: 1200,
      height: 900,
    },
    photoCount: 1,
    verified: true,
    verifiedAt: '2026-11-01T00:00:00.000Z',
    ratingAvg: 0,
    ratingCount: 0,
    demo: true,
    distanceM: 100 * n,
    walkMinutes: 2 * n,
    fromRentInr: 6000 + 100 * n,
    monthlyExtrasInr: 1200,
    fromTotalInr: 7200 + 100 * n,
    ...over,
  };
}

export function nearbyPage(results: NearbyResult[], over: Partial<NearbySearchResponse> = {}): NearbySearchResponse {
  return {
    results,
    nextCursor: null,
    total: results.length,
    center: { lat: 25.1425, lng: 75.8526 },
    radiusM: 5000,
    sort: 'distance',
    ...over,
  };
}
