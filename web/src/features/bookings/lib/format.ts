// Dates and times as students in Kota read them (in the reader's language, Kota time whatever the phone's zone).
import { KOTA_UTC_OFFSET, kotaSlotStartMs } from '@kotastay/shared/schemas/booking';
import { dateFormatter } from '../../../i18n/dates';

const TZ = 'Asia/Kolkata';
const dayFormat = { format: dateFormatter({ weekday: 'short', day: 'numeric', month: 'short', timeZone: TZ }) };
const dateFormat = { format: dateFormatter({ day: 'numeric', month: 'short', year: 'numeric', timeZone: TZ }) };
const timeFormat = { format: dateFormatter({ hour: 'numeric', minute: '2-digit', hour12: true, timeZone: TZ }) };
const dateTimeFormat = {
  format: dateFormatter({
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: TZ,
  }),
};

/** '2026-11-24' → 'Tue, 24 Nov'. */
export const formatVisitDate = (date: string) => dayFormat.format(new Date(`${date}T12:00:00${KOTA_UTC_OFFSET}`));
/** '14:00' → '2:00 pm'. */
export const formatSlot = (slot: string) => timeFormat.format(new Date(kotaSlotStartMs('2026-01-01', slot)));
/** A slot with its end: '2:00 pm – 3:00 pm'. */
export const formatSlotRange = (slot: string) => {
  const start = kotaSlotStartMs('2026-01-01', slot);
  return `${timeFormat.format(new Date(start))} – ${timeFormat.format(new Date(start + 3_600_000))}`;
};
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));

/** 754_000 ms → '12:34'; never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
