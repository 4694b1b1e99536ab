// What Firestore (production, not the emulator) counts for a document, from its published rules, so a test can
// hold the documents we write against the limits the emulator does not enforce (docs/decisions/197-...).
//
// Sizes: https://firebase.google.com/docs/firestore/storage-size — a string is its UTF-8 bytes + 1; a number 8;
// a boolean or null 1; a timestamp 8; a geopoint 16; an array the sum of its values; a map the sum of its keys
// (as strings) and values; a document its name (each collection and document id as a string, + 16) + its fields
// + 32.
// Index entries: https://firebase.google.com/docs/firestore/quotas ("Maximum number of index entries for each
// document: 40,000 — the sum of single-field and composite index entries") with the automatic indexes of
// https://firebase.google.com/docs/firestore/query-data/index-overview: every non-array, non-map field (map
// subfields recursed) has an ascending and a descending entry, every array field an array-contains entry per
// distinct value, unless a `fieldOverrides` entry (or one on an enclosing map, which its subfields inherit) says
// otherwise; a composite index adds one entry per combination of its fields' values when the document has all of
// them.

/** Firestore's published per-document and per-request limits. */
export const FIRESTORE_LIMITS = {
  /** Maximum size of a document. */
  maxDocumentBytes: 1_048_576,
  /** Maximum number of index entries for each document. */
  maxIndexEntries: 40_000,
  /** Maximum API request size: a commit (a batch, or a transaction's writes). */
  maxRequestBytes: 10_485_760,
  /** Writes a commit may hold. */
  maxWritesPerCommit: 500,
} as const;

type IndexField = { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS' };
export type IndexConfig = {
  indexes: { collectionGroup: string; queryScope?: string; fields: IndexField[] }[];
  fieldOverrides?: { collectionGroup: string; fieldPath: string; indexes: Omit<IndexField, 'fieldPath'>[] }[];
};

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');
export const stringBytes = (s: string): number => utf8(s) + 1;

/** `path` is `collection/doc[/collection/doc…]`. */
export function documentNameBytes(path: string): number {
  return path.split('/').reduce((sum, part) => sum + stringBytes(part), 0) + 16;
}

export function valueBytes(v: unknown): number {
  if (v === null || v === undefined || typeof v === 'boolean') return 1;
  if (typeof v === 'number' || typeof v === 'bigint') return 8;
  if (typeof v === 'string') return stringBytes(v);
  if (v instanceof Date) return 8;
  if (Array.isArray(v)) return v.reduce((sum: number, x) => sum + valueBytes(x), 0);
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.toMillis === 'function') return 8; // Timestamp
    if (typeof o.latitude === 'number' && typeof o.longitude === 'number' && Object.keys(o).length === 2) return 16;
    if (Buffer.isBuffer(v)) return v.length;
    return mapBytes(o);
  }
  throw new Error(`no Firestore size for ${typeof v}`);
}

const mapBytes = (o: Record<string, unknown>) =>
  Object.entries(o).reduce((sum, [k, x]) => (x === undefined ? sum : sum + stringBytes(k) + valueBytes(x)), 0);

export function documentBytes(path: string, data: Record<string, unknown>): number {
  return documentNameBytes(path) + mapBytes(data) + 32;
}

/** One write of a commit: a set (its document's size) or a delete (its name). */
export type Write = { path: string; data?: Record<string, unknown> };
export const writeBytes = (w: Write) => (w.data ? documentBytes(w.path, w.data) : documentNameBytes(w.path));
export const commitBytes = (writes: readonly Write[]) => writes.reduce((sum, w) => sum + writeBytes(w), 0);

const isMap = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date) && typeof (v as { toMillis?: unknown }).toMillis !== 'function';

/** The entries one field value adds under the given single-field indexes (null: the automatic ones). */
function singleFieldEntries(value: unknown, indexes: Omit<IndexField, 'fieldPath'>[] | null): number {
  const distinct = Array.isArray(value) ? new Set(value.map((x) => JSON.stringify(x))).size : 0;
  if (indexes === null) return Array.isArray(value) ? distinct : 2;
  return indexes.reduce((sum, ix) => sum + (ix.arrayConfig ? (Array.isArray(value) ? distinct : 0) : 1), 0);
}

/** The index entries Firestore keeps for document `data` in `collectionGroup` under `config`. */
export function indexEntryCount(config: IndexConfig, collectionGroup: string, data: Record<string, unknown>): number {
  const overrides = new Map(
    (config.fieldOverrides ?? []).filter((o) => o.collectionGroup === collectionGroup).map((o) => [o.fieldPath, o.indexes]),
  );
  /** The override for a field path: its own, else the nearest enclosing map's. */
  const overrideOf = (path: string) => {
    for (let p = path; ; p = p.slice(0, p.lastIndexOf('.'))) {
      if (overrides.has(p)) return overrides.get(p) ?? null;
      if (!p.includes('.')) return null;
    }
  };
  let count = 0;
  const walk = (prefix: string, o: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(o)) {
      if (v === undefined) continue;
      const path = prefix ? `${prefix}.${k}` : k;
      if (isMap(v)) walk(path, v);
      else count += singleFieldEntries(v, overrideOf(path));
    }
  };
  walk('', data);

  const get = (path: string) => path.split('.').reduce<unknown>((o, k) => (isMap(o) ? o[k] : undefined), data);
  for (const ix of config.indexes.filter((i) => i.collectionGroup === collectionGroup)) {
    let combos = 1;
    for (const f of ix.fields) {
      if (f.fieldPath === '__name__') continue;
      const v = get(f.fieldPath);
      if (v === undefined) combos = 0;
      else if (f.arrayConfig) combos *= Array.isArray(v) ? new Set(v.map((x) => JSON.stringify(x))).size : 0;
    }
    count += combos;
  }
  return count;
}
