// What a student gets back if they cancel now (docs/decisions/011-visit-token-refunds-and-data-retention.md):
// nothing was paid yet → nothing to refund; before the visit with ≥ 2 hours' notice → full; inside the 2 hours →
// the token is kept; after the visit, declining within 48 hours → full. The server decides; this only tells the
// student beforehand, with the same constants.
import {
  CANCEL_NOTICE_MS,
  CANCEL_REASONS,
  DECLINE_WINDOW_MS,
  kotaSlotStartMs,
  type BookingDoc,
} from '@kotastay/shared/schemas/booking';

export type CancelRefund = 'nothing_paid' | 'full' | 'kept';

/** When the visit is: the scheduled time, else the slot the student asked for. */
export const visitStartMs = (b: Pick<BookingDoc, 'visit' | 'visitDate' | 'visitSlot'>): number =>
  b.visit ? Date.parse(b.visit.at) : kotaSlotStartMs(b.visitDate, b.visitSlot);

export function refundIfCancelledNow(b: BookingDoc, nowMs: number): CancelRefund {
  if (b.status === 'pending' || b.payment.status === 'unpaid') return 'nothing_paid';
  if (b.status === 'visit_done') {
    const doneAt = [...b.timeline].reverse().find((t) => t.status === 'visit_done')?.at;
    const from = doneAt ? Date.parse(doneAt) : visitStartMs(b);
    return nowMs - from <= DECLINE_WINDOW_MS ? 'full' : 'kept';
  }
  return visitStartMs(b) - nowMs >= CANCEL_NOTICE_MS ? 'full' : 'kept';
}

/** The refund a cancelled booking got, for its card and receipt. */
export type RefundOutcome = 'none_paid' | 'refund_pending' | 'refunded' | 'refund_failed' | 'kept' | 'credited';
export function refundOutcome(b: BookingDoc): RefundOutcome | null {
  if (b.payment.status === 'credited') return 'credited';
  if (b.status !== 'cancelled') return null;
  if (b.refund?.state === 'failed') return 'refund_failed';
  if (b.refund?.state === 'processed' || b.payment.status === 'refunded') return 'refunded';
  if (b.refund?.state === 'initiated' || b.payment.status === 'refund_pending') return 'refund_pending';
  if (b.payment.status === 'kept') return 'kept';
  if (b.payment.status === 'unpaid' || (b.cancelReason && CANCEL_REASONS[b.cancelReason].refund === 'none_paid')) {
    return 'none_paid';
  }
  return b.payment.status === 'paid' ? 'refund_pending' : 'kept';
}

export const canStudentCancel = (b: BookingDoc): boolean =>
  b.status === 'pending' || b.status === 'pending_visit' || b.status === 'visit_scheduled' || b.status === 'visit_done';
