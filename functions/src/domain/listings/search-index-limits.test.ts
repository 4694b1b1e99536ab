// The search index's documents against Firestore's published limits (docs/decisions/197-search-index-within-
// firestore-limits.md), computed from the real firestore.indexes.json and the documents the index code really
// writes — the emulator enforces none of them. For the seeded city, a synthetic 100,000-listing city spread like
// Kota (the seed generator), and that city's largest cell growing listing by listing through the trigger's own
// planner, so the documents just before and at each split are measured too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { DEMO_PG_COUNT, demoPgs } from '../../../../scripts/seed/pgs';
import { FIRESTORE_LIMITS, commitBytes, indexEntryCount, writeBytes, type IndexConfig } from '../../lib/firestore-limits';
import {
  asWrite,
  cellDocId,
  cellOf,
  commitsOf,
  encodeEntry,
  entryOf,
  layoutCell,
  planEntryChange,
  shardDocId,
  shardBytes,
  shardKeyFor,
  hashBits,
  type CellDirectory,
  type IndexWrite,
  type ShardDoc,
  type StoredEntry,
} from './search-index';

const config = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../firestore.indexes.json'), 'utf8')) as IndexConfig;

const cities = new Map<number, Map<string, Map<string, StoredEntry>>>();
function cellsOfCity(count: number): Map<string, Map<string, StoredEntry>> {
  const known = cities.get(count);
  if (known) return known;
  const byCell = new Map<string, Map<string, StoredEntry>>();
  for (const pg of demoPgs(count)) {
    const e = entryOf(pg);
    if (!e) continue;
    const cell = cellOf(e.location);
    if (!byCell.has(cell)) byCell.set(cell, new Map());
    byCell.get(cell)?.set(e.id, encodeEntry(e));
  }
  cities.set(count, byCell);
  return byCell;
}

type Row = { city: string; indexed: number; documents: number; maxIndexEntries: number; maxDocumentBytes: number; maxCommitBytes: number; maxCommitWrites: number };

function rowOf(city: string, indexed: number, docs: readonly IndexWrite[], commits: readonly IndexWrite[][]): Row {
  const written = docs.filter((w) => w.data);
  return {
    city,
    indexed,
    documents: written.length,
    maxIndexEntries: Math.max(...written.map((w) => indexEntryCount(config, 'search_index', w.data as unknown as Record<string, unknown>))),
    maxDocumentBytes: Math.max(...written.map((w) => writeBytes(asWrite(w)))),
    maxCommitBytes: Math.max(...commits.map((c) => commitBytes(c.map(asWrite)))),
    maxCommitWrites: Math.max(...commits.map((c) => c.length)),
  };
}

/** What the rebuild writes for the city: every cell's shards and directory, in its commits. */
function rebuilt(city: string, count: number): Row {
  const byCell = cellsOfCity(count);
  const writes: IndexWrite[] = [];
  for (const [cell, entries] of byCell) {
    const docs = layoutCell(cell, entries);
    writes.push(...docs.map((d) => ({ id: shardDocId(cell, d.key), data: d })));
    writes.push({ id: cellDocId(cell), data: { cell, shards: docs.map((d) => d.key), version: crypto.randomUUID() } });
  }
  return rowOf(city, [...byCell.values()].reduce((s, m) => s + m.size, 0), writes, commitsOf(writes));
}

/**
 * The city's largest cell as the rebuild leaves it, then new listings added by the trigger's planner one at a time
 * (each a transaction: its writes one commit) into its fullest shard until that shard has split twice, measuring
 * every document and commit written on the way: the commits of a split included, which used to rewrite the cell.
 */
function grown(city: string, count: number): Row & { splits: number } {
  const [cell, all] = [...cellsOfCity(count)].sort((a, b) => b[1].size - a[1].size)[0] as [string, Map<string, StoredEntry>];
  const start = layoutCell(cell, all);
  const docs = new Map<string, ShardDoc | CellDirectory>(start.map((d) => [shardDocId(cell, d.key), d]));
  docs.set(cellDocId(cell), { cell, shards: start.map((d) => d.key), version: '0' });
  const fullest = start.reduce((a, b) => (shardBytes(a) >= shardBytes(b) ? a : b)).key;
  const samples = [...all.values()];
  const worst = { city, indexed: all.size, documents: 0, maxIndexEntries: 0, maxDocumentBytes: 0, maxCommitBytes: 0, maxCommitWrites: 0, splits: 0 };
  for (let i = 0; worst.splits < 2 && i < 100_000; i++) {
    const pgId = `grown-${i}`;
    if (hashBits(pgId, fullest.length) !== fullest) continue;
    const dir = docs.get(cellDocId(cell)) as CellDirectory;
    const shard = (docs.get(shardDocId(cell, shardKeyFor(dir.shards, pgId))) as ShardDoc | undefined) ?? null;
    const writes = planEntryChange({ cell, dir, shard, pgId, entry: samples[i % samples.length], version: String(i) });
    for (const w of writes) {
      if (w.data) docs.set(w.id, w.data);
      else docs.delete(w.id);
    }
    if (writes.some((w) => w.data === null)) worst.splits++;
    worst.indexed++;
    const row = rowOf(city, 0, writes, [writes]);
    for (const k of ['maxIndexEntries', 'maxDocumentBytes', 'maxCommitBytes', 'maxCommitWrites'] as const) worst[k] = Math.max(worst[k], row[k]);
  }
  worst.documents = docs.size;
  return worst;
}

describe('search index within Firestore limits', () => {
  const rows = [
    rebuilt(`seeded (${DEMO_PG_COUNT})`, DEMO_PG_COUNT),
    rebuilt('100,000 listings', 100_000),
    grown('largest cell of 100,000, growing through 2 splits', 100_000),
  ];
  console.table(rows);
  test('the growth measured includes splits (the commits that used to rewrite a whole cell)', () => {
    expect(rows[2]).toMatchObject({ splits: expect.any(Number) });
    expect((rows[2] as unknown as { splits: number }).splits).toBe(2);
  });
  test.each(rows)('$city: every document and commit within the limits', (row) => {
    expect(row.maxIndexEntries).toBeLessThanOrEqual(FIRESTORE_LIMITS.maxIndexEntries);
    expect(row.maxDocumentBytes).toBeLessThanOrEqual(FIRESTORE_LIMITS.maxDocumentBytes);
    expect(row.maxCommitBytes).toBeLessThanOrEqual(FIRESTORE_LIMITS.maxRequestBytes);
    expect(row.maxCommitWrites).toBeLessThanOrEqual(FIRESTORE_LIMITS.maxWritesPerCommit);
  });
});
