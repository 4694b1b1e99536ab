// Search quality benchmark (docs/decisions/205-search-understanding.md): every query of search-queries.ts through
// the API's own planning and ranking (planQuery, withUnderstood, rankPage of functions/…/nearby.ts) over the seed's
// catalogue and demo listings, scored per kind: a place/intent query is right when its place and filters are
// exactly the expected ones; a name query when the named PG is among the first 3 results; either, only when the
// results come in the order it asks for (distance, or price_asc for "cheap": decision 225).
// Run: `npm run bench:search` (prints the table and the worst queries); the unit tests run it too (a report, with
// a floor).
import { DEFAULT_CENTER } from '@kotastay/shared/constants';
import { catalogueGazetteerEntries, createGazetteer } from '@kotastay/shared/gazetteer';
import { KOTA_AREAS, KOTA_BRANCHES, KOTA_COACHINGS } from '@kotastay/shared/kota-catalogue';
import { isPublicPg, type PgRecord } from '@kotastay/shared/schemas/pg';
import { NearbySearchQuerySchema } from '@kotastay/shared/schemas/search';
import { planQuery, rankPage, withUnderstood } from '../functions/src/domain/listings/nearby';
import { entryOf, type IndexEntry, type IndexSource } from '../functions/src/domain/listings/search-index';
import { demoPgs } from '../scripts/seed/pgs';
import { QUERIES, type BenchQuery, type QueryKind } from './search-queries';

export type QueryOutcome = {
  query: BenchQuery;
  ok: boolean;
  got: { place: string | null; filters: Record<string, unknown>; top3: string[]; unknown: string[]; sort: string; nearMe?: boolean };
  why: string;
};
export type QualityReport = {
  rows: { kind: QueryKind; queries: number; correct: number; score: number }[];
  overall: { queries: number; correct: number; score: number };
  outcomes: QueryOutcome[];
};

// Filters are sets: "biometric and cctv" asks for the same amenities as "cctv and biometric" (lists compare unordered).
const sameJson = (a: unknown, b: unknown) => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys).sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, sortKeys(x)]));
  return v;
}

/**
 * How search read a query before decision 205, for the before/after table: the one best place for the whole text
 * (Kota's centre when none), no filters, no names, 5 km.
 */
function planBefore(query: string, gazetteer: ReturnType<typeof createGazetteer>): ReturnType<typeof planQuery> {
  const best = gazetteer.search(query, 1)[0];
  if (best && best.lat !== null && best.lng !== null) {
    return {
      center: { lat: best.lat, lng: best.lng },
      place: { id: best.id, name: best.name },
      understood: {
        view: { words: [], parts: [{ kind: 'place', words: [], place: { id: best.id, name: best.name, kind: best.kind as 'area' } }], unknown: [] },
        filters: {},
        onlyIds: null,
      },
    };
  }
  return { center: { lat: DEFAULT_CENTER.lat, lng: DEFAULT_CENTER.lng }, place: null };
}

export function runSearchQuality(queries: readonly BenchQuery[] = QUERIES, mode: 'now' | 'before' = 'now'): QualityReport {
  const gazetteer = createGazetteer(catalogueGazetteerEntries({ coachings: KOTA_COACHINGS, branches: KOTA_BRANCHES, areas: KOTA_AREAS }));
  const records: PgRecord[] = demoPgs().filter((p) => isPublicPg(p));
  const entries = records.map((p) => entryOf(p as unknown as IndexSource)).filter((e): e is IndexEntry => e !== null);
  const cells = { entries, byCell: new Map([['all', entries]]) };
  const byId = new Map(records.map((p) => [p.id, p]));

  const outcomes = queries.map((query): QueryOutcome => {
    const plan = mode === 'before' ? planBefore(query.q, gazetteer) : planQuery(query.q, gazetteer, cells);
    const request = NearbySearchQuerySchema.parse({ query: query.q, limit: '3' });
    const q = withUnderstood(request, plan.understood);
    const only = plan.understood?.onlyIds;
    const ranked = rankPage(only ? entries.filter((e) => only.has(e.id)) : entries, plan.center, q, null);
    const top3 = ranked.page.map((c) => c.pg.id);
    const view = plan.understood?.view;
    const placePart = view?.parts.find((p) => p.kind === 'place');
    const got = {
      place: placePart?.kind === 'place' ? placePart.place.id : null,
      filters: { ...(plan.understood?.filters ?? {}) } as Record<string, unknown>,
      top3: top3.map((id) => `${byId.get(id)?.name} (${byId.get(id)?.areaId})`),
      unknown: (view?.unknown ?? []).map((i) => view?.words[i] ?? ''),
      sort: q.sort,
      nearMe: Boolean(view?.parts.some((p) => p.kind === 'nearMe')),
    };
    const wantSort = query.sort ?? 'distance';
    const sortWhy = got.sort === wantSort ? '' : `sort ${got.sort} (want ${wantSort})`;
    if (query.kind === 'name') {
      const want = query.pg as NonNullable<BenchQuery['pg']>;
      const hit = top3.some((id) => byId.get(id)?.name === want.name && byId.get(id)?.areaId === want.area);
      const why = [hit ? '' : `"${want.name}" (${want.area}) not in the first 3`, sortWhy].filter(Boolean).join('; ');
      return { query, ok: !why, got, why };
    }
    const placeOk = got.place === (query.place ?? null);
    const filtersOk = sameJson(got.filters, query.filters ?? {});
    const why = [
      placeOk ? '' : `place ${got.place ?? 'none'} (want ${query.place ?? 'none'})`,
      filtersOk ? '' : `filters ${JSON.stringify(got.filters)} (want ${JSON.stringify(query.filters ?? {})})`,
      sortWhy,
      got.nearMe === Boolean(query.nearMe) ? '' : got.nearMe ? 'read as near me' : 'near me not understood',
    ]
      .filter(Boolean)
      .join('; ');
    return { query, ok: !why, got, why };
  });

  const kinds = [...new Set(queries.map((q) => q.kind))];
  const rows = kinds.map((kind) => {
    const of = outcomes.filter((o) => o.query.kind === kind);
    const correct = of.filter((o) => o.ok).length;
    return { kind, queries: of.length, correct, score: Math.round((correct / of.length) * 1000) / 1000 };
  });
  const correct = outcomes.filter((o) => o.ok).length;
  return { rows, overall: { queries: outcomes.length, correct, score: Math.round((correct / outcomes.length) * 1000) / 1000 }, outcomes };
}

/** The table and the failures (at most `worst`), as printed. */
export function formatReport(r: QualityReport, worst = 10): string {
  const lines = ['search quality: kind          queries  correct  score'];
  for (const row of [...r.rows, { kind: 'all', ...r.overall }]) {
    lines.push(`                ${row.kind.padEnd(13)} ${String(row.queries).padStart(7)}  ${String(row.correct).padStart(7)}  ${row.score.toFixed(3)}`);
  }
  const failed = r.outcomes.filter((o) => !o.ok).slice(0, worst);
  if (failed.length) {
    lines.push(`failed (${r.outcomes.filter((o) => !o.ok).length}; first ${failed.length}):`);
    for (const o of failed) lines.push(`  [${o.query.kind}] "${o.query.q}": ${o.why}; unknown ${JSON.stringify(o.got.unknown)}; top 3 ${o.got.top3.join(', ')}`);
  }
  return lines.join('\n');
}
