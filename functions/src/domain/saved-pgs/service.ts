// Saved PGs: `saved_pgs/{uid}_{pgId}` (docs/listing-model.md §Saved PGs). The uid always comes from the
// verified token, so a caller can only ever see or change their own entries.
import { countListing } from '../listing-stats';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@kotastay/shared/collections';
import {
  isPublicPg,
  SAVED_PGS_MAX,
  savedPgDocId,
  toPgSummary,
  type SavedPg,
  type SavedPgState,
} from '@kotastay/shared/schemas/pg';
import type { ExportedDoc } from '@kotastay/shared/schemas/privacy';
import { Conflict, NotFound } from '../errors';
import { exportedDoc } from '../../lib/exported-doc';
import { db } from '../../lib/admin';
import { getPg, getPgSummarySources } from '../listings';

/**
 * Enough for any student; the list is one query plus one batched read. The 201st save is refused (409
 * `saved_limit`) rather than accepted and left out of the list: nothing a student saved may vanish
 * (docs/decisions/013-saved-pgs-limit.md). The API is the only writer, so this cap holds.
 */
export const MAX_SAVED_PGS = SAVED_PGS_MAX;

const saved = () => db().collection(COLLECTIONS.savedPgs);

const iso = (value: unknown): string =>
  value instanceof Timestamp ? value.toDate().toISOString() : new Date(0).toISOString();

export async function listSavedPgs(uid: string): Promise<SavedPg[]> {
  const snap = await saved().where('uid', '==', uid).orderBy('createdAt', 'desc').limit(MAX_SAVED_PGS).get();
  const entries = snap.docs.map((d) => ({ pgId: String(d.get('pgId')), savedAt: iso(d.get('createdAt')) }));
  const pgs = await getPgSummarySources(entries.map((e) => e.pgId));
  return entries.map((e) => {
    const pg = pgs.get(e.pgId);
    // A listing hidden or unverified since it was saved stays in the list, marked unavailable (pg: null).
    return { ...e, pg: pg && isPublicPg(pg) ? toPgSummary(pg) : null };
  });
}

const savedLimit = () =>
  new Conflict(
    'saved_limit',
    `You have saved ${MAX_SAVED_PGS} PGs, the most you can keep. Remove one you no longer need to save this one.`,
  );

/** Idempotent: saving again keeps the first savedAt. 404 unless the PG is public; 409 at the limit. */
export async function savePg(uid: string, pgId: string): Promise<SavedPgState> {
  const pg = await getPg(pgId);
  if (!pg || !isPublicPg(pg)) throw new NotFound('This PG');
  const ref = saved().doc(savedPgDocId(uid, pgId));
  const savedAt = await db().runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.exists) return iso(existing.get('createdAt'));
    // Counted inside the transaction, so two saves at 199 cannot both pass.
    const count = (await tx.get(saved().where('uid', '==', uid).count())).data().count;
    if (count >= MAX_SAVED_PGS) throw savedLimit();
    tx.create(ref, { uid, pgId, createdAt: FieldValue.serverTimestamp() });
    return null;
  });
  if (savedAt) return { pgId, saved: true, savedAt };
  countListing(pgId, 'saves');
  const fresh = await ref.get();
  return { pgId, saved: true, savedAt: iso(fresh.get('createdAt')) };
}

/** Idempotent: removing an entry that does not exist succeeds too. */
export async function unsavePg(uid: string, pgId: string): Promise<SavedPgState> {
  await saved().doc(savedPgDocId(uid, pgId)).delete();
  return { pgId, saved: false, savedAt: null };
}

/** A user's saved PGs as stored (their data export, docs/decisions/204-data-rights-in-the-app.md). */
export async function savedPgsOf(uid: string): Promise<ExportedDoc[]> {
  return (await saved().where('uid', '==', uid).get()).docs.map((d) => exportedDoc(d));
}

/** An account's deletion: every saved PG goes. Idempotent. */
export async function deleteSavedPgsOf(uid: string): Promise<number> {
  const snap = await saved().where('uid', '==', uid).get();
  await Promise.all(snap.docs.map((d) => d.ref.delete()));
  return snap.size;
}
