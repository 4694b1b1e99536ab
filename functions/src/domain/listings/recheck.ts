// Trust that stays fresh (docs/decisions/206-trust-that-stays-fresh.md): a verified listing is checked again at least
// every RECHECK_AFTER_DAYS days. The admin's queue lists what is due now and what falls due this week; a re-check
// records the visit day as the listing's new check date, in one transaction with its decision record and audit entry.
import { z } from 'zod';
import { RECHECK_SOON_DAYS } from '@kotastay/shared/constants';
import type { ListingDecision } from '@kotastay/shared/schemas/pg-draft';
import { PgDocSchema } from '@kotastay/shared/schemas/pg';
import type { RecheckBody, RecheckQueueItem, RecheckQueueResponse, RecheckResponse } from '@kotastay/shared/schemas/listing-report';
import { recheckDueAt, recheckDueBefore, verificationFreshness } from '@kotastay/shared/verification-freshness';
import { db } from '../../lib/admin';
import { listed, readAs } from '../../lib/converter';
import { recordStaffAction } from '../audit';
import type { Actor } from '../errors';
import { checkVisitDate, visitDayIso } from './drafts';
import { ListingError } from './errors';
import { listingReviewsCol, pgPrivateCol, pgsCol } from './store';

/** The most listings the queue shows at once (the oldest checks first). */
const QUEUE_MAX = 200;

const QueueSourceSchema = PgDocSchema.pick({ id: true, name: true, areaName: true }).extend({
  verification: z.object({ verifiedAt: z.string() }),
});
const asQueueSource = readAs(QueueSourceSchema, { idField: 'id' });
const RecheckSourceSchema = PgDocSchema.pick({ id: true, name: true, verification: true });
const asRecheckSource = readAs(RecheckSourceSchema, { idField: 'id' });

/** Verified listings whose check is due now (more than RECHECK_AFTER_DAYS days old) or within RECHECK_SOON_DAYS. */
export async function recheckQueue(nowMs = Date.now()): Promise<RecheckQueueResponse> {
  const snap = await pgsCol()
    .where('verification.status', '==', 'verified')
    .where('verification.verifiedAt', '<=', recheckDueBefore(nowMs, RECHECK_SOON_DAYS))
    .orderBy('verification.verifiedAt')
    .limit(QUEUE_MAX)
    .select('name', 'areaName', 'verification.verifiedAt')
    .withConverter(asQueueSource)
    .get();
  const out: RecheckQueueResponse = { dueNow: [], dueThisWeek: [] };
  for (const pg of listed(snap.docs)) {
    const verifiedAt = pg.verification.verifiedAt;
    const fresh = verificationFreshness(verifiedAt, nowMs);
    if (!fresh) continue;
    const item: RecheckQueueItem = {
      pgId: pg.id,
      name: pg.name,
      areaName: pg.areaName,
      verifiedAt,
      dueAt: recheckDueAt(verifiedAt),
      daysAgo: fresh.daysAgo,
    };
    (fresh.recheckDue ? out.dueNow : out.dueThisWeek).push(item);
  }
  return out;
}

/**
 * Records a re-check of a verified listing on `visitDate` (within the last 90 days, not in the future): the listing's
 * check date and every checklist item's date become that day. Recording the same or an older visit again changes
 * nothing (`changed: false`, no audit entry).
 */
export async function recheckListing(pgId: string, actor: Actor, body: RecheckBody, nowMs = Date.now()): Promise<RecheckResponse> {
  checkVisitDate(body.visitDate, nowMs);
  const checkedAt = visitDayIso(body.visitDate);
  return db().runTransaction(async (tx) => {
    const pg = (await tx.get(pgsCol().doc(pgId).withConverter(asRecheckSource))).data();
    if (!pg) throw new ListingError('not_found', 'not_found', 'This listing was not found.');
    if (pg.verification.status !== 'verified')
      throw new ListingError('conflict', 'not_verified', 'Only a verified listing can be re-checked; verify it from the queue instead.');
    const before = pg.verification.verifiedAt;
    if (before !== null && before >= checkedAt) return { pgId, verifiedAt: before, changed: false };
    const priv = await tx.get(pgPrivateCol().doc(pgId));
    const now = new Date(nowMs).toISOString();
    tx.update(pgsCol().doc(pgId), {
      'verification.verifiedAt': checkedAt,
      'verification.checklist': pg.verification.checklist.map((c) => ({ ...c, checkedAt })),
      updatedAt: now,
    });
    if (priv.exists) tx.update(priv.ref, { visitDate: body.visitDate, verifiedBy: actor.uid, updatedAt: now });
    const decision: ListingDecision = {
      pgId,
      ownerId: typeof priv.get('ownerId') === 'string' ? String(priv.get('ownerId')) : '',
      decision: 'rechecked',
      reviewerUid: actor.uid,
      at: now,
      visitDate: body.visitDate,
      checklist: pg.verification.checklist.map((c) => ({ item: c.item, ok: c.ok })),
      reason: null,
    };
    tx.create(listingReviewsCol().doc(), decision);
    recordStaffAction(tx, {
      actor,
      action: 'listing.rechecked',
      targetType: 'listing',
      targetId: pgId,
      summary: `Re-checked the listing ${pg.name} (visit ${body.visitDate})`,
      before: { verifiedAt: before },
      after: { verifiedAt: checkedAt, visitDate: body.visitDate },
      reason: null,
      nowMs,
    });
    return { pgId, verifiedAt: checkedAt, changed: true };
  });
}
