import { dateFormatter } from '../../../i18n/dates';

const day = dateFormatter({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "23 Nov 2026" (or "23 नव॰ 2026"), Kota time; `language`: a server-rendered screen's own. */
export const formatDay = (iso: string, language?: string) => day(new Date(iso), language);
