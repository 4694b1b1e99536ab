// What every screen that shows a booking derives from it, in one place (issue #23, "One noun, one home"): whether
// the student may still cancel, whether the booking is back in the queue after a missed visit, and the status's
// colours. The student's cards, the parent's cards and the desks ask these instead of keeping their own copies.
import { canTransition, type BookingDoc, type BookingStatus } from './schemas/booking';

/**
 * Whether the student may cancel the booking (or, after the visit, decline the room): the state machine's own answer
 * (TRANSITIONS), so the button and the API cannot disagree. Every state before `confirmed`.
 */
export const canStudentCancel = (b: Pick<BookingDoc, 'status'>): boolean =>
  canTransition(b.status, 'cancelled', 'student');

/**
 * The student missed the visit and the booking is back in the desk's queue with its one free reschedule (decision
 * 011), no new time fixed yet. Once the desk schedules the new visit it is `visit_scheduled` again and no longer
 * counts as missed (the cards then say the free reschedule has been used).
 */
export const missedVisit = (b: Pick<BookingDoc, 'status' | 'freeRescheduleUsed'>): boolean =>
  b.status === 'pending_visit' && b.freeRescheduleUsed;

/** MUI's palette colours a Chip takes (`color`). */
export type StatusChipColour = 'default' | 'warning' | 'info' | 'primary' | 'success' | 'error';

/**
 * A status's colours: `chip` is the palette colour of the desks' status chip (/team); `fg` on `bg` is the tint of the
 * student's and the parent's booking cards, dark text on a light tint, each pair at least 4.5:1 (MUI's stock warning
 * and info chips are not). The two were chosen apart and differ in hue for most states; each screen keeps its own.
 */
export type StatusColour = { chip: StatusChipColour; fg: string; bg: string };

const STATUS_COLOURS: Record<BookingStatus, StatusColour> = {
  pending: { chip: 'default', fg: '#7a3e00', bg: '#fff1de' },
  pending_visit: { chip: 'warning', fg: '#0b4f8a', bg: '#e3f0fb' },
  visit_scheduled: { chip: 'info', fg: '#4a2a8a', bg: '#efe8fb' },
  visit_done: { chip: 'primary', fg: '#00584f', bg: '#dff3f0' },
  confirmed: { chip: 'success', fg: '#1b5e20', bg: '#e6f4e7' },
  cancelled: { chip: 'error', fg: '#424242', bg: '#e6e6e6' },
};

export const statusColour = (status: BookingStatus): StatusColour => STATUS_COLOURS[status];
