// The only file that names the complaints collections (docs/decisions/208-complaints.md): `complaints/{id}` (the whole
// complaint: its student, parent and the team), `owner_complaints/{id}` (the owner's view), `complaints/{id}/audit`
// and `complaint_stats/{pgId}` (a PG's numbers). Every one is written by Functions only.
import type { Query, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@kotastay/shared/collections';
import {
  ComplaintDocSchema,
  complaintRouteOf,
  ownerComplaintOf,
  type ComplaintAuditDoc,
  type ComplaintDoc,
  type ComplaintStatsDoc,
} from '@kotastay/shared/schemas/complaint';
import type { ExportedDoc } from '@kotastay/shared/schemas/privacy';
import { z } from 'zod';
import { db } from '../../lib/admin';
import { readAs, readList, listed } from '../../lib/converter';
import { exportedDoc } from '../../lib/exported-doc';
import { NotFound } from '../errors';

export const complaintsCol = () => db().collection(COLLECTIONS.complaints);
const complaintRef = (id: string) => complaintsCol().doc(id);
const ownerComplaintRef = (id: string) => db().collection(COLLECTIONS.ownerComplaints).doc(id);
const complaintAuditCol = (id: string) => complaintRef(id).collection(COLLECTIONS.complaintAudit);
const statsRef = (pgId: string) => db().collection(COLLECTIONS.complaintStats).doc(pgId);

const asComplaint = readAs(ComplaintDocSchema, { idField: 'id' });
/** What the stats need of a PG's complaints (a field mask: a partial document). */
const StatsFieldsSchema = ComplaintDocSchema.pick({
  createdAt: true,
  status: true,
  hoursToResolve: true,
  hoursToOwnerAnswer: true,
});
const asStatsFields = readAs(StatsFieldsSchema);
const StatsDocSchema = z.object({
  pgId: z.string(),
  raised: z.number(),
  resolved: z.number(),
  medianHoursToResolve: z.number().nullable(),
  // Absent in documents written before decision 217 (until the PG's next complaint change rewrites them).
  ownerAnswered: z.number().default(0),
  medianHoursToOwnerAnswer: z.number().nullable().default(null),
  windowDays: z.number(),
  updatedAt: z.string(),
});
const asStats = readAs(StatsDocSchema);

export const complaintNotFound = () => new NotFound('This complaint', 'complaint_not_found');

/** A new complaint's id (auto), to write with writeComplaint(…, true). */
export const newComplaintId = (): string => complaintsCol().doc().id;

/** Reads a complaint in a transaction; NotFound when it does not exist. */
export async function readComplaint(tx: Transaction, id: string): Promise<ComplaintDoc> {
  const c = (await tx.get(complaintRef(id).withConverter(asComplaint))).data();
  if (!c) throw complaintNotFound();
  return c;
}

/** Reads a complaint outside a transaction (a photo's reader check); NotFound when it does not exist. */
export async function getComplaint(id: string): Promise<ComplaintDoc> {
  const c = (await complaintRef(id).withConverter(asComplaint).get()).data();
  if (!c) throw complaintNotFound();
  return c;
}

/** How many complaints a stay raised since `sinceIso` (in the raising transaction: the rate limit). */
export async function complaintsOfStaySince(tx: Transaction, stayId: string, sinceIso: string): Promise<number> {
  return (await tx.get(complaintsCol().where('stayId', '==', stayId).where('createdAt', '>', sinceIso).select())).size;
}

/** The same count outside a transaction (the early check before a raise's photos are decoded). */
export async function countComplaintsOfStaySince(stayId: string, sinceIso: string): Promise<number> {
  return (await complaintsCol().where('stayId', '==', stayId).where('createdAt', '>', sinceIso).select().get()).size;
}

/** Whether a complaint exists (a raise that failed after its commit must not delete the photos it points at). */
export async function complaintExists(id: string): Promise<boolean> {
  return (await complaintRef(id).get()).exists;
}

/** What the stats count of every complaint of a PG, read in the transaction that changes one of them. */
export async function statsFieldsOfPg(
  tx: Transaction,
  pgId: string,
): Promise<(z.infer<typeof StatsFieldsSchema> & { id: string })[]> {
  const snap = await tx.get(
    complaintsCol()
      .where('pgId', '==', pgId)
      .select('createdAt', 'status', 'hoursToResolve', 'hoursToOwnerAnswer')
      .withConverter(asStatsFields),
  );
  return snap.docs.flatMap((d) => listed([d]).map((c) => ({ ...c, id: d.id })));
}

/**
 * Writes a whole complaint and, for the categories routed to owners, the owner's view of it (owner_complaints/{id}),
 * so the two never disagree: every change goes through here. A write only.
 */
export function writeComplaint(tx: Transaction, c: ComplaintDoc, create = false): void {
  const { id, ...data } = c;
  if (create) tx.create(complaintRef(id), data);
  else tx.set(complaintRef(id), data);
  if (complaintRouteOf(c.category) === 'owner') {
    const { id: _oid, ...view } = ownerComplaintOf(c);
    tx.set(ownerComplaintRef(id), view);
  }
}

export function writeComplaintAudit(tx: Transaction, id: string, entry: ComplaintAuditDoc): void {
  tx.create(complaintAuditCol(id).doc(), entry);
}

export function writeComplaintStats(tx: Transaction, stats: ComplaintStatsDoc): void {
  tx.set(statsRef(stats.pgId), stats);
}

/** A PG's complaint numbers, or null before its first complaint. */
export async function getComplaintStats(pgId: string): Promise<ComplaintStatsDoc | null> {
  return (await statsRef(pgId).withConverter(asStats).get()).data() ?? null;
}

const complaintsOf = (q: Query): Promise<ComplaintDoc[]> => readList(q, asComplaint);

/** Complaints still with the owner whose deadline is at or before `nowIso`: what the escalation job moves to the team. */
export const overdueWithOwner = (nowIso: string, limit: number) =>
  complaintsOf(
    complaintsCol()
      .where('status', 'in', ['open', 'reopened'])
      .where('dueAt', '<=', nowIso)
      .orderBy('dueAt')
      .limit(limit),
  );

/** Complaints with the team, not yet marked late, whose deadline is at or before `nowIso`. */
export const overdueWithTeam = (nowIso: string, limit: number) =>
  complaintsOf(
    complaintsCol()
      .where('status', '==', 'escalated')
      .where('teamLateAt', '==', null)
      .where('dueAt', '<=', nowIso)
      .orderBy('dueAt')
      .limit(limit),
  );

/** Answered complaints whose latest answer is at or before `beforeIso`: closed as resolved when nobody replied. */
export const answeredBefore = (beforeIso: string, limit: number) =>
  complaintsOf(
    complaintsCol()
      .where('status', '==', 'answered')
      .where('answeredAt', '<=', beforeIso)
      .orderBy('answeredAt')
      .limit(limit),
  );

/**
 * A student's complaints (docs/decisions/204-data-rights-in-the-app.md), each with the address of each of its photos
 * (`photoPaths`: the student, signed in, downloads them there; docs/decisions/214-complaint-photos.md).
 */
export async function complaintDataOfStudent(uid: string): Promise<ExportedDoc[]> {
  return (await complaintsCol().where('studentUid', '==', uid).get()).docs.map((d) => {
    const e = exportedDoc(d);
    const ids: unknown = e.data.photoIds;
    const photoPaths = Array.isArray(ids) ? ids.map((p) => `/api/complaints/${d.id}/photos/${String(p)}`) : [];
    return { ...e, data: { ...e.data, photoPaths } };
  });
}

/** The ids of a student's complaints (the account's deletion reads each in its own transaction). */
export async function complaintIdsOfStudent(uid: string): Promise<string[]> {
  return (await complaintsCol().where('studentUid', '==', uid).select().get()).docs.map((d) => d.id);
}

/** A complaint's audit lines, read in the transaction that rewrites them. */
export const readComplaintAudit = async (tx: Transaction, id: string) => (await tx.get(complaintAuditCol(id))).docs;
