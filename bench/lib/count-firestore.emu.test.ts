// The counting rules the cost model rests on (docs/cost-model.md), checked against the Firestore emulator.
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from 'vitest';
import { adminDb } from '../../test-utils/admin';
import { countFirestore } from './count-firestore.mjs';

const adminPackage = createRequire(import.meta.url).resolve('firebase-admin');
const firestoreRoot = path.dirname(createRequire(adminPackage).resolve('@google-cloud/firestore/package.json'));

test('reads and writes are counted as Firestore bills them', async () => {
  const counts = countFirestore(firestoreRoot);
  const db = adminDb();
  const col = db.collection(`cost_count_${Date.now()}`);
  const step = async (what: () => Promise<unknown>) => {
    counts.reads = 0;
    counts.writes = 0;
    await what();
    return { reads: counts.reads, writes: counts.writes };
  };
  // Three documents in one batch: 3 writes, no read.
  expect(
    await step(() =>
      db.batch().set(col.doc('a'), { n: 1 }).set(col.doc('b'), { n: 2 }).set(col.doc('c'), { n: 3 }).commit(),
    ),
  ).toEqual({ reads: 0, writes: 3 });
  // A document read, found or missing: 1 each.
  expect(await step(() => col.doc('a').get())).toEqual({ reads: 1, writes: 0 });
  expect(await step(() => col.doc('missing').get())).toEqual({ reads: 1, writes: 0 });
  expect(await step(() => db.getAll(col.doc('a'), col.doc('b')))).toEqual({ reads: 2, writes: 0 });
  // A query: its documents, and at least one read when it finds none.
  expect(await step(() => col.where('n', '>=', 2).get())).toEqual({ reads: 2, writes: 0 });
  expect(await step(() => col.where('n', '>', 99).get())).toEqual({ reads: 1, writes: 0 });
  expect(await step(() => col.count().get())).toEqual({ reads: 1, writes: 0 });
  // A transaction: its reads and its writes; an update and a delete on a reference: 1 write each.
  expect(
    await step(() =>
      db.runTransaction(async (tx) =>
        tx.set(col.doc('d'), { n: ((await tx.get(col.doc('a'))).get('n') as number) + 3 }),
      ),
    ),
  ).toEqual({ reads: 1, writes: 1 });
  expect(await step(() => col.doc('d').update({ n: 5 }))).toEqual({ reads: 0, writes: 1 });
  expect(await step(() => col.doc('d').delete())).toEqual({ reads: 0, writes: 1 });
  // Paused: nothing counts (the bench's seeding and the local checkout).
  counts.paused = true;
  expect(await step(() => col.get())).toEqual({ reads: 0, writes: 0 });
});
