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
  test('then preloads the chunks the page lists, one link per task', () => {
    const out: string = loadScriptsAfterFirstPaint(built);
    const script = /<script data-entry="[^"]*">([\s\S]*?)<\/script>/.exec(out)![1]!;
    // Run the loader against a tiny DOM: the entry first, then the listed chunks (the page's JSON list), one per task:
    // under Lighthouse an insertion costs 2–5 ms of main thread, and four in one task came to 35–71 ms at its 4× CPU.
    const head: { tag: string; src?: string; href?: string; rel?: string }[] = [];
    const timers: (() => void)[] = [];
    const list = JSON.stringify(Array.from({ length: 10 }, (_, i) => `/assets/c${i}.js`));
    const document = {
      currentScript: { getAttribute: (name: string) => (name === 'data-entry' ? '/assets/index-1.js' : null) },
      getElementById: (id: string) => (id === 'ks-preload' ? { textContent: list } : null),
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (el: (typeof head)[number]) => head.push(el) },
      dispatchEvent: (event: Event) => events.push(event.type),
    };
    const events: string[] = [];
    const window: { ksPreloaded?: number } = {};
    new Function('requestAnimationFrame', 'setTimeout', 'document', 'window', script)(
      (f: () => void) => f(),
      (f: () => void) => timers.push(f),
      document,
      window,
    );
    timers.shift()!(); // the frame's setTimeout: the entry and the first link
    expect(head[0]).toMatchObject({ tag: 'script', src: '/assets/index-1.js' });
    expect(head.slice(1).map((l) => l.href)).toEqual(['/assets/c0.js']);
    let tasks = 1;
    // The app waits for the last link before it hydrates (web/src/main.tsx).
    expect(window.ksPreloaded).toBeUndefined();
    while (timers.length) {
      const before = head.length;
      timers.shift()!();
      tasks += 1;
      expect(head.length - before).toBe(1);
    }
    expect(tasks).toBe(10);
    expect(head.slice(1).map((l) => l.href)).toEqual(Array.from({ length: 10 }, (_, i) => `/assets/c${i}.js`));
    expect(head.slice(1).every((l) => l.rel === 'modulepreload')).toBe(true);
    expect(window.ksPreloaded).toBe(1);
    expect(events).toEqual(['ks-preloaded']);
  });
  test('refuses HTML without a module entry rather than writing a page that never hydrates', () => {
    expect(() => loadScriptsAfterFirstPaint('<html><body></body></html>')).toThrow(/no module entry/);
  });
});

describe('preloadFiles', () => {
  const manifest = {
    // The entry loads its runtime itself and imports its steps one after another (web/src/main.tsx).
    'index.html': {
      file: 'assets/index.js',
      imports: ['_runtime.js'],
      dynamicImports: ['_react.js', 'src/boot/app.tsx'],
    },
    '_runtime.js': { file: 'assets/runtime.js' },
    '_react.js': { file: 'assets/react.js' },
    'src/boot/app.tsx': { file: 'assets/app.js', imports: ['_react.js', '_mui.js'] },
    '_mui.js': { file: 'assets/mui.js', imports: ['_react.js'] },
    'src/screen.tsx': { file: 'assets/screen.js', imports: ['_mui.js', '_lazy.js', 'index.html'] },
    '_lazy.js': { file: 'assets/lazy.js' },
    'src/features/listings/i18n/en.ts': { file: 'assets/en.js' },
    'src/features/listings/i18n/hi.ts': { file: 'assets/hi.js' },
    'src/i18n/common.hi.ts': { file: 'assets/common-hi.js' },
  };
  test("the entry's steps in order, then the screen's whole closure and its strings, those the entry loads last", () => {
    expect(preloadFiles(manifest, { modules: ['src/screen.tsx'], strings: ['listings'] }, 'en')).toEqual([
      '/assets/react.js',
      '/assets/mui.js',
      '/assets/app.js',
      '/assets/lazy.js',
      '/assets/screen.js',
      '/assets/en.js',
      '/assets/runtime.js',
      '/assets/index.js',
    ]);
    expect(preloadFiles(manifest, { modules: ['src/screen.tsx'], strings: ['listings'] }, 'hi')).toContain(
      '/assets/common-hi.js',
    );
  });
  test('an entry without steps fails the build: its pages would download each step only when it starts', () => {
    const withoutSteps = { ...manifest, 'index.html': { file: 'assets/index.js' } };
    expect(() => preloadFiles(withoutSteps, { modules: ['src/screen.tsx'] }, 'en')).toThrow(/has no steps/);
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
