import { formatKotaDay } from '../../../i18n/dates';

/** "23 Nov 2026" (or "23 नव॰ 2026"), Kota time; `language`: a server-rendered screen's own. */
export const formatDay = (iso: string, language?: string) => formatKotaDay(new Date(iso), language);
