// Shared by the web app (router, switch, page meta) and the Functions (sitemap, messages).
// The two languages of the product and how a URL carries one (docs/decisions/140-hindi.md): English pages live at
// their plain paths, Hindi pages at the same path under /hi (`/hi`, `/hi/pg/demo-pg-00165`). The language is in the
// URL so that a server-rendered or prerendered page is rendered in the reader's language (no English flash, no
// hydration mismatch), a shared Hindi link opens in Hindi, and search engines index both.
//
// The reader's choice is remembered in localStorage (LANGUAGE_STORAGE_KEY); with no choice yet, the browser's
// language is the first guess. An inline script in index.html (kept in step with `preferredLanguageRedirect`
// by a unit test) sends the browser to the right URL before the page paints.

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const HINDI_PREFIX = '/hi';
export const LANGUAGE_STORAGE_KEY = 'kotastay.language';

/** Each language's own name, in its own script (what the switch offers). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** What the switch to a language says to assistive technology, in that language (its reader may not read the other). */
export const SWITCH_LABELS: Record<Language, string> = { en: 'Read in English', hi: 'हिन्दी में पढ़ें' };

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'hi';

/** The language a site path is in, and the path without its language prefix ('/hi/faq' → hi, '/faq'). */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  if (pathname === HINDI_PREFIX || pathname === `${HINDI_PREFIX}/`) return { language: 'hi', path: '/' };
  if (pathname.startsWith(`${HINDI_PREFIX}/`)) return { language: 'hi', path: pathname.slice(HINDI_PREFIX.length) };
  return { language: 'en', path: pathname };
}

/** A site path (with an optional query and hash) in a language: ('hi', '/faq?x=1') → '/hi/faq?x=1'. */
export function localisedPath(language: Language, path: string): string {
  if (language === 'en') return path;
  if (path === '/' || path === '') return HINDI_PREFIX;
  if (path.startsWith('/?') || path.startsWith('/#')) return `${HINDI_PREFIX}${path.slice(1)}`;
  return `${HINDI_PREFIX}${path}`;
}

/** The router's basename for a language (undefined: the site root). */
export const routerBasename = (language: Language): string | undefined =>
  language === 'hi' ? HINDI_PREFIX : undefined;

/** The browser's first guess: Hindi when the reader's first preferred language is Hindi. */
export function browserLanguage(languages: readonly string[]): Language {
  return languages[0]?.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}

/**
 * Where a page should send the reader before painting, or null to stay: a remembered choice wins (both ways);
 * without one, a reader whose browser prefers Hindi is sent from an English page to its Hindi twin (never the
 * other way: a Hindi link someone shared stays Hindi).
 */
export function preferredLanguageRedirect(
  location: { pathname: string; search: string; hash: string },
  stored: string | null,
  browserLanguages: readonly string[],
): string | null {
  const { language, path } = splitLanguagePath(location.pathname);
  const wanted = isLanguage(stored) ? stored : language === 'en' ? browserLanguage(browserLanguages) : language;
  if (wanted === language) return null;
  return localisedPath(wanted, `${path}${location.search}${location.hash}`);
}
