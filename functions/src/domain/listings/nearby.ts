// GET /api/pgs/nearby: the search index's cells around the centre (docs/decisions/120-search-index.md), exact
// distance filter, filters, sort, page. Reads: each covered cell's directory (one document a cell, decision 197), the
// shards of the cells this instance has not cached at their current version (a handful), then the page's cards
// (≤ limit) in one batch.
import { DEFAULT_CENTER } from '@kotastay/shared/constants';
import { distanceM, walkMinutes } from '@kotastay/shared/geo';
import { isPublicPg, toPgSummary } from '@kotastay/shared/schemas/pg';
import type {
  NearbyResult,
  NearbySearchQuery,
  NearbySearchResponse,
  NearbySort,
} from '@kotastay/shared/schemas/search';
import { catalogueGazetteerEntries } from '@kotastay/shared/gazetteer';
import { currentCatalogue } from '../catalogue';
import { NotFound } from '../errors';
import { compareKeys, decodeCursor, encodeCursor, type CursorPayload, type SortKey } from '../cursor';
import { matchFromRentInr } from '@kotastay/shared/listing-filters';
import { totalOrNull } from '@kotastay/shared/monthly-cost';
import { getPgSummarySources } from './store';
import { asFilterListing, cellsCovering, type IndexEntry } from './search-index';
import { readIndexCells } from './search-index-cache';

type Candidate = { pg: IndexEntry; distM: number; fromRentInr: number; fromTotalInr: number | null; key: SortKey };

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
    case 'total_asc':
      // Listings that state their charges first, by total; then those that do not, by rent (decision 160): an
      // unknown total is not a low one.
      return c.fromTotalInr === null ? [1, c.fromRentInr, c.distM] : [0, c.fromTotalInr, c.distM];
  }
}
const KEY_LENGTH: Record<NearbySort, number> = { distance: 1, price_asc: 2, price_desc: 2, rating: 3, total_asc: 3 };

export type NearbyOutcome = { response: NearbySearchResponse; docsRead: number };

type Centre = { center: { lat: number; lng: number }; place?: { id: string; name: string } | null; docsRead: number };

/**
 * lat/lng as given; the catalogue entry `place` names, exactly (an unknown one is a 404: the area and coaching
 * pages answer 404 for it too); or the best local place for `query` (Kota's default centre when nothing matches).
 */
async function resolveCentre(q: NearbySearchQuery): Promise<Centre> {
  if (q.lat !== undefined && q.lng !== undefined) return { center: { lat: q.lat, lng: q.lng }, docsRead: 0 };
  const { catalogue, docsRead } = await currentCatalogue();
  if (q.place) {
    const id = `${q.place.kind}:${q.place.id}`;
    const entry = catalogueGazetteerEntries(catalogue).find((e) => e.id === id);
    if (!entry || entry.lat === null || entry.lng === null) throw new NotFound('This place');
    return { center: { lat: entry.lat, lng: entry.lng }, place: { id: entry.id, name: entry.name }, docsRead };
  }
  const best = catalogue.gazetteer.search(q.query ?? '', 1)[0];
  if (best && best.lat !== null && best.lng !== null) {
    return { center: { lat: best.lat, lng: best.lng }, place: { id: best.id, name: best.name }, docsRead };
  }
  return { center: { lat: DEFAULT_CENTER.lat, lng: DEFAULT_CENTER.lng }, place: null, docsRead };
}

export type RankedPage = { page: Candidate[]; total: number; nextCursor: string | null };

/** Inserts `c` into `top` (sorted, at most `max` long) if it belongs there. */
function insertTop(top: Candidate[], c: Candidate, max: number): void {
  const worst = top[top.length - 1];
  if (top.length >= max && worst && compareKeys(c.key, c.pg.id, worst.key, worst.pg.id) >= 0) return;
  let lo = 0;
  let hi = top.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const m = top[mid] as Candidate;
    if (compareKeys(m.key, m.pg.id, c.key, c.pg.id) < 0) lo = mid + 1;
    else hi = mid;
  }
  top.splice(lo, 0, c);
  if (top.length > max) top.pop();
}

/**
 * The page of `entries` a search answers: within the radius, matching the filters, ordered by the sort's keys
 * then id, strictly after the cursor. `total` counts every match (all pages). Keeps only the best limit + 1 after
 * the cursor instead of sorting every match: the same page, in O(matches) for a page of 20.
 */
export function rankPage(entries: readonly IndexEntry[], center: { lat: number; lng: number }, q: NearbySearchQuery, after: CursorPayload | null): RankedPage {
  let total = 0;
  let rest = 0;
  const top: Candidate[] = [];
  for (const pg of entries) {
    // Cells are rectangles around the circle: the exact test is the haversine distance.
    const distM = distanceM(center, pg.location);
    if (distM > q.radius) continue;
    const fromRentInr = matchFromRentInr(asFilterListing(pg), q);
    if (fromRentInr === null) continue;
    total++;
    const base = { pg, distM, fromRentInr, fromTotalInr: totalOrNull(fromRentInr, pg.monthlyExtrasInr) };
    const c = { ...base, key: sortKey(q.sort, base) };
    if (after && compareKeys(c.key, pg.id, after.k, after.id) <= 0) continue;
    rest++;
    insertTop(top, c, q.limit + 1);
  }
  const page = top.slice(0, q.limit);
  const last = page[page.length - 1];
  const nextCursor = rest > q.limit && last ? encodeCursor({ s: q.sort, k: last.key, id: last.pg.id }) : null;
  return { page, total, nextCursor };
}

export async function nearbySearch(q: NearbySearchQuery): Promise<NearbyOutcome> {
  const resolved = await resolveCentre(q);
  const { center } = resolved;
  const after = q.cursor ? decodeCursor(q.cursor, q.sort, KEY_LENGTH[q.sort]) : null;

  const index = await readIndexCells(cellsCovering(center, q.radius));
  let docsRead = resolved.docsRead + index.docsRead;
  const { page, total, nextCursor } = rankPage(index.entries, center, q, after);

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
      fromTotalInr: m.fromTotalInr,
    });
  }
  const response: NearbySearchResponse = { results, nextCursor, total, center, radiusM: q.radius };
  if (resolved.place !== undefined) response.place = resolved.place;
  return { response, docsRead };
}
