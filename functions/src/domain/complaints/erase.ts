// An account's deletion (docs/decisions/204-data-rights-in-the-app.md, docs/decisions/208-complaints.md): a complaint
// is kept (its category, PG, dates and how it was handled are what the PG's numbers count and what keeps the owner and
// the team accountable), but nothing in it points to the student any more — the uid becomes the tombstone id, the
// first name "Former student" (on the owner's copy too), the parent's number is removed (so it no longer opens the
// complaint) and so are the student's and the parent's own words and photos (docs/decisions/214-complaint-photos.md).
// The owner's and the team's answers stay.
import { FORMER_STUDENT } from '@kotastay/shared/schemas/privacy';
import type { ComplaintDoc } from '@kotastay/shared/schemas/complaint';
import { db } from '../../lib/admin';
import { deleteComplaintPhotos } from './photo-store';
import { complaintIdsOfStudent, readComplaint, readComplaintAudit, writeComplaint } from './store';

/** The complaint with nothing of its student left in it. */
export const complaintWithoutStudent = (c: ComplaintDoc, tombstoneId: string, nowIso: string): ComplaintDoc => ({
  ...c,
  studentUid: tombstoneId,
  studentFirstName: FORMER_STUDENT,
  parentPhone: '',
  text: '',
  photoIds: [],
  thread: c.thread.map((e) => (e.by === 'student' || e.by === 'parent' ? { ...e, text: null } : e)),
  updatedAt: nowIso,
});

/**
 * Anonymises every complaint `uid` raised (or their parent raised for them), its photos deleted from Storage first (so
 * a run stopped between the two is found again by the next: the complaint still names the student). Idempotent;
 * returns how many.
 */
export async function anonymiseComplaintsOfStudent(uid: string, tombstoneId: string, nowMs: number): Promise<number> {
  const ids = await complaintIdsOfStudent(uid);
  const nowIso = new Date(nowMs).toISOString();
  for (const id of ids) {
    await deleteComplaintPhotos(id);
    await db().runTransaction(async (tx) => {
      const c = await readComplaint(tx, id);
      if (c.studentUid !== uid) return;
      const audit = await readComplaintAudit(tx, id);
      writeComplaint(tx, complaintWithoutStudent(c, tombstoneId, nowIso));
      for (const a of audit) if (a.get('actorUid') === uid) tx.update(a.ref, { actorUid: tombstoneId });
    });
  }
  return ids.length;
}
