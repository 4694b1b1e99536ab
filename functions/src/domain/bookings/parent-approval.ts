// "Ask my parent to approve before I pay" (docs/decisions/150-parents-in-the-loop.md). A booking made with it waits
// in `pending` with `parentApproval.state: 'waiting'`: the token cannot be paid, and `holdExpiresAt` is the parent's
// deadline, so the minute job cancels an unanswered booking (`approval_expired`) instead of a payment hold running
// out unseen. POST /api/bookings/{id}/parent-approval — only whoever is signed in with the booking's parent number —
// approves (the payment hold starts then) or declines (cancelled, slot released), in a transaction, idempotently.
import {
  BOOKING_HOLD_MS,
  PARENT_APPROVAL_MIN_MS,
  PARENT_APPROVAL_WINDOW_MS,
  VISIT_MIN_LEAD_MS,
  kotaSlotStartMs,
  statusLabel,
  type BookingDoc,
  type ParentApproval,
  type ParentApprovalBody,
  type TransitionResponse,
} from '@kotastay/shared/schemas/booking';
import { randomBytes } from 'node:crypto';
import type { ParentLinkResponse } from '@kotastay/shared/schemas/booking';
import { db } from '../../lib/admin';
import { metaDoc } from '../../lib/meta';
import { InvalidInput, NotFound, type Actor } from '../errors';
import { BookingError, bookingNotFound } from './errors';
import { bookingLanguage, kotaTimeLabel, queueMessages } from './messages';
import { timelineNote } from './timeline-notes';
import { readBooking, releaseSlot } from './store';
import { applyTransition, unchanged, updateBooking, writeAudit } from './transition';

/** After the parent approves, the student has this long to pay (at least the usual 15-minute hold). */
export const PARENT_APPROVED_HOLD_MS = 2 * 60 * 60 * 1000;

/** The caller as the approval route sees them: the verified phone number of their ID token matters here. */
export type ParentCaller = Actor & { phoneNumber: string | null };

/**
 * When a booking made now for `visitDate`/`visitSlot` stops waiting for the parent: 12 hours, never later than an
 * hour before the visit. A slot too close for half an hour of waiting → 400 naming `askParent`.
 */
export function approvalDeadlineMs(visitDate: string, visitSlot: string, nowMs: number): number {
  const deadline = Math.min(
    nowMs + PARENT_APPROVAL_WINDOW_MS,
    kotaSlotStartMs(visitDate, visitSlot) - VISIT_MIN_LEAD_MS,
  );
  if (deadline - nowMs < PARENT_APPROVAL_MIN_MS) {
    throw new InvalidInput('Check the parent approval.', {
      askParent:
        'Your parent needs time to answer: pick a slot at least 90 minutes from now, or pay the token yourself now.',
    });
  }
  return deadline;
}

/** The checks on the numbers when the student asks their parent: the parent must be someone else. */
export function checkParentNumber(parentPhone: string, studentPhone: string): void {
  if (parentPhone === studentPhone) {
    throw new InvalidInput('Check the parent’s mobile number.', {
      parentPhone: 'Your parent approves from their own phone: enter their number, not yours.',
    });
  }
}

/**
 * The approval request's link (decision 191): `meta/parent_link_{id}` names the booking and ends at the parent's
 * deadline. 128 random bits (32 hex digits), so it cannot be guessed; it opens nothing by itself (the parent still signs in with the
 * booking's number to see and answer it) and, once past its end, answers 410 with what became of such a booking.
 */
export const newParentLinkId = (): string => randomBytes(16).toString('hex');
export const parentLinkRef = (linkId: string) => metaDoc(`parent_link_${linkId}`);

const linkNotFound = () =>
  new BookingError(
    'not_found',
    'link_not_found',
    'This link is not a KotaStay approval link. Check that you opened the whole link from the text.',
  );
const linkExpired = (expiresAt: string) =>
  new BookingError(
    'gone',
    'link_expired',
    `This approval link has expired: the time to answer ended on ${kotaTimeLabel(Date.parse(expiresAt))} (Kota time). A booking nobody answered in time is cancelled and nothing is charged. Sign in to KotaStay with this number to see the bookings that name you.`,
  );

/** GET /api/parent-links/{linkId}: open until the parent's deadline (200), then 410 `link_expired`; unknown → 404. */
export async function readParentLink(linkId: string, nowMs = Date.now()): Promise<ParentLinkResponse> {
  if (!/^[0-9a-f]{32}$/.test(linkId)) throw linkNotFound();
  const snap = await parentLinkRef(linkId).get();
  const expiresAt: unknown = snap.get('expiresAt');
  if (!snap.exists || typeof expiresAt !== 'string') throw linkNotFound();
  if (Date.parse(expiresAt) <= nowMs) throw linkExpired(expiresAt);
  return { state: 'open', expiresAt };
}

/** The approval a new booking starts with. */
export const waitingApproval = (nowMs: number, deadlineMs: number): ParentApproval => ({
  state: 'waiting',
  requestedAt: new Date(nowMs).toISOString(),
  expiresAt: new Date(deadlineMs).toISOString(),
  decidedAt: null,
  note: null,
});

/** When the payment hold ends after an approval now: up to 2 hours, an hour before the visit, at least 15 minutes. */
export function holdAfterApprovalMs(b: Pick<BookingDoc, 'visitDate' | 'visitSlot'>, nowMs: number): number {
  const beforeVisit = kotaSlotStartMs(b.visitDate, b.visitSlot) - VISIT_MIN_LEAD_MS;
  return Math.min(nowMs + PARENT_APPROVED_HOLD_MS, Math.max(nowMs + BOOKING_HOLD_MS, beforeVisit));
}

export const parentApprovalPending = (b: Pick<BookingDoc, 'parentApproval'>) =>
  new BookingError(
    'conflict',
    'parent_approval_pending',
    `Your parent has not approved this booking yet. You can pay once they do${b.parentApproval ? ` (they have until ${kotaTimeLabel(Date.parse(b.parentApproval.expiresAt))})` : ''}.`,
  );

const parentOnly = () =>
  new BookingError(
    'forbidden',
    'parent_only',
    'Only the parent whose number is on this booking can approve it, signed in with that number.',
  );
const notAsked = () =>
  new BookingError('conflict', 'approval_not_asked', 'This booking did not ask for a parent’s approval.');
const closed = (b: BookingDoc) =>
  new BookingError(
    'conflict',
    'approval_closed',
    b.parentApproval?.state === 'expired' || (b.status === 'pending' && b.parentApproval?.state === 'waiting')
      ? 'The time to answer this booking has ended, so it is cancelled. Nothing was charged.'
      : `This booking no longer waits for an answer (${statusLabel[b.status]}).`,
  );
const alreadyDecided = (b: BookingDoc) =>
  new BookingError(
    'conflict',
    'already_decided',
    b.parentApproval?.state === 'approved'
      ? `You have already approved this booking. To stop it now, ask ${b.studentName} to cancel it, or call KotaStay.`
      : 'You have already declined this booking.',
  );

/** True when `caller` is this booking's parent: signed in with its parent number, and not its student. */
export const isParentOf = (caller: ParentCaller, b: Pick<BookingDoc, 'parentPhone' | 'studentUid'>): boolean =>
  caller.phoneNumber !== null && caller.phoneNumber === b.parentPhone && caller.uid !== b.studentUid;

/** POST /api/bookings/{id}/parent-approval. */
export async function decideParentApproval(
  caller: ParentCaller,
  id: string,
  body: ParentApprovalBody,
  nowMs = Date.now(),
): Promise<TransitionResponse> {
  return db().runTransaction(async (tx) => {
    const b = await readBooking(tx, id).catch((err: unknown) => {
      throw err instanceof NotFound ? bookingNotFound() : err;
    });
    if (!isParentOf(caller, b)) {
      // The student (who can see the booking) is told who approves; anyone else learns nothing about the id.
      if (caller.uid === b.studentUid) throw parentOnly();
      throw bookingNotFound();
    }
    const approval = b.parentApproval;
    if (!approval) throw notAsked();
    const wanted = body.decision === 'approve' ? 'approved' : 'declined';
    if (approval.state === wanted) return unchanged(b);
    if (approval.state === 'approved' || approval.state === 'declined') throw alreadyDecided(b);
    if (b.status !== 'pending' || approval.state !== 'waiting' || Date.parse(approval.expiresAt) <= nowMs)
      throw closed(b);

    const at = new Date(nowMs).toISOString();
    const note = body.note?.trim() ? body.note.trim() : null;
    const decided: ParentApproval = { ...approval, state: wanted, decidedAt: at, note };
    if (wanted === 'approved') {
      const holdExpiresAt = new Date(holdAfterApprovalMs(b, nowMs)).toISOString();
      const next = updateBooking(tx, b, { parentApproval: decided, holdExpiresAt }, nowMs, {
        status: 'pending',
        by: 'parent',
        note: timelineNote('parent_approved', { note }),
      });
      writeAudit(
        tx,
        b.id,
        {
          actorUid: caller.uid,
          actorRole: 'parent',
          from: b.status,
          to: b.status,
          action: 'parent_approved',
          reason: note,
        },
        nowMs,
      );
      queueMessages(tx, next, 'parent_approved', { holdUntil: kotaTimeLabel(Date.parse(holdExpiresAt), bookingLanguage(next)) });
      return { booking: next, changed: true };
    }
    const next = applyTransition(tx, b, {
      to: 'cancelled',
      actor: caller,
      by: 'parent',
      note: timelineNote('cancelled', { reason: 'parent_declined', note }),
      reason: 'parent_declined',
      action: 'parent_declined',
      patch: { parentApproval: decided, cancelReason: 'parent_declined', cancelNote: note },
      messages: ['parent_declined'],
      nowMs,
    });
    releaseSlot(tx, b);
    return { booking: next, changed: true };
  });
}
