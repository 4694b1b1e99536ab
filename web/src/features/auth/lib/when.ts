/** "23 Nov 2026, 11:39 pm" in Kota time (IST), for the admin console's lists. */
const whenFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
export const formatWhen = (iso: string): string => whenFormat.format(new Date(iso));
