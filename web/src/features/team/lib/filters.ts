// The booking desk's filters: by the visit's date (Kota time) and by area.
import { kotaDate, type BookingDoc } from '@kotastay/shared/schemas/booking';
import { nextDate, visitDateOf } from './kota-time';

/** 'all', 'today', 'tomorrow' or a 'YYYY-MM-DD' date. */
export type DateFilter = 'all' | 'today' | 'tomorrow' | (string & {});
export type DeskFilter = { date: DateFilter; area: string | 'all' };
export const NO_FILTER: DeskFilter = { date: 'all', area: 'all' };

type Filterable = Pick<BookingDoc, 'visitDate' | 'visit' | 'areaName'>;

/** The Kota date a date filter stands for at `nowMs` (null for 'all'). */
export function filterDate(filter: DateFilter, nowMs: number): string | null {
  if (filter === 'all') return null;
  const today = kotaDate(nowMs);
  if (filter === 'today') return today;
  if (filter === 'tomorrow') return nextDate(today);
  return filter;
}

export function applyFilter<T extends Filterable>(rows: readonly T[], filter: DeskFilter, nowMs: number): T[] {
  const date = filterDate(filter.date, nowMs);
  return rows.filter((b) => (date === null || visitDateOf(b) === date) && (filter.area === 'all' || b.areaName === filter.area));
}

/** The areas of the given bookings, A–Z, each with how many bookings it has. */
export function areasOf(rows: readonly Pick<BookingDoc, 'areaName'>[]): { area: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const b of rows) if (b.areaName) counts.set(b.areaName, (counts.get(b.areaName) ?? 0) + 1);
  return [...counts].map(([area, count]) => ({ area, count })).sort((a, b) => a.area.localeCompare(b.area));
}
