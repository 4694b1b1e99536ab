// Dates and times as students in Kota read them (in the reader's language, Kota time whatever the phone's zone).
import { KOTA_UTC_OFFSET, kotaSlotStartMs, type BookedRoom } from '@kotastay/shared/schemas/booking';
import { dateFormatter, formatKotaDateTime, formatKotaTime, formatKotaWeekday } from '../../../i18n/dates';

const dateFormat = { format: dateFormatter({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }) };
/** '2026-11-24' → 'Tue, 24 Nov'. */
export const formatVisitDate = (date: string) => formatKotaWeekday(new Date(`${date}T12:00:00${KOTA_UTC_OFFSET}`));
/** '14:00' → '2:00 pm' / 'दोपहर 2:00' (formatKotaTime: one way per language, no Intl formatter). */
export const formatSlot = (slot: string) => formatKotaTime(new Date(kotaSlotStartMs('2026-01-01', slot)));
/** A slot with its end: '2:00 pm – 3:00 pm'. */
export const formatSlotRange = (slot: string) => {
  const start = kotaSlotStartMs('2026-01-01', slot);
  return `${formatKotaTime(new Date(start))} – ${formatKotaTime(new Date(start + 3_600_000))}`;
};
/** 'Tue, 24 Nov, 2:00 pm' / 'मंगल, 24 नव॰, दोपहर 2:00'. */
export const formatDateTime = (iso: string) => formatKotaDateTime(new Date(iso));
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatTime = (iso: string) => formatKotaTime(new Date(iso));

/** The strings a countdown is made of (bookings i18n `card.countdown*`). */
export type CountdownKey = 'card.countdownHours' | 'card.countdownHoursOnly' | 'card.countdownMinutes' | 'card.countdownSeconds';

/**
 * Time left to pay, as people say it (issue #21: never "120:01"): 7_140_000 ms → "1 h 59 min", "2 h",
 * "59 min", "45 s"; rounded down (never promise more time than is left), never negative.
 */
export function formatCountdown(ms: number, t: (key: CountdownKey, values: { h: string; m: string; s: string }) => string): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const values = { h: String(h), m: String(m), s: String(s) };
  if (h > 0) return t(m > 0 ? 'card.countdownHours' : 'card.countdownHoursOnly', values);
  if (m > 0) return t('card.countdownMinutes', values);
  return t('card.countdownSeconds', values);
}

/** The strings a room label is made of (bookings i18n `form.*`). */
export type RoomLabelKey = 'form.sharing.single' | 'form.sharing.double' | 'form.sharing.triple' | 'form.ac' | 'form.nonAc';

/**
 * A booking's room in the reader's language (issue #21: never the stored English "Double sharing · AC" on a Hindi
 * page): from the room's kind the booking keeps (`room`); a booking made before that was stored has only its English
 * `roomLabel`, read back when it is one the Functions wrote, else shown as stored.
 */
export function formatRoomLabel(b: { room?: BookedRoom | null; roomLabel: string }, t: (key: RoomLabelKey) => string): string {
  const m = /^(Single|Double|Triple) sharing · (AC|Non-AC)$/.exec(b.roomLabel);
  const room = b.room ?? (m ? { sharing: m[1]!.toLowerCase() as BookedRoom['sharing'], ac: m[2] === 'AC' } : null);
  if (!room) return b.roomLabel;
  return `${t(`form.sharing.${room.sharing}`)} · ${t(room.ac ? 'form.ac' : 'form.nonAc')}`;
}
