// A timeline note is written as a code and its values (which the web shows in the page's language) and as English
// text (`note`: the desks, and screens reading it as stored). This is the one place that English is composed.
import { CANCEL_REASONS, type CancelReason, type TimelineEntry, type TimelineNote, type TimelineNoteCode } from '@kotastay/shared/schemas/booking';
import { kotaTimeLabel } from './messages';

const reasonLabel = (p: Record<string, string>) => CANCEL_REASONS[p.reason as CancelReason]?.label ?? p.reason ?? '';
const quoted = (p: Record<string, string>) => (p.note ? `: “${p.note}”` : '');

const ENGLISH: Record<TimelineNoteCode, (p: Record<string, string>) => string> = {
  parent_waiting: () => 'Waiting for the parent’s approval',
  parent_approved: (p) => `Approved by the parent${quoted(p)}`,
  token_paid: (p) => `Token of ₹${p.amount} paid`,
  payment_failed: () => 'Payment failed',
  payment_cancelled: () => 'Payment cancelled',
  visit_scheduled: (p) => `Visit on ${kotaTimeLabel(Date.parse(p.at ?? ''))} with ${p.escort}`,
  visit_missed: (p) => `Missed the visit on ${kotaTimeLabel(Date.parse(p.at ?? ''))} — one free reschedule offered`,
  moved_in: (p) => `Moved in · ${p.room}`,
  cancelled: (p) => `${reasonLabel(p)}${quoted(p)}`,
  refunded_in_full: (p) => `${reasonLabel(p)}: refunded in full`,
};

/** A timeline entry's note fields for `code` with `params` (values left out when absent). */
export function timelineNote(code: TimelineNoteCode, params: Record<string, string | null | undefined> = {}): TimelineNote {
  const kept: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (typeof v === 'string' && v !== '') kept[k] = v;
  return { code, params: kept };
}

/** The entry's `note` (English) and `noteCode` for a note, or none. */
export function noteFields(n: TimelineNote | null): Pick<TimelineEntry, 'note' | 'noteCode'> {
  return n ? { note: ENGLISH[n.code](n.params), noteCode: n } : { note: null };
}
