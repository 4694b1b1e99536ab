import { describe, expect, test } from 'vitest';
// @ts-expect-error -- plain .mjs build script without type declarations
import { loadScriptsAfterFirstPaint } from './prerender.mjs';

const built = `<html><head><link rel="modulepreload" crossorigin href="/assets/a.js"><style>x</style></head><body><div id="root">hi</div><script type="module" crossorigin src="/assets/index-1.js"></script></body></html>`;

describe('loadScriptsAfterFirstPaint', () => {
  test('drops module preloads and the entry tag, and loads the entry after the first frame', () => {
    const out: string = loadScriptsAfterFirstPaint(built);
    expect(out).not.toContain('modulepreload');
    expect(out).not.toContain('<script type="module"');
    expect(out).toContain('requestAnimationFrame');
    expect(out).toContain('s.src="/assets/index-1.js"');
    expect(out).toContain('<div id="root">hi</div>');
    expect(out.indexOf('requestAnimationFrame')).toBeLessThan(out.indexOf('</body>'));
  });
  test('refuses HTML without a module entry rather than writing a page that never hydrates', () => {
    expect(() => loadScriptsAfterFirstPaint('<html><body></body></html>')).toThrow(/no module entry/);
  });
});
