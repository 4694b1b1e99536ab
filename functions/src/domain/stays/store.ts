// The only file that names the stays collections (docs/decisions/207-stays-notice-and-exit.md): `stays/{id}` (no
// phones), `stay_contacts/{id}` (the phones, full name and notice reason), `stay_residents/{id}` (the owner's view)
// and `stays/{id}/audit`. Every one is written by Functions only.
import type { Query, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { StayContactsDocSchema, StayDocSchema, stayResidentOf, type ReviewInviteKind, type StayAuditDoc, type StayContactsDoc, type StayDoc } from '@kotastay/shared/schemas/stay';
import { FORMER_STUDENT, type ExportedDoc } from '@kotastay/shared/schemas/privacy';
import { db } from '../../lib/admin';
import { readAs, readList } from '../../lib/converter';
import { exportedDoc } from '../../lib/exported-doc';
import { NotFound } from '../errors';

export const staysCol = () => db().collection(COLLECTIONS.stays);
export const stayRef = (id: string) => staysCol().doc(id);
export const stayContactsRef = (id: string) => db().collection(COLLECTIONS.stayContacts).doc(id);
export const stayAuditCol = (id: string) => stayRef(id).collection(COLLECTIONS.stayAudit);
export const stayResidentRef = (id: string) => db().collection(COLLECTIONS.stayResidents).doc(id);

export const asStay = readAs(StayDocSchema, { idField: 'id' });
export const asStayContacts = readAs(StayContactsDocSchema);
const stayReadRef = (id: string) => stayRef(id).withConverter(asStay);

export const stayNotFound = () => new NotFound('This stay', 'stay_not_found');

/** Reads a stay in a transaction; NotFound when it does not exist. */
export async function readStay(tx: Transaction, id: string): Promise<StayDoc> {
  const s = (await tx.get(stayReadRef(id))).data();
  if (!s) throw stayNotFound();
  return s;
}

/** A stay's contacts in a transaction, or null. */
export async function readStayContacts(tx: Transaction, id: string): Promise<StayContactsDoc | null> {
  return (await tx.get(stayContactsRef(id).withConverter(asStayContacts))).data() ?? null;
}

/** A stay outside a transaction, or null. */
export async function getStay(id: string): Promise<StayDoc | null> {
  return (await stayReadRef(id).get()).data() ?? null;
}

/** A stay's contacts outside a transaction, or null. */
export async function getStayContacts(id: string): Promise<StayContactsDoc | null> {
  return (await stayContactsRef(id).withConverter(asStayContacts).get()).data() ?? null;
}

/** The stays a query finds, read through their schema (one that does not match is left out and logged). */
export const staysOf = (q: Query): Promise<StayDoc[]> => readList(q, asStay);

/** Stays with notice given whose exit date (Kota) is `today` or earlier: what the exit job ends. */
export const staysDueToEnd = (today: string, limit: number) =>
  staysOf(staysCol().where('status', '==', 'notice_given').where('notice.exitDate', '<=', today).limit(limit));

/**
 * Writes a whole stay (its id is the document's) and, with it, the owner's view of it (stay_residents/{id}): the
 * two never disagree because every change of a stay goes through here. A write only.
 */
export function writeStay(tx: Transaction, stay: StayDoc, create = false): void {
  const { id, ...data } = stay;
  if (create) tx.create(stayRef(id), data);
  else tx.set(stayRef(id), data);
  const { id: _rid, ...resident } = stayResidentOf(stay);
  tx.set(stayResidentRef(id), resident);
}

/** Records that a review invitation went (a write only; the stay's owner view does not change). */
export function markReviewInvited(tx: Transaction, id: string, kind: ReviewInviteKind, at: string): void {
  tx.update(stayRef(id), { [`reviewInvites.${kind}`]: at });
}

/** Keeps the notice's free-text reason with the contacts (never on the stay). A write only. */
export function writeNoticeReason(tx: Transaction, id: string, reason: string | null): void {
  tx.update(stayContactsRef(id), { noticeReason: reason });
}

export function writeStayContacts(tx: Transaction, id: string, contacts: StayContactsDoc): void {
  tx.create(stayContactsRef(id), contacts);
}

export function writeStayAudit(tx: Transaction, id: string, entry: StayAuditDoc): void {
  tx.create(stayAuditCol(id).doc(), entry);
}

/** A student's stays and their contacts (docs/decisions/204-data-rights-in-the-app.md). */
export async function stayDocsOfStudent(uid: string): Promise<ExportedDoc[]> {
  const [stays, contacts] = await Promise.all([
    staysCol().where('studentUid', '==', uid).get(),
    db().collection(COLLECTIONS.stayContacts).where('studentUid', '==', uid).get(),
  ]);
  return [...stays.docs, ...contacts.docs].map((d) => exportedDoc(d));
}

/** The ids of every stay of `uid` (an account's deletion finds what else names the student by them). */
export async function stayIdsOfStudent(uid: string): Promise<string[]> {
  return (await staysCol().where('studentUid', '==', uid).select().get()).docs.map((d) => d.id);
}

/** How many stays of `uid` are still lived in (active or under notice): an account is not deleted while one is. */
export async function liveStayCount(uid: string): Promise<number> {
  const q = staysCol().where('studentUid', '==', uid).where('status', 'in', ['active', 'notice_given']);
  return (await q.count().get()).data().count;
}

/**
 * An account's deletion (docs/decisions/204-data-rights-in-the-app.md): a stay is kept like the booking it came from
 * (what was agreed and paid is a record the law keeps), anonymised — the uid becomes `tombstoneId`, the first name
 * "Former student" (on the owner's view too), the contacts lose the name, both phone numbers (so the parent's
 * number no longer opens it) and the notice's reason, and the audit lines and a room change lose their free text. Only ended stays: a deletion is refused while one is lived in.
 * Idempotent.
 */
export async function anonymiseStaysOfStudent(uid: string, tombstoneId: string, nowMs: number): Promise<number> {
  const ended = (await staysOf(staysCol().where('studentUid', '==', uid))).filter((s) => s.status === 'ended');
  for (const stay of ended) {
    await db().runTransaction(async (tx) => {
      const current = await readStay(tx, stay.id);
      if (current.studentUid !== uid) return;
      // Every audit line: the student's own carry their uid, and any line may carry free text about them (the
      // notice's reason, a room change's note).
      const audit = await tx.get(stayAuditCol(stay.id));
      const roomChange = current.roomChange ? { ...current.roomChange, note: null } : (current.roomChange ?? null);
      writeStay(tx, { ...current, studentUid: tombstoneId, studentFirstName: FORMER_STUDENT, roomChange, updatedAt: new Date(nowMs).toISOString() });
      tx.set(stayContactsRef(stay.id), { studentUid: tombstoneId, studentName: FORMER_STUDENT, studentPhone: '', parentPhone: '', noticeReason: null });
      for (const a of audit.docs) tx.update(a.ref, { ...(a.get('actorUid') === uid ? { actorUid: tombstoneId } : {}), reason: null });
    });
  }
  return ended.length;
}

/**
 * The stays holding a bed at a PG (active or under notice), as the listings module counts them (occupancy, decision
 * 216): one query on the PG's stays, read in `tx` when given. A PG has at most its capacity of them.
 */
export async function activeStaysAt(tx: Transaction | null, pgId: string): Promise<{ roomId: string; roomLabel: string; firstName: string; exitDate: string | null }[]> {
  const q = staysCol().where('pgId', '==', pgId).where('status', 'in', ['active', 'notice_given']).withConverter(asStay);
  const snap = tx ? await tx.get(q) : await q.get();
  return snap.docs.map((d) => {
    const s = d.data();
    return { roomId: s.roomId, roomLabel: s.roomLabel, firstName: s.studentFirstName, exitDate: s.status === 'notice_given' ? (s.notice?.exitDate ?? null) : null };
  });
}
