import { useTranslation } from 'react-i18next';
import { CONTACT, KOTA_CARES_MAX_MAINTENANCE_INR_PER_YEAR, TOKEN_AMOUNT_INR } from '@kotastay/shared/constants';
import { formatInr } from '@kotastay/shared/format';
import { env } from '../../../config/env';

/** Numbers the info pages quote, taken from the same constants the product uses. */
export const INFO_VALUES = {
  token: formatInr(TOKEN_AMOUNT_INR),
  maintenance: formatInr(KOTA_CARES_MAX_MAINTENANCE_INR_PER_YEAR),
  // docs/requirements/kota-domain.md#rents: single room with Wi-Fi, food, laundry and power backup, 2024.
  low: formatInr(8000),
  high: formatInr(12000),
  // Non-breaking spaces: a phone number must not wrap across lines.
  phone: CONTACT.phone.replace(/ /g, '\u00a0'),
  email: CONTACT.email,
} as const;

/** `table: 'retention'`: the section's list is the retention table (shared/src/retention.ts), in the page's language. */
/** `link`: a link under the section's paragraphs to a page of the app (a fixed route of shared/src/routes.ts). */
export type DocSection = {
  heading: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
  table?: 'retention';
  link?: { route: 'accountData'; label: string };
};

/**
 * INFO_VALUES and the Grievance Officer from the build's configuration (shared/src/grievance.ts). A build without
 * it names the local placeholder as one, in the page's language.
 */
export function useInfoValues() {
  const { t } = useTranslation('info');
  const g = env.grievance;
  return {
    ...INFO_VALUES,
    grievanceName: g.localPlaceholder ? t('grievance.localName') : g.name,
    grievanceEmail: g.email,
    grievancePhone: g.phone.replace(/ /g, '\u00a0'),
    grievanceDays: String(g.responseDays),
  };
}
