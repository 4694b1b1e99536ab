// Visit times on the desks are Kota time (IST, +05:30) whatever the staff member's device is set to: the
// datetime-local field holds Kota wall time and is sent as an ISO time with the +05:30 offset.
import { KOTA_UTC_OFFSET, KOTA_UTC_OFFSET_MS, kotaDate, type BookingDoc } from '@kotastay/shared/schemas/booking';
import { formatKotaDateTime as formatKotaDateTimeIn, formatKotaTime, formatKotaWeekday } from '../../../i18n/dates';

/** 'YYYY-MM-DDTHH:MM' (Kota wall time) of an instant, for a datetime-local field. */
export function kotaLocalInput(ms: number): string {
  return new Date(ms + KOTA_UTC_OFFSET_MS).toISOString().slice(0, 16);
}

/** The visit-time field's first value: the scheduled time when there is one, else the date and slot the student asked for. */
export function visitAtPrefill(booking: Pick<BookingDoc, 'visitDate' | 'visitSlot' | 'visit'>): string {
  const scheduled = booking.visit ? Date.parse(booking.visit.at) : NaN;
  if (Number.isFinite(scheduled)) return kotaLocalInput(scheduled);
  return `${booking.visitDate}T${booking.visitSlot}`;
}

const LOCAL_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** A datetime-local value (Kota wall time) → ISO with +05:30, as POST /schedule wants; null when it is not one. */
export function kotaIsoFromInput(value: string): string | null {
  const m = LOCAL_INPUT.exec(value.trim());
  if (!m) return null;
  const iso = `${m[1]}T${m[2]}:${m[3]}:00${KOTA_UTC_OFFSET}`;
  // Rejects impossible dates and times (2026-02-30, 25:00): they would not survive the round trip.
  return Number.isFinite(Date.parse(iso)) && kotaLocalInput(Date.parse(iso)) === `${m[1]}T${m[2]}:${m[3]}` ? iso : null;
}

/** The Kota date a booking's visit is on: the scheduled visit's once there is one, else the asked-for date. */
export function visitDateOf(booking: Pick<BookingDoc, 'visitDate' | 'visit'>): string {
  const scheduled = booking.visit ? Date.parse(booking.visit.at) : NaN;
  return Number.isFinite(scheduled) ? kotaDate(scheduled) : booking.visitDate;
}

/** The Kota date a day after `date` ('YYYY-MM-DD'). */
export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** 'Tue, 24 Nov, 11:00 am' / 'मंगल, 24 नव॰, सुबह 11:00' in Kota time (the one formatter per language). */
export const formatKotaDateTime = (ms: number): string => formatKotaDateTimeIn(new Date(ms));
/** 'Tue, 24 Nov' / 'मंगल, 24 नव॰' for a 'YYYY-MM-DD' date in Kota. */
export const formatDate = (date: string): string => formatKotaWeekday(new Date(`${date}T12:00:00${KOTA_UTC_OFFSET}`));
/** A requested slot '16:00' → '4:00 pm' / 'शाम 4:00'. */
export const formatSlot = (slot: string): string => formatKotaTime(new Date(`2026-01-01T${slot}:00${KOTA_UTC_OFFSET}`));
