// What a student gets back if they cancel now (docs/decisions/011-visit-token-refunds-and-data-retention.md): the
// server's own rule (shared/src/booking-refunds.ts), so the dialog and the refund cannot disagree.
import { studentCancelOutcome, type RefundGround } from '@kotastay/shared/booking-refunds';
import { CANCEL_REASONS, type BookingDoc } from '@kotastay/shared/schemas/booking';

export type CancelRefund = 'nothing_paid' | 'full' | 'kept';

/** What cancelling now gives back, and why (the dialog's text follows the ground). */
export function refundIfCancelledNow(
  b: BookingDoc,
  nowMs: number,
): { refund: CancelRefund; ground: RefundGround | null } {
  const outcome = studentCancelOutcome(b, nowMs);
  if (outcome === 'nothing_paid') return { refund: 'nothing_paid', ground: null };
  return { refund: outcome.refund ? 'full' : 'kept', ground: outcome.ground };
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
