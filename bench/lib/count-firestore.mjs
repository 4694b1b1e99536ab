// Counts Firestore reads and writes as Firestore bills them, by wrapping the admin SDK's chokepoints
// (bench/cost.mjs, docs/cost-model.md):
//   a document read (found or not) = 1 read; a query = its documents, at least 1; an aggregation = 1;
//   a set / create / update / delete — in a batch, a transaction or on a reference — = 1 write.
import { createRequire } from 'node:module';
import path from 'node:path';

/** Wraps the admin SDK's read and write chokepoints; `counts` is what they did since the last reset. */
export function countFirestore(firestoreRoot) {
  const req = createRequire(path.join(firestoreRoot, 'package.json'));
  // The package first: its modules require one another, and loading an inner one first leaves the index half-built.
  req('./build/src/index.js');
  const { DocumentReader } = req('./build/src/document-reader.js');
  const { QueryUtil } = req('./build/src/reference/query-util.js');
  const { AggregateQuery } = req('./build/src/reference/aggregate-query.js');
  const { WriteBatch } = req('./build/src/write-batch.js');
  const counts = { reads: 0, writes: 0, paused: false };
  const wrap = (proto, name, after) => {
    const original = proto[name];
    proto[name] = function (...a) {
      const out = original.apply(this, a);
      if (out && typeof out.then === 'function') return out.then((v) => (counts.paused || after(v, a), v));
      if (!counts.paused) after(out, a);
      return out;
    };
  };
  wrap(DocumentReader.prototype, '_get', (v) => (counts.reads += v.result.length));
  wrap(QueryUtil.prototype, '_getResponse', (v) => (counts.reads += Math.max(1, v.result?.size ?? 0)));
  wrap(AggregateQuery.prototype, '_getResponse', () => (counts.reads += 1));
  for (const op of ['set', 'create', 'update', 'delete']) wrap(WriteBatch.prototype, op, () => (counts.writes += 1));
  return counts;
}
