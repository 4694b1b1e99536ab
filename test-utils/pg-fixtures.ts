// Public listings for emulator tests: a demo listing made public (verified, visible, published), optionally moved.
import { geohashForLocation } from 'geofire-common';
import type { LatLng } from '@kotastay/shared/geo';
import type { PgRecord } from '@kotastay/shared/schemas/pg';
import { demoPg } from '../scripts/seed/pgs';

/** Demo listing `n` as a public listing `id` at `location` (rounded as the write path stores it), with overrides. */
export function publicPgRecord(id: string, n: number, location?: LatLng, over: Partial<PgRecord> = {}): PgRecord {
  const base = demoPg(n);
  const loc = location ? { lat: Math.round(location.lat * 1e7) / 1e7, lng: Math.round(location.lng * 1e7) / 1e7 } : base.location;
  return {
    ...base,
    id,
    location: loc,
    geohash: geohashForLocation([loc.lat, loc.lng]),
    status: 'published',
    visible: true,
    verification: { ...base.verification, status: 'verified', verifiedAt: base.verification.verifiedAt ?? base.createdAt },
    ...over,
  };
}
