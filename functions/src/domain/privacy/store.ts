// The only file that names `privacy_requests` (docs/decisions/204-data-rights-in-the-app.md).
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@kotastay/shared/collections';
import {
  PRIVACY_REQUEST_DAYS,
  PrivacyRequestDocSchema,
  type ExportedDoc,
  type PrivacyRequest,
  type PrivacyRequestDoc,
} from '@kotastay/shared/schemas/privacy';
import { db } from '../../lib/admin';
import { exportedDoc } from '../../lib/exported-doc';

const requestsCol = () => db().collection(COLLECTIONS.privacyRequests);
export const privacyRequestRef = (id: string) => requestsCol().doc(id);

const DAY_MS = 24 * 60 * 60 * 1000;
export const dueAtFrom = (nowMs: number): string => new Date(nowMs + PRIVACY_REQUEST_DAYS * DAY_MS).toISOString();

export const toPrivacyRequest = (snap: DocumentSnapshot): PrivacyRequest => ({
  ...PrivacyRequestDocSchema.parse(snap.data()),
  id: snap.id,
});

export async function addPrivacyRequest(doc: PrivacyRequestDoc): Promise<PrivacyRequest> {
  const ref = requestsCol().doc();
  await ref.set(doc);
  return { ...doc, id: ref.id };
}

/** The requests a user made (their data export). */
export async function privacyRequestDataOf(uid: string): Promise<ExportedDoc[]> {
  return (await requestsCol().where('uid', '==', uid).get()).docs.map((d) => exportedDoc(d));
}

export async function openRequestsOf(uid: string): Promise<PrivacyRequest[]> {
  const snap = await requestsCol().where('uid', '==', uid).where('status', '==', 'open').get();
  return snap.docs.map(toPrivacyRequest);
}

/** The admin queue: open requests first (soonest due first), then the latest done ones. */
export async function listPrivacyRequests(): Promise<PrivacyRequest[]> {
  const [open, done] = await Promise.all([
    requestsCol().where('status', '==', 'open').orderBy('dueAt', 'asc').limit(200).get(),
    requestsCol().where('status', '==', 'done').orderBy('createdAt', 'desc').limit(50).get(),
  ]);
  return [...open.docs, ...done.docs].map(toPrivacyRequest);
}

/** At the account's deletion: the user's requests are closed and lose the uid and what they asked. */
export async function closeRequestsOfDeleted(uid: string, tombstoneId: string, nowMs: number): Promise<void> {
  const snap = await requestsCol().where('uid', '==', uid).get();
  const at = new Date(nowMs).toISOString();
  for (const d of snap.docs) {
    const r = toPrivacyRequest(d);
    await d.ref.update({ uid: null, tombstoneId, details: {}, status: 'done', closedAt: r.closedAt ?? at });
  }
}
