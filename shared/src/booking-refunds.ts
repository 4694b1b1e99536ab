// The refund and no-show rules of decision 011 (docs/decisions/011-visit-token-refunds-and-data-retention.md), in
// one place: the Functions decide with these and the screens tell the student and the desk beforehand with the same
// functions, so the two cannot disagree.
//
// - Refunded in full: we cancel or move the visit and the new time does not suit (a visit time the team changed is
//   refunded in full even inside the 2-hour window, until it starts); the PG does not match; the room went to
//   someone else; the student cancels ≥ 2 hours before the visit; the student declines within 48 hours after it.
// - Kept: a no-show without 2 hours' notice — but the first no-show gets one free reschedule instead (the booking
//   goes back to the desk's queue); a student who then cancels instead of taking the new time has missed the visit.
import { missedVisit } from './booking-views';
import {
  CANCEL_NOTICE_MS,
  CANCEL_REASONS,
  DECLINE_WINDOW_MS,
  kotaDate,
  kotaSlotStartMs,
  type BookingDoc,
  type CancelReason,
} from './schemas/booking';

/** When the visit is: the scheduled time once the desk set one, else the slot the student asked for. */
export const visitStartMs = (b: Pick<BookingDoc, 'visit' | 'visitDate' | 'visitSlot'>): number =>
  b.visit ? Date.parse(b.visit.at) : kotaSlotStartMs(b.visitDate, b.visitSlot);

/** When the visit was marked done (the timeline's last `visit_done` entry), else when it was to start. */
export function visitDoneMs(b: Pick<BookingDoc, 'timeline' | 'visit' | 'visitDate' | 'visitSlot'>): number {
  const done = [...b.timeline].reverse().find((e) => e.status === 'visit_done');
  const at = done ? Date.parse(done.at) : NaN;
  return Number.isFinite(at) ? at : visitStartMs(b);
}

/** Why the token goes back or is kept. */
export type RefundGround =
  /** A reason refunded in full whatever the time (pg_mismatch, room_taken, team_cancelled, paid_after_expiry). */
  | 'reason_full'
  /** A reason that keeps the token (no_show) or had nothing paid (hold_expired). */
  | 'reason_none'
  /** The student cancels at least 2 hours before the visit. */
  | 'notice'
  /** The student cancels inside the 2 hours, but the team set or moved this visit time. */
  | 'team_changed'
  /** The student cancels less than 2 hours before a time they asked for (or after it). */
  | 'late_notice'
  /** The student missed the visit and cancels instead of taking the free reschedule. */
  | 'missed_visit'
  /** The student declines the room within 48 hours after the visit. */
  | 'decline_window'
  /** …or later. */
  | 'decline_late';

export type RefundDecision = { refund: boolean; ground: RefundGround };

/** Whether cancelling booking `b` for `reason` at `nowMs` gives the token back in full, and why. */
export function refundDecision(
  b: Pick<BookingDoc, 'status' | 'visit' | 'visitDate' | 'visitSlot' | 'timeline' | 'freeRescheduleUsed'>,
  reason: CancelReason,
  nowMs: number,
): RefundDecision {
  switch (CANCEL_REASONS[reason].refund) {
    case 'full':
      if (reason !== 'student_declined') return { refund: true, ground: 'reason_full' };
      return nowMs <= visitDoneMs(b) + DECLINE_WINDOW_MS ? { refund: true, ground: 'decline_window' } : { refund: false, ground: 'decline_late' };
    case 'by_notice': {
      // Back in the queue after a first no-show: the missed visit stands until a new time is fixed.
      if (missedVisit(b)) return { refund: false, ground: 'missed_visit' };
      const start = visitStartMs(b);
      if (start - nowMs >= CANCEL_NOTICE_MS) return { refund: true, ground: 'notice' };
      if (b.visit?.changedByTeam && nowMs < start) return { refund: true, ground: 'team_changed' };
      return { refund: false, ground: 'late_notice' };
    }
    case 'none':
    case 'none_paid':
      return { refund: false, ground: 'reason_none' };
  }
}

/** A student's reason follows from the booking's state: before the visit they cancel, after it they decline. */
export const studentCancelReason = (b: Pick<BookingDoc, 'status'>): CancelReason =>
  b.status === 'visit_done' ? 'student_declined' : 'student_cancelled';

/** What a student's cancellation now gives back: nothing was paid, or the refund decision. */
export function studentCancelOutcome(b: BookingDoc, nowMs: number): RefundDecision | 'nothing_paid' {
  if (b.status === 'pending' || b.payment.status === 'unpaid') return 'nothing_paid';
  return refundDecision(b, studentCancelReason(b), nowMs);
}

/**
 * What marking a no-show does now: refused (`not_scheduled`, or `visit_not_started` before the visit's time), the
 * first one's free reschedule (back to `pending_visit`), or a second one's cancellation with the token kept.
 */
export type NoShowOutcome = 'not_scheduled' | 'visit_not_started' | 'free_reschedule' | 'token_kept';
export function noShowOutcome(b: Pick<BookingDoc, 'status' | 'visit' | 'visitDate' | 'visitSlot' | 'freeRescheduleUsed'>, nowMs: number): NoShowOutcome {
  if (b.status !== 'visit_scheduled' || !b.visit) return 'not_scheduled';
  if (nowMs < visitStartMs(b)) return 'visit_not_started';
  return b.freeRescheduleUsed ? 'token_kept' : 'free_reschedule';
}

/**
 * From when the desk may mark a scheduled visit done: the start of the visit's day, Kota time. A visit that happened
 * earlier than planned that day is recorded as it happened, without rescheduling it first (issue #28); a visit on a
 * later day cannot be marked done before that day.
 */
export function visitDoneOpensMs(b: Pick<BookingDoc, 'visit' | 'visitDate' | 'visitSlot'>): number {
  return kotaSlotStartMs(kotaDate(visitStartMs(b)), '00:00');
}

/**
 * Whether a visit time the desk sets counts as changed by the team: a move of a scheduled visit's time, or a first
 * time other than the slot the student asked for. The free reschedule after a first no-show is agreed with the
 * student and does not count; an escort change alone keeps what the visit was.
 */
export function changedByTeam(
  b: Pick<BookingDoc, 'status' | 'visit' | 'visitDate' | 'visitSlot' | 'freeRescheduleUsed'>,
  atMs: number,
): boolean {
  if (b.status === 'visit_scheduled' && b.visit) {
    return Date.parse(b.visit.at) === atMs ? Boolean(b.visit.changedByTeam) : true;
  }
  if (b.freeRescheduleUsed) return false;
  return atMs !== kotaSlotStartMs(b.visitDate, b.visitSlot);
}
