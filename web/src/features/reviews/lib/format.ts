import { LOCALE } from '@kotastay/shared/constants';

const day = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "23 Nov 2026", Kota time. */
export const formatDay = (iso: string) => day.format(new Date(iso));
