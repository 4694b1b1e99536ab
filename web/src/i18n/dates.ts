// Dates and times in the reader's language: 'hi-IN' (Hindi month and day names, Western digits) or 'en-IN'.
// Formatters are built once per locale and options (building one loads ICU data, which is slow on a cheap phone).
// A server-rendered screen passes its own i18n instance's language (the server renders both languages at once);
// screens that only render in the browser may rely on the browser's one instance.
import { LOCALE } from '@kotastay/shared/constants';
import i18n from './index';

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
