// The visit form's rules as pure functions (unit-tested in booking-form.test.ts). The server checks the same
// body with the shared CreateBookingBodySchema; these run first so the student sees every problem beside its
// field before anything is sent.
import type { Language } from '@kotastay/shared/language';
import {
  CreateBookingBodySchema,
  NOTE_MAX_CHARS,
  VISIT_SLOTS,
  bookableDates,
  type CreateBookingBody,
  type SlotAvailability,
  type VisitSlot,
} from '@kotastay/shared/schemas/booking';
import type { RoomOption } from '@kotastay/shared/schemas/pg';

export type BookingFormValues = {
  roomId: string;
  visitDate: string;
  visitSlot: VisitSlot | '';
  /**
   * The 10 digits after +91 of the number the student signed in with: shown read-only and never sent — the server
   * takes the student's number from the sign-in (docs/decisions/191-texts-to-unproven-numbers-and-phone-only-accounts.md).
   */
  studentPhone: string;
  parentPhone: string;
  note: string;
  /** "Ask my parent to approve before I pay" (docs/decisions/150-parents-in-the-loop.md). */
  askParent: boolean;
};
export type BookingField = keyof BookingFormValues;

/** Keys of `form.errors.*` in the bookings strings. */
export type FormErrorKey =
  | 'roomRequired'
  | 'roomFull'
  | 'dateRequired'
  | 'slotRequired'
  | 'slotUnavailable'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'parentRequired'
  | 'parentSameAsStudent'
  | 'noteTooLong';
export type FormErrors = Partial<Record<BookingField, FormErrorKey>>;

export const emptyBookingForm = (
  profile: { phone?: string | null; parentPhone?: string | null } | null,
): BookingFormValues => ({
  roomId: '',
  visitDate: '',
  visitSlot: '',
  studentPhone: digitsOf(profile?.phone),
  parentPhone: digitsOf(profile?.parentPhone),
  note: '',
  askParent: false,
});

/** '+919876543210' → '9876543210'; anything that is not an Indian mobile number → ''. */
export function digitsOf(phone: string | null | undefined): string {
  const parsed = CreateBookingBodySchema.shape.parentPhone.safeParse(phone ?? '');
  return parsed.success ? parsed.data : '';
}

const isMobile = (digits: string) => CreateBookingBodySchema.shape.parentPhone.safeParse(digits).success;

export type FormContext = {
  rooms: readonly RoomOption[];
  nowMs: number;
  /** The chosen date's slots when known (a slot already known to be full or past is refused before sending). */
  slots?: readonly SlotAvailability[];
};

export function validateBookingForm(v: BookingFormValues, ctx: FormContext): FormErrors {
  const errors: FormErrors = {};
  const room = ctx.rooms.find((r) => r.id === v.roomId);
  if (!room) errors.roomId = 'roomRequired';
  else if (room.bedsAvailable <= 0) errors.roomId = 'roomFull';

  if (!bookableDates(ctx.nowMs).includes(v.visitDate)) errors.visitDate = 'dateRequired';

  if (!v.visitSlot || !(VISIT_SLOTS as readonly string[]).includes(v.visitSlot)) errors.visitSlot = 'slotRequired';
  else if (ctx.slots?.some((s) => s.slot === v.visitSlot && !s.available)) errors.visitSlot = 'slotUnavailable';

  // The student's own number is the signed-in one (read-only, not sent); it only stops the parent's being the same.
  const student = v.studentPhone.trim();

  const parent = v.parentPhone.trim();
  if (!parent) errors.parentPhone = 'parentRequired';
  else if (!isMobile(parent)) errors.parentPhone = 'phoneInvalid';
  else if (isMobile(student) && digitsOf(parent) === digitsOf(student)) errors.parentPhone = 'parentSameAsStudent';

  if ([...v.note.trim()].length > NOTE_MAX_CHARS) errors.note = 'noteTooLong';
  return errors;
}

/**
 * The POST /api/bookings body of a valid form (no amount: the server sets the token). `language`: the page's, so the
 * booking's messages to the student and the parent come in it.
 */
export function toCreateBody(pgId: string, v: BookingFormValues, language: Language = 'en'): CreateBookingBody {
  return {
    language,
    pgId,
    roomId: v.roomId,
    visitDate: v.visitDate,
    visitSlot: v.visitSlot as VisitSlot,
    parentPhone: v.parentPhone.trim(),
    note: v.note.trim(),
    askParent: v.askParent,
  };
}

/** A 400's `fields` mapped onto the form's fields (the server names body keys; `pgId` problems go to the room). */
export function serverFieldErrors(fields: Record<string, string>): Partial<Record<BookingField, string>> {
  const out: Partial<Record<BookingField, string>> = {};
  const known: BookingField[] = ['roomId', 'visitDate', 'visitSlot', 'studentPhone', 'parentPhone', 'note', 'askParent'];
  for (const [key, message] of Object.entries(fields)) {
    const field = (known as string[]).includes(key) ? (key as BookingField) : key === 'pgId' ? 'roomId' : null;
    if (field && !out[field]) out[field] = message;
  }
  return out;
}
