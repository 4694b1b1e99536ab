// GET /api/pgs: public listings without a location, ordered in Firestore, filtered in memory in chunks.
import type { Query } from 'firebase-admin/firestore';
import { toPgSummary, type PgSummarySource } from '@kotastay/shared/schemas/pg';
import type { ListSort, PgListQuery, PgListResponse, PgListResult } from '@kotastay/shared/schemas/search';
import { decodeCursor, encodeCursor, type SortKey } from '../cursor';
import { matchFromRentInr } from '@kotastay/shared/listing-filters';
import { monthlyExtrasInr } from '@kotastay/shared/monthly-cost';
import { documentId, publicPgs, withSummaryFields } from './store';

/** Firestore order per sort; the document id is the last tie-breaker so the order is total. */
const ORDER: Record<ListSort, { fields: readonly string[]; dir: 'asc' | 'desc' }> = {
  newest: { fields: ['createdAt'], dir: 'desc' },
  price_asc: { fields: ['minRentInr'], dir: 'asc' },
  price_desc: { fields: ['minRentInr'], dir: 'desc' },
  rating: { fields: ['ratingAvg', 'ratingCount'], dir: 'desc' },
};
const CHUNK = 100;
/** Caps the documents one request reads when filters are very selective; the cursor then resumes the scan. */
const MAX_SCAN = 1000;

function keyOf(sort: ListSort, pg: PgSummarySource): SortKey {
  return ORDER[sort].fields.map((f) => (pg as unknown as Record<string, number | string>)[f] as number | string);
}

export type ListOutcome = { response: PgListResponse; docsRead: number };

export async function listPgs(q: PgListQuery): Promise<ListOutcome> {
  const order = ORDER[q.sort];
  let ordered: Query = publicPgs({ gender: q.gender, areaId: q.areaId });
  for (const f of order.fields) ordered = ordered.orderBy(f, order.dir);
  const base = withSummaryFields(ordered.orderBy(documentId(), order.dir));

  let after = q.cursor ? decodeCursor(q.cursor, q.sort, order.fields.length) : null;
  const results: PgListResult[] = [];
  const keys: { key: SortKey; id: string }[] = [];
  let docsRead = 0;
  let exhausted = false;
  let lastScanned: { key: SortKey; id: string } | null = null;

  while (results.length <= q.limit && docsRead < MAX_SCAN) {
    const chunkQuery = after ? base.startAfter(...after.k, after.id) : base;
    const snap = await chunkQuery.limit(CHUNK).get();
    docsRead += snap.size;
    for (const doc of snap.docs) {
      const pg = doc.data();
      const key = keyOf(q.sort, pg);
      lastScanned = { key, id: pg.id };
      const fromRentInr = matchFromRentInr({ ...pg, monthlyExtrasInr: monthlyExtrasInr(pg.charges) }, q);
      if (fromRentInr === null) continue;
      results.push({ ...toPgSummary(pg), fromRentInr });
      keys.push({ key, id: pg.id });
      if (results.length > q.limit) break;
    }
    if (snap.size < CHUNK) {
      exhausted = true;
      break;
    }
    if (lastScanned) after = { s: q.sort, k: lastScanned.key, id: lastScanned.id };
  }

  let nextCursor: string | null = null;
  if (results.length > q.limit) {
    // One more match exists: the next page starts after this page's last result.
    results.length = q.limit;
    const last = keys[q.limit - 1];
    if (last) nextCursor = encodeCursor({ s: q.sort, k: last.key, id: last.id });
  } else if (!exhausted && lastScanned) {
    // Scan cap reached: resume after the last document read (this page may be short, never overlapping).
    nextCursor = encodeCursor({ s: q.sort, k: lastScanned.key, id: lastScanned.id });
  }
  return { response: { results, nextCursor }, docsRead };
}
