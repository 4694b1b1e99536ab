import { kotaDate } from '@kotastay/shared/schemas/booking';
import { formatKotaDay } from '../../../i18n/dates';

/** A Kota date ('YYYY-MM-DD') in the reader's language. */
export const dayLabel = (date: string) => formatKotaDay(new Date(`${date}T12:00:00+05:30`));

/** A month's rent is overdue once its due date ('YYYY-MM-DD') is before today in Kota (on the day itself it is due). */
export const isOverdue = (dueDate: string, nowMs = Date.now()) => dueDate < kotaDate(nowMs);
