/** "23 Nov 2026, 11:39 pm" / "23 नव॰ 2026, रात 11:39" in Kota time (IST), for the admin console's lists. */
import { dateFormatter, formatKotaTime } from '../../../i18n/dates';

const dayFormat = dateFormatter({ dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
export const formatWhen = (iso: string): string => {
  const at = new Date(iso);
  return `${dayFormat(at)}, ${formatKotaTime(at)}`;
};
