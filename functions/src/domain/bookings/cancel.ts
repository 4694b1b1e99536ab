// Cancelling a booking, by its student, by staff or by the hold timer, with the refund decision 011 grants:
// everything in full except a no-show and a student's own cancellation less than 2 hours before the visit.
import { logger } from 'firebase-functions';
import {
  CANCEL_NOTICE_MS,
  CANCEL_REASONS,
  DECLINE_WINDOW_MS,
  STAFF_CANCEL_REASONS,
  type BookingDoc,
  type CancelReason,
  type TransitionActor,
  type TransitionResponse,
} from '@kotastay/shared/schemas/booking';
import { isAdminRole } from '@kotastay/shared/roles';
import { db } from '../../lib/admin';
import { InvalidInput, type Actor } from '../errors';
import { bookingNotFound } from './errors';
import { visitStartMs } from './messages';
import { executeRefund, keptPatch, refundStartPatch, tokenHeld } from './refunds';
import { bookingsCol, readBooking, releaseSlot, toBookingDoc } from './store';
import { applyTransition, isAlreadyIn, unchanged, type BookingPatch } from './transition';

/** The transition table's name for an actor (the route decides whether the role is current). */
export function transitionActorOf(actor: Actor): TransitionActor {
  if (actor.role === null) return 'student';
  if (isAdminRole(actor.role)) return 'admin';
  if (actor.role === 'booking_team' || actor.role === 'movein_team') return actor.role;
  return 'student';
}

/** Whether the token goes back in full for this reason, at this moment. */
export function refundGranted(b: BookingDoc, reason: CancelReason, nowMs: number): boolean {
  switch (CANCEL_REASONS[reason].refund) {
    case 'full':
      // Declining the room is refunded within the window after the visit (decision 011).
      return reason !== 'student_declined' || nowMs <= visitStartMs(b) + DECLINE_WINDOW_MS;
    case 'by_notice':
      return visitStartMs(b) - nowMs >= CANCEL_NOTICE_MS;
    case 'none':
    case 'none_paid':
      return false;
  }
}

/** A student's reason is inferred from the booking's state: before the visit they cancel, after it they decline. */
const studentReason = (b: BookingDoc): CancelReason => (b.status === 'visit_done' ? 'student_declined' : 'student_cancelled');

/**
 * Cancels booking `id` for `actor` (students: their own booking, reason inferred; staff: one of
 * STAFF_CANCEL_REASONS, the caller having checked the role is current). Releases the slot, keeps or starts the
 * refund of a paid token, then asks the gateway for the refund. Already cancelled → `{changed:false}`.
 */
export async function cancelBooking(
  actor: Actor,
  id: string,
  reason: CancelReason | null,
  note: string | null,
  nowMs = Date.now(),
): Promise<TransitionResponse> {
  const by = transitionActorOf(actor);
  let refund = false;
  const result = await db().runTransaction(async (tx) => {
    refund = false;
    const b = await readBooking(tx, id).catch(() => {
      throw bookingNotFound();
    });
    if (by === 'student' && b.studentUid !== actor.uid) throw bookingNotFound();
    if (isAlreadyIn(b, 'cancelled')) return unchanged(b);
    let why: CancelReason;
    if (by === 'student') {
      why = studentReason(b);
      if (reason && reason !== why) throw new InvalidInput('Check the reason.', { reason: 'Leave the reason out: it follows from where your booking is.' });
    } else {
      if (!reason || !(STAFF_CANCEL_REASONS as readonly string[]).includes(reason)) {
        throw new InvalidInput('Check the reason.', { reason: `Pick one of: ${STAFF_CANCEL_REASONS.join(', ')}.` });
      }
      why = reason;
    }
    let patch: BookingPatch = { cancelReason: why, cancelNote: note };
    if (tokenHeld(b)) {
      refund = refundGranted(b, why, nowMs);
      patch = { ...patch, ...(refund ? refundStartPatch(b, nowMs) : keptPatch(b)) };
    }
    const next = applyTransition(tx, b, {
      to: 'cancelled',
      actor,
      by,
      note: CANCEL_REASONS[why].label,
      reason: note ? `${why}: ${note}` : why,
      action: 'cancel',
      patch,
      messages: ['cancelled'],
      nowMs,
    });
    releaseSlot(tx, b);
    return { booking: next, changed: true };
  });
  if (refund) {
    const after = await executeRefund(id, nowMs);
    if (after) result.booking = after;
  }
  return result;
}

/**
 * The scheduled expiry: every `pending` booking whose hold ended by `nowMs` → `cancelled` (`hold_expired`), slot
 * released. Each in its own transaction that re-reads the booking, so a payment that lands first wins.
 */
export async function expireHolds(nowMs = Date.now(), limit = 200): Promise<number> {
  const due = await bookingsCol()
    .where('status', '==', 'pending')
    .where('holdExpiresAt', '<=', new Date(nowMs).toISOString())
    .orderBy('holdExpiresAt', 'asc')
    .limit(limit)
    .get();
  let expired = 0;
  for (const doc of due.docs) {
    try {
      const changed = await db().runTransaction(async (tx) => {
        const b = await readBooking(tx, doc.id);
        if (b.status !== 'pending' || Date.parse(b.holdExpiresAt) > nowMs) return false;
        applyTransition(tx, b, {
          to: 'cancelled',
          actor: 'system',
          by: 'system',
          note: CANCEL_REASONS.hold_expired.label,
          reason: 'hold_expired',
          action: 'hold_expired',
          patch: { cancelReason: 'hold_expired', cancelNote: null },
          messages: ['hold_expired'],
          nowMs,
        });
        releaseSlot(tx, b);
        return true;
      });
      if (changed) expired += 1;
    } catch (err) {
      logger.error('Expiring a booking hold failed', { bookingId: doc.id, error: String(err) });
    }
  }
  if (expired) logger.info('Booking holds expired', { expired, due: due.size, id: due.docs.map((d) => toBookingDoc(d).id).slice(0, 10) });
  return expired;
}
