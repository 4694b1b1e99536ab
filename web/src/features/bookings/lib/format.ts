// Dates and times as students in Kota read them (in the reader's language, Kota time whatever the phone's zone).
import { KOTA_UTC_OFFSET, kotaSlotStartMs } from '@kotastay/shared/schemas/booking';
import { dateFormatter, formatKotaTime } from '../../../i18n/dates';

const TZ = 'Asia/Kolkata';
const dayFormat = { format: dateFormatter({ weekday: 'short', day: 'numeric', month: 'short', timeZone: TZ }) };
const dateFormat = { format: dateFormatter({ day: 'numeric', month: 'short', year: 'numeric', timeZone: TZ }) };
/** '2026-11-24' → 'Tue, 24 Nov'. */
export const formatVisitDate = (date: string) => dayFormat.format(new Date(`${date}T12:00:00${KOTA_UTC_OFFSET}`));
/** '14:00' → '2:00 pm' / 'दोपहर 2:00' (formatKotaTime: one way per language, no Intl formatter). */
export const formatSlot = (slot: string) => formatKotaTime(new Date(kotaSlotStartMs('2026-01-01', slot)));
/** A slot with its end: '2:00 pm – 3:00 pm'. */
export const formatSlotRange = (slot: string) => {
  const start = kotaSlotStartMs('2026-01-01', slot);
  return `${formatKotaTime(new Date(start))} – ${formatKotaTime(new Date(start + 3_600_000))}`;
};
/** 'Tue, 24 Nov, 2:00 pm' / 'मंगल, 24 नव॰, दोपहर 2:00'. */
export const formatDateTime = (iso: string) => `${dayFormat.format(new Date(iso))}, ${formatKotaTime(new Date(iso))}`;
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
 * A booking's room label in the reader's language: the booking stores the English "Double sharing · AC" (the
 * Functions' roomLabel), which a Hindi page must not show as it is (issue #21); anything else is shown as stored.
 */
export function formatRoomLabel(label: string, t: (key: RoomLabelKey) => string): string {
  const m = /^(Single|Double|Triple) sharing · (AC|Non-AC)$/.exec(label);
  if (!m) return label;
  const sharing = m[1]!.toLowerCase() as 'single' | 'double' | 'triple';
  return `${t(`form.sharing.${sharing}`)} · ${t(m[2] === 'AC' ? 'form.ac' : 'form.nonAc')}`;
}
