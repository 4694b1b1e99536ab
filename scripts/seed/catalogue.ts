// Seeds Kota's coachings, their campuses and the student areas (shared/src/kota-catalogue.ts).
// Idempotent: fixed ids and merge writes, so a re-run refreshes the demo records in place, keeps their
// createdAt, and leaves documents an admin created through the API alone.
import { randomUUID } from 'node:crypto';
import { FieldValue, type CollectionReference } from 'firebase-admin/firestore';
import { CATALOGUE_VERSION_DOC, COLLECTIONS } from '@kotastay/shared/collections';
import { KOTA_AREAS, KOTA_BRANCHES, KOTA_COACHINGS } from '@kotastay/shared/kota-catalogue';
import type { SeedContext } from './context';

const SEEDED_BY = 'seed';

type SeedRecord = { id: string } & Record<string, unknown>;

async function upsertAll(ctx: SeedContext, col: CollectionReference, records: readonly SeedRecord[]): Promise<number> {
  const refs = records.map((r) => col.doc(r.id));
  const existing = new Set((await ctx.db.getAll(...refs)).filter((s) => s.exists).map((s) => s.id));
  const batch = ctx.db.batch();
  for (const { id, ...data } of records) {
    batch.set(
      col.doc(id),
      {
        ...data,
        updatedAt: FieldValue.serverTimestamp(),
        updatedBy: SEEDED_BY,
        ...(existing.has(id) ? {} : { createdAt: FieldValue.serverTimestamp(), createdBy: SEEDED_BY }),
      },
      { merge: true },
    );
  }
  await batch.commit();
  return records.length;
}

/** Seeds the catalogue demo data; returns counts of what it wrote. */
export async function seedCatalogue(ctx: SeedContext): Promise<Record<string, number>> {
  const [coachings, branches, areas] = await Promise.all([
    upsertAll(ctx, ctx.db.collection(COLLECTIONS.coachings), KOTA_COACHINGS),
    upsertAll(ctx, ctx.db.collection(COLLECTIONS.branches), KOTA_BRANCHES),
    upsertAll(ctx, ctx.db.collection(COLLECTIONS.areas), KOTA_AREAS),
  ]);
  // A new catalogue version, so running API instances drop their cached catalogue (see catalogue-cache.ts).
  await ctx.db
    .collection(COLLECTIONS.meta)
    .doc(CATALOGUE_VERSION_DOC)
    .set({ version: randomUUID(), updatedAt: FieldValue.serverTimestamp() });
  return { coachings, branches, areas };
}
