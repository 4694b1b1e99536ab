// GET /api/pgs/nearby: the search index's cells around the centre (docs/decisions/120-search-index.md), exact
// distance filter, filters, sort, page. Reads: each covered cell's directory (one document a cell, decision 197), the
// shards of the cells this instance has not cached at their current version (a handful), then the page's cards
// (≤ limit) in one batch.
import { DEFAULT_CENTER, MAX_RADIUS_M } from '@kotastay/shared/constants';
import { distanceM, walkMinutes } from '@kotastay/shared/geo';
import { isPublicPg, toPgSummary } from '@kotastay/shared/schemas/pg';
import type {
  NearbyResult,
  NearbySearchQuery,
  NearbySearchResponse,
  NearbySort,
  Understood,
} from '@kotastay/shared/schemas/search';
import { understandQuery, type Understanding, type UnderstoodSort } from '@kotastay/shared/query-understanding';
import type { Gazetteer } from '@kotastay/shared/gazetteer';
import type { Branch } from '@kotastay/shared/schemas/catalogue';
import { FILTER_KEYS, type PgFilters } from '@kotastay/shared/listing-filters';
import { catalogueGazetteerEntries } from '@kotastay/shared/gazetteer';
import { currentCatalogue } from '../catalogue';
import { NotFound } from '../errors';
import { compareKeys, decodeCursor, encodeCursor, type CursorPayload, type SortKey } from '../cursor';
import { fromRentMatcher } from '@kotastay/shared/listing-filters';
import { totalOrNull } from '@kotastay/shared/monthly-cost';
import { getPgSummarySources } from './store';
import { asFilterListing, cellsCovering, type IndexEntry } from './search-index';
import { readIndexCells, type IndexRead } from './search-index-cache';
import { NAME_CELLS, matcherOfCells } from './name-index';

type Candidate = { pg: IndexEntry; distM: number; fromRentInr: number; fromTotalInr: number | null; key: SortKey };

/** Sort keys, ascending; ties fall to distance, then the id (inside compareKeys). */
function sortKey(
  sort: NearbySort,
  pg: IndexEntry,
  distM: number,
  fromRentInr: number,
  fromTotalInr: number | null,
): SortKey {
  switch (sort) {
    case 'distance':
      return [distM];
    case 'price_asc':
      return [fromRentInr, distM];
    case 'price_desc':
      return [-fromRentInr, distM];
    case 'rating':
      return [-pg.ratingAvg, -pg.ratingCount, distM];
    case 'total_asc':
      // Listings that state their charges first, by total; then those that do not, by rent (decision 160): an
      // unknown total is not a low one.
      return fromTotalInr === null ? [1, fromRentInr, distM] : [0, fromTotalInr, distM];
  }
}
const KEY_LENGTH: Record<NearbySort, number> = { distance: 1, price_asc: 2, price_desc: 2, rating: 3, total_asc: 3 };

export type NearbyOutcome = { response: NearbySearchResponse; docsRead: number };

type Centre = {
  center: { lat: number; lng: number };
  place?: { id: string; name: string } | null;
  docsRead: number;
  /** What the query meant, its filters (applied under the request's own), the PGs it named and the order it asks for. */
  understood?: { view: Understood; filters: PgFilters; onlyIds: Set<string> | null; sort?: UnderstoodSort | undefined };
  /** Index cells already read (for names), reused by the search. */
  cells?: IndexRead;
};

/** The understanding as the API answers it. */
function understoodView(u: Understanding): Understood {
  return {
    words: u.words,
    parts: u.parts.map((p) => {
      if (p.kind === 'place')
        return { kind: 'place', words: p.words, place: { id: p.place.id, name: p.place.name, kind: p.place.kind } };
      if (p.kind === 'name') return { kind: 'name', words: p.words, text: p.text, count: u.nameIds.length };
      return p;
    }),
    unknown: u.unknown,
  };
}

/** The index cells a query's names are looked for in, as read (or built, in the benchmark). */
export type NameCells = Pick<IndexRead, 'entries' | 'byCell'>;
export type QueryPlan = Omit<Centre, 'docsRead' | 'cells'>;

/**
 * What a typed query means (decision 205) as a search: the place to search around (else the first PG it names,
 * else Kota's centre), the filters it states and the PGs it names. Pure: the benchmark (bench/search-quality)
 * plans with it too.
 */
export function planQuery(query: string, gazetteer: Gazetteer, cells: NameCells): QueryPlan {
  const names = matcherOfCells(cells);
  const u = understandQuery(query, { places: gazetteer, names, nameWords: names.words });
  const understood = {
    view: understoodView(u),
    filters: u.filters as PgFilters,
    onlyIds: u.nameIds.length ? new Set(u.nameIds) : null,
    sort: u.sort,
  };
  if (u.place)
    return {
      center: { lat: u.place.lat, lng: u.place.lng },
      place: { id: u.place.id, name: u.place.name },
      understood,
    };
  const named = u.nameIds.length ? cells.entries.find((e) => e.id === u.nameIds[0]) : undefined;
  if (named) return { center: named.location, place: { id: `pg:${named.id}`, name: named.name }, understood };
  return { center: { lat: DEFAULT_CENTER.lat, lng: DEFAULT_CENTER.lng }, place: null, understood };
}

/**
 * lat/lng as given; the catalogue entry `place` names, exactly (an unknown one is a 404: the area and coaching
 * pages answer 404 for it too); or what `query` means (Kota's default centre when it names no place or PG).
 */
async function resolveCentre(q: NearbySearchQuery): Promise<Centre> {
  if (q.lat !== undefined && q.lng !== undefined) return { center: { lat: q.lat, lng: q.lng }, docsRead: 0 };
  if (q.place) {
    const { catalogue, docsRead } = await currentCatalogue();
    const id = `${q.place.kind}:${q.place.id}`;
    const entry = catalogueGazetteerEntries(catalogue).find((e) => e.id === id);
    if (!entry || entry.lat === null || entry.lng === null) throw new NotFound('This place');
    return { center: { lat: entry.lat, lng: entry.lng }, place: { id: entry.id, name: entry.name }, docsRead };
  }
  // A typed query: the catalogue's places and Kota's index cells (their directories; the shards only when changed)
  // are read together, in one round trip rather than two (issue #25: search p95 with understanding included).
  const [{ catalogue, docsRead }, cells] = await Promise.all([currentCatalogue(), readIndexCells(NAME_CELLS)]);
  const plan = planQuery(q.query ?? '', catalogue.gazetteer, cells);
  if (plan.understood) plan.understood.view = withCampuses(plan.understood.view, catalogue.branches);
  return { ...plan, docsRead: docsRead + cells.docsRead, cells };
}

/**
 * A coaching searched for is searched around its first campus: the page offers all of them (decision 227), named as
 * the catalogue names them, by name. From the catalogue already read: no extra document read.
 */
export function withCampuses(view: Understood, branches: readonly Branch[]): Understood {
  return {
    ...view,
    parts: view.parts.map((p) => {
      if (p.kind !== 'place' || p.place.kind !== 'coaching') return p;
      const coachingId = p.place.id.slice('coaching:'.length);
      const campuses = branches
        .filter((b) => b.coaching_id === coachingId)
        .map((b) => ({ id: b.id, name: b.name }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en'));
      return { ...p, place: { ...p.place, campuses } };
    }),
  };
}

/** A search as ranked: its sort decided. */
export type RankQuery = NearbySearchQuery & { sort: NearbySort };

/**
 * The request's filters over the query's: a filter the request sets itself wins. The same for the order: the
 * request's sort, else the query's ("cheap", decision 225), else distance.
 */
export function withUnderstood(q: NearbySearchQuery, understood: Centre['understood']): RankQuery {
  const sort = q.sort ?? understood?.sort ?? 'distance';
  if (!understood) return { ...q, sort };
  const merged: Record<string, unknown> = { ...q, sort };
  for (const key of FILTER_KEYS) {
    const mine = q[key];
    const theirs = understood.filters[key];
    if ((mine === undefined || (Array.isArray(mine) && !mine.length)) && theirs !== undefined) merged[key] = theirs;
  }
  // Named PGs are looked for in all of Kota, not only the radius around the first.
  if (understood.onlyIds && !understood.view.parts.some((p) => p.kind === 'place')) merged.radius = MAX_RADIUS_M;
  return merged as RankQuery;
}

export type RankedPage = { page: Candidate[]; total: number; nextCursor: string | null };

/** Inserts `c` into `top` (sorted, at most `max` long; `c` is before its last when it is full). */
function insertTop(top: Candidate[], c: Candidate, max: number): void {
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
export function rankPage(
  entries: readonly IndexEntry[],
  center: { lat: number; lng: number },
  q: RankQuery,
  after: CursorPayload | null,
): RankedPage {
  let total = 0;
  let rest = 0;
  const top: Candidate[] = [];
  const max = q.limit + 1;
  // The filters' tests worked out once, not per listing; a candidate is made only when it enters the top (issue #25:
  // a typed search ranks the ~7,700 listings of Kota's cells).
  const fromRent = fromRentMatcher(q);
  for (const pg of entries) {
    // Cells are rectangles around the circle: the exact test is the haversine distance.
    const distM = distanceM(center, pg.location);
    if (distM > q.radius) continue;
    const fromRentInr = fromRent(asFilterListing(pg));
    if (fromRentInr === null) continue;
    total++;
    const fromTotalInr = totalOrNull(fromRentInr, pg.monthlyExtrasInr);
    const key = sortKey(q.sort, pg, distM, fromRentInr, fromTotalInr);
    if (after && compareKeys(key, pg.id, after.k, after.id) <= 0) continue;
    rest++;
    const worst = top.length >= max ? top[top.length - 1] : undefined;
    if (worst && compareKeys(key, pg.id, worst.key, worst.pg.id) >= 0) continue;
    insertTop(top, { pg, distM, fromRentInr, fromTotalInr, key }, max);
  }
  const page = top.slice(0, q.limit);
  const last = page[page.length - 1];
  const nextCursor = rest > q.limit && last ? encodeCursor({ s: q.sort, k: last.key, id: last.pg.id }) : null;
  return { page, total, nextCursor };
}

/** The entries of `cells`, reusing those already read. */
async function entriesOf(
  cells: readonly string[],
  have: IndexRead | undefined,
): Promise<{ entries: IndexEntry[]; docsRead: number }> {
  const missing = have ? cells.filter((c) => !have.byCell.has(c)) : [...cells];
  const extra = missing.length ? await readIndexCells(missing) : null;
  const entries = cells.flatMap((c) => have?.byCell.get(c) ?? extra?.byCell.get(c) ?? []);
  return { entries, docsRead: extra?.docsRead ?? 0 };
}

export async function nearbySearch(request: NearbySearchQuery): Promise<NearbyOutcome> {
  const resolved = await resolveCentre(request);
  const { center, understood } = resolved;
  const q = withUnderstood(request, understood);
  const after = q.cursor ? decodeCursor(q.cursor, q.sort, KEY_LENGTH[q.sort]) : null;

  const only = understood?.onlyIds;
  // Named PGs are in the cells their names were found in (already read).
  const index =
    only && resolved.cells
      ? { entries: resolved.cells.entries, docsRead: 0 }
      : await entriesOf(cellsCovering(center, q.radius), resolved.cells);
  let docsRead = resolved.docsRead + index.docsRead;
  const { page, total, nextCursor } = rankPage(
    only ? index.entries.filter((e) => only.has(e.id)) : index.entries,
    center,
    q,
    after,
  );

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
  const response: NearbySearchResponse = { results, nextCursor, total, center, radiusM: q.radius, sort: q.sort };
  if (resolved.place !== undefined) response.place = resolved.place;
  if (understood) response.understood = understood.view;
  return { response, docsRead };
}
