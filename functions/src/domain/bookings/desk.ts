// The staff side of a booking (docs/decisions/080-bookings-and-payments.md#api): the booking desk schedules the
// visit (an escort by round-robin or by choice) and marks it done; the move-in desk keeps the checklist and confirms
// the move-in, taking a bed in the same transaction. Every change goes through applyTransition (status, timeline,
// audit, outbox together); asking for the state a booking is already in changes nothing.
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { changedByTeam, visitDoneOpensMs } from '@kotastay/shared/booking-refunds';
import { isRole, type Role } from '@kotastay/shared/roles';
import {
  MOVEIN_CHECKLIST,
  VISIT_BOOKING_DAYS,
  VISIT_HOURS,
  canTransition,
  withinVisitHours,
  type Checklist,
  type TransitionActor,
  type TransitionResponse,
} from '@kotastay/shared/schemas/booking';
import { isDocId } from '@kotastay/shared/schemas/ids';
import { adminAuth, db } from '../../lib/admin';
import { metaDoc } from '../../lib/meta';
import { Conflict, Forbidden, InvalidInput, NotFound, type Actor } from '../errors';
import { recordStaffAction } from '../audit';
import { noFreeBed, readBeds, readOwnerInTx, takeBed } from '../listings';
import { createStayInTx } from '../stays';
import { monthlyExtrasInr } from '@kotastay/shared/monthly-cost';
import { MonthlyChargesSchema } from '@kotastay/shared/schemas/charges';
import { userDocRef, usersWithRole } from '../users';
import { cancelBooking, checkNoShow } from './cancel';
import { bookingNotFound } from './errors';
import { kotaTimeLabel, visitStartMs, visitTimeLabel } from './messages';
import { timelineNote } from './timeline-notes';
import { getBooking, readBooking } from './store';
import { applyTransition, invalidTransition, unchanged, updateBooking, writeAudit } from './transition';
import { isContention, runWithContentionRetry } from './retry';

/** An escort the booking desk can pick: a current booking_team member. */
export type Escort = { uid: string; name: string; phone: string };

const rotationRef = () => metaDoc('escort_rotation');
const teamQuery = () => usersWithRole('booking_team');

/** The transition table's name for a staff caller. */
export function staffActorOf(actor: Actor): TransitionActor {
  if (actor.role === 'admin' || actor.role === 'super_admin') return 'admin';
  if (actor.role === 'booking_team' || actor.role === 'movein_team') return actor.role;
  throw new Forbidden();
}

const escortOf = (snap: DocumentSnapshot): Escort => ({
  uid: snap.id,
  name: typeof snap.get('name') === 'string' && (snap.get('name') as string).trim() ? (snap.get('name') as string) : 'KotaStay team',
  phone: typeof snap.get('phone') === 'string' ? (snap.get('phone') as string) : '',
});

/**
 * The uids among `uids` whose Auth claim says booking_team. A member is current only when the users/{uid}.role
 * mirror AND the claim say so (decision 030): the mirror changes first when a role is taken away, the claim when one
 * is given, so either alone may name someone who is on the team no longer (or not yet).
 */
async function withEscortClaim(uids: readonly string[]): Promise<Set<string>> {
  const ok = new Set<string>();
  for (let i = 0; i < uids.length; i += 100) {
    const { users } = await adminAuth().getUsers(uids.slice(i, i + 100).map((uid) => ({ uid })));
    for (const u of users) if (u.customClaims?.role === 'booking_team') ok.add(u.uid);
  }
  return ok;
}

/** GET /api/team/escorts: current booking_team members (the users/{uid}.role mirror and the claim), by name. */
export async function listEscorts(): Promise<Escort[]> {
  const snap = await teamQuery().get();
  const current = await withEscortClaim(snap.docs.map((d) => d.id));
  return snap.docs
    .filter((d) => current.has(d.id))
    .map(escortOf)
    .sort((a, b) => a.name.localeCompare(b.name) || a.uid.localeCompare(b.uid));
}

/** The member after `lastUid` in uid order (the first when there is none): each member escorts in turn. */
export function nextInRotation(uids: readonly string[], lastUid: string | null): string | null {
  if (uids.length === 0) return null;
  const sorted = [...uids].sort();
  const after = lastUid === null ? undefined : sorted.find((u) => u > lastUid);
  return after ?? sorted[0] ?? null;
}

const noEscorts = () => new Conflict('no_escorts', 'There is no booking team member to escort the visit. Give someone the booking_team role first.');
const notAnEscort = () => new InvalidInput('Check the escort: escortUid.', { escortUid: 'Pick a member of the booking team.' });

/** Whether the Auth claim agrees with the mirror (a member demoted a moment ago has lost one or the other). */
async function claimIs(uid: string, role: Role): Promise<boolean> {
  try {
    const claim: unknown = (await adminAuth().getUser(uid)).customClaims?.role;
    return isRole(claim) && claim === role;
  } catch {
    return false;
  }
}

/** How far ahead a visit may be put: the booking window plus a week for a visit moved later at the family's wish. */
export const VISIT_SCHEDULE_MAX_DAYS = VISIT_BOOKING_DAYS + 7;

/**
 * POST /api/bookings/{id}/schedule {visitAt, escortUid?}: pending_visit → visit_scheduled, or a new time or escort
 * for a scheduled visit. Without escortUid a first schedule takes the next current booking_team member in the
 * rotation (meta/escort_rotation, advanced in the same transaction); a reschedule keeps its escort while they are
 * still a current member. Only automatic picks move the rotation. A time other than the student's slot, or a moved
 * visit, is marked `changedByTeam` (a late cancellation of it is refunded in full); the free reschedule after a
 * first no-show is not.
 */
export async function scheduleVisit(
  actor: Actor,
  id: string,
  input: { visitAt: string; escortUid?: string | undefined },
  nowMs = Date.now(),
): Promise<TransitionResponse> {
  const by = staffActorOf(actor);
  const atMs = Date.parse(input.visitAt);
  if (!(atMs > nowMs)) throw new InvalidInput('Check the visit time: visitAt.', { visitAt: 'Pick a time in the future.' });
  if (atMs > nowMs + VISIT_SCHEDULE_MAX_DAYS * 86_400_000) {
    throw new InvalidInput('Check the visit time: visitAt.', { visitAt: `Pick a time within the next ${VISIT_SCHEDULE_MAX_DAYS} days.` });
  }
  if (!withinVisitHours(atMs)) {
    throw new InvalidInput('Check the visit time: visitAt.', {
      visitAt: `Pick a time within the visit hours, ${VISIT_HOURS.from} to ${VISIT_HOURS.to} Kota time.`,
    });
  }
  const at = new Date(atMs).toISOString();
  if (input.escortUid !== undefined && !(await claimIs(input.escortUid, 'booking_team'))) throw notAnEscort();
  // Who may be picked automatically: the claim is checked here (Auth cannot be read in a transaction), the mirror
  // in the transaction.
  const claimed = input.escortUid === undefined ? await withEscortClaim((await teamQuery().get()).docs.map((d) => d.id)) : null;

  return runWithContentionRetry(() =>
    db().runTransaction(async (tx) => {
      const current = await readBooking(tx, id);
      if (!canTransition(current.status, 'visit_scheduled', by)) throw invalidTransition(current.status, 'visit_scheduled');
      if (current.status === 'visit_scheduled' && current.visit?.at === at && (input.escortUid ?? current.visit.escortUid) === current.visit.escortUid) {
        return unchanged(current);
      }
      let escort: Escort;
      const rotation = await tx.get(rotationRef());
      const team = claimed ? (await tx.get(teamQuery())).docs.filter((d) => claimed.has(d.id)) : [];
      const keep = input.escortUid === undefined && current.status === 'visit_scheduled' ? team.find((d) => d.id === current.visit?.escortUid) : undefined;
      if (input.escortUid !== undefined) {
        const snap = await tx.get(userDocRef(input.escortUid));
        if (snap.get('role') !== 'booking_team') throw notAnEscort();
        escort = escortOf(snap);
      } else if (keep) {
        escort = escortOf(keep);
      } else {
        const last: unknown = rotation.get('lastUid');
        const uid = nextInRotation(
          team.map((d) => d.id),
          typeof last === 'string' ? last : null,
        );
        const snap = team.find((d) => d.id === uid);
        if (!snap) throw noEscorts();
        escort = escortOf(snap);
      }
      if (current.status === 'visit_scheduled' && current.visit?.at === at && current.visit.escortUid === escort.uid) return unchanged(current);
      if (input.escortUid === undefined && !keep) tx.set(rotationRef(), { lastUid: escort.uid, updatedAt: FieldValue.serverTimestamp() });
      const rescheduled = current.status === 'visit_scheduled';
      const next = applyTransition(tx, current, {
        to: 'visit_scheduled',
        actor,
        by,
        note: timelineNote('visit_scheduled', { at: new Date(atMs).toISOString(), escort: escort.name }),
        action: rescheduled ? 'reschedule' : 'schedule',
        reason: `escort ${escort.uid}`,
        patch: {
          visit: { at, escortUid: escort.uid, escortName: escort.name, escortPhone: escort.phone, changedByTeam: changedByTeam(current, atMs) },
        },
        messages: [rescheduled ? 'visit_rescheduled' : 'visit_scheduled'],
        nowMs,
      });
      return { booking: next, changed: true };
    }),
  );
}

/** POST /api/bookings/{id}/visit-done: visit_scheduled → visit_done. */
export async function markVisitDone(actor: Actor, id: string, nowMs = Date.now()): Promise<TransitionResponse> {
  const by = staffActorOf(actor);
  return runWithContentionRetry(() =>
    db().runTransaction(async (tx) => {
      const current = await readBooking(tx, id);
      if (current.status === 'visit_done') return unchanged(current);
      // From the start of the visit's day (Kota time): one that happened earlier than planned is recorded as it was.
      if (current.status === 'visit_scheduled' && current.visit && nowMs < visitDoneOpensMs(current)) {
        const startsMs = Date.parse(current.visit.at);
        throw new Conflict('visit_not_started', `The visit is at ${kotaTimeLabel(startsMs)}: mark it done on that day, once it has happened.`);
      }
      const next = applyTransition(tx, current, { to: 'visit_done', actor, by, note: null, action: 'visit_done', messages: ['visit_done'], nowMs });
      return { booking: next, changed: true };
    }),
  );
}

/**
 * POST /api/bookings/{id}/no-show: the student did not come to a scheduled visit whose time has passed (409
 * not_scheduled / visit_not_started otherwise). Decision 011: the first no-show offers one free reschedule — the
 * booking goes back to `pending_visit` (the desk's queue) with `freeRescheduleUsed`, the student and parent are told;
 * a second one cancels (`no_show`) with the token kept, through cancelBooking. A repeat answers `{changed:false}`.
 */
export async function markNoShow(actor: Actor, id: string, note: string | null, nowMs = Date.now()): Promise<TransitionResponse> {
  const by = staffActorOf(actor);
  const first = await runWithContentionRetry(() =>
    db().runTransaction(async (tx): Promise<TransitionResponse | null> => {
      const current = await readBooking(tx, id).catch((err: unknown) => {
        throw err instanceof NotFound ? bookingNotFound() : err;
      });
      if (current.status === 'cancelled') {
        if (current.cancelReason === 'no_show') return unchanged(current);
        throw new Conflict('already_cancelled', 'This booking is already cancelled for another reason.');
      }
      // Already back in the queue for its free reschedule: this no-show is recorded.
      if (current.status === 'pending_visit' && current.freeRescheduleUsed) return unchanged(current);
      if (checkNoShow(current, nowMs) === 'token_kept') return null;
      const missed = visitTimeLabel(current);
      const next = applyTransition(tx, current, {
        to: 'pending_visit',
        actor,
        by,
        note: timelineNote('visit_missed', { at: new Date(visitStartMs(current)).toISOString() }),
        action: 'no_show_reschedule',
        reason: note ? `no_show: ${note}` : 'no_show',
        patch: { freeRescheduleUsed: true, visit: null },
        messages: [{ template: 'no_show_reschedule', params: { time: missed } }],
        nowMs,
      });
      return { booking: next, changed: true };
    }),
  );
  return first ?? cancelBooking(actor, id, 'no_show', note, nowMs);
}

const sameChecklist = (a: Checklist, b: Checklist) => MOVEIN_CHECKLIST.every(({ key }) => a[key] === b[key]);

/** PUT /api/bookings/{id}/checklist: saves the move-in checklist of a booking in visit_done (audited, no timeline line). */
export async function saveChecklist(actor: Actor, id: string, checklist: Checklist, nowMs = Date.now()): Promise<TransitionResponse> {
  staffActorOf(actor);
  return runWithContentionRetry(() =>
    db().runTransaction(async (tx) => {
      const current = await readBooking(tx, id);
      if (current.status !== 'visit_done') {
        throw new Conflict('not_visit_done', 'The checklist can be filled in only after the visit is marked done.');
      }
      if (sameChecklist(current.checklist, checklist)) return unchanged(current);
      const next = updateBooking(tx, current, { checklist }, nowMs);
      const ticked = MOVEIN_CHECKLIST.filter(({ key }) => checklist[key]).map(({ key }) => key);
      writeAudit(
        tx,
        id,
        { actorUid: actor.uid, actorRole: actor.role, from: current.status, to: current.status, action: 'checklist', reason: ticked.join(',') || null },
        nowMs,
      );
      recordStaffAction(tx, {
        actor,
        action: 'booking.checklist',
        targetType: 'booking',
        targetId: id,
        summary: `Saved the move-in checklist of booking ${id} (${ticked.length} of ${MOVEIN_CHECKLIST.length} ticked)`,
        before: { checklist: current.checklist },
        after: { checklist },
        nowMs,
      });
      return { booking: next, changed: true };
    }),
  );
}


/**
 * POST /api/bookings/{id}/confirm: visit_done → confirmed, with the whole checklist ticked. In ONE commit it takes a
 * bed from the chosen room option of the live listing (and its derived total) and the owner's draft; with none free
 * it answers 409 no_free_bed and changes nothing. The token is credited to the first month's rent.
 *
 * The listing is the one document every confirmation for a PG writes, so it is read outside the transaction and
 * written on the condition that it is still the version read (optimistic concurrency). A transaction read would
 * lock it for every confirmation at once, and a crowd of them then waits on each other's locks until they time out;
 * this way one commit wins, the others fail their precondition at once, read again and find no bed (409).
 */
export async function confirmMoveIn(actor: Actor, id: string, nowMs = Date.now()): Promise<TransitionResponse> {
  const by = staffActorOf(actor);
  return runWithContentionRetry(async () => {
    const pgId = (await getBooking(id))?.pgId;
    const beds = pgId && isDocId(pgId) ? await readBeds(pgId) : null;
    return db().runTransaction(async (tx) => {
      const current = await readBooking(tx, id);
      if (current.status === 'confirmed') return unchanged(current);
      if (!canTransition(current.status, 'confirmed', by)) throw invalidTransition(current.status, 'confirmed');
      const missing = MOVEIN_CHECKLIST.filter(({ key }) => !current.checklist[key]).map(({ label }) => label);
      if (missing.length) {
        throw new InvalidInput('Check the move-in checklist: checklist.', { checklist: `Tick every item first: ${missing.join(', ')}.` });
      }
      if (!beds || current.pgId !== pgId) throw noFreeBed();
      const ownerUid = await readOwnerInTx(tx, current.pgId);
      const next = applyTransition(tx, current, {
        to: 'confirmed',
        actor,
        by,
        note: timelineNote('moved_in', { room: current.roomLabel, sharing: current.room?.sharing, ac: current.room ? String(current.room.ac) : null }),
        action: 'confirm',
        patch: { creditedInr: current.tokenInr, payment: { ...current.payment, status: 'credited' } },
        messages: ['confirmed'],
        nowMs,
      });
      takeBed(tx, current.roomId, beds, nowMs);
      // The stay (docs/decisions/207-stays-notice-and-exit.md) in the same commit: one booking, one stay, one bed.
      const charges = MonthlyChargesSchema.safeParse(beds.live.get('charges'));
      const maintenance: unknown = beds.live.get('maintenanceInrPerYear');
      createStayInTx(
        tx,
        {
          booking: next,
          ownerUid,
          extrasInr: charges.success ? monthlyExtrasInr(charges.data) : null,
          maintenanceInrPerYear: typeof maintenance === 'number' ? maintenance : null,
        },
        actor,
        nowMs,
      );
      return { booking: next, changed: true };
    });
  }, { retryOn: isStaleRead });
}

/** The listing or draft changed since it was read: read again (then the bed may be gone). */
const isStaleRead = (err: unknown) => (err as { code?: unknown } | null)?.code === 9 || isContention(err);

