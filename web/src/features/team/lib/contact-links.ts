// Call and WhatsApp links for the desks. Phones are stored E.164 (+91XXXXXXXXXX); wa.me wants the country code
// and number as digits only, with an optional prefilled text.

/** The digits wa.me expects ('91' + 10 digits), or null when the number is not an Indian mobile. */
export function waDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (/^[6-9]\d{9}$/.test(digits)) return `91${digits}`;
  if (/^91[6-9]\d{9}$/.test(digits)) return digits;
  if (/^0[6-9]\d{9}$/.test(digits)) return `91${digits.slice(1)}`;
  return null;
}

/** https://wa.me/91XXXXXXXXXX?text=… (null for a number WhatsApp cannot be opened with). */
export function whatsAppHref(phone: string | null | undefined, text?: string): string | null {
  const digits = waDigits(phone);
  if (!digits) return null;
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}

/** tel:+91XXXXXXXXXX (null for an unusable number). */
export function telHref(phone: string | null | undefined): string | null {
  const digits = waDigits(phone);
  return digits ? `tel:+${digits}` : null;
}

/** '+91 98765 43210' for reading aloud; the input as is when it is not an Indian mobile. */
export function displayPhone(phone: string | null | undefined): string {
  const digits = waDigits(phone);
  if (!digits) return phone ?? '';
  return `+91 ${digits.slice(2, 7)} ${digits.slice(7)}`;
}
