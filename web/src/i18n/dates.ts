// Dates and times in the reader's language: 'hi-IN' (Hindi month and day names, Western digits) or 'en-IN'.
// Formatters are built once per locale and options (building one loads ICU data, which is slow on a cheap phone).
// A server-rendered screen passes its own i18n instance's language (the server renders both languages at once);
// screens that only render in the browser may rely on the browser's one instance.
import { KOTA_UTC_OFFSET_MS, LOCALE } from '@kotastay/shared/constants';
import i18n from './index';

/** Short month names as en-IN and hi-IN print them (dates.test.ts holds them to Intl's). */
const SHORT_MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
} as const;

/**
 * "23 Nov 2026" / "23 नव॰ 2026", the day in Kota (IST, no daylight saving): the same text as Intl's
 * { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }, without building an
 * Intl.DateTimeFormat — the first one loads ICU data, ~150 ms of a PG page's hydration on a throttled phone —
 * and identical on the server and in every browser, whatever their ICU version.
 */
export function formatKotaDay(value: Date, language: string | undefined = i18n.language): string {
  const ist = new Date(value.getTime() + KOTA_UTC_OFFSET_MS);
  const months = language === 'hi' ? SHORT_MONTHS.hi : SHORT_MONTHS.en;
  return `${ist.getUTCDate()} ${months[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}

/** Month names as en-IN and hi-IN print them in "November 2026" (dates.test.ts holds them to Intl's). */
const LONG_MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
} as const;

/** "November 2026" / "नवंबर 2026" from a 'YYYY-MM' month (a review's stay month); the text itself if it is not one. */
export function formatMonthYear(month: string, language: string | undefined = i18n.language): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? (language === 'hi' ? LONG_MONTHS.hi : LONG_MONTHS.en)[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/**
 * The Hindi time of day as hi-IN prints it with { dayPeriod: 'short' } (CLDR's day periods: रात 20:00–04:00,
 * सुबह 04:00–12:00, दोपहर 12:00–16:00, शाम 16:00–20:00; dates.test.ts holds them to Intl's).
 */
const hindiDayPeriod = (hour: number): string =>
  hour < 4 || hour >= 20 ? 'रात' : hour < 12 ? 'सुबह' : hour < 16 ? 'दोपहर' : 'शाम';

/**
 * A time in Kota, the one way each language prints it: "2:00 pm" in English (en-IN's { hour: 'numeric',
 * minute: '2-digit', hour12: true }) and "दोपहर 2:00" in Hindi (hi-IN's { hour: 'numeric', minute: '2-digit',
 * dayPeriod: 'short' }) — never "2:00 pm" beside a Hindi date (issue #21). Like formatKotaDay, without building an
 * Intl.DateTimeFormat.
 */
export function formatKotaTime(value: Date, language: string | undefined = i18n.language): string {
  const ist = new Date(value.getTime() + KOTA_UTC_OFFSET_MS);
  const hour = ist.getUTCHours();
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${String(ist.getUTCMinutes()).padStart(2, '0')}`;
  return language === 'hi' ? `${hindiDayPeriod(hour)} ${clock}` : `${clock} ${hour < 12 ? 'am' : 'pm'}`;
}

export const localeFor = (language: string | undefined): string => (language === 'hi' ? 'hi-IN' : LOCALE);

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatting function for `options`, in `language` (the browser's current language when not given). */
export function dateFormatter(options: Intl.DateTimeFormatOptions): (value: Date, language?: string) => string {
  const key = JSON.stringify(options);
  return (value, language = i18n.language) => {
    const locale = localeFor(language);
    let format = formatters.get(`${locale} ${key}`);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, options);
      formatters.set(`${locale} ${key}`, format);
    }
    return format.format(value);
  };
}

const kotaWeekdayFormat = dateFormatter({ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** "Tue, 24 Nov" / "मंगल, 24 नव॰": the day in Kota with its weekday. */
export const formatKotaWeekday = (value: Date, language?: string): string => kotaWeekdayFormat(value, language);

/**
 * "Tue, 24 Nov, 2:00 pm" / "मंगल, 24 नव॰, दोपहर 2:00": a moment in Kota, the one way each language prints it (every
 * screen's date-time, the desks' included: never an API's English label on a Hindi page).
 */
export const formatKotaDateTime = (value: Date, language?: string): string =>
  `${formatKotaWeekday(value, language)}, ${formatKotaTime(value, language)}`;
