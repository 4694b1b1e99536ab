// GET /api/pgs/nearby: geohash range queries (geofire-common), exact distance filter, filters, sort, page.
// Two reads: the candidates' filter fields (many documents, few fields), then the page's card fields (≤ limit).
import { geohashQueryBounds } from 'geofire-common';
import { DEFAULT_CENTER } from '@kotastay/shared/constants';
import { distanceM, walkMinutes } from '@kotastay/shared/geo';
import { isPublicPg, toPgSummary } from '@kotastay/shared/schemas/pg';
import type {
  NearbyResult,
  NearbySearchQuery,
  NearbySearchResponse,
  NearbySort,
} from '@kotastay/shared/schemas/search';
import { currentCatalogue } from '../catalogue/catalogue-cache';
import { compareKeys, decodeCursor, encodeCursor, type SortKey } from './cursor';
import { matchFromRentInr } from '@kotastay/shared/listing-filters';
import { getPgSummarySources, readGeohashRange, type PgFilterSource } from './repository';

type Candidate = { pg: PgFilterSource; distM: number; fromRentInr: number; key: SortKey };

/** Sort keys, ascending; ties fall to distance, then the id (inside compareKeys). */
function sortKey(sort: NearbySort, c: Omit<Candidate, 'key'>): SortKey {
  switch (sort) {
    case 'distance':
      return [c.distM];
    case 'price_asc':
      return [c.fromRentInr, c.distM];
    case 'price_desc':
      return [-c.fromRentInr, c.distM];
    case 'rating':
      return [-c.pg.ratingAvg, -c.pg.ratingCount, c.distM];
  }
}
const KEY_LENGTH: Record<NearbySort, number> = { distance: 1, price_asc: 2, price_desc: 2, rating: 3 };

export type NearbyOutcome = { response: NearbySearchResponse; docsRead: number };

type Centre = { center: { lat: number; lng: number }; place?: { id: string; name: string } | null; docsRead: number };

/** lat/lng as given, or the best local place for `query` (Kota's default centre when nothing matches). */
async function resolveCentre(q: NearbySearchQuery): Promise<Centre> {
  if (q.lat !== undefined && q.lng !== undefined) return { center: { lat: q.lat, lng: q.lng }, docsRead: 0 };
  const { catalogue, docsRead } = await currentCatalogue();
  const best = catalogue.gazetteer.search(q.query ?? '', 1)[0];
  if (best && best.lat !== null && best.lng !== null) {
    return { center: { lat: best.lat, lng: best.lng }, place: { id: best.id, name: best.name }, docsRead };
  }
  return { center: { lat: DEFAULT_CENTER.lat, lng: DEFAULT_CENTER.lng }, place: null, docsRead };
}

export async function nearbySearch(q: NearbySearchQuery): Promise<NearbyOutcome> {
  const resolved = await resolveCentre(q);
  const { center } = resolved;
  const after = q.cursor ? decodeCursor(q.cursor, q.sort, KEY_LENGTH[q.sort]) : null;

  // geofire-common 6 takes the radius in METRES here (its distanceBetween, unused, answers in km).
  const bounds = geohashQueryBounds([center.lat, center.lng], q.radius);
  const ranges = await Promise.all(bounds.map(([start, end]) => readGeohashRange(start, end, q.gender)));

  let docsRead = resolved.docsRead;
  const seen = new Set<string>();
  const matches: Candidate[] = [];
  for (const range of ranges) {
    docsRead += range.length;
    for (const pg of range) {
      if (seen.has(pg.id)) continue;
      seen.add(pg.id);
      // Geohash cells are rectangles around the circle: the exact test is the haversine distance.
      const distM = distanceM(center, pg.location);
      if (distM > q.radius) continue;
      const fromRentInr = matchFromRentInr(pg, q);
      if (fromRentInr === null) continue;
      const base = { pg, distM, fromRentInr };
      matches.push({ ...base, key: sortKey(q.sort, base) });
    }
  }
  matches.sort((a, b) => compareKeys(a.key, a.pg.id, b.key, b.pg.id));

  const rest = after ? matches.filter((m) => compareKeys(m.key, m.pg.id, after.k, after.id) > 0) : matches;
  const page = rest.slice(0, q.limit);
  const last = page[page.length - 1];
  const nextCursor = rest.length > q.limit && last ? encodeCursor({ s: q.sort, k: last.key, id: last.pg.id }) : null;

  const cards = await getPgSummarySources(page.map((m) => m.pg.id));
  docsRead += page.length;
  const results: NearbyResult[] = [];
  for (const m of page) {
    const card = cards.get(m.pg.id);
    // Changed between the two reads (hidden or deleted a moment ago): leave it out rather than show it.
    if (!card || !isPublicPg(card)) continue;
    const roundedM = Math.round(m.distM);
    results.push({
      ...toPgSummary(card),
      distanceM: roundedM,
      walkMinutes: walkMinutes(roundedM),
      fromRentInr: m.fromRentInr,
    });
  }
  const response: NearbySearchResponse = { results, nextCursor, total: matches.length, center, radiusM: q.radius };
  if (resolved.place !== undefined) response.place = resolved.place;
  return { response, docsRead };
}
