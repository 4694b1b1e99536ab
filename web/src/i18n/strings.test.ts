// Every user-facing string exists in English and Hindi (docs/decisions/140-hindi.md): this test fails the build on a
// namespace without its Hindi file, a key missing or extra in either language, an array of another length, a text
// whose {{placeholders}} differ, an empty text, or a Hindi text left in English by mistake.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language';

type Tree = { readonly [key: string]: unknown };

const files = {
  ...import.meta.glob<Tree>(['../features/*/i18n/*.ts', '!../features/*/i18n/*.test.ts'], { eager: true }),
  ...import.meta.glob<Tree>(['./common.*.ts'], { eager: true }),
};

/** namespace → language → strings. */
const namespaces = new Map<string, Map<string, unknown>>();
for (const [file, mod] of Object.entries(files)) {
  const m = /features\/([^/]+)\/i18n\/([a-z]+)\.ts$/.exec(file) ?? /\/(common)\.([a-z]+)\.ts$/.exec(file);
  if (!m) continue;
  const [, namespace, language] = m as unknown as [string, string, string];
  if (!namespaces.has(namespace)) namespaces.set(namespace, new Map());
  namespaces.get(namespace)!.set(language, mod[language]);
}

/** Every text of a strings tree by its dotted path (array items by index). */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (Array.isArray(tree)) tree.forEach((v, i) => leaves(v, `${prefix}[${i}]`).forEach((t, k) => out.set(k, t)));
  else if (tree && typeof tree === 'object')
    for (const [k, v] of Object.entries(tree))
      leaves(v, prefix ? `${prefix}.${k}` : k).forEach((t, p) => out.set(p, t));
  else out.set(prefix, `<not a string: ${String(tree)}>`);
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?(\d+|[a-z]+)>/g)].map((m) => m[0]).sort();

describe('strings in every language', () => {
  it('finds the namespaces', () => {
    expect([...namespaces.keys()]).toEqual(
      expect.arrayContaining(['common', 'landing', 'listings', 'bookings', 'info']),
    );
  });

  for (const [namespace, byLanguage] of namespaces) {
    describe(namespace, () => {
      it('has a file exporting its strings in each language', () => {
        for (const language of LANGUAGES)
          expect(byLanguage.get(language), `${namespace}: no ${language} strings`).toBeTruthy();
      });

      it('has the same keys, placeholders and markup in each language, and no empty text', () => {
        const english = leaves(byLanguage.get('en'));
        for (const language of LANGUAGES.filter((l) => l !== 'en')) {
          const other = leaves(byLanguage.get(language));
          const missing = [...english.keys()].filter((k) => !other.has(k));
          const extra = [...other.keys()].filter((k) => !english.has(k));
          expect(missing, `${namespace}: keys missing in ${language}`).toEqual([]);
          expect(extra, `${namespace}: keys in ${language} that English does not have`).toEqual([]);
          for (const [key, text] of english) {
            const translated = other.get(key)!;
            expect(translated.trim(), `${namespace}.${key} (${language}) is empty`).not.toBe('');
            expect(placeholders(translated), `${namespace}.${key} (${language}) placeholders`).toEqual(
              placeholders(text),
            );
            expect(tags(translated), `${namespace}.${key} (${language}) markup`).toEqual(tags(text));
          }
        }
        for (const [key, text] of english) expect(text.trim(), `${namespace}.${key} (en) is empty`).not.toBe('');
      });

      it("uses no placeholder that i18next reads as one of t()'s own options ({{lng}} is the language: issue #21's raw wizard.pinAt)", () => {
        const reserved = new Set(['lng', 'lngs', 'ns', 'defaultValue', 'context', 'replace', 'returnObjects', 'keySeparator', 'nsSeparator']);
        for (const language of LANGUAGES)
          for (const [key, text] of leaves(byLanguage.get(language)))
            expect(placeholders(text).filter((p) => reserved.has(p ?? '')), `${namespace}.${key} (${language})`).toEqual([]);
      });

      it('has Hindi in Devanagari: at most a few texts are left identical to English', () => {
        const english = leaves(byLanguage.get('en'));
        const hindi = leaves(byLanguage.get('hi'));
        // Texts that are the same in both are fine when they hold no words to translate (brand names, "AC", "₹{{x}}",
        // phone numbers); a sentence left in English is not.
        const untranslated = [...english].filter(([key, text]) => {
          const words = text.replace(/\{\{[^}]*\}\}/g, '').match(/[A-Za-z]{3,}/g) ?? [];
          return hindi.get(key) === text && words.length >= 3;
        });
        expect(
          untranslated.map(([key]) => key),
          `${namespace}: English sentences in the Hindi file`,
        ).toEqual([]);
      });
    });
  }
});
