// Owner leads (docs/decisions/212-owner-leads-and-visits.md): `owner_leads/{bookingId}`, what the PG's owner sees of
// a visit booking at their PG — the PG, the room option asked for, the asked-for date and slot, the scheduled time,
// the status, the student's first name and coaching. Never a phone number, the student's uid, the parent, the note,
// the payment or the escort: the team mediates. Written by Functions with every change of the booking, in the same
// transaction (functions/src/domain/bookings/store.ts writeOwnerLead), so the two cannot drift.
import { z } from 'zod';
import { SHARING_TYPES } from '../vocabulary';
import { BookingStatusSchema, VISIT_SLOTS, type BookingDoc } from './booking';

export const OwnerLeadDocSchema = z.looseObject({
  id: z.string(),
  /** The PG's owner when the booking was made (pg_private's ownerId): the one reader besides current staff. */
  ownerUid: z.string(),
  pgId: z.string(),
  pgName: z.string(),
  /** The room option asked for, in English ("Single sharing · AC"); `room` lets a screen label it in its language. */
  roomLabel: z.string(),
  room: z.looseObject({ sharing: z.enum(SHARING_TYPES), ac: z.boolean() }).nullable(),
  /** As the student asked: 'YYYY-MM-DD' and 'HH:MM', Kota time. */
  visitDate: z.string(),
  visitSlot: z.enum(VISIT_SLOTS),
  /** ISO time the team scheduled the visit for, null until then (and again when it is put back to be rescheduled). */
  scheduledAt: z.string().nullable(),
  status: BookingStatusSchema,
  /** The student's first name ("Former student" once their account is deleted). */
  firstName: z.string(),
  /** The student's coaching (a catalogue id), null when unknown or after the account's deletion. */
  coachingId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnerLeadDoc = z.infer<typeof OwnerLeadDocSchema>;

/** The first word of a name ("Asha Verma" → "Asha"). */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/**
 * The owner hears of a booking once it is a visit request — its token paid, so it reached `pending_visit` — and not
 * before: an unpaid hold (and its expiry or cancellation) is nobody's business but the student's.
 */
export const ownerKnowsOf = (b: Pick<BookingDoc, 'timeline'>): boolean => b.timeline.some((t) => t.status === 'pending_visit');

/**
 * The owner's view of a booking as it now is, or null while the owner is not to know of it (an unpaid hold) and for
 * a booking that knows no owner (made before bookings stored one): nobody outside the team sees those.
 */
export function ownerLeadOf(b: BookingDoc): OwnerLeadDoc | null {
  if (!b.ownerUid || !ownerKnowsOf(b)) return null;
  return {
    id: b.id,
    ownerUid: b.ownerUid,
    pgId: b.pgId,
    pgName: b.pgName,
    roomLabel: b.roomLabel,
    room: b.room ?? null,
    visitDate: b.visitDate,
    visitSlot: b.visitSlot,
    scheduledAt: b.status === 'pending_visit' ? null : (b.visit?.at ?? null),
    status: b.status,
    firstName: firstNameOf(b.studentName),
    coachingId: b.studentCoachingId ?? null,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
  };
}
