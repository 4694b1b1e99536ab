/** "23 Nov 2026, 11:39 pm" in Kota time (IST), for the admin console's lists. */
import { dateFormatter } from '../../../i18n/dates';

const whenFormat = dateFormatter({ dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
export const formatWhen = (iso: string): string => whenFormat(new Date(iso));
