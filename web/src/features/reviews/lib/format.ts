import type { TFunction } from 'i18next';
import { formatKotaDay, formatMonthYear } from '../../../i18n/dates';

/** "23 Nov 2026" (or "23 नव॰ 2026"), Kota time; `language`: a server-rendered screen's own. */
export const formatDay = (iso: string, language?: string) => formatKotaDay(new Date(iso), language);

/** "Verified Stay, November 2026" (or "वेरिफ़ाइड स्टे, नवंबर 2026") for a 'YYYY-MM' stay month, in `t`'s language. */
export const stayLabel = (t: TFunction<'reviews'>, stayMonth: string, language?: string) =>
  t('stayLabel', { month: formatMonthYear(stayMonth, language) });
