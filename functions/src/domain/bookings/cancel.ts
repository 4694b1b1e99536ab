// Cancelling a booking, by its student, by staff or by the hold timer, with the refund decision 011 grants:
// everything in full except a no-show and a student's own cancellation less than 2 hours before the visit (unless
// the team changed that visit's time). The rules themselves are shared/src/booking-refunds.ts, which the screens use too.
import { logger } from '../../lib/log';
import { noShowOutcome, refundDecision, studentCancelReason } from '@kotastay/shared/booking-refunds';
import {
  STAFF_CANCEL_REASONS,
  awaitingParent,
  type BookingDoc,
  type CancelReason,
  type TransitionActor,
  type TransitionResponse,
} from '@kotastay/shared/schemas/booking';
import { isAdminRole } from '@kotastay/shared/roles';
import { db } from '../../lib/admin';
import { InvalidInput, NotFound, type Actor } from '../errors';
import { paymentGateway, paysOrder } from '../payments';
import { bookingNotFound, freeRescheduleFirst, notScheduled, visitNotStarted } from './errors';
import { visitTimeLabel } from './messages';
import { timelineNote } from './timeline-notes';
import { markPaid } from './payment';
import { executeRefund, keptPatch, refundStartPatch, tokenHeld } from './refunds';
import { bookingsCol, bookingsOf, paymentOrderReadRef, readBooking, releaseSlot } from './store';
import { applyTransition, isAlreadyIn, unchanged, type BookingPatch } from './transition';

/** The transition table's name for an actor (the route decides whether the role is current). */
export function transitionActorOf(actor: Actor): TransitionActor {
  if (actor.role === null) return 'student';
  if (isAdminRole(actor.role)) return 'admin';
  if (actor.role === 'booking_team' || actor.role === 'movein_team') return actor.role;
  return 'student';
}

/** Whether the token goes back in full for this reason, at this moment (decision 011). */
export const refundGranted = (b: BookingDoc, reason: CancelReason, nowMs: number): boolean => refundDecision(b, reason, nowMs).refund;

/**
 * A staff cancellation for `no_show` follows the no-show rules: only a scheduled visit whose time has passed, and
 * only once the free reschedule is used (the first no-show goes through markNoShow, which offers it).
 */
export function checkNoShow(b: BookingDoc, nowMs: number): 'free_reschedule' | 'token_kept' {
  const outcome = noShowOutcome(b, nowMs);
  if (outcome === 'not_scheduled') throw notScheduled();
  if (outcome === 'visit_not_started') throw visitNotStarted(visitTimeLabel(b));
  return outcome;
}

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
    const b = await readBooking(tx, id).catch((err: unknown) => {
      // Only "no such booking" is a 404; anything else (Firestore down, contention) stays what it is.
      throw err instanceof NotFound ? bookingNotFound() : err;
    });
    if (by === 'student' && b.studentUid !== actor.uid) throw bookingNotFound();
    if (isAlreadyIn(b, 'cancelled')) return unchanged(b);
    let why: CancelReason;
    if (by === 'student') {
      why = studentCancelReason(b);
      if (reason && reason !== why) throw new InvalidInput('Check the reason.', { reason: 'Leave the reason out: it follows from where your booking is.' });
    } else {
      if (!reason || !(STAFF_CANCEL_REASONS as readonly string[]).includes(reason)) {
        throw new InvalidInput('Check the reason.', { reason: `Pick one of: ${STAFF_CANCEL_REASONS.join(', ')}.` });
      }
      why = reason;
      if (why === 'no_show' && checkNoShow(b, nowMs) === 'free_reschedule') throw freeRescheduleFirst();
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
      note: timelineNote('cancelled', { reason: why }),
      reason: note ? `${why}: ${note}` : why,
      action: 'cancel',
      patch,
      // An unpaid booking texts nobody: creating and cancelling bookings must not send SMS to numbers anyone typed.
      messages: b.payment.status === 'unpaid' ? [] : ['cancelled'],
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

/** A hold whose gateway cannot be asked is left for the next run, but no longer than this after it ended. */
export const HOLD_RECONCILE_GRACE_MS = 30 * 60 * 1000;

/**
 * Before a hold is cancelled, asks the gateway for the order's payments: a payment that pays the order (its webhook
 * lost or late) → markPaid, not a cancellation. 'paid' when it did; 'ask_later' when the gateway could not answer.
 */
async function reconcileOrder(b: BookingDoc, nowMs: number): Promise<'paid' | 'unpaid' | 'ask_later'> {
  if (!b.payment.orderId) return 'unpaid';
  const order = (await paymentOrderReadRef(b.payment.orderId).get()).data();
  if (!order) return 'unpaid';
  let paid;
  try {
    paid = (await paymentGateway().orderPayments(order.orderId)).find((p) => paysOrder(p, order));
  } catch (err) {
    logger.warn('Could not ask the gateway about an expiring hold', { bookingId: b.id, error: String(err) });
    return nowMs - Date.parse(b.holdExpiresAt) < HOLD_RECONCILE_GRACE_MS ? 'ask_later' : 'unpaid';
  }
  if (!paid) return 'unpaid';
  // Paid before the hold ended → pending_visit; paid after it → cancelled and refunded in full (markPaid decides).
  await markPaid(
    {
      orderId: order.orderId,
      paymentId: paid.paymentId,
      amountPaise: paid.amountPaise,
      currency: paid.currency,
      source: 'reconcile',
      ...(paid.createdAtMs === undefined ? {} : { paidAtMs: paid.createdAtMs }),
    },
    nowMs,
  );
  return 'paid';
}

/**
 * The scheduled expiry: every `pending` booking whose hold ended by `nowMs` → `cancelled` (`hold_expired`), slot
 * released, nobody texted (nothing was paid). Each first asks the gateway whether the order was paid after all
 * (see reconcileOrder), then cancels in its own transaction that re-reads the booking, so a payment that lands
 * first wins.
 */
export async function expireHolds(nowMs = Date.now(), limit = 200): Promise<number> {
  const due = await bookingsOf(
    bookingsCol()
      .where('status', '==', 'pending')
      .where('holdExpiresAt', '<=', new Date(nowMs).toISOString())
      .orderBy('holdExpiresAt', 'asc')
      .limit(limit),
  );
  let expired = 0;
  for (const doc of due) {
    try {
      const found = await reconcileOrder(doc, nowMs);
      if (found !== 'unpaid') continue;
      const changed = await db().runTransaction(async (tx) => {
        const b = await readBooking(tx, doc.id);
        if (b.status !== 'pending' || Date.parse(b.holdExpiresAt) > nowMs) return false;
        // A booking still waiting for its parent ends for that reason (decision 150): the parent did not answer.
        const why = awaitingParent(b) ? 'approval_expired' : 'hold_expired';
        const expiredApproval = b.parentApproval && why === 'approval_expired' ? { parentApproval: { ...b.parentApproval, state: 'expired' as const } } : {};
        applyTransition(tx, b, {
          to: 'cancelled',
          actor: 'system',
          by: 'system',
          note: timelineNote('cancelled', { reason: why }),
          reason: why,
          action: why,
          patch: { cancelReason: why, cancelNote: null, ...expiredApproval },
          // No text: nothing was paid, and the phone numbers were only typed in (the app shows the expiry).
          messages: [],
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
  if (expired) logger.info('Booking holds expired', { expired, due: due.length, id: due.map((d) => d.id).slice(0, 10) });
  return expired;
}
