// Indian-style number grouping (docs/requirements/constants.md#locale: en-IN): 1,25,000 rather than 125,000.
//
// Written by hand instead of Intl.NumberFormat('en-IN'): building the first Intl formatter loads ICU
// locale data, which cost ~250 ms of main thread on a throttled phone during the landing page's
// hydration. The output is identical to en-IN's (format.test.ts compares them).

/** "1234567" → "12,34,567": the last three digits, then groups of two. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/** 125000 → "1,25,000"; keeps up to two decimals (1.5 → "1.5", 2.345 → "2.35"). */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  const [whole = '0', fraction = ''] = (Math.round(Math.abs(value) * 100) / 100).toFixed(2).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const text = `${groupIndian(whole)}${decimals ? `.${decimals}` : ''}`;
  return text === '0' ? '0' : `${sign}${text}`;
}

/** 12500 → "₹12,500". Whole rupees: rents and tokens are never quoted in paise. */
export function formatInr(amountInr: number): string {
  const rounded = Math.round(amountInr);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}₹${groupIndian(String(Math.abs(rounded)))}`;
}
