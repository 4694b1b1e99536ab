// Reports of a listing (docs/decisions/206-trust-that-stays-fresh.md): the one writer of `listing_reports`. Anyone
// signed in reports a public listing (one open report per person and listing, LISTING_REPORTS_PER_DAY_MAX in 24 hours);
// current admins take it up and close it with an outcome, each move checked against the shared state table and
// made in one transaction with its audit entry — and, when it closes, the text that tells the reporter.
import { Timestamp } from 'firebase-admin/firestore';
import { isPublicPg } from '@kotastay/shared/schemas/pg';
import {
  canMoveListingReport,
  isOpenListingReport,
  LISTING_REPORT_WINDOW_MS,
  LISTING_REPORTS_PER_DAY_MAX,
  ListingReportDocSchema,
  OPEN_LISTING_REPORT_STATUSES,
  type CreateListingReport,
  type ListingReport,
  type ListingReportDoc,
  type ListingReportResponse,
  type ListingReportsResponse,
  type ListingReportStatusBody,
} from '@kotastay/shared/schemas/listing-report';
import { db } from '../../lib/admin';
import { listed, readAs } from '../../lib/converter';
import { exportedDoc } from '../../lib/exported-doc';
import type { ExportedDoc } from '@kotastay/shared/schemas/privacy';
import { recordStaffAction } from '../audit';
import { enqueueMessage, newTextMessage } from '../messaging';
import { InvalidInput, type Actor } from '../errors';
import { ListingError } from './errors';
import { listingReportsCol, pgPrivateCol, readPgInTx } from './store';

/** The most reports the staff queue shows at once (oldest first: they have waited longest). */
const QUEUE_MAX = 200;
const REPORT_TEMPLATE = 'listing_report_closed';

const asReport = readAs(ListingReportDocSchema);
const reportRef = (id: string) => listingReportsCol().doc(id).withConverter(asReport);
const withId = (id: string, r: ListingReportDoc): ListingReport => ({ ...r, id });

const notFound = () => new ListingError('not_found', 'not_found', 'This report was not found.');
const tooMany = () =>
  new ListingError(
    'rate_limited',
    'too_many_reports',
    `You can report at most ${LISTING_REPORTS_PER_DAY_MAX} listings in 24 hours. Please try again tomorrow, or call KotaStay.`,
    { pgId: `At most ${LISTING_REPORTS_PER_DAY_MAX} reports in 24 hours.` },
  );

/** Files a report. 201 with the report; 404 for a listing that is not public; 409 while the same person's is open. */
export async function createListingReport(
  actor: Actor & { phoneNumber: string | null },
  body: CreateListingReport,
  nowMs = Date.now(),
): Promise<ListingReport> {
  return db().runTransaction(async (tx) => {
    const pg = await readPgInTx(tx, body.pgId);
    if (!pg || !isPublicPg(pg)) throw new ListingError('not_found', 'not_found', 'This listing was not found.', { pgId: 'No public listing has this id.' });
    const mine = listingReportsCol().where('reporterUid', '==', actor.uid);
    const [owner, samePg, recent] = await Promise.all([
      tx.get(pgPrivateCol().doc(body.pgId)),
      tx.get(mine.where('pgId', '==', body.pgId).withConverter(asReport)),
      tx.get(mine.where('createdAt', '>', new Date(nowMs - LISTING_REPORT_WINDOW_MS).toISOString()).select()),
    ]);
    if (owner.get('ownerId') === actor.uid)
      throw new InvalidInput('You cannot report your own listing.', { pgId: 'This is your own listing; you cannot report it.' });
    if (listed(samePg.docs).some((r) => isOpenListingReport(r.status)))
      throw new ListingError('conflict', 'listing_already_reported', 'You have already reported this listing; the team is looking into it.');
    if (recent.size >= LISTING_REPORTS_PER_DAY_MAX) throw tooMany();
    const at = new Date(nowMs).toISOString();
    const doc: ListingReportDoc = {
      pgId: body.pgId,
      pgName: pg.name,
      reporterUid: actor.uid,
      reporterPhone: actor.phoneNumber,
      reason: body.reason,
      details: body.details,
      status: 'open',
      outcome: null,
      createdAt: at,
      updatedAt: at,
      closedAt: null,
    };
    const ref = listingReportsCol().doc();
    tx.create(ref, doc);
    return withId(ref.id, doc);
  });
}

/** The staff queue: open and reviewing reports, oldest first. */
export async function openListingReports(): Promise<ListingReportsResponse> {
  const snap = await listingReportsCol()
    .where('status', 'in', [...OPEN_LISTING_REPORT_STATUSES])
    .orderBy('createdAt')
    .limit(QUEUE_MAX)
    .withConverter(asReport)
    .get();
  return { results: snap.docs.flatMap((d) => listed([d]).map((r) => withId(d.id, r))) };
}

function outcomeText(r: ListingReportDoc, status: 'action_taken' | 'dismissed', outcome: string): string {
  const head =
    status === 'action_taken'
      ? `KotaStay: thank you for reporting ${r.pgName}. We checked it and acted:`
      : `KotaStay: thank you for reporting ${r.pgName}. We checked it and found nothing to change:`;
  return `${head} ${outcome}`;
}

/**
 * Moves a report (current admins): `reviewing` takes it up; `action_taken` or `dismissed` closes it with the outcome,
 * which is texted to the reporter. The same move again is `changed: false` with nothing written; a move the state
 * table does not allow is 409 `bad_transition`.
 */
export async function moveListingReport(
  actor: Actor,
  id: string,
  body: ListingReportStatusBody,
  nowMs = Date.now(),
): Promise<ListingReportResponse> {
  return db().runTransaction(async (tx) => {
    const r = (await tx.get(reportRef(id))).data();
    if (!r) throw notFound();
    if (r.status === body.status) return { report: withId(id, r), changed: false };
    if (!canMoveListingReport(r.status, body.status, 'admin'))
      throw new ListingError('conflict', 'bad_transition', `This report is ${r.status.replace('_', ' ')} and cannot become ${body.status.replace('_', ' ')}.`);
    const at = new Date(nowMs).toISOString();
    const closing = body.status !== 'reviewing';
    const next: ListingReportDoc = {
      ...r,
      status: body.status,
      outcome: body.status === 'reviewing' ? null : body.outcome,
      updatedAt: at,
      closedAt: closing ? at : null,
    };
    tx.update(listingReportsCol().doc(id), { status: next.status, outcome: next.outcome, updatedAt: at, closedAt: next.closedAt });
    recordStaffAction(tx, {
      actor,
      action: closing ? 'listing_report.closed' : 'listing_report.reviewing',
      targetType: 'listing_report',
      targetId: id,
      summary: closing
        ? `Closed a report of ${r.pgName} (${r.reason}) as ${body.status.replace('_', ' ')}`
        : `Took up a report of ${r.pgName} (${r.reason})`,
      before: { status: r.status },
      after: { status: next.status, ...(next.outcome ? { outcome: next.outcome } : {}) },
      reason: next.outcome,
      nowMs,
    });
    // A reporter whose account was deleted has no number left: nobody to tell.
    if (body.status !== 'reviewing' && r.reporterPhone) {
      enqueueMessage(
        tx,
        newTextMessage({
          toUid: r.reporterUid,
          toPhone: r.reporterPhone,
          // The outbox's audiences are student, parent and owner; a reporter is texted as a member of the public.
          audience: 'student',
          template: REPORT_TEMPLATE,
          params: { pgName: r.pgName, outcome: body.outcome, status: body.status },
          text: outcomeText(r, body.status, body.outcome),
          bookingId: null,
          createdAt: Timestamp.fromMillis(nowMs),
        }),
      );
    }
    return { report: withId(id, next), changed: true };
  });
}

/** A person's own reports (their data export, docs/decisions/204-data-rights-in-the-app.md). */
export async function listingReportsBy(uid: string): Promise<ExportedDoc[]> {
  return (await listingReportsCol().where('reporterUid', '==', uid).get()).docs.map((d) => exportedDoc(d));
}

/**
 * An account's deletion: its reports stay for the team (what was reported about a listing is not the reporter's
 * data), but the uid becomes the tombstone, the number and their own words go, so no outcome is texted any more.
 * Idempotent.
 */
export async function anonymiseListingReportsOf(uid: string, tombstoneId: string): Promise<number> {
  const snap = await listingReportsCol().where('reporterUid', '==', uid).get();
  // What they wrote in their own words goes too; the reason and the outcome stay with the listing's record.
  for (const d of snap.docs) await d.ref.update({ reporterUid: tombstoneId, reporterPhone: null, details: '' });
  return snap.size;
}
