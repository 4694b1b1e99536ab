// The languages and how a URL carries one: shared with the Functions (docs/decisions/140-hindi.md).
import { LANGUAGE_STORAGE_KEY, type Language } from '@kotastay/shared/language';

export * from '@kotastay/shared/language';

/**
 * Remembers the reader's choice (the inline script in index.html reads it before the next page paints). Here, not
 * beside the switch: the browser entry calls it before any of the app's modules run (main.tsx).
 */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode, full): the URL still carries the language for this visit.
  }
}
