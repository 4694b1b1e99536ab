// The Firestore emulator does not enforce TTL policies, so no emulator test can show a document is ever deleted.
// This test reads the real config instead: every kind of document the retention table says Firestore's TTL deletes
// (shared/src/retention.ts TTL_DOCUMENTS) has a TTL policy on its collection's `expireAt` in firestore.indexes.json
// (what `firebase deploy` sets, decision 202), and every `meta` document the Functions name is either TTL-deleted
// or one of the few kept ones — a new kind of lock or counter cannot be added without deciding how long it lives.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import * as collections from '../shared/src/collections';
import { PERMANENT_META_DOCS, RETENTION, TTL_DOCUMENTS, TTL_FIELD } from '../shared/src/retention';

const ROOT = path.resolve(import.meta.dirname, '..');

type FieldOverride = { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: unknown[] };
const overrides = (JSON.parse(readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8')) as { fieldOverrides: FieldOverride[] })
  .fieldOverrides;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [p] : [];
  });
}

/** The id (or id prefix, up to the first `${`) of every metaDoc(…) call in the Functions' source. */
function metaDocIds(): { id: string; file: string }[] {
  const constants = collections as Record<string, unknown>;
  const out: { id: string; file: string }[] = [];
  for (const file of sourceFiles(path.join(ROOT, 'functions/src'))) {
    const src = readFileSync(file, 'utf8');
    for (const m of src.matchAll(/metaDoc\(\s*(?:`([^`$]*)|'([^']*)'|([A-Z_]+)\b)/g)) {
      const id = m[1] ?? m[2] ?? (typeof constants[m[3]!] === 'string' ? (constants[m[3]!] as string) : `<unresolved ${m[3]}>`);
      out.push({ id, file: path.relative(ROOT, file) });
    }
  }
  return out;
}

describe('Firestore TTL policies (not enforced by the emulator)', () => {
  test.each(TTL_DOCUMENTS.map((d) => [`${d.collection}/${d.idPrefix}…`, d] as const))('%s has a TTL policy on expireAt', (_name, doc) => {
    const policy = overrides.find((o) => o.collectionGroup === doc.collection && o.fieldPath === TTL_FIELD);
    expect(policy, `firestore.indexes.json needs { collectionGroup: "${doc.collection}", fieldPath: "${TTL_FIELD}", ttl: true }`).toBeDefined();
    expect(policy!.ttl).toBe(true);
    expect(RETENTION[doc.retention].enforcedBy.kind).toBe('ttl');
  });

  test('a collection has at most one TTL policy (a Firestore limit) and it is on expireAt', () => {
    const ttl = overrides.filter((o) => o.ttl);
    expect(new Set(ttl.map((o) => o.collectionGroup)).size).toBe(ttl.length);
    for (const o of ttl) expect(o.fieldPath).toBe(TTL_FIELD);
  });

  test('every meta document the Functions name is TTL-deleted or one of the kept ones', () => {
    const ids = metaDocIds();
    expect(ids.length).toBeGreaterThan(5);
    const ttlPrefixes = TTL_DOCUMENTS.filter((d) => d.collection === 'meta').map((d) => d.idPrefix);
    const unclassified = ids.filter(
      ({ id }) => !ttlPrefixes.some((p) => id.startsWith(p)) && !(PERMANENT_META_DOCS as readonly string[]).includes(id),
    );
    expect(unclassified).toEqual([]);
  });

  test('every TTL-deleted meta kind is still written somewhere (the list holds no stale prefixes)', () => {
    const ids = metaDocIds().map((m) => m.id);
    for (const d of TTL_DOCUMENTS.filter((x) => x.collection === 'meta')) expect(ids).toContain(d.idPrefix);
  });
});
