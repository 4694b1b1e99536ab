// The ONE writer of booking transitions (docs/decisions/080-bookings-and-payments.md): inside the caller's
// transaction, after its reads, it checks canTransition and writes the new status, the patch, a timeline entry,
// updatedAt, an audit entry and the outbox messages together.
import type { Transaction } from 'firebase-admin/firestore';
import {
  canTransition,
  statusLabel,
  type BookingAuditDoc,
  type BookingDoc,
  type BookingStatus,
  type TimelineEntry,
  type TimelineNote,
  type TransitionActor,
  type TransitionResponse,
} from '@kotastay/shared/schemas/booking';
import { recordStaffAction } from '../audit';
import { isStaffRole } from '../users';
import { Conflict, type Actor } from '../errors';
import { queueMessages, type MessageTemplate } from './messages';
import { bookingAuditCol, bookingRef, writeOwnerLead } from './store';
import { noteFields } from './timeline-notes';

/** A template, or a template with extra parameters, queued against the booking as it is after the transition. */
export type TransitionMessage = MessageTemplate | { template: MessageTemplate; params?: Record<string, string> };

/** What a booking may be changed with besides its status (never its id, status, timeline or updatedAt). */
export type BookingPatch = Partial<Omit<BookingDoc, 'id' | 'status' | 'timeline' | 'updatedAt'>>;

export type TransitionInput = {
  to: BookingStatus;
  /** Who asked: a verified user, or the system (a payment, a webhook, a timer). */
  actor: Actor | 'system';
  /** The role the transition table checks. */
  by: TransitionActor;
  /** The student-visible timeline note (timelineNote: a code and values, written in English too); null for none. */
  note: TimelineNote | null;
  /** The audit's reason (a cancel reason code, a staff note). */
  reason?: string | null;
  /** The audit's action name; defaults to the target status. */
  action?: string;
  patch?: BookingPatch;
  messages?: readonly TransitionMessage[];
  nowMs: number;
};

/** The timeline's word for who acted: never a staff member's uid. */
export const timelineBy = (by: TransitionActor): TimelineEntry['by'] =>
  by === 'system' ? 'system' : by === 'student' ? 'student' : by === 'parent' ? 'parent' : 'team';

export const invalidTransition = (from: BookingStatus, to: BookingStatus) =>
  new Conflict(
    'invalid_transition',
    `This booking is now “${statusLabel[from]}”, so it cannot be moved to “${statusLabel[to]}”. Reload to see its current state.`,
  );

/** True when the booking is already where the caller wants it: answer `{changed:false}` and write nothing. */
export const isAlreadyIn = (current: Pick<BookingDoc, 'status'>, to: BookingStatus): boolean => current.status === to;

/** The idempotent answer for a booking already in the asked-for state. */
export const unchanged = (booking: BookingDoc): TransitionResponse => ({ booking, changed: false });

/** Writes an audit entry (also for staff actions that are not transitions, e.g. a saved checklist). */
export function writeAudit(tx: Transaction, bookingId: string, entry: Omit<BookingAuditDoc, 'at'> & { at?: string }, nowMs: number): void {
  const doc: BookingAuditDoc = { ...entry, at: entry.at ?? new Date(nowMs).toISOString() };
  tx.create(bookingAuditCol(bookingId).doc(), doc);
}

/**
 * Applies a patch that does not change the status (a failed payment attempt, a refund's outcome), optionally with a
 * timeline line for the student (`entry`, stamped now).
 */
export function updateBooking(
  tx: Transaction,
  current: BookingDoc,
  patch: BookingPatch,
  nowMs: number,
  entry?: Pick<TimelineEntry, 'status' | 'by'> & { note: TimelineNote | null },
): BookingDoc {
  const updatedAt = new Date(nowMs).toISOString();
  const timeline = entry ? [...current.timeline, { status: entry.status, by: entry.by, ...noteFields(entry.note), at: updatedAt }] : current.timeline;
  const next: BookingDoc = { ...current, ...patch, id: current.id, status: current.status, timeline, updatedAt };
  const { id: _id, ...data } = next;
  tx.set(bookingRef(current.id), data);
  writeOwnerLead(tx, next);
  return next;
}

/** The values `patch` replaces, as they were before (the audit log's "before"). */
export function changedFields(current: BookingDoc, patch: BookingPatch | undefined): Record<string, unknown> {
  const before: Record<string, unknown> = {};
  for (const key of Object.keys(patch ?? {}) as (keyof BookingPatch)[]) before[key] = current[key] ?? null;
  return before;
}

/**
 * Moves `current` to `input.to` (throws Conflict 'invalid_transition' when the table does not allow it for
 * `input.by`) and returns the booking as written. Writes only: call it after every read of the transaction.
 */
export function applyTransition(tx: Transaction, current: BookingDoc, input: TransitionInput): BookingDoc {
  if (!canTransition(current.status, input.to, input.by)) throw invalidTransition(current.status, input.to);
  const at = new Date(input.nowMs).toISOString();
  const entry: TimelineEntry = { status: input.to, at, by: timelineBy(input.by), ...noteFields(input.note) };
  const next: BookingDoc = {
    ...current,
    ...input.patch,
    id: current.id,
    status: input.to,
    timeline: [...current.timeline, entry],
    updatedAt: at,
  };
  const { id: _id, ...data } = next;
  tx.set(bookingRef(current.id), data);
  writeOwnerLead(tx, next);
  writeAudit(
    tx,
    current.id,
    {
      actorUid: input.actor === 'system' ? null : input.actor.uid,
      actorRole: input.actor === 'system' ? 'system' : (input.actor.role ?? input.by),
      from: current.status,
      to: input.to,
      action: input.action ?? input.to,
      reason: input.reason ?? null,
      at,
    },
    input.nowMs,
  );
  // A transition made by staff (not the student or a parent, not a payment or timer) is also a staff action.
  if (input.actor !== 'system' && input.by !== 'student' && input.by !== 'parent' && isStaffRole(input.actor.role)) {
    recordStaffAction(tx, {
      actor: input.actor,
      action: 'booking.transition',
      targetType: 'booking',
      targetId: current.id,
      summary: `Moved booking ${current.id} from “${statusLabel[current.status]}” to “${statusLabel[input.to]}”`,
      before: { status: current.status, ...changedFields(current, input.patch) },
      after: { status: input.to, ...input.patch },
      reason: input.reason ?? null,
      nowMs: input.nowMs,
    });
  }
  for (const m of input.messages ?? []) {
    if (typeof m === 'string') queueMessages(tx, next, m);
    else queueMessages(tx, next, m.template, m.params);
  }
  return next;
}

export { releaseSlot } from './store';
