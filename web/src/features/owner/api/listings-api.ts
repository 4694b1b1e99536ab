// The owner's draft in Firestore (written directly, under firestore.rules) and the /api/listings calls.
import { z } from 'zod';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { PgDocSchema } from '@kotastay/shared/schemas/pg';
import {
  keepCurrentBeds,
  LiveStateSchema,
  type DraftPhoto,
  type PgDraftInput,
  type Review,
} from '@kotastay/shared/schemas/pg-draft';
import { apiSend } from '../../../lib/api-client';
import { loadFirebase } from '../../../lib/firebase';
import { readAs } from '../../../lib/firestore-read';

/**
 * What a save reads back: the stored draft's live state and charges (compared as they are stored: parsing them with
 * their schema's transforms could change them), and the live listing's rooms, validated with PgDocSchema on write.
 */
const StoredDraft = readAs(z.object({ live: LiveStateSchema.optional(), charges: z.unknown().optional() }));
const LiveRooms = readAs(PgDocSchema.pick({ rooms: true }));

/** A new draft id: Firestore's 20-character auto id (letters and digits, so it is a valid document id). */
export async function newDraftId(): Promise<string> {
  const [{ db }, fs] = await Promise.all([loadFirebase(), import('firebase/firestore')]);
  return fs.doc(fs.collection(db, COLLECTIONS.pgDrafts)).id;
}

/**
 * Creates the draft on its first save, then updates only the owner fields (the rules allow nothing else). The
 * charges go in a write of their own when they changed: the rules check only the fields a write changes, and ten
 * room options plus the charges in one write would pass their 1,000-expression budget.
 */
export async function saveDraft(pgId: string, input: PgDraftInput, create: boolean): Promise<void> {
  const [{ db, auth }, fs] = await Promise.all([loadFirebase(), import('firebase/firestore')]);
  const uid = auth.currentUser?.uid;
  if (!uid) throw new Error('Signed out');
  const ref = fs.doc(db, COLLECTIONS.pgDrafts, pgId);
  const { charges, ...rest } = input;
  let storedCharges: unknown;
  if (create) {
    await fs.setDoc(ref, { ...rest, ownerId: uid, createdAt: fs.serverTimestamp(), updatedAt: fs.serverTimestamp() });
  } else {
    // Once published, free beds change only on My PGs and by move-in confirmations: rooms already live keep the live
    // count (capped at their total), so an editor open since before a confirmation cannot bring a bed back.
    storedCharges = await fs.runTransaction(db, async (tx) => {
      const stored = (await tx.get(ref.withConverter(StoredDraft))).data();
      const live = stored?.live
        ? (await tx.get(fs.doc(db, COLLECTIONS.pgs, pgId).withConverter(LiveRooms))).data()
        : undefined;
      const rooms = keepCurrentBeds(rest.rooms, live?.rooms);
      tx.update(ref, { ...rest, rooms, updatedAt: fs.serverTimestamp() });
      return stored?.charges;
    });
  }
  if (charges && JSON.stringify(charges) !== JSON.stringify(storedCharges ?? null))
    await fs.updateDoc(ref, { charges, updatedAt: fs.serverTimestamp() });
}

const path = (pgId: string, rest: string) => `/api/listings/${encodeURIComponent(pgId)}${rest}`;

/** Through the api-client, so the upload carries the ID token and App Check like every other write. */
export async function uploadPhoto(pgId: string, file: File): Promise<DraftPhoto> {
  const form = new FormData();
  form.append('photo', file, file.name);
  const { photo } = await apiSend<{ photo: DraftPhoto }>('POST', path(pgId, '/photos'), form);
  return photo;
}

export const deletePhoto = (pgId: string, photoId: string) =>
  apiSend<unknown>('DELETE', path(pgId, `/photos/${encodeURIComponent(photoId)}`));
export const submitDraft = (pgId: string) =>
  apiSend<{ review: Review; published: boolean }>('POST', path(pgId, '/submit'));
/** `expected`: the count on screen; a confirmation in between makes the API answer 409 `stale`. */
export const setBeds = (pgId: string, roomId: string, expected: number, bedsAvailable: number) =>
  apiSend<unknown>('POST', path(pgId, '/beds'), { roomId, bedsAvailable, expected });
export const setVisible = (pgId: string, visible: boolean) =>
  apiSend<unknown>('POST', path(pgId, '/visibility'), { visible });
export const deleteDraft = (pgId: string) => apiSend<unknown>('DELETE', path(pgId, ''));
export const verifyDraft = (
  pgId: string,
  body: { draftVersion: number; visitDate: string; checklist: { item: string; ok: boolean }[] },
) => apiSend<unknown>('POST', path(pgId, '/verify'), body);
export const requestChanges = (pgId: string, reason: string) =>
  apiSend<unknown>('POST', path(pgId, '/request-changes'), { reason });

export { apiErrorText as errorText } from '../../../i18n/api-errors';
