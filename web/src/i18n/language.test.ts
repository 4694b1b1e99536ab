import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localisedPath, preferredLanguageRedirect, splitLanguagePath } from './language';

describe('language in the URL', () => {
  it.each([
    ['/', 'en', '/'],
    ['/faq', 'en', '/faq'],
    ['/history', 'en', '/history'],
    ['/hindi-test', 'en', '/hindi-test'],
    ['/hi', 'hi', '/'],
    ['/hi/', 'hi', '/'],
    ['/hi/pg/demo-pg-00165', 'hi', '/pg/demo-pg-00165'],
  ])('%s is %s, path %s', (pathname, language, path) => {
    expect(splitLanguagePath(pathname)).toEqual({ language, path });
  });

  it.each([
    ['en', '/faq?x=1#a', '/faq?x=1#a'],
    ['hi', '/', '/hi'],
    ['hi', '/?q=1', '/hi?q=1'],
    ['hi', '/pg-listing?lat=1', '/hi/pg-listing?lat=1'],
  ] as const)('%s of %s is %s', (language, path, expected) => {
    expect(localisedPath(language, path)).toBe(expected);
  });
});

// The inline script in index.html runs before the app (and before the first paint); it must decide exactly as
// preferredLanguageRedirect does.
const inlineScript = (() => {
  const html = readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');
  const script = /<script>\s*(\(function[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('index.html has no inline language script');
  return script;
})();

function runInlineScript(
  location: { pathname: string; search: string; hash: string },
  stored: string | null,
  languages: string[],
  storageThrows = false,
): string | null {
  let replaced: string | null = null;
  const fakeLocation = { ...location, replace: (url: string) => (replaced = url) };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return key === 'kotastay.language' ? stored : null;
    },
  };
  const navigator = { languages, language: languages[0] ?? '' };
  new Function('location', 'localStorage', 'navigator', inlineScript)(fakeLocation, localStorage, navigator);
  return replaced;
}

describe('the reader is sent to their language before the page paints', () => {
  const cases: [string, string, string | null, string[], string | null][] = [
    ['English browser on /', '/', null, ['en-US', 'en'], null],
    ['Hindi browser on /', '/', null, ['hi-IN', 'en'], '/hi'],
    ['Hindi browser on a PG page', '/pg/demo-pg-00165', null, ['hi'], '/hi/pg/demo-pg-00165'],
    ['Hindi second choice only', '/', null, ['en-IN', 'hi'], null],
    ['chose Hindi, English browser', '/pg-listing', 'hi', ['en-US'], '/hi/pg-listing?lat=25.1#top'],
    ['chose English, Hindi browser', '/', 'en', ['hi-IN'], null],
    ['chose English, on a Hindi link', '/hi/faq', 'en', ['en-US'], '/faq?lat=25.1#top'],
    ['chose English, on /hi', '/hi', 'en', ['en-US'], '/?lat=25.1#top'],
    ['no choice, English browser, on a Hindi link', '/hi/faq', null, ['en-US'], null],
    ['chose Hindi, on a Hindi page', '/hi/pg/x', 'hi', ['en-US'], null],
    ['a stored value that is no language', '/', 'fr', ['en-US'], null],
  ];
  it.each(cases)('%s', (_name, pathname, stored, languages, expected) => {
    const search = expected?.includes('?') ? '?lat=25.1' : '';
    const hash = expected?.includes('#') ? '#top' : '';
    const location = { pathname, search, hash };
    expect(preferredLanguageRedirect(location, stored, languages)).toBe(expected);
    expect(runInlineScript(location, stored, languages)).toBe(expected);
  });

  it('a browser that refuses storage still gets its first guess', () => {
    expect(runInlineScript({ pathname: '/', search: '', hash: '' }, null, ['hi-IN'], true)).toBe('/hi');
  });
});
