import { CONTACT, KOTA_CARES_MAX_MAINTENANCE_INR_PER_YEAR, TOKEN_AMOUNT_INR } from '@kotastay/shared/constants';
import { formatInr } from '@kotastay/shared/format';

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

export type DocSection = { heading: string; paragraphs?: readonly string[]; bullets?: readonly string[] };
