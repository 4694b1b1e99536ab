import { LOCALE } from '@kotastay/shared/constants';

const monthYear = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const day = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "2025-04" (or an ISO date) → "April 2025", for the "Verified Stay, {Month Year}" label. */
export function formatStayMonth(stayMonth: string): string {
  const m = /^(\d{4})-(\d{2})/.exec(stayMonth);
  if (!m) return stayMonth;
  return monthYear.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)));
}

export const formatDay = (iso: string) => day.format(new Date(iso));
