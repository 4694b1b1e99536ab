// Sign-in is for Indian mobile numbers only: +91 and ten digits starting 6–9 (the numbering plan's
// mobile range). The client validates with it, the Auth blocking functions and the API enforce it.
export const INDIAN_MOBILE_E164 = /^\+91[6-9]\d{9}$/;

export const isIndianMobileE164 = (phone: unknown): phone is string => typeof phone === 'string' && INDIAN_MOBILE_E164.test(phone);

/** The ten digits a user types after the fixed +91 prefix. */
export const isIndianMobileDigits = (digits: string) => /^[6-9]\d{9}$/.test(digits.trim());
