import { formatKotaDay } from '../../../i18n/dates';

/** A Kota date ('YYYY-MM-DD') in the reader's language. */
export const dayLabel = (date: string) => formatKotaDay(new Date(`${date}T12:00:00+05:30`));
