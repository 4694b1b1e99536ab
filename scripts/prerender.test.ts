import { describe, expect, test } from 'vitest';
// @ts-expect-error -- plain .mjs build script without type declarations
import { assertInlineScriptsAllowed, loadScriptsAfterFirstPaint, preloadFiles } from './prerender.mjs';

const built = `<html><head><link rel="modulepreload" crossorigin href="/assets/a.js"><style>x</style></head><body><div id="root">hi</div><script type="module" crossorigin src="/assets/index-1.js"></script></body></html>`;

describe('loadScriptsAfterFirstPaint', () => {
  test('drops module preloads and the entry tag, and loads the entry after the first frame', () => {
    const out: string = loadScriptsAfterFirstPaint(built);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toContain('<script type="module"');
    expect(out).toContain('requestAnimationFrame');
    expect(out).toContain('<script data-entry="/assets/index-1.js">');
    expect(out).toContain('<div id="root">hi</div>');
    expect(out.indexOf('requestAnimationFrame')).toBeLessThan(out.indexOf('</body>'));
  });
  test('then preloads the chunks the page lists, a few links per task', () => {
    const out: string = loadScriptsAfterFirstPaint(built);
    const script = /<script data-entry="[^"]*">([\s\S]*?)<\/script>/.exec(out)![1]!;
    // Run the loader against a tiny DOM: the entry first, then the listed chunks (the page's JSON list), 4 per task.
    const head: { tag: string; src?: string; href?: string; rel?: string }[] = [];
    const timers: (() => void)[] = [];
    const list = JSON.stringify(Array.from({ length: 10 }, (_, i) => `/assets/c${i}.js`));
    const document = {
      currentScript: { getAttribute: (name: string) => (name === 'data-entry' ? '/assets/index-1.js' : null) },
      getElementById: (id: string) => (id === 'ks-preload' ? { textContent: list } : null),
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (el: (typeof head)[number]) => head.push(el) },
    };
    new Function('requestAnimationFrame', 'setTimeout', 'document', script)(
      (f: () => void) => f(),
      (f: () => void) => timers.push(f),
      document,
    );
    timers.shift()!(); // the frame's setTimeout: the entry and the first batch
    expect(head[0]).toMatchObject({ tag: 'script', src: '/assets/index-1.js' });
    expect(head.slice(1).map((l) => l.href)).toEqual([
      '/assets/c0.js',
      '/assets/c1.js',
      '/assets/c2.js',
      '/assets/c3.js',
    ]);
    expect(head.slice(1).every((l) => l.rel === 'modulepreload')).toBe(true);
    while (timers.length) timers.shift()!();
    expect(head).toHaveLength(11);
  });
  test('refuses HTML without a module entry rather than writing a page that never hydrates', () => {
    expect(() => loadScriptsAfterFirstPaint('<html><body></body></html>')).toThrow(/no module entry/);
  });
});

describe('preloadFiles', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_mui.js': { file: 'assets/mui.js', imports: ['_react.js'] },
    'src/screen.tsx': { file: 'assets/screen.js', imports: ['_mui.js', 'index.html'] },
    'src/features/listings/i18n/en.ts': { file: 'assets/en.js' },
    'src/features/listings/i18n/hi.ts': { file: 'assets/hi.js' },
    'src/i18n/common.hi.ts': { file: 'assets/common-hi.js' },
  };
  test("the screen's whole closure and its strings, those the entry does not load first", () => {
    expect(preloadFiles(manifest, { modules: ['src/screen.tsx'], strings: ['listings'] }, 'en')).toEqual([
      '/assets/mui.js',
      '/assets/screen.js',
      '/assets/en.js',
      '/assets/react.js',
      '/assets/index.js',
    ]);
    expect(preloadFiles(manifest, { modules: ['src/screen.tsx'], strings: ['listings'] }, 'hi')).toContain(
      '/assets/common-hi.js',
    );
  });
  test('a module the build does not know fails the build', () => {
    expect(() => preloadFiles(manifest, { modules: ['src/gone.tsx'] }, 'en')).toThrow(/not in the build manifest/);
  });
});

describe('assertInlineScriptsAllowed', () => {
  test('passes a page whose inline scripts the policy allows and data scripts, and fails one it would block', () => {
    const page: string = loadScriptsAfterFirstPaint(built);
    const withData = page.replace('</body>', '<script type="application/json" id="ks-preload">[]</script></body>');
    expect(assertInlineScriptsAllowed('x.html', withData)).toBe(withData);
    expect(() =>
      assertInlineScriptsAllowed('x.html', page.replace('</body>', '<script>alert(1)</script></body>')),
    ).toThrow(/x\.html has an inline script the content security policy does not allow/);
  });
});
